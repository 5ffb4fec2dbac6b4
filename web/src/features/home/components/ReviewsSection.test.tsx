import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEWS_SHOWN_COLLAPSED } from '@studio/core/shared/limits';
import { describe, expect, it, vi } from 'vitest';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { ReviewsSection } from './ReviewsSection.tsx';
import { WithSeedContent } from '@/test/seedContent.tsx';

const { reviews } = SEED_SITE_CONTENT.reviews;

describe('ReviewsSection', { timeout: 20_000 }, () => {
  it('shows the rating as given, the first three reviews, and all 25 on request', async () => {
    const user = userEvent.setup({ delay: null });
    // jsdom does not lay out or scroll; collapsing scrolls the section back into view.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<ReviewsSection />, { wrapper: WithSeedContent });
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
});
