import type { StudioEvent } from '@studio/core/events/events';
import { formatEventDate } from '@studio/core/shared/format';
import type { ReactNode } from 'react';
import { AccessTimeIcon, LocationOnIcon } from '@/components/layout/contentIcons.tsx';
import { CalendarMonthIcon, ConfirmationNumberIcon } from '@/components/layout/eventIcons.tsx';
import type { IconComponent } from '@/components/layout/icons.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { eventStartDateTime } from '../lib/eventStructuredData.ts';

function Fact({ Icon, label, children }: { Icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <li className="event-facts__fact">
      <Icon className="event-facts__icon" />
      <span className="event-facts__text">
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </span>
    </li>
  );
}

/** Date, time, location and price of an event as a short list with icons; the price line reads as the caller formats it. */
export function EventFacts({ event, price, dense = false }: { event: StudioEvent; price: string; dense?: boolean }) {
  return (
    <ul className={dense ? 'grid-list event-facts event-facts--dense' : 'grid-list event-facts'}>
      <Fact Icon={CalendarMonthIcon} label="Date">
        <time dateTime={eventStartDateTime(event)}>{formatEventDate(event.date)}</time>
      </Fact>
      <Fact Icon={AccessTimeIcon} label="Time">
        {event.time}
      </Fact>
      <Fact Icon={LocationOnIcon} label="Location">
        {event.location}
      </Fact>
      <Fact Icon={ConfirmationNumberIcon} label="Price">
        <span className="event-facts__price">{price}</span>
      </Fact>
    </ul>
  );
}
