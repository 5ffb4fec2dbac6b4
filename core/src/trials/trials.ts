import { studioToday } from '../events/eventRules.ts';
import { studioTimeToUtc } from '../calendar/studioClock.ts';
import { isClassSlug, type ClassSlug } from '../pages/publicRoutes.ts';
import { clockMinutes, formatSessionTime } from '../timetable/sessionTime.ts';
import { CLASS_NAMES, type ClassSession, type StudioContent } from '../content/siteContent.ts';
import {
  addDays,
  formatAges,
  isKidsSession,
  NO_FILTER,
  timetableDays,
  type StudioSite,
  type TimetableFilter,
  type TimetableInput,
} from '../timetable/timetable.ts';
import { occurrenceKey, TRIAL_BOOKING_DAYS } from './trialLinks.ts';
import type { TrialEnquirySummary } from '../enquiries/submissions.ts';
import { z } from '../shared/zod.ts';

/**
 * Free trial bookings: which session occurrences a visitor can book, what a booking must say, and the limits both
 * backends hold to. Free of node-only modules: the /trial page and both backends use it.
 */

export { TRIAL_BOOKING_DAYS };
/** A visitor books a session that starts at least 2 hours from now. */
export const TRIAL_MIN_NOTICE_MS = 2 * 60 * 60 * 1000;
/** One address holds at most this many bookings for sessions still to come. */
export const MAX_UPCOMING_TRIALS = 2;
/** The reminder goes at this time (UK) on the day before the session, or at booking if that is later. */
export const REMINDER_TIME = '17:00';

export const TRIAL_LIMITS = { name: 100, email: 254, phone: 30, childName: 60, guardian: 100, reason: 300 } as const;

export const trialMessages = {
  sessionFull: 'That session has just filled up. Please choose another session.',
  chooseSession: 'Choose a session from the list',
  tooSoon: 'Sessions can be booked up to 2 hours before they start. Please choose a later one.',
  tooFar: `Sessions can be booked up to ${TRIAL_BOOKING_DAYS} days ahead. Please choose an earlier one.`,
  past: 'That session has already happened. Please choose another.',
  closed: 'The studio is closed that day. Please choose another session.',
  cancelled: 'That session is cancelled. Please choose another.',
  noTrials: 'That session has no trial places. Please choose another.',
  alreadyBooked: 'You already have a place in that session.',
  tooManyUpcoming: `You already have ${MAX_UPCOMING_TRIALS} trials booked. Come to those first, or cancel one to book another.`,
  rateLimited: "You've sent several bookings or messages in a short time. Please wait a little and try again.",
  childAgeRange: (ages: string) => `This session is for ages ${ages}`,
  linkExpired: 'This booking link has expired: the session is over.',
  linkUnknown: 'We could not find that booking. Please use the link in your confirmation e-mail.',
  alreadyCancelled: 'This booking is cancelled.',
} as const;

/** Why an occurrence cannot be booked, or `open`. */
export type TrialAvailability = 'open' | 'full' | 'closed' | 'cancelled' | 'no-trials' | 'too-soon' | 'past';

/** One session on one day, as the booking form offers it. */
export interface TrialOccurrence {
  /** `{classSlug}.{sessionId}.{YYYY-MM-DD}`: what the form posts and what bookings and counters are keyed by. */
  key: string;
  classSlug: ClassSlug;
  className: string;
  sessionId: string;
  site: StudioSite;
  day: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
  ages: ClassSession['ages'];
  /** Whether the booking asks for the child's details: the session's upper age is under 16. */
  forChildren: boolean;
  places: number;
  booked: number;
  availability: TrialAvailability;
  /** Why a closed or cancelled occurrence is off. */
  reason: string | null;
}

export { occurrenceKey };

const KEY = /^([a-z-]{1,40})\.(.{1,80})\.(\d{4}-\d{2}-\d{2})$/;

export function parseOccurrenceKey(key: string): { classSlug: string; sessionId: string; day: string } | null {
  const match = KEY.exec(key);
  return match ? { classSlug: match[1]!, sessionId: match[2]!, day: match[3]! } : null;
}

/** Places left (never below 0: staff may lower a session's places under its bookings). */
export function placesLeft(occurrence: Pick<TrialOccurrence, 'places' | 'booked'>): number {
  return Math.max(0, occurrence.places - occurrence.booked);
}

/** "2 places left", "1 place left", "Full". */
export function placesText(occurrence: Pick<TrialOccurrence, 'places' | 'booked'>): string {
  const left = placesLeft(occurrence);
  return left === 0 ? 'Full' : `${left} ${left === 1 ? 'place' : 'places'} left`;
}

/**
 * Every occurrence of every timed session from `firstDay` for `days` days, with how many trial places it holds and
 * whether it can be booked at `now`. `booked` gives the confirmed bookings of an occurrence key.
 */
export function trialOccurrences(
  timetable: TimetableInput,
  {
    now,
    booked,
    firstDay = studioToday(now),
    days = TRIAL_BOOKING_DAYS,
    filter = NO_FILTER,
  }: { now: Date; booked: (key: string) => number; firstDay?: string; days?: number; filter?: TimetableFilter },
): TrialOccurrence[] {
  return timetableDays(timetable, { firstDay, now, days, filter }).flatMap(({ occurrences }) =>
    occurrences.map((occurrence): TrialOccurrence => {
      const { session } = occurrence;
      const key = occurrenceKey(occurrence.classSlug, session.id, occurrence.day);
      const count = booked(key);
      const base = {
        key,
        classSlug: occurrence.classSlug,
        className: CLASS_NAMES[occurrence.classSlug],
        sessionId: session.id,
        site: session.site,
        day: occurrence.day,
        start: session.start!,
        end: session.end!,
        startsAt: occurrence.startsAt,
        endsAt: occurrence.endsAt,
        ages: session.ages,
        forChildren: isKidsSession(session),
        places: session.trialPlaces,
        booked: count,
        reason: occurrence.reason,
      };
      const availability: TrialAvailability =
        occurrence.state === 'closed' || occurrence.state === 'cancelled'
          ? occurrence.state
          : timedAvailability(occurrence.startsAt, session.trialPlaces, count, now);
      return { ...base, availability };
    }),
  );
}

/**
 * The occurrence a key names within the booking window, or why it cannot be booked. Only that class's sessions on
 * that day are worked out, and `booked` is asked about that one occurrence only (a booking asks it in its
 * transaction).
 */
export function findBookable(
  timetable: TimetableInput,
  key: string,
  { now, booked }: { now: Date; booked: (key: string) => number },
): { occurrence: TrialOccurrence } | { error: string } {
  const parsed = parseOccurrenceKey(key);
  if (!parsed || !isClassSlug(parsed.classSlug)) return { error: trialMessages.chooseSession };
  const today = studioToday(now);
  if (parsed.day < today) return { error: trialMessages.past };
  if (parsed.day > addDays(today, TRIAL_BOOKING_DAYS - 1)) return { error: trialMessages.tooFar };
  const occurrence = trialOccurrences(timetable, {
    now,
    booked: (candidate) => (candidate === key ? booked(candidate) : 0),
    firstDay: parsed.day,
    days: 1,
    filter: { ...NO_FILTER, classSlug: parsed.classSlug },
  }).find((candidate) => candidate.key === key);
  if (!occurrence) return { error: trialMessages.chooseSession };
  const problem = availabilityProblem(occurrence.availability);
  return problem ? { error: problem } : { occurrence };
}

/** How an occurrence that is neither closed nor cancelled stands at `now` with `count` bookings. */
function timedAvailability(startsAt: string, places: number, count: number, now: Date): TrialAvailability {
  const startsIn = Date.parse(startsAt) - now.getTime();
  if (startsIn <= 0) return 'past';
  if (places === 0) return 'no-trials';
  if (startsIn < TRIAL_MIN_NOTICE_MS) return 'too-soon';
  return count >= places ? 'full' : 'open';
}

/**
 * `findBookable` once more for an occurrence it found bookable a moment ago from the same timetable (a booking's
 * check inside its transaction): its count and the time asked again, the day's timetable not worked out again. An
 * occurrence only moves away from the booking window as time passes, so it is past, too soon or full, or still open.
 */
export function recheckBookable(
  occurrence: TrialOccurrence,
  { now, booked }: { now: Date; booked: (key: string) => number },
): { occurrence: TrialOccurrence } | { error: string } {
  const count = booked(occurrence.key);
  const availability =
    occurrence.availability === 'closed' || occurrence.availability === 'cancelled'
      ? occurrence.availability
      : timedAvailability(occurrence.startsAt, occurrence.places, count, now);
  const problem = availabilityProblem(availability);
  return problem ? { error: problem } : { occurrence: { ...occurrence, booked: count, availability } };
}

export function availabilityProblem(availability: TrialAvailability): string | null {
  switch (availability) {
    case 'open':
      return null;
    case 'full':
      return trialMessages.sessionFull;
    case 'closed':
      return trialMessages.closed;
    case 'cancelled':
      return trialMessages.cancelled;
    case 'no-trials':
      return trialMessages.noTrials;
    case 'too-soon':
      return trialMessages.tooSoon;
    case 'past':
      return trialMessages.past;
  }
}

/** The next occurrence of the same session after a full one that still has room. */
export function nextWithRoom(occurrences: readonly TrialOccurrence[], full: TrialOccurrence): TrialOccurrence | null {
  return (
    occurrences.find(
      (candidate) =>
        candidate.classSlug === full.classSlug &&
        candidate.sessionId === full.sessionId &&
        candidate.day > full.day &&
        candidate.availability === 'open',
    ) ?? null
  );
}

// ---------------------------------------------------------------- the visitor's details

const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .min(1, `Please enter ${label}`)
    .max(max, `${label.charAt(0).toUpperCase()}${label.slice(1)} must be ${max} characters or fewer`);

const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/** What the booking form sends; `website` is the honeypot the contact form has too. Child fields are checked below. */
export const trialInputSchema = z.strictObject({
  session: z.string({ error: trialMessages.chooseSession }).trim().min(1, trialMessages.chooseSession).max(120),
  name: required('your name', TRIAL_LIMITS.name),
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(TRIAL_LIMITS.email, `Your email address must be ${TRIAL_LIMITS.email} characters or fewer`)
    .pipe(z.email('Please enter a valid email address')),
  phone: required('your phone number', TRIAL_LIMITS.phone).refine(
    (value) => /^[+()\d\s-]{6,30}$/.test(value),
    'Please enter a valid phone number',
  ),
  childName: optional(
    TRIAL_LIMITS.childName,
    `The child's first name must be ${TRIAL_LIMITS.childName} characters or fewer`,
  ),
  childAge: optional(3, 'Enter the age in whole years'),
  guardian: optional(
    TRIAL_LIMITS.guardian,
    `The parent or guardian's name must be ${TRIAL_LIMITS.guardian} characters or fewer`,
  ),
  website: z.string().max(500).optional(),
});

export type TrialInput = z.input<typeof trialInputSchema>;
export type TrialFields = z.output<typeof trialInputSchema>;
export type TrialField = keyof TrialInput;

/** A booking's details once checked against its session: child details only where the session is for children. */
export interface TrialDetails {
  name: string;
  email: string;
  phone: string;
  child: { name: string; age: number; guardian: string } | null;
}

/** Field errors, one message per field, to show next to it; `form` for what is about no one field (a rate limit). */
export type TrialFieldErrors = Partial<Record<TrialField | 'form', string>>;

/** Checks the child's details against the session (ages, and whether it asks for them at all); the booker is the guardian. */
export function trialDetails(
  fields: TrialFields,
  occurrence: Pick<TrialOccurrence, 'forChildren' | 'ages'>,
): { details: TrialDetails } | { errors: TrialFieldErrors } {
  const base = { name: fields.name, email: fields.email, phone: fields.phone };
  if (!occurrence.forChildren) return { details: { ...base, child: null } };
  const errors: TrialFieldErrors = {};
  if (!fields.childName) errors.childName = "Please enter the child's first name";
  const age = fields.childAge === undefined ? NaN : Number(fields.childAge);
  const ages = occurrence.ages!;
  if (fields.childAge === undefined) errors.childAge = "Please enter the child's age";
  else if (!/^\d{1,2}$/.test(fields.childAge)) errors.childAge = 'Enter the age in whole years';
  else if (age < ages.from || (ages.to !== null && age > ages.to))
    errors.childAge = trialMessages.childAgeRange(formatAges(ages));
  if (Object.keys(errors).length) return { errors };
  // The form asks once who is booking: for a child's session that is the parent or guardian (an older form's own
  // guardian field still counts).
  return { details: { ...base, child: { name: fields.childName!, age, guardian: fields.guardian ?? fields.name } } };
}

/** Zod issues as one message per field (the first). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): TrialFieldErrors {
  const errors: TrialFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'session') as TrialField;
    errors[field] ??= issue.message;
  }
  return errors;
}

// ---------------------------------------------------------------- a booking as stored

export type TrialStatus = 'booked' | 'cancelled';
export type TrialOutcome = 'attended' | 'no-show';

export const TRIAL_OUTCOME_LABELS: Record<TrialOutcome, string> = { attended: 'Attended', 'no-show': 'No-show' };

/** Who cancelled: the visitor (manage link), staff (with a reason), or the studio's closure or cancellation. */
export type TrialCancelledBy = 'visitor' | 'staff' | 'studio';

export interface TrialBooking {
  id: string;
  occurrenceKey: string;
  classSlug: ClassSlug;
  className: string;
  site: StudioSite;
  day: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  phone: string;
  childName: string | null;
  childAge: number | null;
  guardian: string | null;
  status: TrialStatus;
  outcome: TrialOutcome | null;
  cancelledBy: TrialCancelledBy | null;
  cancelReason: string | null;
  createdAt: string;
  /** The enquiry the booking shows as in the inbox. */
  submissionId: string | null;
}

/** A new booking, as both backends store it: booked, with no outcome yet, for the occurrence and the checked details. */
export function newTrialBooking({
  id,
  occurrence,
  details,
  createdAt,
  submissionId,
}: {
  id: string;
  occurrence: Pick<
    TrialOccurrence,
    'key' | 'classSlug' | 'className' | 'site' | 'day' | 'start' | 'end' | 'startsAt' | 'endsAt'
  >;
  details: TrialDetails;
  createdAt: string;
  submissionId: string;
}): TrialBooking {
  return {
    id,
    occurrenceKey: occurrence.key,
    classSlug: occurrence.classSlug,
    className: occurrence.className,
    site: occurrence.site,
    day: occurrence.day,
    start: occurrence.start,
    end: occurrence.end,
    startsAt: occurrence.startsAt,
    endsAt: occurrence.endsAt,
    name: details.name,
    email: details.email,
    phone: details.phone,
    childName: details.child?.name ?? null,
    childAge: details.child?.age ?? null,
    guardian: details.child?.guardian ?? null,
    status: 'booked',
    outcome: null,
    cancelledBy: null,
    cancelReason: null,
    createdAt,
    submissionId,
  };
}

/** What the visitor's own pages show of a booking: not the staff's outcome, nor the enquiry behind it. */
export type PublicTrialBooking = Omit<TrialBooking, 'submissionId' | 'outcome'>;

export function publicTrialBooking(booking: TrialBooking): PublicTrialBooking {
  const { submissionId: _submission, outcome: _outcome, ...shown } = booking;
  return shown;
}

/** A booking answer: the token of the manage link, or errors to show next to the fields. */
export type BookResult =
  | { ok: true; token: string; booking: TrialBooking }
  | { ok: false; status: 400 | 409 | 429; errors: TrialFieldErrors; retryAfter?: string };

export type CancelResult = { ok: true; booking: TrialBooking } | { ok: false; status: 404 | 409 | 410; error: string };

/** Whether the session of a booking has ended: its manage link stops working. */
export function isOver(booking: Pick<TrialBooking, 'endsAt'>, now: Date): boolean {
  return Date.parse(booking.endsAt) <= now.getTime();
}

/** The instant the day-before reminder goes: 17:00 UK the day before, or `now` when booked after that. */
export function reminderAt(booking: Pick<TrialBooking, 'day'>, now: Date): Date {
  const at = studioTimeToUtc(addDays(booking.day, -1), clockMinutes(REMINDER_TIME));
  return at.getTime() > now.getTime() ? at : now;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Monday 30 November 2026". */
export function formatTrialDay(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00Z`)).replace(',', '');
}

/** "Kickboxing, Monday 30 November 2026, 6:00pm - 7:00pm, Aintree". */
export function describeTrial(booking: Pick<TrialBooking, 'className' | 'day' | 'start' | 'end' | 'site'>): string {
  return `${booking.className}, ${formatTrialDay(booking.day)}, ${formatSessionTime(booking.start, booking.end)}, ${booking.site}`;
}

/** The enquiry a booking opens or moves on (the inbox's message text). */
export function trialEnquiryText(booking: TrialBooking): string {
  return [
    `Booked a free trial: ${describeTrial(booking)}.`,
    ...(booking.childName ? [`For ${booking.childName}, age ${booking.childAge}; booked by ${booking.guardian}.`] : []),
  ].join('\n');
}

/** The enquiry's view of a booking: the session and how it stands (cancelled, else the outcome, else booked). */
export function trialEnquirySummary(
  booking: Pick<TrialBooking, 'className' | 'day' | 'start' | 'end' | 'site' | 'status' | 'outcome'>,
): TrialEnquirySummary {
  return {
    session: describeTrial(booking),
    state: booking.status === 'cancelled' ? 'cancelled' : (booking.outcome ?? 'booked'),
  };
}

/** What staff cancel with: a reason the visitor is sent. */
export const staffCancelSchema = z.strictObject({
  reason: z
    .string({ error: 'Please give a reason for the visitor' })
    .trim()
    .min(1, 'Please give a reason for the visitor')
    .max(TRIAL_LIMITS.reason, `A reason must be ${TRIAL_LIMITS.reason} characters or fewer`),
});

export const outcomeSchema = z.strictObject({
  outcome: z.enum(['attended', 'no-show'], { error: 'Choose Attended or No-show' }).nullable(),
});

/** The day a register shows, and its site. */
export const registerQuerySchema = z.strictObject({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day')
    .optional(),
  site: z.enum(['Aintree', 'St Helens'], { error: 'Pick a site' }).optional(),
});

/** One session of a day's register: its places and every booking it holds (cancelled ones too). */
export interface TrialRegisterSession {
  key: string;
  className: string;
  start: string;
  end: string;
  places: number;
  booked: number;
  /** Off for the studio: closed or cancelled, or taken off the timetable. */
  off: string | null;
  bookings: TrialBooking[];
}

export interface TrialRegister {
  day: string;
  site: StudioSite;
  sessions: TrialRegisterSession[];
  /** The 7 days from the register's day and how many trials each holds, in all and at each site. */
  week: { day: string; booked: number; sites: Record<StudioSite, number> }[];
}

/** The follow-ups an Owner can switch off: "Thanks for coming" and "Sorry we missed you". */
export interface TrialMailSettings {
  thanks: boolean;
  missed: boolean;
}

export const trialMailSettingsSchema = z.strictObject({ thanks: z.boolean(), missed: z.boolean() });

/** A site's address and map link, from the studio's details. */
export function siteAddress(studio: StudioContent, site: StudioSite): { address: string; mapUrl: string } {
  const entry = site === 'Aintree' ? studio.sites.aintree : studio.sites.stHelens;
  return {
    address: entry.address,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(entry.mapQuery)}`,
  };
}
