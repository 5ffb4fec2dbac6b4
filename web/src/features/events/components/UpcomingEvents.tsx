import { EventBusyIcon } from '@/components/layout/eventIcons.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { useUpcomingEvents } from '../api/useUpcomingEvents.ts';
import { FeaturedEventCard } from './EventCard.tsx';
import { EventGrid } from './EventGrid.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';

function NoUpcomingEvents() {
  return (
    <Section id="upcoming-events" eyebrow="Coming up" title="Upcoming Events">
      <div className="no-events">
        <EventBusyIcon className="no-events__icon" />
        <h3 className="minor-heading no-events__title">No Upcoming Events</h3>
        <p className="no-events__text">
          There are no events on the calendar right now. New fight nights, seminars and socials are added regularly, so
          check back soon.
        </p>
      </div>
    </Section>
  );
}

/** Loading, then the featured and regular blocks, or the empty state (which also covers a failed load). */
export function UpcomingEvents() {
  const { loading, featured, regular } = useUpcomingEvents();

  if (loading) {
    return (
      // Holds a screen's height while loading so the sections below never jump into view and out again (CLS).
      <section aria-label="Upcoming events" className="upcoming-loading">
        <LoadingStatus label="Loading events" />
      </section>
    );
  }
  if (featured.length === 0 && regular.length === 0) return <NoUpcomingEvents />;

  return (
    <>
      {featured.length > 0 && (
        <Section id="featured-events" eyebrow="Don't miss" title="Featured Events">
          <ul className="grid-list featured-events">
            {featured.map((event) => (
              <li key={event.id}>
                <FeaturedEventCard event={event} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {regular.length > 0 && (
        <Section
          id="upcoming-events"
          eyebrow="Coming up"
          title={featured.length > 0 ? 'More Upcoming Events' : 'Upcoming Events'}
        >
          <EventGrid events={regular} />
        </Section>
      )}
    </>
  );
}
