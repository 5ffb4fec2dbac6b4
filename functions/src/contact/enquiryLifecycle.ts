import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { NotificationState } from '@studio/core/enquiries/enquiries';
import { COLLECTIONS } from '@studio/core/firebase/firebaseLayout';

const DAY_MS = 24 * 3600 * 1000;

/** The Trigger Email extension's `delivery.state` in the admin's words. */
export function notificationStateOf(mail: DocumentData | undefined): NotificationState {
  const state = mail?.delivery?.state;
  if (state === 'SUCCESS') return 'sent';
  if (state === 'ERROR') return 'failed';
  return 'pending';
}

/** Copies a notification e-mail's delivery state onto its message (same id), unless the message is gone. */
export async function recordNotificationState(db: Firestore, mailId: string, mail: DocumentData | undefined) {
  if (!mail) return;
  const submission = db.collection(COLLECTIONS.submissions).doc(mailId);
  const state = notificationStateOf(mail);
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(submission);
    if (current.exists && current.get('notification') !== state)
      transaction.update(submission, { notification: state });
  });
}

/**
 * Deletes contact messages received more than `retentionDays` days before `now`, with their notes and
 * notification e-mails (UK GDPR storage limitation). Returns how many messages went.
 */
export async function deleteExpiredSubmissions(db: Firestore, now: Date, retentionDays: number): Promise<number> {
  const cutoff = Timestamp.fromMillis(now.getTime() - retentionDays * DAY_MS);
  const expired = await db.collection(COLLECTIONS.submissions).where('created_at', '<', cutoff).get();
  for (const submission of expired.docs) {
    // recursiveDelete takes the notes subcollection with the message.
    await db.recursiveDelete(submission.ref);
    await db.collection(COLLECTIONS.mail).doc(submission.id).delete();
  }
  return expired.size;
}
