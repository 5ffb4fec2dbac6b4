import { csvCell, UTF8_BOM } from '../enquiries/csv.ts';
import {
  CLASS_NAMES,
  isContentSectionId,
  sectionSchema,
  withSection,
  type ContentSectionId,
  type SiteContent,
} from '../content/siteContent.ts';
import { formatClockTime, formatSessionTime } from '../timetable/sessionTime.ts';
import type { TrialEnquirySummary } from '../enquiries/submissions.ts';
import { addDays, STUDIO_SITES, timetableDays, type StudioSite, type TimetableInput } from '../timetable/timetable.ts';
import { occurrenceKey } from './trialLinks.ts';
import { z } from '../shared/zod.ts';
import {
  formatTrialDay,
  TRIAL_OUTCOME_LABELS,
  trialEnquirySummary,
  type TrialBooking,
  type TrialRegister,
  type TrialRegisterSession,
} from './trials.ts';

/**
 * The staff's view of bookings, the same on both backends: a day's register at one site, why a booked session is
 * called off, and the register as CSV. Each backend reads the bookings; these shape them.
 */

/** How many booked trials one site holds on one day, as both backends count them. */
export interface TrialDayCount {
  day: string;
  site: StudioSite;
  booked: number;
}

/**
 * A day's register at one site: each session that day with its places and bookings (cancelled ones too), and the
 * 7 days from `day` with how many trials each holds at each site. `bookings` are the day's bookings at the site;
 * `weekCounts` the booked ones per day and site.
 */
export function buildTrialRegister(
  timetable: TimetableInput,
  {
    day,
    site,
    now,
    bookings,
    weekCounts,
  }: {
    day: string;
    site: StudioSite;
    now: Date;
    bookings: readonly TrialBooking[];
    weekCounts: readonly TrialDayCount[];
  },
): TrialRegister {
  const [today] = timetableDays(timetable, { firstDay: day, now, days: 1 });
  const sessions: TrialRegisterSession[] = today!.occurrences
    .filter((occurrence) => occurrence.session.site === site)
    .map((occurrence) => {
      const key = occurrenceKey(occurrence.classSlug, occurrence.session.id, day);
      const held = bookings.filter((booking) => booking.occurrenceKey === key);
      return {
        key,
        className: CLASS_NAMES[occurrence.classSlug],
        start: occurrence.session.start!,
        end: occurrence.session.end!,
        places: occurrence.session.trialPlaces,
        booked: held.filter((booking) => booking.status === 'booked').length,
        off: occurrence.state === 'closed' || occurrence.state === 'cancelled' ? (occurrence.reason ?? 'Off') : null,
        bookings: held,
      };
    });
  // Bookings of a session since taken off the timetable still show, so nobody is forgotten.
  const onTimetable = new Set(sessions.map((session) => session.key));
  for (const booking of bookings) {
    if (onTimetable.has(booking.occurrenceKey)) continue;
    let session = sessions.find((entry) => entry.key === booking.occurrenceKey);
    if (!session) {
      session = {
        key: booking.occurrenceKey,
        className: booking.className,
        start: booking.start,
        end: booking.end,
        places: 0,
        booked: 0,
        off: 'No longer on the timetable',
        bookings: [],
      };
      sessions.push(session);
    }
    session.bookings.push(booking);
    if (booking.status === 'booked') session.booked += 1;
  }
  sessions.sort((a, b) => a.start.localeCompare(b.start));
  const week = Array.from({ length: 7 }, (_, offset) => {
    const date = addDays(day, offset);
    const sites = Object.fromEntries(STUDIO_SITES.map((name) => [name, 0])) as Record<StudioSite, number>;
    for (const count of weekCounts) if (count.day === date) sites[count.site] += count.booked;
    return { day: date, booked: sites.Aintree + sites['St Helens'], sites };
  });
  return { day, site, sessions, week };
}

/**
 * Why a booked session is called off for the studio (closed that day, the date cancelled, or the session taken off
 * the timetable), or null while it still runs.
 */
export function calledOffReason(timetable: TimetableInput, booking: TrialBooking, now: Date): string | null {
  const [day] = timetableDays(timetable, { firstDay: booking.day, now, days: 1 });
  const occurrence = day!.occurrences.find(
    (candidate) => occurrenceKey(candidate.classSlug, candidate.session.id, booking.day) === booking.occurrenceKey,
  );
  if (!occurrence) return 'The session has been taken off the timetable';
  if (occurrence.state === 'closed') return `The studio is closed that day (${occurrence.reason ?? 'closure'})`;
  if (occurrence.state === 'cancelled') return `The session is cancelled (${occurrence.reason ?? 'cancelled'})`;
  return null;
}

/**
 * Where the register opens when no day is asked for: the first day from `today` that holds booked trials, at the
 * site with the most of them that day (the first site on a tie); today at the first site when none is booked.
 * `counts` are booked trials per day and site from `today` on.
 */
export function openingRegister(today: string, counts: readonly TrialDayCount[]): { day: string; site: StudioSite } {
  const held = counts.filter((count) => count.day >= today && count.booked > 0);
  if (held.length === 0) return { day: today, site: STUDIO_SITES[0] };
  const day = held.reduce((first, count) => (count.day < first ? count.day : first), held[0]!.day);
  const onDay = (site: StudioSite) =>
    held.filter((count) => count.day === day && count.site === site).reduce((sum, count) => sum + count.booked, 0);
  const site = STUDIO_SITES.reduce((best, candidate) => (onDay(candidate) > onDay(best) ? candidate : best));
  return { day, site };
}

/**
 * The booked bookings, of those given, that a closure, a cancelled date or a session's removal from the timetable
 * calls off, each with the reason the visitor is sent: the one rule both the cancelling (after a publish) and the
 * editor's "This cancels N booked trials" (on a draft's timetable) use. Sessions already started are left alone.
 */
export function calledOffBookings(
  timetable: TimetableInput,
  bookings: readonly TrialBooking[],
  now: Date,
): { booking: TrialBooking; reason: string }[] {
  return bookings.flatMap((booking) => {
    if (booking.status !== 'booked' || Date.parse(booking.startsAt) <= now.getTime()) return [];
    const reason = calledOffReason(timetable, booking, now);
    return reason ? [{ booking, reason }] : [];
  });
}

/**
 * What publishing `content` as `section` would cancel: the bookings given (the booked ones still to come) that
 * `calledOffBookings` finds on the site's timetable with that one section replaced. Only the closures and the class
 * pages change the timetable; content that fails its section's schema gets the schema's message.
 */
export function draftCancellations(
  site: SiteContent,
  section: ContentSectionId,
  content: unknown,
  bookings: readonly TrialBooking[],
  now: Date,
): { cancels: { booking: TrialBooking; reason: string }[] } | { error: string } {
  if (section !== 'closures' && !section.startsWith('class-')) return { cancels: [] };
  const parsed = sectionSchema(section).safeParse(content);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'The content is not valid' };
  const draft = withSection(site, section, parsed.data);
  return {
    cancels: calledOffBookings({ classes: draft.classes, closures: draft.closures.closures }, bookings, now),
  };
}

/** The editor's question before publishing: what would this draft of a section cancel? */
export const wouldCancelSchema = z.strictObject({
  section: z.custom<ContentSectionId>(isContentSectionId, { error: 'Choose a section of the site content' }),
  content: z.unknown(),
});

/** A booking as staff see it in a list of bookings: "Sam Taylor: Kickboxing, Mon 30 Nov 2026, 6:00pm - 7:00pm, Aintree". */
export function bookingLine(
  booking: Pick<TrialBooking, 'name' | 'className' | 'day' | 'start' | 'end' | 'site'>,
): string {
  return `${booking.name}: ${booking.className}, ${formatTrialDay(booking.day)}, ${formatSessionTime(booking.start, booking.end)}, ${booking.site}`;
}

/** What an enquiry needs of each of its bookings to show one (Firebase keeps it on the enquiry, by booking id). */
export type EnquiryBooking = Pick<
  TrialBooking,
  'className' | 'day' | 'start' | 'end' | 'site' | 'status' | 'outcome' | 'startsAt' | 'endsAt' | 'createdAt'
>;

export function enquiryBooking(booking: EnquiryBooking): EnquiryBooking {
  const { className, day, start, end, site, status, outcome, startsAt, endsAt, createdAt } = booking;
  return { className, day, start, end, site, status, outcome, startsAt, endsAt, createdAt };
}

/**
 * The one booking an enquiry shows in the inbox list among the person's bookings: the next one still booked (the
 * soonest to come), else the one with the latest session. A cancelled or past booking never hides one still to come.
 */
export function enquiryTrial(bookings: readonly EnquiryBooking[], now: Date): TrialEnquirySummary | null {
  const coming = bookings
    .filter((booking) => booking.status === 'booked' && Date.parse(booking.endsAt) > now.getTime())
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const latest = [...bookings].sort(
    (a, b) => b.startsAt.localeCompare(a.startsAt) || b.createdAt.localeCompare(a.createdAt),
  );
  const shown = coming[0] ?? latest[0];
  return shown ? trialEnquirySummary(shown) : null;
}

/** Why attendance cannot be marked yet: it can be from the session's start. Null once it can. */
export function outcomeProblem(booking: Pick<TrialBooking, 'startsAt' | 'start' | 'day'>, now: Date): string | null {
  if (Date.parse(booking.startsAt) <= now.getTime()) return null;
  return `Attendance can be marked from the start of the session (${formatClockTime(booking.start)} on ${formatTrialDay(booking.day)}).`;
}

const CSV_COLUMNS = [
  'Session',
  'Class',
  'Name',
  'Email',
  'Phone',
  "Child's first name",
  "Child's age",
  'Parent or guardian',
  'Booked',
  'Status',
  'Outcome',
];

/** One booking as a CSV line: when (as the list it is in needs it) and the booking's details, in CSV_COLUMNS' order. */
function bookingCsvLine(when: string, booking: TrialBooking): string {
  return [
    when,
    booking.className,
    booking.name,
    booking.email,
    booking.phone,
    booking.childName,
    booking.childAge,
    booking.guardian,
    booking.createdAt,
    booking.status === 'booked' ? 'Booked' : `Cancelled (${booking.cancelledBy})`,
    booking.outcome ? TRIAL_OUTCOME_LABELS[booking.outcome] : '',
  ]
    .map(csvCell)
    .join(',');
}

/** The header and the lines, as the inbox export writes CSV (BOM, CRLF). */
const csvFile = (lines: readonly string[]) =>
  UTF8_BOM + [CSV_COLUMNS.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n';

/** A day's register as CSV, with the inbox export's formula-injection rules (csvCell). */
export function registerCsv(register: TrialRegister): string {
  return csvFile(
    register.sessions.flatMap((session) =>
      session.bookings.map((booking) => bookingCsvLine(`${session.start}-${session.end}`, booking)),
    ),
  );
}

/** The register CSV's file name: `trials-2026-11-30-st-helens.csv`. */
export function registerCsvName(day: string, site: StudioSite): string {
  return `trials-${day}-${site.toLowerCase().replace(' ', '-')}.csv`;
}

/** One person's bookings as CSV (a request about their data), with the same columns and rules as the register's. */
export function bookingsCsv(bookings: readonly TrialBooking[]): string {
  return csvFile(
    bookings.map((booking) =>
      bookingCsvLine(`${booking.day} ${booking.start}-${booking.end} ${booking.site}`, booking),
    ),
  );
}
