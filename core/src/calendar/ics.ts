import { eventDayFromDate, type StudioEvent } from '../events/eventRules.ts';
import { parseEventTime } from '../events/eventTime.ts';
import { formatDetailPrice } from '../shared/format.ts';
import { STUDIO_TIME_ZONE } from '../shared/limits.ts';

/** RFC 5545 limits content lines to 75 octets, not counting the CRLF. */
const MAX_LINE_OCTETS = 75;
export const CRLF = '\r\n';

/** Octets of one code point in UTF-8, worked out rather than encoded (a line has many characters). */
function utf8Octets(char: string): number {
  const point = char.codePointAt(0)!;
  return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets; continuation lines start with one space. */
export function foldIcsLine(line: string): string {
  // Most lines are short and ASCII: nothing to fold.
  if (line.length <= MAX_LINE_OCTETS && !/[\u0080-\uffff]/.test(line)) return line;
  const chunks: string[] = [];
  let chunk = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  // Iterating by code point keeps multi-byte UTF-8 characters whole.
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > limit) {
      chunks.push(chunk);
      chunk = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space counts
    }
    chunk += char;
    octets += size;
  }
  chunks.push(chunk);
  return chunks.join(`${CRLF} `);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYYMMDDTHHMMSSZ` */
export function icsUtcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `YYYYMMDD` of `day` plus `offsetDays`. */
function icsDate(day: string, offsetDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date + offsetDays));
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
}

/** `YYYYMMDDTHHMMSS` wall-clock time at `minutes` after midnight of `day` (may roll into the next day). */
export function icsLocalDateTime(day: string, minutes: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date, 0, minutes));
  return `${icsDate(day, Math.floor(minutes / 1440))}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}00`;
}

/** UK clock rules since 1996: BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. */
export const LONDON_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${STUDIO_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZNAME:BST',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZNAME:GMT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarOptions {
  /** The event's public page; also gives the UID its domain. */
  pageUrl: string;
  /** Who publishes the calendar, for PRODID. */
  organiser: string;
  now?: Date;
}

/**
 * One event as an iCalendar file. A time staff wrote as a plain time or range becomes a Europe/London timed event;
 * anything else ('All day', 'Doors 6pm, fights 7pm') becomes an all-day event on the event's day.
 */
export function buildEventCalendar(
  event: Pick<StudioEvent, 'id' | 'title' | 'description' | 'date' | 'time' | 'location' | 'price' | 'booking_url'>,
  { pageUrl, organiser, now = new Date() }: CalendarOptions,
): string {
  const day = eventDayFromDate(event.date);
  const range = parseEventTime(event.time);
  const details = [
    event.description.trim(),
    `Time: ${event.time}`,
    `Price: ${formatDetailPrice(event.price)}`,
    ...(event.booking_url ? [`Book: ${event.booking_url}`] : []),
    pageUrl,
  ].join('\n\n');

  const when = range
    ? [
        `DTSTART;TZID=${STUDIO_TIME_ZONE}:${icsLocalDateTime(day, range.startMinutes)}`,
        ...(range.endMinutes === null
          ? []
          : [`DTEND;TZID=${STUDIO_TIME_ZONE}:${icsLocalDateTime(day, range.endMinutes)}`]),
      ]
    : [`DTSTART;VALUE=DATE:${icsDate(day)}`, `DTEND;VALUE=DATE:${icsDate(day, 1)}`];

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(organiser)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(range ? LONDON_TIMEZONE : []),
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${new URL(pageUrl).hostname}`,
    `DTSTAMP:${icsUtcStamp(now)}`,
    ...when,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(details)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `URL:${pageUrl}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A download name from the title: `summer-fight-night.ics`. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}

/**
 * One free-trial booking as an iCalendar file (one occurrence, Europe/London times), for the confirmation e-mail's
 * attachment and the confirmation page's "Add to calendar".
 */
export function buildTrialCalendar(
  booking: { id: string; className: string; day: string; start: string; end: string; site: string },
  {
    address,
    manageUrl,
    organiser,
    now = new Date(),
  }: { address: string; manageUrl: string; organiser: string; now?: Date },
): string {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(organiser)}//Free trials//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...LONDON_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:trial-${booking.id}@${new URL(manageUrl).hostname}`,
    `DTSTAMP:${icsUtcStamp(now)}`,
    `DTSTART;TZID=${STUDIO_TIME_ZONE}:${icsLocalDateTime(booking.day, minutes(booking.start))}`,
    `DTEND;TZID=${STUDIO_TIME_ZONE}:${icsLocalDateTime(booking.day, minutes(booking.end))}`,
    `SUMMARY:${escapeIcsText(`Free trial: ${booking.className} (${booking.site})`)}`,
    `DESCRIPTION:${escapeIcsText(`Your free trial class.\n\nChange of plan? Cancel your place: ${manageUrl}`)}`,
    `LOCATION:${escapeIcsText(address)}`,
    `URL:${manageUrl}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
