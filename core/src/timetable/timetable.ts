import { studioTimeToUtc } from '../calendar/studioClock.ts';
import { CLASS_SLUGS, isClassSlug, type ClassSlug } from '../pages/publicRoutes.ts';
import { clockMinutes, clockTime, formatSessionTime, SESSION_LATEST } from './sessionTime.ts';
import type { ClassSession, Closure } from '../content/siteContent.ts';

/**
 * The studio's timetable, from the class pages' weekly sessions and the closures staff publish: which sessions fall
 * on which days (in UK time, whatever the clocks do), which are called off, and the filters of /timetable. Free of
 * zod: the public pages use it as they render.
 */

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const STUDIO_SITES = ['Aintree', 'St Helens'] as const;
export type StudioSite = (typeof STUDIO_SITES)[number];

export const MIN_AGE = 3;
export const MAX_AGE = 99;
export const MAX_TRIAL_PLACES = 20;
/** Kids' sessions are those whose upper age is under this. */
export const ADULT_AGE = 16;
/** Free-trial places a new session starts with: none in kids' sessions, three in the others. */
export const DEFAULT_TRIAL_PLACES = { kids: 0, others: 3 } as const;

/** The timetable shows this many days from its first. */
export const TIMETABLE_DAYS = 7;
/** "Next week" goes at most this many weeks ahead of this one. */
export const MAX_WEEKS_AHEAD = 4;

/** The calendar feed of the timetable (RFC 5545), with the page's filters as its query. */
export const TIMETABLE_FEED_PATH = '/timetable.ics';

/** How a site is named in addresses: `/timetable?site=st-helens`. */
export const SITE_SLUGS: Record<StudioSite, string> = { Aintree: 'aintree', 'St Helens': 'st-helens' };
export const GROUPS = ['kids', 'adults'] as const;
export type Group = (typeof GROUPS)[number];

export interface TimetableFilter {
  site: StudioSite | null;
  classSlug: ClassSlug | null;
  group: Group | null;
  /** 0: the 7 days from today; 1 to MAX_WEEKS_AHEAD: that many weeks on. */
  week: number;
}

export const NO_FILTER: TimetableFilter = { site: null, classSlug: null, group: null, week: 0 };

/** `YYYY-MM-DD` plus `days`. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The weekday of a calendar day `YYYY-MM-DD`. */
export function weekdayOf(day: string): Weekday {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7]!;
}

/** Whether a session is for children: its upper age is under 16. */
export function isKidsSession(session: Pick<ClassSession, 'ages'>): boolean {
  return session.ages !== null && session.ages.to !== null && session.ages.to < ADULT_AGE;
}

/** "5-12", "16+". */
export function formatAges(ages: NonNullable<ClassSession['ages']>): string {
  return ages.to === null ? `${ages.from}+` : ages.from === ages.to ? `${ages.from}` : `${ages.from}-${ages.to}`;
}

/** The ages a class's sessions take together ("5-12"), or null when none has ages (adults' classes). */
export function classAges(sessions: readonly Pick<ClassSession, 'ages'>[]): string | null {
  const ranges = sessions.flatMap((session) => (session.ages ? [session.ages] : []));
  if (ranges.length === 0) return null;
  const from = Math.min(...ranges.map((range) => range.from));
  const to = ranges.some((range) => range.to === null) ? null : Math.max(...ranges.map((range) => range.to!));
  return formatAges({ from, to });
}

/** The session's time as the site shows it: "6:00pm - 7:00pm", or the older text staff have yet to set times for. */
export function sessionTimeText(session: Pick<ClassSession, 'start' | 'end' | 'unreadTime'>): string {
  return session.start !== null && session.end !== null
    ? formatSessionTime(session.start, session.end)
    : (session.unreadTime ?? '');
}

/** Same day, same site and times that overlap (touching end to start is fine). */
export function sessionsOverlap(
  a: Pick<ClassSession, 'day' | 'site' | 'start' | 'end'>,
  b: Pick<ClassSession, 'day' | 'site' | 'start' | 'end'>,
): boolean {
  if (a.day !== b.day || a.site !== b.site) return false;
  if (a.start === null || a.end === null || b.start === null || b.end === null) return false;
  return a.start < b.end && b.start < a.end;
}

/** Sessions in the order the site lists them: by weekday, then start time, then site. */
export function compareSessions(
  a: Pick<ClassSession, 'day' | 'site' | 'start'>,
  b: Pick<ClassSession, 'day' | 'site' | 'start'>,
): number {
  return (
    WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) ||
    (a.start ?? '99:99').localeCompare(b.start ?? '99:99') ||
    a.site.localeCompare(b.site)
  );
}

export function sortSessions<S extends Pick<ClassSession, 'day' | 'site' | 'start'>>(sessions: readonly S[]): S[] {
  return [...sessions].sort(compareSessions);
}

const DEFAULT_LENGTH_MINUTES = 60;
const EVENING = '18:00';

/**
 * Where a new session goes: straight after the last one (same day and site, an hour long), or the next day's
 * evening when that runs past 23:00; never overlapping another session.
 */
export function nextFreeSlot(
  sessions: readonly Pick<ClassSession, 'day' | 'site' | 'start' | 'end'>[],
): Pick<ClassSession, 'day' | 'site' | 'start' | 'end'> {
  const last = sortSessions(sessions.filter((session) => session.start !== null)).at(-1);
  const site = last?.site ?? STUDIO_SITES[0];
  let dayIndex = last ? WEEKDAYS.indexOf(last.day) : 0;
  let start = last?.end ?? EVENING;
  for (let tries = 0; tries < 7 * 12; tries += 1) {
    const startMinutes = clockMinutes(start);
    const end = clockTime(startMinutes + DEFAULT_LENGTH_MINUTES);
    const slot = { day: WEEKDAYS[dayIndex]!, site, start, end };
    if (end <= SESSION_LATEST && !sessions.some((other) => sessionsOverlap(other, slot))) return slot;
    if (end >= SESSION_LATEST) {
      dayIndex = (dayIndex + 1) % WEEKDAYS.length;
      start = EVENING;
    } else start = end;
  }
  return { day: WEEKDAYS[0], site, start: EVENING, end: clockTime(clockMinutes(EVENING) + DEFAULT_LENGTH_MINUTES) };
}

/** A class page's content with its sessions in the site's order (by day, then start time). */
export function withSessionsInOrder<T extends { schedule: { sessions: readonly ClassSession[] } }>(page: T): T {
  return { ...page, schedule: { ...page.schedule, sessions: sortSessions(page.schedule.sessions) } };
}

// ---------------------------------------------------------------- filters in the address

/** The filter an address asks for; anything unknown is ignored (an old link still shows the timetable). */
export function parseTimetableFilter(params: URLSearchParams): TimetableFilter {
  const site = STUDIO_SITES.find((name) => SITE_SLUGS[name] === params.get('site')) ?? null;
  const classParam = params.get('class') ?? undefined;
  const group = GROUPS.find((name) => name === params.get('group')) ?? null;
  const week = Number(params.get('week') ?? '0');
  return {
    site,
    classSlug: isClassSlug(classParam) ? classParam : null,
    group,
    week: Number.isInteger(week) && week >= 0 && week <= MAX_WEEKS_AHEAD ? week : 0,
  };
}

/** The filter as a query string, in one order (`?site=st-helens&group=kids`), or '' for none. */
export function timetableQuery(filter: TimetableFilter): string {
  const params = new URLSearchParams();
  if (filter.site) params.set('site', SITE_SLUGS[filter.site]);
  if (filter.classSlug) params.set('class', filter.classSlug);
  if (filter.group) params.set('group', filter.group);
  if (filter.week > 0) params.set('week', String(filter.week));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function matchesFilter(filter: TimetableFilter, classSlug: ClassSlug, session: ClassSession): boolean {
  if (filter.site && session.site !== filter.site) return false;
  if (filter.classSlug && classSlug !== filter.classSlug) return false;
  if (filter.group === 'kids' && !isKidsSession(session)) return false;
  if (filter.group === 'adults' && isKidsSession(session)) return false;
  return true;
}

// ---------------------------------------------------------------- the weeks

export type OccurrenceState = 'coming' | 'past' | 'closed' | 'cancelled';

export interface TimetableOccurrence {
  classSlug: ClassSlug;
  session: ClassSession;
  day: string;
  /** Real instants (UTC ISO): 18:00 on the day in UK time, British Summer Time or not. */
  startsAt: string;
  endsAt: string;
  state: OccurrenceState;
  /** Why a closed or cancelled occurrence is off. */
  reason: string | null;
}

export interface TimetableDay {
  day: string;
  weekday: Weekday;
  occurrences: TimetableOccurrence[];
  /** The sites closed this day, with why. */
  closures: { site: StudioSite; reason: string }[];
}

/** The closure that shuts `site` on `day`, if any. */
export function closureOn(closures: readonly Closure[], site: StudioSite, day: string): Closure | undefined {
  return closures.find((closure) => closure.sites.includes(site) && closure.firstDay <= day && day <= closure.lastDay);
}

/** The sessions whose times are set (a session still waiting for staff to set them is left out). */
export function timedSessions(session: ClassSession): session is ClassSession & { start: string; end: string } {
  return session.start !== null && session.end !== null;
}

export interface TimetableInput {
  classes: Record<ClassSlug, { schedule: { sessions: readonly ClassSession[] } }>;
  closures: readonly Closure[];
}

/**
 * The days from `firstDay` (`TIMETABLE_DAYS` of them unless told), each with the filtered sessions falling on it in
 * start order. A session whose start is before `now` is past; a closure of its site makes it closed; a cancelled
 * date makes it cancelled.
 */
export function timetableDays(
  { classes, closures }: TimetableInput,
  {
    firstDay,
    now,
    filter = NO_FILTER,
    days = TIMETABLE_DAYS,
  }: {
    firstDay: string;
    now: Date;
    filter?: TimetableFilter;
    days?: number;
  },
): TimetableDay[] {
  const result: TimetableDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = addDays(firstDay, offset);
    const weekday = weekdayOf(day);
    const occurrences: TimetableOccurrence[] = [];
    for (const classSlug of CLASS_SLUGS) {
      for (const session of classes[classSlug].schedule.sessions) {
        if (session.day !== weekday || !timedSessions(session) || !matchesFilter(filter, classSlug, session)) continue;
        const startsAt = studioTimeToUtc(day, clockMinutes(session.start));
        const closure = closureOn(closures, session.site, day);
        const cancellation = session.cancellations.find((entry) => entry.date === day);
        occurrences.push({
          classSlug,
          session,
          day,
          startsAt: startsAt.toISOString(),
          endsAt: studioTimeToUtc(day, clockMinutes(session.end)).toISOString(),
          state: closure ? 'closed' : cancellation ? 'cancelled' : startsAt < now ? 'past' : 'coming',
          reason: closure?.reason ?? cancellation?.reason ?? null,
        });
      }
    }
    occurrences.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.session.site.localeCompare(b.session.site));
    const shut = STUDIO_SITES.filter((site) => !filter.site || filter.site === site).flatMap((site) => {
      const closure = closureOn(closures, site, day);
      return closure ? [{ site, reason: closure.reason }] : [];
    });
    result.push({ day, weekday, occurrences, closures: shut });
  }
  return result;
}
