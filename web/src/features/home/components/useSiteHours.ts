import type { SiteHoursView } from '@studio/core/timetable/openingHours';
import { useRouteLoaderData } from 'react-router';
import { useSiteContent } from '@/content/siteContent.tsx';

/** The home page's loader (app/routes/home.tsx) works each site's hours and coming closures out on the server. */
const HOME_ROUTE = 'app/routes/home';

/**
 * Each site's opening hours with its coming closures, Aintree first, as the home page's loader gave them; without
 * that loader's data (a section drawn on its own), the hours as published, with no closures.
 */
export function useSiteHours(): readonly SiteHoursView[] {
  const data = useRouteLoaderData(HOME_ROUTE) as { openingHours?: SiteHoursView[] } | undefined;
  const { hours } = useSiteContent();
  return (
    data?.openingHours ?? [
      { site: 'Aintree', lines: hours.aintree, closures: [] },
      { site: 'St Helens', lines: hours.stHelens, closures: [] },
    ]
  );
}
