import type { HomeContent } from '@studio/core/content/siteContentRules';
import type { TimetableViewDay } from '@studio/core/timetable/timetableView';
import { useRouteLoaderData } from 'react-router';
import type { HomePageParts } from '@/content/siteContent.tsx';
import { useRouteIslands } from '@/hydration/serverOnly.ts';
import { fetchPageResource } from '@/lib/pageResource.ts';

/**
 * What the home page draws in its static islands (hydration/StaticIsland.tsx): the sections whose content never
 * changes in the browser (About with Our Journey, the classes, the facilities, the prices), the Schedule section's
 * short timetable, and the reviews' rating and first cards (all the reviews load when a visitor asks to see more). The server draws them into the HTML; the browser keeps that HTML and gets none of this data with
 * the page, as it would only repeat the markup. A client-side navigation to the home page fetches it
 * (HOME_ISLANDS_PATH, app/routes/home-islands.ts) to draw them.
 */
export interface HomeIslands {
  home: Pick<HomeContent, 'about' | 'journey' | 'facilities'>;
  parts: HomePageParts;
  /** Today and the next two days at both sites. */
  timetable: TimetableViewDay[];
}

/** The address of the islands' data, for a home page drawn in the browser. */
export const HOME_ISLANDS_PATH = '/home-islands';

/** The home page's route (app/routes/home.tsx). */
const HOME_ROUTE = 'app/routes/home';

/** The islands' data where there is any (the server's render, a client-side navigation), else undefined. */
export function useHomeIslands(): HomeIslands | undefined {
  return useRouteIslands<HomeIslands>(HOME_ROUTE);
}

/** Whether the reviews are more than the section shows at first, as the loader counted them. */
export function useMoreReviews(): boolean {
  const data = useRouteLoaderData(HOME_ROUTE) as { moreReviews?: boolean } | undefined;
  return data?.moreReviews === true;
}

/** The islands' data, for a home page drawn in the browser or the reviews asked for. */
export function fetchHomeIslands(signal?: AbortSignal): Promise<HomeIslands> {
  return fetchPageResource<HomeIslands>(HOME_ISLANDS_PATH, signal);
}
