import type { HomeContent } from '@studio/core/content/siteContentRules';
import { useRouteLoaderData } from 'react-router';

/** The home page's route (app/routes/home.tsx), whose loader gives the page's own texts. */
export const HOME_ROUTE = 'app/routes/home';

/** The home page's texts as staff published them (Site Content: Home), from the home route's loader. */
export function useHomeContent(): HomeContent {
  const data = useRouteLoaderData(HOME_ROUTE) as { home?: HomeContent } | undefined;
  if (!data?.home) throw new Error('useHomeContent needs the home route’s loader data.');
  return data.home;
}
