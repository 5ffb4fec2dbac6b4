import { andThen, type Maybe } from '../shared/maybeAsync.ts';
import { newTrialToken } from '../node/trialToken.ts';
import {
  MAX_UPCOMING_TRIALS,
  newTrialBooking,
  reminderAt,
  trialEnquiryText,
  trialMessages,
  type BookResult,
  type TrialBooking,
  type TrialDetails,
  type TrialOccurrence,
} from './trials.ts';
import type { BookingLetterKind } from './trialLetters.ts';
import { bookingRateLimited, sessionRefusal, type BookRefusal, type TrialMailSetup } from './trialUseCases.ts';

/**
 * Booking a free trial, once for both backends: what is read inside the booking's transaction and in which order,
 * when the attempt counts against the per-address limit, what is written together and which letters go. The
 * self-hosted server runs it in its group commit's savepoint, synchronously (every read is); Firebase in one
 * transaction on the occurrence's counter. `checkTrialRequest` has already checked the form and found the session.
 */

/** What the booking reads inside its transaction; each is read only when the one before has not refused. */
export interface TrialBookingReads {
  /** The session asked for, read again with its count: bookable now, or why not. */
  session(): Maybe<{ occurrence: TrialOccurrence } | { error: string }>;
  /** Milliseconds until one more attempt from the sender's address fits the per-address limit; 0 when it fits. */
  limitWait(): Maybe<number>;
  /** The address's booked trials: whether one is in `occurrence`, and how many are still to come. */
  heldBy(occurrence: TrialOccurrence): Maybe<{ inSession: boolean; upcoming: number }>;
  /** The id of the address's newest open enquiry (new, contacted or trial booked), or null for none. */
  openEnquiry(): Maybe<string | null>;
}

/** What the booking writes, after every read, all in its one transaction; none decides anything. */
export interface TrialBookingWrites {
  /** Counts this attempt against the per-address limit (the contact form's too). */
  countAttempt(): void;
  /** A new enquiry for the booking, Trial booked, its message `text`. */
  startEnquiry(booking: TrialBooking, text: string): void;
  /** The open enquiry moves on: Trial booked, unread again, and `text` a note on it. */
  moveEnquiryOn(booking: TrialBooking, text: string): void;
  /** The booking, holding one of its session's places, opened by `token` (stored only as its hash). */
  insert(booking: TrialBooking, token: string): void;
  /**
   * One of the booking's letters (`bookingLetter` writes it), to go at `due`, or now for null; the reminder and the
   * confirmation carry `token` in their link. A letter to the staff goes nowhere where there are no staff addresses.
   */
  letter(booking: TrialBooking, kind: BookingLetterKind, due: Date | null, token: string): void;
}

/** Why an address may not book this session: one place per address per session, a few still to come. */
function addressRefusal(held: { inSession: boolean; upcoming: number }): BookRefusal | null {
  if (held.inSession) return { ok: false, status: 409, errors: { email: trialMessages.alreadyBooked } };
  if (held.upcoming >= MAX_UPCOMING_TRIALS)
    return { ok: false, status: 409, errors: { email: trialMessages.tooManyUpcoming } };
  return null;
}

/**
 * Books one place, inside one transaction, in this order:
 * 1. the session again, with its count: a session full or gone by now is refused, and not counted (it says nothing
 *    of anyone, and the visitor chooses another);
 * 2. the per-address limit the contact form counts too: over it, the visitor is told how long to wait, and the
 *    attempt is not counted (as a message over the limit is not), so waiting is enough;
 * 3. the address's booked trials: one place per address per session, at most `MAX_UPCOMING_TRIALS` to come;
 * 4. from here every attempt counts, refused or booked: the answers at 3 tell something about an address, so they
 *    cost an attempt like a message does, and a run of them is held back;
 * 5. booked: the enquiry (the address's open one moves on, or a new one starts), the booking with its token, the
 *    visitor's confirmation now and reminder the evening before (now, if that has passed), and the staff's notice.
 * Each backend stores its reads' answers and writes; the visitor's answer is core's.
 */
export function bookTrial(
  details: TrialDetails,
  reads: TrialBookingReads,
  writes: TrialBookingWrites,
  context: { mail: TrialMailSetup; now: Date },
): Maybe<BookResult> {
  return andThen(reads.session(), (found): Maybe<BookResult> => {
    if ('error' in found) return sessionRefusal(found.error);
    const { occurrence } = found;
    return andThen(reads.limitWait(), (wait): Maybe<BookResult> => {
      if (wait > 0) return bookingRateLimited(wait);
      return andThen(reads.heldBy(occurrence), (held): Maybe<BookResult> => {
        const refused = addressRefusal(held);
        if (refused) {
          writes.countAttempt();
          return refused;
        }
        return andThen(reads.openEnquiry(), (open): BookResult => {
          writes.countAttempt();
          return keepBooking({ occurrence, details, open }, writes, context);
        });
      });
    });
  });
}

/**
 * A booking whose honeypot is filled (`checkTrialRequest`), as the contact form treats such a message: inside one
 * transaction, counted against the per-address limit so a bot is held back like anyone else; over the limit, told how
 * long to wait and not counted (as a message over it is not); under it, counted, nothing kept, and told what a
 * booking for no session is told, so the answer does not say it was seen through.
 */
export function countFilledHoneypot(
  reads: Pick<TrialBookingReads, 'limitWait'>,
  writes: Pick<TrialBookingWrites, 'countAttempt'>,
): Maybe<BookRefusal> {
  return andThen(reads.limitWait(), (wait): BookRefusal => {
    if (wait > 0) return bookingRateLimited(wait);
    writes.countAttempt();
    return { ok: false, status: 400, errors: { session: trialMessages.chooseSession } };
  });
}

/** Step 5: the enquiry, the booking and its letters, written together. */
function keepBooking(
  { occurrence, details, open }: { occurrence: TrialOccurrence; details: TrialDetails; open: string | null },
  writes: TrialBookingWrites,
  { mail, now }: { mail: TrialMailSetup; now: Date },
): BookResult {
  const booking = newTrialBooking({
    id: crypto.randomUUID(),
    occurrence,
    details,
    createdAt: now.toISOString(),
    submissionId: open ?? crypto.randomUUID(),
  });
  const token = newTrialToken();
  const text = trialEnquiryText(booking);
  // The enquiry first, so the booking refers to it from its insert on.
  if (open) writes.moveEnquiryOn(booking, text);
  else writes.startEnquiry(booking, text);
  writes.insert(booking, token);
  if (mail.visitors) {
    writes.letter(booking, 'confirmation', null, token);
    const remindAt = reminderAt(booking, now);
    writes.letter(booking, 'reminder', remindAt.getTime() > now.getTime() ? remindAt : null, token);
  }
  writes.letter(booking, 'booked-notice', null, token);
  return { ok: true, token, booking };
}
