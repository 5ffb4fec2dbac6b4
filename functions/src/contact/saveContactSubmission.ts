import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@studio/core/firebaseLayout';
import { messages } from '@studio/core/messages';
import { enquiryNotification } from '@studio/core/notificationMail';
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
  notifyEmail: string[];
  /** Origin of the admin link in the e-mail (SITE_URL). */
  siteUrl: string;
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
    const notify = request.notifyEmail.length > 0;
    transaction.set(submissionRef, {
      name: fields.name,
      email: fields.email,
      phone: fields.phone ?? null,
      class_interest: fields.class_interest ?? null,
      message: fields.message,
      read: false,
      created_at: FieldValue.serverTimestamp(),
      status: 'new',
      notes_count: 0,
      // The onMailDelivery trigger follows the extension's delivery state into this field.
      notification: notify ? 'pending' : null,
    });
    if (notify) {
      // The e-mail shares the message's id: deleting the message finds and deletes its e-mail too.
      transaction.set(
        db.collection(COLLECTIONS.mail).doc(submissionRef.id),
        notificationMail(request.notifyEmail, fields, {
          id: submissionRef.id,
          createdAt: now.toISOString(),
          siteUrl: request.siteUrl,
        }),
      );
    }
    return true;
  });

  return allowed ? { status: 'saved', id: submissionRef.id } : { status: 'rate-limited' };
}

/**
 * A document in the shape the Trigger Email extension sends: the staff are the only recipients, the enquirer is
 * the Reply-To, and the body is plain text.
 */
export function notificationMail(
  to: string[],
  fields: ContactFields,
  about: { id: string; createdAt: string; siteUrl: string },
) {
  const mail = enquiryNotification(fields, about);
  return {
    to,
    replyTo: mail.replyTo,
    message: { subject: mail.subject, text: mail.text },
  };
}
