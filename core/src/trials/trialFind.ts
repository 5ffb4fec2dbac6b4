import { wholeSecondsToWait, type Admission, type ContactLimit } from '../contact/contact.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../shared/controlCharacters.ts';
import { hashTrialToken, newTrialToken } from '../node/trialToken.ts';
import { trialMessages, type TrialBooking } from './trials.ts';
import { z } from '../shared/zod.ts';

/**
 * "Find my booking" on /trial, for both backends: a visitor who lost the confirmation gives the address they booked
 * with, and each of that address's booked sessions still to come gets a new manage link, e-mailed to that address
 * (never shown on the page: anyone can type an address). Each backend gives only its storage (`ManageLinkStore`).
 * Node only (tokens).
 */

export const findBookingMessages = {
  sent: 'If that address has a booked free trial, a link to each booking is on its way to it. It can take a few minutes: check your spam folder too.',
  noMail:
    'This site cannot e-mail booking links yet. Please call or e-mail the studio and we will send you your booking link.',
} as const;

/** A booking's new link: the token for the letter, its hash for the store. */
export interface ReissuedLink {
  booking: TrialBooking;
  token: string;
  tokenHash: string;
}

export interface ManageLinkStore {
  /**
   * In one transaction: counts one request from the sender's address against `limit` (the contact form's own
   * counter, so messages, bookings and look-ups share it) and, only when it is under the limit, reads `email`'s
   * booked bookings whose session has not ended, stores the hash of each link `reissue` gives them (the old links
   * stop working, and e-mails still waiting carry the new one) and queues the letter of those links to `email`
   * (none when there is no such booking).
   */
  reissueLinks(
    email: string,
    limit: ContactLimit,
    reissue: (bookings: readonly TrialBooking[]) => ReissuedLink[],
  ): Admission | Promise<Admission>;
}

export type FindBookingAnswer =
  { ok: true; message: string } | { ok: false; status: 400 | 429 | 503; message: string; retryAfter?: string };

const emailSchema = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Your email address must be 254 characters or fewer')
  .pipe(z.email('Please enter a valid email address'));

/** New links for bookings, one each. */
export function reissueLinks(bookings: readonly TrialBooking[]): ReissuedLink[] {
  return bookings.map((booking) => {
    const token = newTrialToken();
    return { booking, token, tokenHash: hashTrialToken(token) };
  });
}

/**
 * (1) Without e-mail there is nothing to send: the visitor is told to ask the studio; (2) an invalid address is
 * refused and not counted; (3) the request is counted against the per-address limit; (4) the links are renewed and
 * e-mailed. The answer is the same whether or not the address has a booking, so the page tells nobody who booked.
 */
export async function findTrialBooking(
  email: unknown,
  store: ManageLinkStore,
  { mailOn, limit }: { mailOn: boolean; limit: ContactLimit },
): Promise<FindBookingAnswer> {
  if (!mailOn) return { ok: false, status: 503, message: findBookingMessages.noMail };
  if (hasControlCharacters(email)) return { ok: false, status: 400, message: CONTROL_CHARACTERS_MESSAGE };
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message };
  const admission = await store.reissueLinks(parsed.data, limit, reissueLinks);
  if (!admission.granted)
    return {
      ok: false,
      status: 429,
      message: trialMessages.rateLimited,
      retryAfter: String(wholeSecondsToWait(admission.retryAfterMs)),
    };
  return { ok: true, message: findBookingMessages.sent };
}
