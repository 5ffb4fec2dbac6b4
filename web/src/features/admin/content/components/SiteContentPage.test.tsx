import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentMessages, type ContentRevision, type ContentSection } from '@studio/core/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/siteContentSeed';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/errors.ts';
import type { Backend } from '@/backend/port.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { deferred, renderAdmin } from '../../testing/renderAdmin.tsx';
import { SiteContentPage } from './SiteContentPage.tsx';

const pricing: ContentSection<'pricing'> = {
  section: 'pricing',
  version: 3,
  content: SEED_SITE_CONTENT.pricing,
  updated_at: '2026-11-20T10:00:00.000Z',
  updated_by: 'coach@example.com',
};

/** The content calls a test needs, as plain mocks (the port's are generic over the section). */
function renderAt(content: Record<string, unknown>) {
  const backend = fakeBackend({ content: content as Partial<Backend['content']> });
  renderAdmin(<SiteContentPage />, { backend, path: '/admin/content' });
  return { backend, user: userEvent.setup({ delay: null }) };
}

/** The pricing form draws about 150 fields: slow in jsdom, so its first plan is waited for longer than usual. */
const findPlan = () => screen.findByRole('group', { name: 'Plan 1' }, { timeout: 20_000 });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.selectOptions(screen.getByLabelText('Section to edit'), label);
}

describe('Site Content editor', { timeout: 60_000 }, () => {
  it('shows a named spinner while the section loads, then its fields labelled as the site names them', async () => {
    const pending = deferred<ContentSection>();
    const { user } = renderAt({ get: vi.fn().mockReturnValue(pending.promise) });
    await choose(user, 'Membership pricing');
    expect(screen.getByRole('progressbar', { name: 'Loading Membership pricing' })).toBeInTheDocument();
    pending.resolve(pricing);
    const plan = await findPlan();
    expect(within(plan).getByLabelText('Title')).toHaveValue('Pay As You Go');
    expect(within(plan).getByLabelText('Price')).toHaveValue('10');
    expect(within(plan).getByLabelText('Recommended')).not.toBeChecked();
    expect(screen.getByText(/Version 3, saved .* by coach@example.com/)).toBeInTheDocument();
  });

  it('says when a section cannot be loaded, and tries again', async () => {
    const banner = { ...pricing, section: 'banner', content: SEED_SITE_CONTENT.banner };
    const get = vi
      .fn()
      .mockRejectedValueOnce(new BackendError('unavailable', 'Cannot reach the server.'))
      .mockResolvedValue(banner);
    const { user } = renderAt({ get });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Message')).toHaveValue('');
  });

  it('saves the edited section with the version it started from, and says it is live', async () => {
    const save = vi.fn(async (_section: string, version: number, content: unknown) => ({
      ...pricing,
      version: version + 1,
      content,
    }));
    const { user } = renderAt({ get: vi.fn().mockResolvedValue(pricing), save });
    await choose(user, 'Membership pricing');
    const plan = await findPlan();
    const price = within(plan).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '12.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(contentMessages.saved);
    expect(save).toHaveBeenCalledTimes(1);
    const [section, version, content] = save.mock.calls[0]!;
    expect(section).toBe('pricing');
    expect(version).toBe(3);
    expect((content as typeof pricing.content).plans[0]!.price).toBe(12.5);
    expect(await screen.findByText(/Version 4, saved/)).toBeInTheDocument();
  });

  it('shows a bad price and a javascript: link next to their fields and saves nothing', async () => {
    const save = vi.fn();
    const { user } = renderAt({ get: vi.fn().mockResolvedValue(pricing), save });
    await choose(user, 'Membership pricing');
    const plan = await findPlan();
    await user.clear(within(plan).getByLabelText('Price'));
    await user.type(within(plan).getByLabelText('Price'), '-5');
    await user.clear(within(plan).getByLabelText('Button link'));
    await user.type(within(plan).getByLabelText('Button link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(plan).findByText('Price cannot be negative')).toBeInTheDocument();
    expect(within(plan).getByText(contentMessages.invalidLink)).toBeInTheDocument();
    expect(within(plan).getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(plan).getByLabelText('Price')).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses to overwrite someone else’s save and offers to reload', async () => {
    const newer = { ...pricing, version: 4, updated_by: 'owner@example.com' };
    const get = vi.fn().mockResolvedValueOnce(pricing).mockResolvedValue(newer);
    const save = vi.fn().mockRejectedValue(new BackendError('conflict', contentMessages.conflict, 409));
    const { user } = renderAt({ get, save });
    await choose(user, 'Membership pricing');
    await findPlan();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contentMessages.conflict);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/Version 4, saved .* by owner@example.com/)).toBeInTheDocument();
  });

  it('publishes the banner message and end date, empty fields as none', async () => {
    const banner: ContentSection<'banner'> = {
      ...pricing,
      section: 'banner',
      content: SEED_SITE_CONTENT.banner,
    } as never;
    const save = vi.fn(async (_s: string, version: number, content: unknown) => ({
      ...banner,
      version: version + 1,
      content,
    }));
    const { user } = renderAt({ get: vi.fn().mockResolvedValue(banner), save });
    await user.type(await screen.findByLabelText('Message'), 'Both studios closed 25-26 December');
    await user.type(screen.getByLabelText('End date (optional)'), '2026-12-26');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(save.mock.calls[0]![2]).toEqual({
      message: 'Both studios closed 25-26 December',
      linkUrl: null,
      linkText: null,
      startsOn: null,
      endsOn: '2026-12-26',
    });
  });

  it('lists the history and restores a revision as a new version', async () => {
    const revisions: ContentRevision[] = [
      { ...pricing, created_at: pricing.updated_at, created_by: 'coach@example.com', restored_from: null } as never,
      {
        section: 'pricing',
        version: 1,
        content: SEED_SITE_CONTENT.pricing,
        created_at: '2026-11-01T00:00:00.000Z',
        created_by: 'seed',
        restored_from: null,
      },
    ];
    const restore = vi.fn().mockResolvedValue({ ...pricing, version: 4, updated_by: 'coach@example.com' });
    const history = vi.fn().mockResolvedValue(revisions);
    const { user } = renderAt({ get: vi.fn().mockResolvedValue(pricing), history, restore });
    await choose(user, 'Membership pricing');
    await findPlan();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const panel = await screen.findByRole('region', { name: 'History of Membership pricing' });
    expect(await within(panel).findByText(/by the original site/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Restore version 3' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('status')).toHaveTextContent(contentMessages.restored(1));
    expect(restore).toHaveBeenCalledWith('pricing', 3, 1);
    expect(await screen.findByText(/Version 4, saved/)).toBeInTheDocument();
    await waitFor(() => expect(history).toHaveBeenCalledTimes(2));
  });
});
