import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@studio/core/firebaseLayout';
import { messages } from '@studio/core/messages';
import { contactInputSchema, isHoneypotFilled, type ContactFields } from '@studio/core/submissions';

/** At most this many messages from one address per window; enough for a family, too few for a spam run. */
export const CONTACT_RATE_LIMIT = { maxMessages: 5, windowMs: 15 * 60 * 1000 } as const;

export type ContactOutcome =
  | { status: 'saved'; id: string }
  | { status: 'ignored-spam' }
  | { status: 'invalid'; message: string }
  | { status: 'rate-limited' };

export interface ContactRequest {
  payload: unknown;
  /** The sender's IP address; stored only as a hash. */
  ip: string;
  /** Where to send a notification e-mail (Trigger Email extension); empty to send none. */
  notifyEmail: string;
  now?: Date;
}

function senderKey(ip: string): string {
  return createHash('sha256').update(`contact:${ip}`).digest('hex');
}

/**
 * Validates a contact message with the core schema, drops honeypot spam without telling the sender, and saves it
 * unless this address has sent too many lately. The rate-limit check and the write happen in one transaction.
 */
export async function saveContactSubmission(db: Firestore, request: ContactRequest): Promise<ContactOutcome> {
  const parsed = contactInputSchema.safeParse(request.payload);
  if (!parsed.success) return { status: 'invalid', message: parsed.error.issues[0]?.message ?? messages.contactFailed };
  if (isHoneypotFilled(parsed.data)) return { status: 'ignored-spam' };

  const fields: ContactFields = parsed.data;
  const now = request.now ?? new Date();
  const limitRef = db.collection(COLLECTIONS.contactRateLimits).doc(senderKey(request.ip));
  const submissionRef = db.collection(COLLECTIONS.submissions).doc();

  const allowed = await db.runTransaction(async (transaction) => {
    const limit = await transaction.get(limitRef);
    const windowStart = limit.get('window_start') as Timestamp | undefined;
    const inWindow = windowStart !== undefined && now.getTime() - windowStart.toMillis() < CONTACT_RATE_LIMIT.windowMs;
    const count = inWindow ? Number(limit.get('count') ?? 0) : 0;
    if (count >= CONTACT_RATE_LIMIT.maxMessages) return false;

    transaction.set(limitRef, {
      window_start: inWindow ? windowStart : Timestamp.fromDate(now),
      count: count + 1,
      // Lets a Firestore TTL policy on `expires_at` clear old counters.
      expires_at: Timestamp.fromMillis(now.getTime() + CONTACT_RATE_LIMIT.windowMs),
    });
    transaction.set(submissionRef, {
      name: fields.name,
      email: fields.email,
      phone: fields.phone ?? null,
      class_interest: fields.class_interest ?? null,
      message: fields.message,
      read: false,
      created_at: FieldValue.serverTimestamp(),
    });
    if (request.notifyEmail) {
      transaction.set(db.collection(COLLECTIONS.mail).doc(), notificationMail(request.notifyEmail, fields));
    }
    return true;
  });

  return allowed ? { status: 'saved', id: submissionRef.id } : { status: 'rate-limited' };
}

/** A document in the shape the Trigger Email extension sends. */
export function notificationMail(to: string, fields: ContactFields) {
  const lines = [
    `Name: ${fields.name}`,
    `Email: ${fields.email}`,
    fields.phone ? `Phone: ${fields.phone}` : undefined,
    fields.class_interest ? `Class interest: ${fields.class_interest}` : undefined,
    '',
    fields.message,
  ].filter((line) => line !== undefined);
  return {
    to,
    replyTo: fields.email,
    message: {
      subject: `New website message from ${fields.name}`,
      text: lines.join('\n'),
    },
  };
}
