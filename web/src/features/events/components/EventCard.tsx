import type { StudioEvent } from '@studio/core/events/events';
import { formatListPrice } from '@studio/core/shared/format';
import { Link } from 'react-router';
import { ArrowForwardIcon } from '@/components/layout/icons.tsx';
import { DateBadge, EventImage } from './EventImage.tsx';
import { EventFacts } from './EventFacts.tsx';
import { FeaturedBadge } from './FeaturedBadge.tsx';

/**
 * The whole card is one link target: the title link stretches over it, so keyboard and screen readers meet one
 * link. Plain elements styled by the CSS of features/events/events.css: a list of fifty draws without MUI.
 */
function TitleLink({ event }: { event: StudioEvent }) {
  return (
    <Link className="event-card__link" to={`/events/${encodeURIComponent(event.id)}`}>
      {event.title}
    </Link>
  );
}

function ViewEventCue() {
  return (
    <span aria-hidden="true" className="event-card__cue">
      View event <ArrowForwardIcon className="event-card__cue-icon" />
    </span>
  );
}

/** A regular event in a grid: picture with date badge, then title, facts and price. */
export function EventCard({ event, headingLevel = 'h3' }: { event: StudioEvent; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="event-card">
      <EventImage src={event.image_url}>
        <DateBadge date={event.date} />
      </EventImage>
      <div className="event-card__body">
        {event.featured && (
          <div>
            <FeaturedBadge />
          </div>
        )}
        <Heading className="event-card__title">
          <TitleLink event={event} />
        </Heading>
        <EventFacts event={event} price={formatListPrice(event.price)} dense />
        <div className="event-card__foot">
          <ViewEventCue />
        </div>
      </div>
    </article>
  );
}

/** A featured event: a wide card with the picture beside the text on larger screens. */
export function FeaturedEventCard({ event }: { event: StudioEvent }) {
  return (
    <article className="event-card event-card--featured">
      <EventImage src={event.image_url} ratio="16 / 10">
        <DateBadge date={event.date} />
      </EventImage>
      <div className="event-card__body">
        <div>
          <FeaturedBadge />
        </div>
        <h3 className="event-card__title">
          <TitleLink event={event} />
        </h3>
        <EventFacts event={event} price={formatListPrice(event.price)} />
        <div>
          <ViewEventCue />
        </div>
      </div>
    </article>
  );
}
