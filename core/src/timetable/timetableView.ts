import { trialHref } from '../trials/trialHref.ts';
import { occurrenceKey, TRIAL_BOOKING_DAYS } from '../trials/trialLinks.ts';
import { studioToday } from '../events/eventRules.ts';
import { CLASS_NAMES, CLASS_SLUGS, type ClassSlug } from '../pages/publicRoutes.ts';
import { formatClockTime } from './sessionTime.ts';
import type { SiteContent } from '../content/siteContent.ts';
import {
  addDays,
  formatAges,
  GROUPS,
  MAX_WEEKS_AHEAD,
  SITE_SLUGS,
  STUDIO_SITES,
  TIMETABLE_DAYS,
  TIMETABLE_FEED_PATH,
  timetableDays,
  timetableQuery,
  type Group,
  type OccurrenceState,
  type StudioSite,
  type TimetableFilter,
  type Weekday,
} from './timetable.ts';

/**
 * What the timetable's pages draw (/timetable, the home page's Schedule section, a class page's schedule): the days
 * worked out on the server from the content and the time, as text, so the HTML carries them and the browser runs
 * none of the rules again.
 */

export const GROUP_LABELS: Record<Group, string> = { kids: 'Kids', adults: 'Adults' };

export interface TimetableEntry {
  /** The session's id within its class page, with the class: unique on the page. */
  key: string;
  classSlug: ClassSlug;
  className: string;
  /** `HH:MM`, for `<time>`. */
  start: string;
  end: string;
  /** "6:00pm", "7:00pm". */
  startText: string;
  endText: string;
  level: string;
  /** "Ages 5-12", or null. */
  ages: string | null;
  coach: string;
  site: StudioSite;
  state: OccurrenceState;
  reason: string | null;
  /** The booking page preselected on this occurrence, where it is still to come and has trial places. */
  trialHref: string | null;
}

export interface TimetableViewDay {
  day: string;
  weekday: Weekday;
  /** "Wednesday 25 November". */
  label: string;
  isToday: boolean;
  closures: { site: StudioSite; reason: string }[];
  entries: TimetableEntry[];
}

export interface TimetableView {
  today: string;
  filter: TimetableFilter;
  /** The filter without its week, as a query string: what the week links and the feed keep. */
  filterQuery: string;
  days: TimetableViewDay[];
  /** Sessions shown, past ones included. */
  shown: number;
  /** The feed of what the page shows ("Add to calendar"). */
  feed: string;
  /** The week links: null where there is no such week. */
  thisWeek: string | null;
  nextWeek: string | null;
  options: {
    sites: { value: string; label: StudioSite }[];
    classes: { slug: ClassSlug; name: string }[];
    groups: { value: Group; label: string }[];
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Wednesday 25 November", from the calendar day alone (no time zone data needed). */
export function formatTimetableDay(day: string, weekday: Weekday): string {
  return `${weekday} ${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
}

export function timetableView(
  content: Pick<SiteContent, 'classes' | 'closures'>,
  { filter, now = new Date(), days = TIMETABLE_DAYS }: { filter: TimetableFilter; now?: Date; days?: number },
): TimetableView {
  const today = studioToday(now);
  const expanded = timetableDays(
    { classes: content.classes, closures: content.closures.closures },
    { firstDay: addDays(today, filter.week * 7), now, filter, days },
  );
  const viewDays = expanded.map((day) => ({
    day: day.day,
    weekday: day.weekday,
    label: formatTimetableDay(day.day, day.weekday),
    isToday: day.day === today,
    closures: day.closures,
    entries: day.occurrences.map((occurrence) => {
      const { session } = occurrence;
      return {
        key: `${occurrence.classSlug}-${session.id}`,
        classSlug: occurrence.classSlug,
        className: CLASS_NAMES[occurrence.classSlug],
        start: session.start!,
        end: session.end!,
        startText: formatClockTime(session.start!),
        endText: formatClockTime(session.end!),
        level: session.level,
        ages: session.ages ? `Ages ${formatAges(session.ages)}` : null,
        coach: session.coach,
        site: session.site,
        state: occurrence.state,
        reason: occurrence.reason,
        trialHref:
          occurrence.state === 'coming' && session.trialPlaces > 0 && day.day < addDays(today, TRIAL_BOOKING_DAYS)
            ? trialHref({
                classSlug: occurrence.classSlug,
                site: session.site,
                session: occurrenceKey(occurrence.classSlug, session.id, day.day),
              })
            : null,
      };
    }),
  }));
  const unweeked = { ...filter, week: 0 };
  return {
    today,
    filter,
    filterQuery: timetableQuery(unweeked),
    feed: `${TIMETABLE_FEED_PATH}${timetableQuery(unweeked)}`,
    days: viewDays,
    shown: viewDays.reduce((count, day) => count + day.entries.length, 0),
    thisWeek: filter.week > 0 ? `/timetable${timetableQuery(unweeked)}` : null,
    nextWeek:
      filter.week < MAX_WEEKS_AHEAD ? `/timetable${timetableQuery({ ...filter, week: filter.week + 1 })}` : null,
    options: {
      sites: STUDIO_SITES.map((site) => ({ value: SITE_SLUGS[site], label: site })),
      classes: CLASS_SLUGS.map((slug) => ({ slug, name: CLASS_NAMES[slug] })),
      groups: GROUPS.map((value) => ({ value, label: GROUP_LABELS[value] })),
    },
  };
}
