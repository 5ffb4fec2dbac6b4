import type { SiteContent } from '@studio/core/content/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { pageContentOf } from '@studio/core/content/siteContentRules';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeBanner } from '@/components/layout/NoticeBanner.tsx';
import { GradingSchedule } from '@/features/events/components/GradingSchedule.tsx';
import { PricingSection } from '@/features/home/components/PricingSection.tsx';
import { ReviewsSection } from '@/features/home/components/ReviewsSection.tsx';
import { SiteContentProvider } from '@/content/siteContent.tsx';

/** Renders `ui` as a page of the root route, whose loader gave the studios' day `studioDay`. */
function renderWith(content: SiteContent, ui: ReactNode, { studioDay = '2025-12-25' } = {}) {
  const pageContent = pageContentOf(content);
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', element: <SiteContentProvider content={pageContent}>{ui}</SiteContentProvider> }],
    { hydrationData: { loaderData: { root: { content: pageContent, slotImages: {}, studioDay } } } },
  );
  return render(<RouterProvider router={router} />);
}

const withChanges = (changes: Partial<SiteContent>): SiteContent => ({
  ...structuredClone(SEED_SITE_CONTENT),
  ...changes,
});

describe('public sections read the site content they are given', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-25T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the notice banner from its start day to its end day of the day the page was drawn, with its link', () => {
    const banner = {
      message: 'Both studios closed 25-26 December',
      linkUrl: '/events',
      linkText: 'See what is on',
      startsOn: '2025-12-25',
      endsOn: '2025-12-26',
    };
    const { unmount } = renderWith(withChanges({ banner }), <NoticeBanner />, { studioDay: '2025-12-26' });
    const notice = screen.getByRole('region', { name: 'Notice' });
    expect(notice).toHaveTextContent('Both studios closed 25-26 December');
    expect(within(notice).getByRole('link', { name: 'See what is on' })).toHaveAttribute('href', '/events');
    unmount();

    // The day is the server's, not the browser's clock (25 December here): the page drew after the end day.
    const { unmount: unmountLate } = renderWith(withChanges({ banner }), <NoticeBanner />, { studioDay: '2025-12-27' });
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
    unmountLate();

    renderWith(withChanges({ banner: { ...banner, endsOn: '2025-12-24', startsOn: null } }), <NoticeBanner />);
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });

  it('shows no banner by default', () => {
    renderWith(SEED_SITE_CONTENT, <NoticeBanner />);
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });

  it('shows the coming grading dates by year in date order and names their years; a day gone by leaves', () => {
    const gradings = { days: ['2026-03-01', '2025-12-07', '2025-12-28', '2027-01-10'] };
    renderWith(withChanges({ gradings }), <GradingSchedule />, { studioDay: '2025-12-25' });
    const section = screen.getByRole('region', { name: '2025, 2026 and 2027 Grading Schedule' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['2025', '2026', '2027']);
    const days = within(section)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')?.getAttribute('dateTime'));
    // 7 December 2025 is over on the day the page was drawn (the server's day, not the browser's clock).
    expect(days).toEqual(['2025-12-28', '2026-03-01', '2027-01-10']);
    expect(section).not.toHaveTextContent('Past');
  });

  it('leaves the grading schedule out once every date has gone by', () => {
    const gradings = { days: ['2025-06-22', '2025-09-14', '2025-12-07'] };
    const { unmount } = renderWith(withChanges({ gradings }), <GradingSchedule />, { studioDay: '2025-12-07' });
    expect(screen.getByRole('region', { name: '2025 Grading Schedule' })).toBeInTheDocument();
    unmount();
    renderWith(withChanges({ gradings }), <GradingSchedule />, { studioDay: '2025-12-08' });
    expect(screen.queryByRole('region', { name: /Grading Schedule/ })).toBeNull();
    expect(screen.queryByText(/grading/i)).toBeNull();
  });

  it('shows changed prices and leaves the gym heading out when there are no gym plans', () => {
    const pricing = structuredClone(SEED_SITE_CONTENT.pricing);
    pricing.plans[0]!.price = 12.5;
    pricing.gymPlans = [];
    renderWith(withChanges({ pricing }), <PricingSection />);
    expect(screen.getByText('£12.50')).toBeInTheDocument();
    expect(screen.queryByText('Gym only')).toBeNull();
  });

  it('leaves hidden reviews out and shows the summary as given', () => {
    const reviews = structuredClone(SEED_SITE_CONTENT.reviews);
    reviews.count = 31;
    reviews.reviews = reviews.reviews.slice(0, 3);
    reviews.reviews[0]!.hidden = true;
    renderWith(withChanges({ reviews }), <ReviewsSection />);
    expect(screen.getByText('Based on 31 reviews')).toBeInTheDocument();
    const list = document.getElementById('review-list')!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText(SEED_SITE_CONTENT.reviews.reviews[0]!.text)).toBeNull();
    expect(screen.queryByRole('button', { name: 'See more reviews' })).toBeNull();
  });
});
