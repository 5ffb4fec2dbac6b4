import { REVIEWS_SHOWN_COLLAPSED } from '@studio/core/shared/limits';
import type { SiteContent } from '@studio/core/content/siteContent';
import { homeContentOf, pageContentOf } from '@studio/core/content/siteContentRules';
import { NO_FILTER } from '@studio/core/timetable/timetable';
import { timetableView } from '@studio/core/timetable/timetableView';
import { homePagePartsOf } from '@/content/siteContent.tsx';
import type { HomeIslands } from '../homeIslands.ts';

/** Days the Schedule section's short timetable shows: today and the next two. */
const HOME_TIMETABLE_DAYS = 3;

/** Whether the reviews shown are more than the Reviews section shows at first ("See more reviews"). */
export function hasMoreReviews(content: SiteContent): boolean {
  return pageContentOf(content).reviews.reviews.filter((review) => !review.hidden).length > REVIEWS_SHOWN_COLLAPSED;
}

/** The home page's islands' data (homeIslands.ts) from the content as published, at `now`. */
export function homeIslandsOf(content: SiteContent, now: Date): HomeIslands {
  const { about, journey, facilities } = homeContentOf(content);
  return {
    home: { about, journey, facilities },
    parts: homePagePartsOf(pageContentOf(content)),
    timetable: timetableView(content, { filter: NO_FILTER, now, days: HOME_TIMETABLE_DAYS }).days,
  };
}
