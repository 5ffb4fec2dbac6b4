import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../shared/controlCharacters.ts';
import { CONTACT_LIMIT } from '../shared/limits.ts';
import { messages } from '../shared/messages.ts';
import { contactInputSchema, isHoneypotFilled, type ContactFields } from '../enquiries/submissions.ts';

/**
 * The contact form's one use case, for the self-hosted server's `POST /api/contact` and the Firebase
 * `submitContact` function alike: what is checked, in which order, and what the visitor is told. Each backend gives
 * only its storage (`ContactStore`).
 */

/** At most `maxMessages` from one address within any `windowMs`. */
export interface ContactLimit {
  maxMessages: number;
  windowMs: number;
}

export type Admission = { granted: true } | { granted: false; retryAfterMs: number };

export interface ContactStore {
  /**
   * Counts one message from the sender against `limit` and, only when it is under the limit, keeps `fields` with
   * its notification e-mail, all in one transaction. `fields` is null for a message that is counted but not kept
   * (the honeypot was filled).
   */
  admit(limit: ContactLimit, fields: ContactFields | null): Promise<Admission> | Admission;
}

/** What became of a message, and so what the visitor is told. */
export type ContactOutcome =
  /** Kept (and its notification queued): the visitor is thanked. */
  | { status: 'saved' }
  /** The honeypot was filled: a bot, told all went well, and nothing is kept. */
  | { status: 'ignored-spam' }
  /** Not a valid message: the visitor is told what to fix; nothing is counted, so fixing a typo is never held back. */
  | { status: 'invalid'; message: string }
  /** Over the limit: the visitor is asked to wait, and told how long in whole seconds (HTTP `Retry-After`). */
  | { status: 'rate-limited'; message: string; retryAfterSeconds: number };

/** Whole seconds to wait, never 0 (a `Retry-After` of 0 would invite an immediate retry). */
export function wholeSecondsToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Milliseconds until one more attempt fits a sliding-window limit, given the times (ms) of the attempts already
 * counted; 0 when it fits now. The attempt that frees a place is the (count - max + 1)th oldest within the window.
 */
export function slidingWindowWait(hits: readonly number[], now: number, limit: ContactLimit): number {
  const inWindow = hits.filter((at) => at > now - limit.windowMs).sort((a, b) => a - b);
  if (inWindow.length < limit.maxMessages) return 0;
  const freeing = inWindow[inWindow.length - limit.maxMessages]!;
  return Math.max(1, freeing + limit.windowMs - now);
}

/**
 * Receives one message: (1) validates it (no control characters, then the core schema; invalid ones are not counted); (2) counts it against
 * the per-address limit, a filled honeypot included, so a bot is held back like anyone else and cannot tell it was
 * seen through; (3) keeps it, unless the honeypot was filled. Counting and keeping are one transaction.
 */
export async function receiveContactMessage(
  payload: unknown,
  store: ContactStore,
  limit: ContactLimit = CONTACT_LIMIT,
): Promise<ContactOutcome> {
  if (hasControlCharacters(payload)) return { status: 'invalid', message: CONTROL_CHARACTERS_MESSAGE };
  const parsed = contactInputSchema.safeParse(payload);
  if (!parsed.success) return { status: 'invalid', message: parsed.error.issues[0]?.message ?? messages.contactFailed };
  const spam = isHoneypotFilled(parsed.data);
  const admission = await store.admit(limit, spam ? null : parsed.data);
  if (!admission.granted)
    return {
      status: 'rate-limited',
      message: messages.contactRateLimited,
      retryAfterSeconds: wholeSecondsToWait(admission.retryAfterMs),
    };
  return spam ? { status: 'ignored-spam' } : { status: 'saved' };
}
