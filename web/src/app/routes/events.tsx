import { siteContentOfMatches } from '@/content/siteContent.tsx';
import { siteConfig } from '@/content/siteConfig.ts';
import { EventsPage } from '@/features/events/components/EventsPage.tsx';
import { gradingYearsNamed } from '@/features/events/components/GradingSchedule.tsx';
import type { Route } from './+types/events';

export function meta({ matches }: Route.MetaArgs) {
  const years = gradingYearsNamed(siteContentOfMatches(matches)?.gradings.days ?? []);
  const description = `Fight nights, seminars, gradings and socials at The Martial Arts Studio in Aintree, Liverpool and St Helens. See what is coming up and the ${years ? `${years} ` : ''}grading schedule.`;
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
