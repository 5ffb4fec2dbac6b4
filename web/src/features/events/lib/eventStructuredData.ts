import { eventDayFromDate, type StudioEvent } from '@studio/core/events/eventRules';
import { studioIsoDateTime, parseEventTime, localDateTime } from '@studio/core/events/eventTime';
import { priceValue } from '@studio/core/shared/format';

export interface EventPageUrls {
  /** The absolute address of the event's page. */
  pageUrl: string;
  /** The site's origin, to make uploaded image paths absolute. */
  origin: string;
  organiser: { name: string; url: string };
}

function absolute(url: string | null, origin: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
}

/** A one-paragraph summary for link previews: whitespace collapsed, cut at a word near 200 characters. */
export function eventSummary(description: string, max = 200): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** schema.org Event for search engines: times carry the studios' UTC offset; an unreadable time gives a date only. */
export function eventJsonLd(event: StudioEvent, { pageUrl, origin, organiser }: EventPageUrls) {
  const day = eventDayFromDate(event.date);
  const range = parseEventTime(event.time);
  const price = priceValue(event.price);
  const image = absolute(event.image_url, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: range ? studioIsoDateTime(day, range.startMinutes) : day,
    ...(range?.endMinutes != null ? { endDate: studioIsoDateTime(day, range.endMinutes) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location,
      address: { '@type': 'PostalAddress', streetAddress: event.location, addressCountry: 'GB' },
    },
    ...(image ? { image: [image] } : {}),
    url: pageUrl,
    organizer: { '@type': 'Organization', name: organiser.name, url: organiser.url },
    offers: {
      '@type': 'Offer',
      // schema.org marks a free event with price 0.
      price: (price ?? 0).toFixed(2),
      priceCurrency: 'GBP',
      url: event.booking_url ?? pageUrl,
      availability: 'https://schema.org/InStock',
    },
  };
}

/** JSON for an inline script: `<` escaped so no text inside can close the script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The start as wall-clock time, for a machine-readable `<time dateTime>`. */
export function eventStartDateTime(event: Pick<StudioEvent, 'date' | 'time'>): string {
  const day = eventDayFromDate(event.date);
  const range = parseEventTime(event.time);
  return range ? localDateTime(day, range.startMinutes) : day;
}
