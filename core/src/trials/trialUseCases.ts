import type { ActivityKind } from '../activity/activity.ts';
import { wholeSecondsToWait } from '../contact/contact.ts';
import { isHoneypotFilled } from '../contact/contactInput.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../shared/controlCharacters.ts';
import type { SiteContent } from '../content/siteContent.ts';
import type { TimetableInput } from '../timetable/timetable.ts';
import { rebookLink, trialCancelledForVisitor, trialStaffNotice, type TrialMail } from '../mail/trialMail.ts';
import { calledOffBookings, outcomeProblem } from './trialRegister.ts';
import {
  fieldErrorsOf,
  isOver,
  trialDetails,
  trialInputSchema,
  TRIAL_OUTCOME_LABELS,
  trialMessages,
  type BookResult,
  type CancelResult,
  type TrialBooking,
  type TrialDetails,
  type TrialOccurrence,
  type TrialCancelledBy,
  type TrialMailSettings,
  type TrialOutcome,
} from './trials.ts';
import { bookingLetter, trialMailContext } from './trialLetters.ts';

export { trialMailContext };

/**
 * Free trial bookings' use cases, for the self-hosted server and the Firebase functions alike: the checks of a
 * booking before its transaction (inside it: `bookTrial` in trialBooking.ts), the visitor's cancelling by their link,
 * staff's cancelling and marking attended / no-show, and a session called off by a closure or a cancelled date. Each use case takes what its backend read inside one transaction and tells that
 * transaction's writer (`TrialWrites`) every change that goes together: the booking, its enquiry's note, its activity
 * entry and its e-mails. The backend reads and writes; the order of the checks and what the caller is told are here.
 */

/** Who a change is credited to: staff by their e-mail (and uid where the backend knows one); null is the studio. */
export interface TrialActor {
  email: string | null;
  uid?: string | null;
}

/** The e-mail a change writes: the site's address for its links, and whether visitors are e-mailed at all. */
export interface TrialMailSetup {
  siteUrl: string;
  visitors: boolean;
}

/** A backend's writes inside one transaction; each is one change, none decides anything. */
export interface TrialWrites {
  /**
   * Stores `cancelled` (its status, who and why): its pending reminder and follow-up go, and its place is free again.
   */
  cancel(cancelled: TrialBooking): void;
  /** Stores `marked`'s outcome; a follow-up still waiting for it goes. */
  setOutcome(marked: TrialBooking): void;
  /** A note on the booking's enquiry (and the enquiry's view of the booking), when it has one. */
  note(booking: TrialBooking, text: string, author: string): void;
  /** One activity-log entry about the booking. */
  activity(entry: { actor: TrialActor | null; kind: ActivityKind; bookingId: string; detail: string | null }): void;
  /** A letter that goes now: to the visitor, or to the staff's addresses (none when the backend has none). */
  send(booking: TrialBooking, letter: TrialMail, to: 'visitor' | 'staff'): void;
  /** The visitor's follow-up, to go at `due` unless it is taken back first. */
  followUp(booking: TrialBooking, due: Date, letter: TrialMail): void;
}

const BOOKING_NOT_FOUND = 'Booking not found';

/** Who cancelled, as the enquiry's note and the staff's notice name them. */
function cancellerName(by: TrialCancelledBy, actor: TrialActor | null): string {
  if (by === 'visitor') return 'the visitor';
  return by === 'staff' ? (actor?.email ?? 'staff') : 'the studio';
}

/**
 * Cancels a booked booking with everything that goes with it: the booking (its reminder and follow-up taken back,
 * its place given back), a note on its enquiry, an activity entry unless the visitor cancelled it themselves, the
 * visitor's letter unless they did, and the staff's notice.
 */
function cancelBooked(
  booking: TrialBooking,
  change: { by: TrialCancelledBy; reason: string | null; actor: TrialActor | null },
  { content, mail }: { content: SiteContent; mail: TrialMailSetup },
  writes: TrialWrites,
): TrialBooking {
  const { by, reason, actor } = change;
  const cancelled: TrialBooking = { ...booking, status: 'cancelled', cancelledBy: by, cancelReason: reason };
  writes.cancel(cancelled);
  const who = cancellerName(by, actor);
  writes.note(cancelled, `Free trial cancelled by ${who}${reason ? `: ${reason}` : ''}.`, actor?.email ?? 'Website');
  if (by !== 'visitor') writes.activity({ actor, kind: 'trial.cancelled', bookingId: booking.id, detail: reason });
  if (by !== 'visitor' && mail.visitors)
    writes.send(
      cancelled,
      trialCancelledForVisitor(cancelled, {
        ...trialMailContext(content, cancelled, mail.siteUrl),
        reason: reason ?? 'The session is off',
        rebookUrl: rebookLink(mail.siteUrl, cancelled),
      }),
      'visitor',
    );
  writes.send(
    cancelled,
    trialStaffNotice(cancelled, { siteUrl: mail.siteUrl, cancelled: { by: who, reason } }),
    'staff',
  );
  return cancelled;
}

/** What every change after booking is given: the content published now, the e-mail set-up and the time. */
export interface TrialChangeContext {
  content: SiteContent;
  mail: TrialMailSetup;
  now: Date;
}

/**
 * The manage link's one action: cancel the booking its token opens (`booking`, undefined for none), while its
 * session is still to come and it is still booked.
 */
export function cancelByVisitor(
  booking: TrialBooking | undefined,
  context: TrialChangeContext,
  writes: TrialWrites,
): CancelResult {
  if (!booking) return { ok: false, status: 404, error: trialMessages.linkUnknown };
  if (isOver(booking, context.now)) return { ok: false, status: 410, error: trialMessages.linkExpired };
  if (booking.status !== 'booked') return { ok: false, status: 409, error: trialMessages.alreadyCancelled };
  return { ok: true, booking: cancelBooked(booking, { by: 'visitor', reason: null, actor: null }, context, writes) };
}

/** Staff cancel a booking with a reason the visitor is sent. */
export function cancelByStaff(
  booking: TrialBooking | undefined,
  change: { reason: string; actor: TrialActor },
  context: TrialChangeContext,
  writes: TrialWrites,
): CancelResult {
  if (!booking) return { ok: false, status: 404, error: BOOKING_NOT_FOUND };
  if (booking.status !== 'booked') return { ok: false, status: 409, error: trialMessages.alreadyCancelled };
  return { ok: true, booking: cancelBooked(booking, { by: 'staff', ...change }, context, writes) };
}

/**
 * Cancels one booking, as read inside the transaction, when its session is called off in `timetable` (a closure, a
 * cancelled date or its removal: `calledOffBookings`), credited to whoever published the change (`actor`, null for
 * the studio's own run); the reason the visitor is sent, or null when it stands.
 */
export function cancelCalledOff(
  booking: TrialBooking | undefined,
  { timetable, actor }: { timetable: TimetableInput; actor: TrialActor | null },
  context: TrialChangeContext,
  writes: TrialWrites,
): string | null {
  if (!booking) return null;
  const [found] = calledOffBookings(timetable, [booking], context.now);
  if (!found) return null;
  cancelBooked(found.booking, { by: 'studio', reason: found.reason, actor }, context, writes);
  return found.reason;
}

export type OutcomeResult = { ok: true; booking: TrialBooking } | { ok: false; status: 404 | 409; error: string };

/**
 * Staff mark a booking Attended or No-show (or neither), from the session's start on. A changed mark takes back a
 * follow-up still waiting; the follow-up for the new mark waits for the session's end, once a booking (none after
 * one was sent), and only while the Owner has that letter on.
 */
export function markOutcome(
  read: { booking: TrialBooking | undefined; settings: TrialMailSettings; followUpSent: boolean },
  change: { outcome: TrialOutcome | null; actor: TrialActor },
  context: TrialChangeContext,
  writes: TrialWrites,
): OutcomeResult {
  const { booking, settings, followUpSent } = read;
  const { outcome, actor } = change;
  if (!booking) return { ok: false, status: 404, error: BOOKING_NOT_FOUND };
  const problem = outcomeProblem(booking, context.now);
  if (problem) return { ok: false, status: 409, error: problem };
  const marked: TrialBooking = { ...booking, outcome };
  writes.setOutcome(marked);
  writes.activity({
    actor,
    kind: 'trial.outcome',
    bookingId: booking.id,
    detail: outcome ? TRIAL_OUTCOME_LABELS[outcome] : 'Not marked',
  });
  writes.note(
    marked,
    `Free trial: ${outcome ? TRIAL_OUTCOME_LABELS[outcome] : 'attendance unmarked'}.`,
    actor.email ?? 'Staff',
  );
  const { mail, content } = context;
  if (mail.visitors && outcome && marked.status === 'booked' && !followUpSent && settings[followUpSetting(outcome)]) {
    const letter = bookingLetter('follow-up', marked, { content, siteUrl: mail.siteUrl, token: null });
    if (letter) writes.followUp(marked, new Date(marked.endsAt), letter);
  }
  return { ok: true, booking: marked };
}

/** The Owner's setting that lets an outcome's follow-up go. */
export function followUpSetting(outcome: TrialOutcome): keyof TrialMailSettings {
  return outcome === 'attended' ? 'thanks' : 'missed';
}

/**
 * Whether a reminder or follow-up that has come due still goes, read at `now`: only for a booking still booked; a
 * reminder only before its session ends; a follow-up only while the booking holds a mark, none went before, and the
 * Owner has that letter on.
 */
export function dueLetterGoes(
  kind: 'reminder' | 'follow-up',
  read: { booking: TrialBooking | undefined; settings: TrialMailSettings; followUpSent: boolean },
  now: Date,
): boolean {
  const { booking, settings, followUpSent } = read;
  if (!booking || booking.status !== 'booked') return false;
  if (kind === 'reminder') return !isOver(booking, now);
  return booking.outcome !== null && !followUpSent && settings[followUpSetting(booking.outcome)];
}

/** A booking refused, as the visitor is told. */
export type BookRefusal = Extract<BookResult, { ok: false }>;

/** The session's answer as a refusal: a full session is a conflict (409), any other reason bad input (400). */
export function sessionRefusal(error: string): BookRefusal {
  return { ok: false, status: error === trialMessages.sessionFull ? 409 : 400, errors: { session: error } };
}

/** A booking whose honeypot is filled: a bot, which `countFilledHoneypot` counts against the per-address limit. */
export interface FilledHoneypot {
  filledHoneypot: true;
}

/**
 * A booking's checks before its transaction, in this order: no control characters, the form's schema, the honeypot
 * (a filled one goes on to `countFilledHoneypot`, as the contact form counts such a message), the session (`find`:
 * whether it is bookable now) and the child's details against it. Nothing is counted or kept for a booking refused
 * here.
 */
export function checkTrialRequest(
  input: unknown,
  find: (session: string) => { occurrence: TrialOccurrence } | { error: string },
): { occurrence: TrialOccurrence; details: TrialDetails } | FilledHoneypot | BookRefusal {
  if (hasControlCharacters(input)) return { ok: false, status: 400, errors: { form: CONTROL_CHARACTERS_MESSAGE } };
  const parsed = trialInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrorsOf(parsed.error.issues) };
  const fields = parsed.data;
  if (isHoneypotFilled(fields)) return { filledHoneypot: true };
  const found = find(fields.session);
  if ('error' in found) return sessionRefusal(found.error);
  const checked = trialDetails(fields, found.occurrence);
  if ('errors' in checked) return { ok: false, status: 400, errors: checked.errors };
  return { occurrence: found.occurrence, details: checked.details };
}

/** Over the per-address limit the contact form counts too: asked to wait, and told how long in whole seconds. */
export function bookingRateLimited(retryAfterMs: number): BookRefusal {
  return {
    ok: false,
    status: 429,
    errors: { form: trialMessages.rateLimited },
    retryAfter: String(wholeSecondsToWait(retryAfterMs)),
  };
}
