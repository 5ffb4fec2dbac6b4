import { useMemo } from 'react';
import { homeContentOf } from '@studio/core/content/siteContentRules';
import { openingHoursView } from '@studio/core/timetable/openingHours';
import { siteConfig } from '@/content/siteConfig.ts';
import { SiteContentProvider, useSiteContent } from '@/content/siteContent.tsx';
import { studioDetails } from '@/content/studioDetails.ts';
import { HomePage } from '@/features/home/components/HomePage.tsx';
import { fetchHomeIslands, useHomeIslands } from '@/features/home/homeIslands.ts';
import { hasMoreReviews, homeIslandsOf } from '@/features/home/lib/homeIslandsData.ts';
import { localBusinessJsonLd } from '@/features/home/lib/localBusiness.ts';
import { serverOnly } from '@/hydration/serverOnly.ts';
import type { Route } from './+types/home';

const title = `${siteConfig.name} | Kickboxing, Thai Boxing, Boxing & MMA in Liverpool and St Helens`;
const description =
  'Premier martial arts training for all ages and abilities since 1979. Kickboxing, Thai boxing, boxing, MMA, fitness and kids classes at our Aintree and St Helens studios. Book a free trial.';

/**
 * The home page's data. What its browser code draws again comes with the page: the hero's texts, each site's hours
 * with its coming closures (the Contact and Schedule sections), whether there are more reviews than the section
 * shows at first, and each of the two sites as a LocalBusiness (ExerciseGym: address, phone, its own opening hours
 * and closures, for search results; worked out here so the page's code does not carry it). The static islands' data
 * (features/home/homeIslands.ts: About, Our Journey, the classes, the facilities, the prices, the short timetable,
 * the reviews) is the server's alone: the HTML already holds it, drawn.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const content = await context.site.content();
  const now = new Date();
  return {
    home: { hero: homeContentOf(content).hero },
    // Whether "See more reviews" shows: the reviews themselves are the islands' data.
    moreReviews: hasMoreReviews(content),
    islands: serverOnly(homeIslandsOf(content, now)),
    localBusinesses: localBusinessJsonLd(studioDetails(content, now)),
    openingHours: openingHoursView(content, now),
  };
}

/**
 * A home page drawn in the browser (a client-side navigation) draws its islands too: their data comes from their own
 * address, beside the loader's.
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const [data, islands] = await Promise.all([serverLoader(), fetchHomeIslands(request.signal)]);
  return { ...data, islands };
}

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

export default function HomeRoute() {
  const shared = useSiteContent();
  const islands = useHomeIslands();
  // The same object for as long as the data is: a new one would wake every section still waiting to hydrate.
  const content = useMemo(() => ({ ...shared, ...islands?.parts }), [shared, islands?.parts]);
  return (
    <SiteContentProvider content={content}>
      <HomePage />
    </SiteContentProvider>
  );
}
