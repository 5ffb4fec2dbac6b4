import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEWS_SHOWN_COLLAPSED } from '@studio/core/shared/limits';
import { describe, expect, it, vi } from 'vitest';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { pageContentOf } from '@studio/core/content/siteContentRules';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sharedContentOf, SiteContentProvider } from '@/content/siteContent.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { HOME_ISLANDS_PATH } from '../homeIslands.ts';
import { HOME_ROUTE } from '../homeContent.ts';
import { WithSeedContent } from '@/test/seedContent.tsx';

const { reviews } = SEED_SITE_CONTENT.reviews;

/** Renders `ui` as part of the home page, whose loader counted more reviews than the section shows at first. */
function renderHome(ui: ReactNode) {
  const router = createMemoryRouter([{ id: HOME_ROUTE, path: '/', element: ui }], {
    hydrationData: { loaderData: { [HOME_ROUTE]: { moreReviews: true } } },
  });
  return render(<RouterProvider router={router} />);
}

describe('ReviewsSection', { timeout: 20_000 }, () => {
  it('shows the rating as given, the first three reviews, and all 25 on request', async () => {
    const user = userEvent.setup({ delay: null });
    // jsdom does not lay out or scroll; collapsing scrolls the section back into view.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderHome(
      <WithSeedContent>
        <ReviewsSection />
      </WithSeedContent>,
    );
    expect(reviews).toHaveLength(25);
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText(/29 reviews/)).toBeInTheDocument();

    const list = document.getElementById('review-list')!;
    const cards = () => within(list).getAllByRole('listitem');
    expect(cards()).toHaveLength(REVIEWS_SHOWN_COLLAPSED);
    expect(within(list).getByText(reviews[0]!.text)).toBeInTheDocument();
    expect(within(list).queryByText(reviews[3]!.text)).toBeNull();

    const more = screen.getByRole('button', { name: 'See more reviews' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', 'review-list');
    await user.click(more);
    expect(cards()).toHaveLength(25);
    expect(within(list).getByText(reviews[24]!.text)).toBeInTheDocument();

    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(cards()).toHaveLength(REVIEWS_SHOWN_COLLAPSED);
    expect(screen.getByRole('button', { name: 'See more reviews' })).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('keeps the server’s cards while it has no reviews, and fetches them all when asked for more', async () => {
    const user = userEvent.setup({ delay: null });
    const fetched = vi.fn(async (url: string) => {
      expect(url).toBe(HOME_ISLANDS_PATH);
      return Response.json({ parts: { reviews: SEED_SITE_CONTENT.reviews } });
    });
    vi.stubGlobal('fetch', fetched);
    try {
      // The page as hydrated: the root's content without the reviews, which the server drew into the HTML.
      renderHome(
        <SiteContentProvider content={sharedContentOf(pageContentOf(SEED_SITE_CONTENT))}>
          <ReviewsSection />
        </SiteContentProvider>,
      );
      expect(document.getElementById('review-list')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'See more reviews' }));
      await waitFor(() =>
        expect(within(document.getElementById('review-list')!).getAllByRole('listitem')).toHaveLength(25),
      );
      expect(fetched).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
