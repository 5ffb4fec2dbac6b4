import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { clientNetwork } from '@studio/core/node/clientNetwork';
import {
  receiveContactMessage,
  slidingWindowWait,
  type ContactLimit,
  type ContactOutcome,
} from '@studio/core/contact/contact';
import { COLLECTIONS } from '@studio/core/firebase/firebaseLayout';
import { enquiryNotification } from '@studio/core/mail/notificationMail';
import type { ContactFields } from '@studio/core/enquiries/submissions';
import { configuredContactLimit } from './contactLimit.ts';

export interface ContactRequest {
  payload: unknown;
  /** The sender's IP address; counted by its network (`clientNetwork`, an IPv6 /64) and stored only as a hash. */
  ip: string;
  /** Where to send a notification e-mail (Trigger Email extension); empty to send none. */
  notifyEmail: string[];
  /** Origin of the admin link in the e-mail (SITE_URL). */
  siteUrl: string;
  now?: Date;
}

/**
 * The sender's counter document: a hash of their network, as the self-hosted server counts (one IPv6 /64 is one
 * sender). The free-trial bookings count against it too.
 */
export function senderKey(ip: string): string {
  return createHash('sha256')
    .update(`contact:${clientNetwork(ip)}`)
    .digest('hex');
}

/**
 * The sender's counter (the times of their attempts within the window) read inside a transaction: how long to wait,
 * and `count` to add this attempt (a write, after every read). Messages, trial bookings and "Find my booking" share it.
 */
export async function senderLimit(
  transaction: Transaction,
  limitRef: DocumentReference,
  at: Date,
  limit: ContactLimit,
): Promise<{ wait: number; count: () => void }> {
  const kept = (await transaction.get(limitRef)).get('hits') as Timestamp[] | undefined;
  const hits = (Array.isArray(kept) ? kept : [])
    .map((hit) => hit.toMillis())
    .filter((hit) => hit > at.getTime() - limit.windowMs);
  return {
    wait: slidingWindowWait(hits, at.getTime(), limit),
    count: () => {
      transaction.set(limitRef, {
        hits: [...hits, at.getTime()].map((hit) => Timestamp.fromMillis(hit)),
        // Lets a Firestore TTL policy on `expires_at` clear old counters.
        expires_at: Timestamp.fromMillis(at.getTime() + limit.windowMs),
      });
    },
  };
}

/**
 * The core contact use case on Firestore: the sender's counter (the times of their messages within the window, under
 * a hash of their address) and the message with its notification e-mail are written in one transaction.
 */
export async function saveContactSubmission(db: Firestore, request: ContactRequest): Promise<ContactOutcome> {
  const now = request.now ?? new Date();
  const limitRef = db.collection(COLLECTIONS.contactRateLimits).doc(senderKey(request.ip));

  const admit = (limit: ContactLimit, fields: ContactFields | null) =>
    db.runTransaction(async (transaction) => {
      const { wait, count } = await senderLimit(transaction, limitRef, now, limit);
      if (wait > 0) return { granted: false as const, retryAfterMs: wait };
      count();
      if (fields) saveMessage(db, transaction, fields, request, now);
      return { granted: true as const };
    });

  return receiveContactMessage(request.payload, { admit }, configuredContactLimit());
}

function saveMessage(
  db: Firestore,
  transaction: Transaction,
  fields: ContactFields,
  request: ContactRequest,
  now: Date,
): void {
  const submissionRef = db.collection(COLLECTIONS.submissions).doc();
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
