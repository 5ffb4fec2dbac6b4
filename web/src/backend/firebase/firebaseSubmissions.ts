import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  updateDoc,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@studio/core/firebaseLayout';
import { messages } from '@studio/core/messages';
import type { ContactSubmission } from '@studio/core/submissions';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import { attempt } from './firebaseErrors.ts';
import { isoFrom, stringOrNull } from './firestoreValues.ts';

function toSubmission(snapshot: DocumentSnapshot): ContactSubmission {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) ?? {};
  return {
    id: snapshot.id,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    phone: stringOrNull(data.phone),
    class_interest: stringOrNull(data.class_interest),
    message: String(data.message ?? ''),
    read: data.read === true,
    created_at: isoFrom(data.created_at),
  };
}

export function firebaseSubmissions(db: Firestore): Backend['submissions'] {
  const submissions = collection(db, COLLECTIONS.submissions);
  return {
    list: () =>
      attempt(messages.submissionsLoadFailed, async () => {
        const snapshot = await getDocs(query(submissions, orderBy('created_at', 'desc')));
        return snapshot.docs.map(toSubmission);
      }),

    setRead: (id, read) =>
      attempt('Failed to update the message. Please try again.', async () => {
        if (typeof read !== 'boolean') throw new BackendError('invalid', 'Read must be true or false');
        const submission = doc(submissions, id);
        await updateDoc(submission, { read });
        return toSubmission(await getDoc(submission));
      }),
  };
}
