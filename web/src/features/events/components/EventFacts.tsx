import type { StudioEvent } from '@studio/core/events';
import { formatEventDate } from '@studio/core/format';
import type { ReactNode } from 'react';
import {
  AccessTimeIcon,
  CalendarMonthIcon,
  ConfirmationNumberIcon,
  LocationOnIcon,
} from '@/components/layout/contentIcons.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { eventStartDateTime } from '../lib/eventStructuredData.ts';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="event-facts__fact">
      {icon}
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
    <ul className={dense ? 'event-facts event-facts--dense' : 'event-facts'}>
      <Fact icon={<CalendarMonthIcon className="event-facts__icon" />} label="Date">
        <time dateTime={eventStartDateTime(event)}>{formatEventDate(event.date)}</time>
      </Fact>
      <Fact icon={<AccessTimeIcon className="event-facts__icon" />} label="Time">
        {event.time}
      </Fact>
      <Fact icon={<LocationOnIcon className="event-facts__icon" />} label="Location">
        {event.location}
      </Fact>
      <Fact icon={<ConfirmationNumberIcon className="event-facts__icon" />} label="Price">
        <span className="event-facts__price">{price}</span>
      </Fact>
    </ul>
  );
}
