import { comingDays } from '@studio/core/content/siteContentRules';
import { studioToday } from '@studio/core/events/eventRules';
import { rootLoaderDataOfMatches } from '@/content/siteContent.tsx';
import { siteConfig } from '@/content/siteConfig.ts';
import { EventsPage } from '@/features/events/components/EventsPage.tsx';
import { gradingYearsNamed } from '@/features/events/components/GradingSchedule.tsx';
import { fetchEventsIslands } from '@/features/events/eventsIslands.ts';
import { eventsIslandsOf } from '@/features/events/lib/eventsIslandsData.ts';
import { serverOnly } from '@/hydration/serverOnly.ts';
import type { Route } from './+types/events';

/**
 * The upcoming events, drawn by the server into the page's static island (features/events/eventsIslands.ts): the
 * server's alone, as the HTML already holds them, drawn. The page carries no other data of its own.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { islands: serverOnly(await eventsIslandsOf(context.site)) };
}

/** An events page drawn in the browser (a client-side navigation) draws its island too: its data has its own address. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { islands: await fetchEventsIslands(request.signal) };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootLoaderDataOfMatches(matches);
  // The coming grading days only, as the page shows them: none once they have all gone by.
  const days = comingDays(root?.content.gradings.days ?? [], root?.studioDay ?? studioToday());
  const years = gradingYearsNamed(days);
  const description = `Fight nights, seminars, gradings and socials at The Martial Arts Studio in Aintree, Liverpool and St Helens. See what is coming up${days.length ? ` and the ${years} grading schedule` : ''}.`;
  return [
    { title: `Events | ${siteConfig.name}` },
    { name: 'description', content: description },
    { property: 'og:title', content: `Events | ${siteConfig.name}` },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
}

export default function EventsRoute() {
  return <EventsPage />;
}
