import { useMemo } from 'react';
import { homeContentOf, pageContentOf } from '@studio/core/content/siteContentRules';
import { openingHoursView } from '@studio/core/timetable/openingHours';
import { NO_FILTER } from '@studio/core/timetable/timetable';
import { timetableView } from '@studio/core/timetable/timetableView';
import { siteConfig } from '@/content/siteConfig.ts';
import { homePagePartsOf, SiteContentProvider, useSiteContent } from '@/content/siteContent.tsx';
import { studioDetails } from '@/content/studioDetails.ts';
import { HomePage } from '@/features/home/components/HomePage.tsx';
import { localBusinessJsonLd } from '@/features/home/lib/localBusiness.ts';
import type { Route } from './+types/home';

const title = `${siteConfig.name} | Kickboxing, Thai Boxing, Boxing & MMA in Liverpool and St Helens`;
const description =
  'Premier martial arts training for all ages and abilities since 1979. Kickboxing, Thai boxing, boxing, MMA, fitness and kids classes at our Aintree and St Helens studios. Book a free trial.';

/**
 * The home page's own texts (hero, About, Our Journey, facilities), which only this page carries (see pageContentOf).
 * Each of the two sites as a LocalBusiness (ExerciseGym): address, phone, its own opening hours and closures for
 * search results, from the studio's details, hours and closures as staff keep them (Site Content), when the page is
 * rendered. Worked out here, on the server, so the page's code does not
 * carry it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const content = await context.site.content();
  const now = new Date();
  return {
    home: homeContentOf(content),
    // The reviews, prices and class cards only this page shows: the root's loader leaves them to it.
    parts: homePagePartsOf(pageContentOf(content)),
    localBusinesses: localBusinessJsonLd(studioDetails(content, now)),
    // The Schedule section's short timetable: today and the next two days at both sites.
    timetable: timetableView(content, { filter: NO_FILTER, now, days: HOME_TIMETABLE_DAYS }).days,
    // Each site's hours with its coming closures, for the Contact and Schedule sections.
    openingHours: openingHoursView(content, now),
  };
}

const HOME_TIMETABLE_DAYS = 3;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { tagName: 'link', rel: 'canonical', href: `${siteConfig.url}/` },
    ...(loaderData?.localBusinesses ?? []).map((site) => ({ 'script:ld+json': site })),
  ];
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const shared = useSiteContent();
  // The same object for as long as the data is: a new one would wake every section still waiting to hydrate.
  const content = useMemo(() => ({ ...shared, ...loaderData.parts }), [shared, loaderData.parts]);
  return (
    <SiteContentProvider content={content}>
      <HomePage />
    </SiteContentProvider>
  );
}
