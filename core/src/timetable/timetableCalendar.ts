import { CRLF, escapeIcsText, foldIcsLine, icsLocalDateTime, icsUtcStamp, LONDON_TIMEZONE } from '../calendar/ics.ts';
import { STUDIO_TIME_ZONE } from '../shared/limits.ts';
import { CLASS_NAMES, CLASS_SLUGS } from '../pages/publicRoutes.ts';
import { clockMinutes } from './sessionTime.ts';
import type { SiteContent } from '../content/siteContent.ts';
import {
  addDays,
  closureOn,
  formatAges,
  matchesFilter,
  timedSessions,
  WEEKDAYS,
  weekdayOf,
  type TimetableFilter,
} from './timetable.ts';

/**
 * The timetable as an iCalendar feed (RFC 5545) a phone's calendar subscribes to: one weekly recurring event per
 * session (Europe/London wall-clock times, with the zone's VTIMEZONE, so 6pm stays 6pm when the clocks change),
 * closures and cancelled dates as EXDATEs. A session's UID is its class and id, so an edit changes the event rather
 * than adding another. Each series starts on the session's first day in the current week (Monday to Sunday, UK
 * time): a calendar keeps the weeks ahead and drops the past; EXDATEs cover the weeks ahead.
 */

/** How far ahead closures and cancellations are written as EXDATEs (they are content for days to come). */
const EXDATE_DAYS = 400;
/** How often a subscribed calendar should ask again (RFC 7986 REFRESH-INTERVAL, Apple's X-PUBLISHED-TTL). */
const REFRESH = 'PT12H';

export interface TimetableCalendarOptions {
  /** The site's origin (`https://www.example.co.uk`): the class pages' addresses and the UIDs' domain. */
  siteUrl: string;
  /** The studios' name, for the calendar's name and PRODID. */
  organiser: string;
  filter: TimetableFilter;
  /** The studios' calendar day today, `YYYY-MM-DD`. */
  today: string;
  now: Date;
}

export function buildTimetableCalendar(
  content: Pick<SiteContent, 'classes' | 'closures' | 'studio'>,
  { siteUrl, organiser, filter, today, now }: TimetableCalendarOptions,
): string {
  const host = new URL(siteUrl).hostname;
  const monday = addDays(today, -WEEKDAYS.indexOf(weekdayOf(today)));
  const events: string[] = [];
  for (const classSlug of CLASS_SLUGS) {
    for (const session of content.classes[classSlug].schedule.sessions) {
      if (!timedSessions(session) || !matchesFilter(filter, classSlug, session)) continue;
      const first = addDays(monday, WEEKDAYS.indexOf(session.day));
      const startMinutes = clockMinutes(session.start);
      const excluded: string[] = [];
      for (let day = first; day <= addDays(today, EXDATE_DAYS); day = addDays(day, 7)) {
        if (
          closureOn(content.closures.closures, session.site, day) ||
          session.cancellations.some((c) => c.date === day)
        )
          excluded.push(icsLocalDateTime(day, startMinutes));
      }
      const site = session.site === 'Aintree' ? content.studio.sites.aintree : content.studio.sites.stHelens;
      const pageUrl = `${siteUrl}/classes/${classSlug}`;
      const details = [
        session.level,
        session.ages ? `Ages ${formatAges(session.ages)}` : null,
        `Coach: ${session.coach}`,
        pageUrl,
      ].filter((line): line is string => line !== null);
      events.push(
        'BEGIN:VEVENT',
        `UID:${classSlug}-${session.id}@${host}`,
        `DTSTAMP:${icsUtcStamp(now)}`,
        `DTSTART;TZID=${STUDIO_TIME_ZONE}:${icsLocalDateTime(first, startMinutes)}`,
        `DTEND;TZID=${STUDIO_TIME_ZONE}:${icsLocalDateTime(first, clockMinutes(session.end))}`,
        'RRULE:FREQ=WEEKLY',
        ...(excluded.length ? [`EXDATE;TZID=${STUDIO_TIME_ZONE}:${excluded.join(',')}`] : []),
        `SUMMARY:${escapeIcsText(`${CLASS_NAMES[classSlug]} (${session.site})`)}`,
        `DESCRIPTION:${escapeIcsText(details.join('\n'))}`,
        `LOCATION:${escapeIcsText(`${site.name}, ${site.address}`)}`,
        `URL:${pageUrl}`,
        'STATUS:CONFIRMED',
        'TRANSP:OPAQUE',
        'END:VEVENT',
      );
    }
  }
  const name = `${organiser} timetable`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(organiser)}//Timetable//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeIcsText(name)}`,
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    `X-WR-TIMEZONE:${STUDIO_TIME_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...LONDON_TIMEZONE,
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
