import { GymWidget } from '@/components/embeds/GymWidget.tsx';
import { PageHero } from '@/components/layout/PageHero.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { GradingSchedule } from './GradingSchedule.tsx';
import { PrivateEventCall } from './PrivateEventCall.tsx';
import { UpcomingEvents } from './UpcomingEvents.tsx';

/**
 * /events: upcoming events (drawn by the server, a static island), gradings, the provider's event schedule and private
 * hire.
 */
export function EventsPage() {
  return (
    <main id="main-content">
      <PageHero
        overline="What's on"
        title="Events"
        lead="Fight nights, seminars, gradings and socials at our Aintree and St Helens studios. Come and train, compete or cheer on your teammates."
      />
      <UpcomingEvents />
      <GradingSchedule />
      <Section
        id="event-schedule"
        eyebrow="Book online"
        title="Event Schedule"
        intro="Seminars, workshops and special sessions from our booking system, with live availability."
      >
        <GymWidget widget="events" title="Event schedule" />
      </Section>
      <PrivateEventCall />
    </main>
  );
}
