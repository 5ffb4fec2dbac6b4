import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { pageContentOf } from '@studio/core/content/siteContentRules';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTICE_CLOSED_KEY_NAME } from '@/content/noticeBanner.ts';
import { SiteContentProvider } from '@/content/siteContent.tsx';
import { NoticeBanner, noticeFingerprint } from './NoticeBanner.tsx';

const MESSAGE = 'Both studios closed 25-26 December';

async function renderBanner() {
  const content = pageContentOf({
    ...SEED_SITE_CONTENT,
    banner: { message: MESSAGE, linkUrl: '/events', linkText: 'See what is on', startsOn: null, endsOn: null },
  });
  const Stub = createRoutesStub([
    {
      id: 'root',
      Component: Outlet,
      loader: () => ({ studioDay: '2026-11-25' }),
      children: [{ path: '/', Component: () => <NoticeBanner /> }],
    },
  ]);
  render(
    <SiteContentProvider content={content}>
      <Stub initialEntries={['/']} />
    </SiteContentProvider>,
  );
  return screen.findByRole('region', { name: 'Notice' });
}

afterEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-notice-closed');
});

describe('NoticeBanner', () => {
  it('shows the notice with its link, a Close button and no More when the text is not cut', async () => {
    const notice = await renderBanner();
    expect(notice).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('link', { name: 'See what is on' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // jsdom lays nothing out, so nothing is ever cut.
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('Close hides it and remembers this notice for the session only', async () => {
    await renderBanner();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement).toHaveAttribute('data-notice-closed');
    expect(sessionStorage.getItem(NOTICE_CLOSED_KEY_NAME)).toBe(noticeFingerprint(`${MESSAGE}|See what is on`));
    expect(localStorage.getItem(NOTICE_CLOSED_KEY_NAME)).toBeNull();
  });

  it('tells a new notice from one closed before', () => {
    expect(noticeFingerprint('Closed Monday|')).not.toBe(noticeFingerprint('Closed Tuesday|'));
    expect(noticeFingerprint('Closed Monday|')).toMatch(/^n[0-9a-z]+$/);
  });
});
