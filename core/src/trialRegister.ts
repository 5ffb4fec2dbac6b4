import { csvCell, UTF8_BOM } from './csv.ts';
import { CLASS_NAMES } from './siteContent.ts';
import { addDays, timetableDays, type StudioSite, type TimetableInput } from './timetable.ts';
import { occurrenceKey } from './trialLinks.ts';
import { TRIAL_OUTCOME_LABELS, type TrialBooking, type TrialRegister, type TrialRegisterSession } from './trials.ts';

/**
 * The staff's view of bookings, the same on both backends: a day's register at one site, why a booked session is
 * called off, and the register as CSV. Each backend reads the bookings; these shape them.
 */

/**
 * A day's register at one site: each session that day with its places and bookings (cancelled ones too), and the
 * 7 days from `day` with how many trials each holds. `bookings` are the day's bookings at the site; `weekCounts`
 * the booked ones per day.
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
    weekCounts: ReadonlyMap<string, number>;
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
    return { day: date, booked: weekCounts.get(date) ?? 0 };
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
