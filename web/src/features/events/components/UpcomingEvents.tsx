import type { StudioEvent } from '@studio/core/events/events';
import { EventBusyIcon } from '@/components/layout/eventIcons.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { StaticIsland } from '@/hydration/StaticIsland.tsx';
import { useIsHydrating } from '@/hydration/useIsHydrating.ts';
import { useEventsIslands } from '../eventsIslands.ts';
import { FeaturedEventCard } from './EventCard.tsx';
import { EventGrid } from './EventGrid.tsx';

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

/** The featured and regular blocks, or the empty state (which also covers a failed load). */
function UpcomingEventsSections({ featured, regular }: { featured: StudioEvent[]; regular: StudioEvent[] }) {
  // The server draws every card at once: its HTML is kept as it is, never drawn again in the browser.
  const drawnByServer = useIsHydrating();
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
          <EventGrid events={regular} inBatches={!drawnByServer} />
        </Section>
      )}
    </>
  );
}

/**
 * The upcoming events: a static island (hydration/StaticIsland.tsx). The server draws the cards; the browser keeps
 * their HTML and does not hydrate them (a card's link navigates in the page through the island); an events page
 * drawn in the browser draws them from the data its client loader fetched.
 */
export function UpcomingEvents() {
  const islands = useEventsIslands();
  return <StaticIsland>{islands ? <UpcomingEventsSections {...islands} /> : undefined}</StaticIsland>;
}
