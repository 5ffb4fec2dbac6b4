import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_SITE_CONTENT } from '@studio/core/siteContentSeed';

const { studio } = SEED_SITE_CONTENT;
import { AccessibilityPage } from './AccessibilityPage.tsx';
import { PrivacyPage } from './PrivacyPage.tsx';
import { WithSeedContent } from '@/test/seedContent.tsx';

/** The page under a root route whose loader data gives the server's retention period, when there is one. */
async function renderAt(path: string, Component: () => React.ReactNode, contactRetentionDays?: number) {
  const Stub = createRoutesStub([
    { id: 'root', Component: Outlet, loader: () => ({ contactRetentionDays }), children: [{ path, Component }] },
  ]);
  const rendered = render(<Stub initialEntries={[path]} />, { wrapper: WithSeedContent });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

afterEach(() => {
  localStorage.clear();
});

describe('the privacy notice', () => {
  it('covers what the right to be informed asks for', async () => {
    await renderAt('/privacy', PrivacyPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy and cookies');
    for (const heading of [
      'Who we are',
      'What the contact form collects, and why',
      'Who handles it, and where it is stored',
      'How long we keep it',
      'Your rights',
      'Complaints',
      'Cookies and storage on your device',
      'Content from other websites',
    ]) {
      expect(screen.getByRole('region', { name: heading })).toBeInTheDocument();
    }
    const who = screen.getByRole('region', { name: 'Who we are' });
    expect(within(who).getByRole('link', { name: studio.email })).toHaveAttribute('href', `mailto:${studio.email}`);
    expect(who).toHaveTextContent(studio.sites.stHelens.address);
    expect(screen.getByText(/Our lawful basis is legitimate interests/)).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: 'Your rights' });
    for (const right of ['access', 'rectification', 'erasure', 'objection'])
      expect(rights).toHaveTextContent(`(${right})`);
    expect(screen.getByRole('link', { name: /ico\.org\.uk\/make-a-complaint/ })).toHaveAttribute(
      'href',
      'https://ico.org.uk/make-a-complaint/',
    );
  });

  it("states the default retention period, or the one the server's root loader gives", async () => {
    const { unmount } = await renderAt('/privacy', PrivacyPage);
    expect(screen.getByRole('region', { name: 'How long we keep it' })).toHaveTextContent(
      'We keep contact messages for 12 months from the day you send them.',
    );
    unmount();
    await renderAt('/privacy', PrivacyPage, 90);
    expect(screen.getByRole('region', { name: 'How long we keep it' })).toHaveTextContent(
      'We keep contact messages for 3 months',
    );
  });

  it('shows each kind of embedded content with its state and one button to allow or withdraw it', async () => {
    const user = userEvent.setup();
    await renderAt('/privacy', PrivacyPage);
    const choices = screen.getByRole('region', { name: 'Content from other websites' });
    const items = within(choices).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Instagram posts',
      'Maps',
      'Timetables and registration forms',
    ]);
    for (const item of items) expect(item).toHaveTextContent('Not allowed');
    await user.click(within(items[0]!).getByRole('button', { name: 'Allow Instagram posts' }));
    expect(items[0]).toHaveTextContent('Allowed');
    expect(localStorage.getItem('tmas-embedded-content')).toBe('{"instagram":true}');
    await user.click(within(items[0]!).getByRole('button', { name: 'Withdraw Instagram posts' }));
    expect(items[0]).toHaveTextContent('Not allowed');
    expect(localStorage.getItem('tmas-embedded-content')).toBeNull();
  });
});

describe('the accessibility statement', () => {
  it('states the standard, how the site is tested, known issues and how to report a problem', async () => {
    await renderAt('/accessibility', AccessibilityPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accessibility statement');
    expect(screen.getByRole('region', { name: 'How accessible this website is' })).toHaveTextContent(
      'WCAG) version 2.2 at level AA',
    );
    const tested = screen.getByRole('region', { name: 'How we tested this website' });
    expect(tested).toHaveTextContent('automated axe checks');
    expect(tested).toHaveTextContent('keyboard-only use');
    const report = screen.getByRole('region', { name: 'Reporting a problem, or asking for another format' });
    expect(within(report).getByRole('link', { name: studio.email })).toBeInTheDocument();
  });
});
