import { comingDays } from '@studio/core/content/siteContentRules';
import { studioToday } from '@studio/core/events/eventRules';
import { rootLoaderDataOfMatches } from '@/content/siteContent.tsx';
import { siteConfig } from '@/content/siteConfig.ts';
import { EventsPage } from '@/features/events/components/EventsPage.tsx';
import { gradingYearsNamed } from '@/features/events/components/GradingSchedule.tsx';
import type { Route } from './+types/events';

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
