import { otherUpcomingEvents } from '@studio/core/events/eventRules';
import type { StudioEvent } from '@studio/core/events/events';
import { formatDetailPrice, formatEventDate } from '@studio/core/shared/format';
import type { EventWithOthers } from '@studio/core/content/siteData';
import { Link } from 'react-router';
import { MapEmbed } from '@/components/embeds/MapEmbed.tsx';
import { ArrowBackIcon } from '@/components/layout/eventIcons.tsx';
import { ExternalButtonLink } from '@/components/layout/ExternalButtonLink.tsx';
import { AddToCalendarButton } from './AddToCalendarButton.tsx';
import { EventFacts } from './EventFacts.tsx';
import { EventGrid } from './EventGrid.tsx';
import { EventHead } from './EventHead.tsx';
import { EventImage } from './EventImage.tsx';
import { EventNotFound } from './EventDetailStates.tsx';
import { FeaturedBadge } from './FeaturedBadge.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { ShareLinks } from './ShareLinks.tsx';

/*
 * The page is plain elements styled by the CSS of features/events/events.css, so it hydrates without loading MUI
 * first: MUI's code and style work on a cheap phone delayed it by about a second (006).
 */

function EventDetails({ event, pageUrl }: { event: StudioEvent; pageUrl: string }) {
  return (
    <section aria-labelledby="event-details-heading" className="event-details">
      <h2 id="event-details-heading" className="event-details__title">
        Event Details
      </h2>
      <EventFacts event={event} price={formatDetailPrice(event.price)} />
      <div className="event-details__actions">
        {event.booking_url && (
          <ExternalButtonLink
            href={event.booking_url}
            className="button button--contained button--large button--full-width"
          >
            Book Now
          </ExternalButtonLink>
        )}
        <AddToCalendarButton event={event} pageUrl={pageUrl} />
      </div>
      <hr className="divider" />
      <ShareLinks pageUrl={pageUrl} title={event.title} />
    </section>
  );
}

function LoadedEvent({ event, others, origin }: { event: StudioEvent; others: StudioEvent[]; origin: string }) {
  const pageUrl = `${origin}/events/${encodeURIComponent(event.id)}`;
  return (
    <main id="main-content">
      <EventHead event={event} pageUrl={pageUrl} origin={origin} />
      <div className="event-hero">
        <div className="container container--lg">
          <Link to="/events" className="event-hero__back">
            <ArrowBackIcon className="event-hero__back-icon" />
            All Events
          </Link>
          {event.featured && (
            <div className="event-hero__badge">
              <FeaturedBadge label="Featured Event" />
            </div>
          )}
          <h1 className="page-hero__title event-hero__title">{event.title}</h1>
          <p className="event-hero__when">
            {formatEventDate(event.date)} · {event.time}
          </p>
        </div>
      </div>

      <div className="container container--lg event-page">
        <div className="event-page__grid">
          <div className="event-page__image">
            <EventImage src={event.image_url} ratio="16 / 9" eager rounded />
          </div>
          <EventDetails event={event} pageUrl={pageUrl} />
          <section aria-labelledby="about-event-heading" className="event-page__about">
            <h2 id="about-event-heading" className="minor-heading">
              About This Event
            </h2>
            {/* Plain text with the line breaks staff typed; React escapes it, so no markup can get in. */}
            <p data-testid="event-description" className="event-page__description">
              {event.description}
            </p>
          </section>
          <section aria-labelledby="event-location-heading" className="event-page__map">
            <h2 id="event-location-heading" className="minor-heading event-page__heading--tight">
              Location
            </h2>
            <p className="event-page__location">{event.location}</p>
            <MapEmbed query={event.location} title={`Map of ${event.location}`} />
          </section>
        </div>
      </div>

      {others.length > 0 && (
        <Section id="other-events" eyebrow="More to come" title="Other Upcoming Events" tone="raised">
          <EventGrid events={others} />
        </Section>
      )}
    </main>
  );
}

/**
 * /events/{id}: the event, or the not-found page. The server renders it with its event (the route's loader), so
 * `origin` is the address the page was asked for: its share links, og:url and JSON-LD name it.
 */
export function EventDetailPage({ found, origin }: { found: EventWithOthers | null; origin: string }) {
  if (!found) return <EventNotFound />;
  return <LoadedEvent event={found.event} others={otherUpcomingEvents(found.others, found.event.id)} origin={origin} />;
}
