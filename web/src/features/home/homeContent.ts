import type { HomeContent } from '@studio/core/content/siteContentRules';
import { useRouteLoaderData } from 'react-router';
import { useHomeIslands } from './homeIslands.ts';

/** The home page's route (app/routes/home.tsx), whose loader gives the page's own texts. */
export const HOME_ROUTE = 'app/routes/home';

/**
 * The home page's texts as staff published them (Site Content: Home), from the home route's loader: the hero's with
 * the page, the others with its islands' data (homeIslands.ts), which only what draws an island reads.
 */
export function useHomeContent(): HomeContent {
  const data = useRouteLoaderData(HOME_ROUTE) as { home?: Partial<HomeContent> } | undefined;
  const islands = useHomeIslands();
  const home = { ...data?.home, ...islands?.home };
  if (!home.hero) throw new Error('useHomeContent needs the home route’s loader data.');
  return home as HomeContent;
}
