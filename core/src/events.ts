import { z } from 'zod';
import { OTHER_EVENTS_LIMIT, STUDIO_TIME_ZONE } from './limits.ts';
import { messages } from './messages.ts';

const requiredText = (max: number) =>
  z
    .string({ error: messages.eventFormIncomplete })
    .trim()
    .min(1, messages.eventFormIncomplete)
    .max(max, `Must be ${max} characters or fewer`);

/** A calendar day `YYYY-MM-DD` that exists. */
export const eventDaySchema = z
  .string({ error: messages.eventFormIncomplete })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.eventFormIncomplete)
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00.000Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
  }, 'Please choose a real date');

export const bookingUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Please enter a full web address starting with https://');

/** What staff send to create or update an event. `date` is the chosen day; empty price and URL become null. */
export const eventInputSchema = z.strictObject({
  title: requiredText(150),
  description: requiredText(5000),
  date: eventDaySchema,
  time: requiredText(60),
  location: requiredText(200),
  price: z
    .number()
    .finite()
    .min(0, 'Price cannot be negative')
    .max(100_000)
    .multipleOf(0.01, 'Use pounds and pence, e.g. 12.50')
    .nullable(),
  booking_url: bookingUrlSchema.nullable(),
  featured: z.boolean(),
  // An uploaded picture: a path on this site's media or a web address, never `javascript:` or `data:`.
  image_url: z
    .string()
    .max(2000)
    .regex(/^(\/media\/|https?:\/\/)/, 'The event image must be an uploaded picture')
    .nullable(),
});

export type EventInput = z.infer<typeof eventInputSchema>;

export const featuredInputSchema = z.strictObject({ featured: z.boolean() });

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
 * does not see, so making one per call grew a busy server by gigabytes.
 */
const studioDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar day at the studios, `YYYY-MM-DD`. */
export function studioToday(now: Date = new Date()): string {
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
