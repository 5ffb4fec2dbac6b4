import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEADER_SOLID_AFTER_PX } from '@studio/core/shared/limits';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { Header } from './Header.tsx';
import { WithSeedContent } from '@/test/seedContent.tsx';

function renderHeader(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Header />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <main>home page</main> },
          { path: 'events', element: <main>events page</main> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: WithSeedContent });
  return router;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

const banner = () => screen.getByRole('banner');
// The desktop bar is display:none at jsdom's (phone) width, and hidden elements have no accessible name.
const desktopNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
const desktopLink = (label: RegExp | string) => within(desktopNav()).getByText(label).closest('a')!;
const toggle = () => screen.getByRole('button', { name: /menu/i });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => vi.restoreAllMocks());

describe('Header', { timeout: 20_000 }, () => {
  it('is transparent at the top and turns solid once scrolled past the threshold', async () => {
    renderHeader();
    await vi.waitFor(() => expect(banner()).toHaveAttribute('data-header-state', 'transparent'));

    scrollTo(HEADER_SOLID_AFTER_PX);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(banner()).toHaveAttribute('data-header-state', 'transparent');

    scrollTo(HEADER_SOLID_AFTER_PX + 1);
    await vi.waitFor(() => expect(banner()).toHaveAttribute('data-header-state', 'solid'));

    scrollTo(10);
    await vi.waitFor(() => expect(banner()).toHaveAttribute('data-header-state', 'transparent'));
  });

  it('lists every item, with the member portal opening in a new tab', () => {
    renderHeader();
    const nav = desktopNav();
    const labels = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Home',
      'About',
      'Classes',
      'Timetable',
      'Facilities',
      'Events',
      'Schedule',
      'Contact',
      'Free trial',
      'Member Portal (opens in a new tab)',
    ]);
    expect(desktopLink('Timetable')).toHaveAttribute('href', '/timetable');
    expect(desktopLink('Free trial')).toHaveAttribute('href', '/trial');
    const portal = desktopLink(/member portal/i);
    expect(portal).toHaveAttribute('href', SEED_SITE_CONTENT.studio.memberPortalUrl);
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal.getAttribute('rel')).toContain('noopener');
    expect(desktopLink('About')).toHaveAttribute('href', '/#about');
    expect(desktopLink('Events')).toHaveAttribute('href', '/events');
  });

  it('opens and closes the mobile menu with its toggle and with Escape', async () => {
    const user = userEvent.setup({ delay: null });
    renderHeader();
    const menu = document.getElementById('mobile-menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAccessibleName('Close menu');
    expect(menu).toHaveAttribute('data-open', 'true');
    // Focus moves into the menu, and the header shows solid behind the toggle.
    expect(within(menu!).getAllByRole('link')[0]).toHaveFocus();
    expect(banner()).toHaveAttribute('data-header-state', 'solid');
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
    expect(toggle()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    await user.click(toggle());
    await user.click(toggle());
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('closes the mobile menu on a route change', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderHeader();
    await user.click(toggle());
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Events' }));
    expect(router.state.location.pathname).toBe('/events');
    expect(await screen.findByText('events page')).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    await act(() => router.navigate('/'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends anchor links elsewhere to the home page with the anchor', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderHeader('/events');
    await user.click(desktopLink('Facilities'));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#facilities');
  });

  it('scrolls to the section on the home page and closes the menu', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderHeader('/');
    const section = document.createElement('section');
    section.id = 'pricing';
    section.scrollIntoView = vi.fn();
    document.body.appendChild(section);
    const scheduleSection = document.createElement('section');
    scheduleSection.id = 'schedule';
    scheduleSection.scrollIntoView = vi.fn();
    document.body.appendChild(scheduleSection);

    await user.click(toggle());
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Schedule' }));
    expect(scheduleSection.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(router.state.location.hash).toBe('#schedule');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    section.remove();
    scheduleSection.remove();
  });
});
