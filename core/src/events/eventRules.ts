import { OTHER_EVENTS_LIMIT, STUDIO_TIME_ZONE } from '../shared/limits.ts';

// The rules about events, free of schemas so public pages can use them without loading zod.

/** An event as stored: `date` is an ISO timestamp at midnight UTC of the chosen day. */
export interface StudioEvent {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  price: number | null;
  booking_url: string | null;
  featured: boolean;
  image_url: string | null;
  created_at: string;
  updated_at: string | null;
}

export function eventDateFromDay(day: string): string {
  return `${day}T00:00:00.000Z`;
}

export function eventDayFromDate(date: string): string {
  return date.slice(0, 10);
}

/**
 * Made once: each new Intl.DateTimeFormat with a time zone holds tens of KB of native memory the garbage collector
 * does not see, so making one per call grew a busy server by gigabytes. Made on first use, not when the module
 * loads: the first one with a time zone loads the zone's data, about 16 ms of a slow phone's main thread, which a
 * page that never asks for the day (the home page reads it from its loader) should not pay.
 */
let studioDayFormat: Intl.DateTimeFormat | undefined;

/** Today's calendar day at the studios, `YYYY-MM-DD`. */
export function studioToday(now: Date = new Date()): string {
  studioDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: STUDIO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return studioDayFormat.format(now);
}

/** Upcoming means "dated now or later": an event stays listed all day on its own day. */
export function isUpcoming(event: Pick<StudioEvent, 'date'>, now: Date = new Date()): boolean {
  return eventDayFromDate(event.date) >= studioToday(now);
}

function soonestFirst(a: StudioEvent, b: StudioEvent): number {
  return a.date.localeCompare(b.date) || a.title.localeCompare(b.title);
}

export function upcomingEvents(events: readonly StudioEvent[], now: Date = new Date()): StudioEvent[] {
  return events.filter((event) => isUpcoming(event, now)).sort(soonestFirst);
}

export function splitUpcomingEvents(events: readonly StudioEvent[], now: Date = new Date()) {
  const upcoming = upcomingEvents(events, now);
  return {
    featured: upcoming.filter((event) => event.featured),
    regular: upcoming.filter((event) => !event.featured),
  };
}

/** Other upcoming events for a detail page: not this one, soonest first, at most three. */
export function otherUpcomingEvents(
  events: readonly StudioEvent[],
  currentId: string,
  now: Date = new Date(),
): StudioEvent[] {
  return upcomingEvents(events, now)
    .filter((event) => event.id !== currentId)
    .slice(0, OTHER_EVENTS_LIMIT);
}

/** Admin list order: newest date first. */
export function sortEventsNewestFirst(events: readonly StudioEvent[]): StudioEvent[] {
  return [...events].sort((a, b) => -soonestFirst(a, b));
}
