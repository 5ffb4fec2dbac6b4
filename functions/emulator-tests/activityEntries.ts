import {
  collection,
  doc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { activityExpiresAtMs } from '@studio/core/firebase/firebaseLayout';

/** Who writes: the uid and e-mail of the rules test context. */
export interface Writer {
  uid: string;
  email: string;
}

/** An activity entry as the firebase adapter writes it, for `writer`. */
export function activityEntry(
  writer: Writer,
  kind: string,
  ref: string | null,
  overrides: Record<string, unknown> = {},
) {
  return {
    at: serverTimestamp(),
    expires_at: Timestamp.fromMillis(activityExpiresAtMs(Date.now())),
    actor_uid: writer.uid,
    actor: writer.email,
    kind,
    item: 'An item',
    ...(ref ? { ref } : {}),
    detail: null,
    ip: null,
    ...overrides,
  };
}

/**
 * Commits a change as the adapter does: in one batch with its activity entry, whose id `change` is given to name.
 * `entry` null commits the change alone (its `activity_id` then names an entry nobody writes).
 */
export function commitWithEntry(
  db: Firestore,
  writer: Writer,
  entry: { kind: string; ref: string; id?: string; overrides?: Record<string, unknown> } | null,
  change: (batch: WriteBatch, activityId: string) => void,
): Promise<void> {
  const batch = writeBatch(db);
  const entries = collection(db, 'activity');
  const reference = entry?.id ? doc(entries, entry.id) : doc(entries);
  if (entry) batch.set(reference, activityEntry(writer, entry.kind, entry.ref, entry.overrides));
  change(batch, reference.id);
  return batch.commit();
}
