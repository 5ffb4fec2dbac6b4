import { REVIEWS_SHOWN_COLLAPSED } from '@studio/core/shared/limits';
import { useRef, useState } from 'react';
import { scrollToAnchor } from '@/components/layout/anchors.ts';
import { FormatQuoteIcon } from '@/components/layout/contentIcons.tsx';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import type { Review } from '@studio/core/content/siteContent';
import { useHomePagePart, type HomePageParts } from '@/content/siteContent.tsx';
import { StaticIsland } from '@/hydration/StaticIsland.tsx';
import { fetchHomeIslands, useMoreReviews } from '../homeIslands.ts';
import { StarRating } from './StarRating.tsx';

const REVIEW_LIST_ID = 'review-list';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="card review">
      <div className="review__top">
        <StarRating value={review.rating} />
        <FormatQuoteIcon className="review__quote-mark" />
      </div>
      <blockquote className="review__quote">
        <p className="review__text">{review.text}</p>
      </blockquote>
      <figcaption className="review__by">
        <div aria-hidden="true" className="review__initials">
          {initials(review.name)}
        </div>
        <div>
          <p className="review__name">{review.name}</p>
          <p className="review__date">{review.date}</p>
        </div>
      </figcaption>
    </figure>
  );
}

/** The rating, and the first reviews or all of them. */
function Reviews({ summary, expanded }: { summary: HomePageParts['reviews']; expanded: boolean }) {
  const reviews = summary.reviews.filter((review) => !review.hidden);
  const shown = expanded ? reviews : reviews.slice(0, REVIEWS_SHOWN_COLLAPSED);
  return (
    <>
      <ScrollReveal>
        <div className="reviews__summary">
          <p className="reviews__rating">{summary.rating}</p>
          <div className="reviews__stars">
            <StarRating value={summary.rating} large />
            <p className="reviews__count">Based on {summary.count} reviews</p>
          </div>
        </div>
      </ScrollReveal>
      <ul id={REVIEW_LIST_ID} className="card-grid">
        {shown.map((review, index) => (
          <li key={review.id} className="card-grid__cell">
            <ScrollReveal delay={(index % 3) * 100} fill>
              <ReviewCard review={review} />
            </ScrollReveal>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Members' reviews, in the order staff set, hidden ones left out: the first three, and all on request. The rating and
 * the cards are a static island (homeIslands.ts): a page the server drew keeps them as drawn, and fetches the reviews
 * when the visitor asks for all of them.
 */
export function ReviewsSection() {
  const provided = useHomePagePart('reviews');
  const [fetched, setFetched] = useState<HomePageParts['reviews']>();
  const summary = provided ?? fetched;
  const counted = useMoreReviews();
  const more = summary ? summary.reviews.filter((review) => !review.hidden).length > REVIEWS_SHOWN_COLLAPSED : counted;
  const [expanded, setExpanded] = useState(false);
  const toggle = () => {
    // Collapsing removes 22 cards above the button; bring the reviews back into view instead of the footer.
    if (expanded) scrollToAnchor('reviews', false);
    setExpanded(!expanded);
  };
  // The reviews, fetched once: from the moment the visitor points at the button, focuses or touches it.
  const loading = useRef<Promise<HomePageParts['reviews']>>(null);
  const load = () => {
    if (summary) return;
    loading.current ??= fetchHomeIslands().then(
      (islands) => islands.parts.reviews,
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  };
  return (
    <Section id="reviews" tone="raised" eyebrow="Reviews" title="What Our Members Say">
      <StaticIsland>{summary && <Reviews summary={summary} expanded={expanded} />}</StaticIsland>
      {more && (
        <div className="reviews__more">
          <button
            type="button"
            className="button button--outlined button--current button--large"
            aria-expanded={expanded}
            aria-controls={REVIEW_LIST_ID}
            onPointerEnter={() => void load()?.catch(() => {})}
            onFocus={() => void load()?.catch(() => {})}
            onClick={() => {
              const loaded = load();
              if (!loaded) return toggle();
              loaded.then(
                (reviews) => {
                  setFetched(reviews);
                  toggle();
                },
                (error: unknown) => console.error('Could not load the reviews', error),
              );
            }}
          >
            {expanded ? 'Show less' : 'See more reviews'}
          </button>
        </div>
      )}
    </Section>
  );
}
