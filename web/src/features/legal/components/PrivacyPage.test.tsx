import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSIGHTS_OPT_OUT_KEY } from '@studio/core/insights/insightsBeacon';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';

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
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
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
      'Counting visits to this website',
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

describe('counting visits', () => {
  it('says in plain words what is counted, why, for how long, and the legal basis', async () => {
    await renderAt('/privacy', PrivacyPage);
    const statistics = screen.getByRole('region', { name: 'Counting visits to this website' });
    for (const words of [
      'which page it was',
      'to improve the website',
      'The daily totals are kept for 25 months',
      'then it is deleted along with the day’s secret',
      'The counting sets no cookie and stores nothing in your browser',
      'as amended by the Data (Use and Access) Act 2025',
      'legitimate interests',
      'Global Privacy Control or Do Not Track',
    ])
      expect(statistics).toHaveTextContent(words);
    expect(screen.getByRole('region', { name: 'Cookies and storage on your device' })).toHaveTextContent(
      `under the name “${INSIGHTS_OPT_OUT_KEY}”`,
    );
  });

  it("keeps the visitor's choice in this browser, says what it is, and undoes it", async () => {
    const user = userEvent.setup();
    await renderAt('/privacy', PrivacyPage);
    const statistics = screen.getByRole('region', { name: 'Counting visits to this website' });
    const choice = within(statistics).getByRole('button', { name: "Don't count my visits" });
    expect(choice).toHaveAttribute('aria-pressed', 'false');
    expect(statistics).toHaveTextContent('Your visits are counted as part of the totals');

    await user.click(choice);
    expect(choice).toHaveAttribute('aria-pressed', 'true');
    expect(statistics).toHaveTextContent('Your visits are not counted');
    expect(localStorage.getItem(INSIGHTS_OPT_OUT_KEY)).not.toBeNull();

    // By keyboard, as by pointer.
    choice.focus();
    await user.keyboard(' ');
    expect(choice).toHaveAttribute('aria-pressed', 'false');
    expect(statistics).toHaveTextContent('Your visits are counted as part of the totals');
    expect(localStorage.getItem(INSIGHTS_OPT_OUT_KEY)).toBeNull();
  });

  it('says when the browser already stops the counting, and when it will not keep the choice', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const user = userEvent.setup();
    await renderAt('/privacy', PrivacyPage);
    const statistics = screen.getByRole('region', { name: 'Counting visits to this website' });
    expect(statistics).toHaveTextContent('Your visits are not counted');
    expect(statistics).toHaveTextContent('Your browser sends Global Privacy Control or Do Not Track');
    expect(within(statistics).getByRole('button', { name: "Don't count my visits" })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(within(statistics).getByRole('button', { name: "Don't count my visits" }));
    expect(within(statistics).getByRole('alert')).toHaveTextContent(
      'Your browser did not let this site store your choice',
    );
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
