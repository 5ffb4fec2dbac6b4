import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@studio/core/staff/staff';
import type { ContactSubmission } from '@studio/core/enquiries/submissions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend, InsightsAdmin } from '@/backend/port.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { SignedInStaffContext } from '../../shared/api/signedInStaff.ts';
import { renderAdmin } from '../../testing/renderAdmin.tsx';
import { AdminLayout } from './AdminLayout.tsx';

const message = (id: string, status: ContactSubmission['status']): ContactSubmission => ({
  id,
  name: `Sender ${id}`,
  email: `${id}@example.com`,
  phone: null,
  class_interest: null,
  message: 'Hello',
  read: false,
  created_at: '2026-11-20T10:00:00.000Z',
  status,
  notes_count: 0,
  notification: null,
});

function setup(
  list: ContactSubmission[],
  { role = 'owner', insights }: { role?: StaffRole; insights?: InsightsAdmin } = {},
) {
  const backend: Backend = { ...fakeBackend({ submissions: { list: vi.fn().mockResolvedValue(list) } }), insights };
  document.title = 'Image Management | The Martial Arts Studio';
  renderAdmin(
    <SignedInStaffContext value={{ email: `${role}@example.com`, role, mustChangePassword: false }}>
      <AdminLayout onLogout={() => {}}>
        <p>Page</p>
      </AdminLayout>
    </SignedInStaffContext>,
    { backend, path: '/admin/images' },
  );
  return backend;
}

/** The Insights group of a backend where Staff may see Insights or not. */
const insightsWhere = (staffCanSee: boolean): InsightsAdmin => ({
  report: vi.fn(),
  settings: vi.fn().mockResolvedValue({ staffCanSee }),
  setSettings: vi.fn(),
});

const phoneWidth = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: query.includes('max-width'),
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));

describe('AdminLayout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the number of New messages in the sub-navigation and the tab title', async () => {
    setup([message('a', 'new'), message('b', 'new'), message('c', 'contacted')]);
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(await within(nav).findByRole('link', { name: 'Contact Submissions 2 new' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Image Management | The Martial Arts Studio'));
  });

  it('counts a booked trial nobody has read yet as New, and not once it is read', async () => {
    setup([
      message('a', 'trial_booked'),
      { ...message('b', 'trial_booked'), read: true },
      { ...message('c', 'new'), read: true },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(await within(nav).findByRole('link', { name: 'Contact Submissions 2 new' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Image Management | The Martial Arts Studio'));
  });

  it('says nothing of a count when no message is New', async () => {
    setup([message('c', 'closed')]);
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Contact Submissions' })).toBeInTheDocument();
    expect(document.title).toBe('Image Management | The Martial Arts Studio');
  });

  it('on a phone, folds the sections, View Site and Logout into one menu with the count', async () => {
    phoneWidth();
    setup([message('a', 'new')]);
    const menu = await screen.findByRole('button', { name: 'Menu 1 new' });
    expect(screen.queryByRole('link', { name: /Image Management/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(menu);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Contact Submissions1 new',
      'Image Management',
      'Event Management',
      'Site Content',
      'Trials',
      'Staff',
      'Activity',
      'View Site (opens in a new tab)',
      'Logout',
    ]);
    expect(items[1]).toHaveClass('Mui-selected');
  });

  it('offers Insights to Owners, after Trials, without asking whether Staff may see it', async () => {
    const insights = insightsWhere(false);
    setup([], { insights });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Contact Submissions',
      'Image Management',
      'Event Management',
      'Site Content',
      'Trials',
      'Insights',
      'Staff',
      'Activity',
    ]);
    expect(within(nav).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/admin/insights');
    expect(insights.settings).not.toHaveBeenCalled();
  });

  it('offers Insights to Staff while an Owner lets them, reading that once', async () => {
    const insights = insightsWhere(true);
    setup([], { role: 'staff', insights });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(await within(nav).findByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/admin/insights');
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(insights.settings).toHaveBeenCalledTimes(1);
  });

  it('does not offer Insights to Staff when an Owner has turned that off', async () => {
    const insights = insightsWhere(false);
    setup([], { role: 'staff', insights });
    await waitFor(() => expect(insights.settings).toHaveBeenCalled());
    // The answer has arrived and React has drawn what follows from it.
    await act(async () => {
      await vi.mocked(insights.settings).mock.results[0]?.value;
    });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Trials' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Insights' })).not.toBeInTheDocument();
  });

  it('on a phone, lists Insights in the menu for Staff allowed to see it', async () => {
    phoneWidth();
    setup([], { role: 'staff', insights: insightsWhere(true) });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Menu' }));
    expect(await within(screen.getByRole('menu')).findByRole('menuitem', { name: 'Insights' })).toHaveAttribute(
      'href',
      '/admin/insights',
    );
  });
});
