import { activityRef } from '../activity/activity.ts';
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus, type SubmissionNote } from './enquiries.ts';
import type { ContactSubmission } from './submissions.ts';

/**
 * What staff do with a contact message, for the self-hosted server's `/api/admin/submissions` routes and the
 * Firebase adapter alike: mark it read or unread, set its status, add a note, delete it, erase one person's
 * messages. Here is decided what changes with what (a status or a note marks the message read), which activity
 * entry goes with each change, and what staff are told of a message that is not there. Input comes parsed by core's
 * schemas. Each backend gives only its storage (`EnquiryChangeStore`), which makes a change and its entry together.
 */

/**
 * The entry of a change. A message is named by its id, never by the person (an erasure must not leave their name
 * in the log); the log names the sender when it is read, while the message exists.
 */
export interface EnquiryChangeEntry {
  kind: 'message.read' | 'message.status' | 'message.note' | 'message.deleted' | 'message.erased';
  item: string | null;
  detail: string | null;
  ref: string | null;
}

/** The fields of a message a change sets. */
export interface MessageFields {
  read: boolean;
  status?: EnquiryStatus;
}

export interface EnquiryChangeStore {
  /** Sets the fields of message `id` with the entry, together; the message as it is now, undefined when none. */
  update(
    id: string,
    fields: MessageFields,
    entry: EnquiryChangeEntry,
  ): Promise<ContactSubmission | undefined> | ContactSubmission | undefined;
  /** Adds a note to message `id` and sets its fields, with the entry, together; undefined when there is no message. */
  addNote(
    id: string,
    note: { text: string; author: string },
    fields: MessageFields,
    entry: EnquiryChangeEntry,
  ): Promise<SubmissionNote | undefined> | SubmissionNote | undefined;
  /** Deletes message `id` with its notes and notification e-mail, with the entry, together; false when none. */
  remove(id: string, entry: EnquiryChangeEntry): Promise<boolean> | boolean;
  /**
   * Erases every message from one address (whatever its case) with their notes and notification e-mails, and the
   * person's free trial bookings; then writes the entry `entryFor` makes of how many messages went. SQLite: one
   * transaction. Firestore takes batches (a message and what belongs to it always in the same one), then the
   * bookings (through a function), then the entry: a failure between leaves what was not yet erased, never a
   * message without its notes, and erasing again finishes it and writes the entry.
   */
  erase(email: string, entryFor: (erased: number) => EnquiryChangeEntry): Promise<number> | number;
}

const about = (kind: EnquiryChangeEntry['kind'], id: string, detail: string | null = null): EnquiryChangeEntry => ({
  kind,
  item: `Message ${id}`,
  detail,
  ref: activityRef('message', id),
});

export type EnquiryOutcome<T> = { status: 'done'; value: T } | { status: 'not-found' };

export const ENQUIRY_NOT_FOUND = 'Message not found';

const outcome = <T>(value: T | undefined): EnquiryOutcome<T> =>
  value === undefined ? { status: 'not-found' } : { status: 'done', value };

export async function markEnquiryRead(
  store: EnquiryChangeStore,
  id: string,
  read: boolean,
): Promise<EnquiryOutcome<ContactSubmission>> {
  return outcome(await store.update(id, { read }, about('message.read', id, read ? 'Marked read' : 'Marked unread')));
}

/** A status change means someone has read the message: it is marked read too. */
export async function setEnquiryStatus(
  store: EnquiryChangeStore,
  id: string,
  status: EnquiryStatus,
): Promise<EnquiryOutcome<ContactSubmission>> {
  const entry = about('message.status', id, ENQUIRY_STATUS_LABELS[status]);
  return outcome(await store.update(id, { status, read: true }, entry));
}

/** A note, by the signed-in member of staff, marks the message read too. */
export async function addEnquiryNote(
  store: EnquiryChangeStore,
  id: string,
  text: string,
  author: string,
): Promise<EnquiryOutcome<SubmissionNote>> {
  return outcome(await store.addNote(id, { text, author }, { read: true }, about('message.note', id)));
}

export async function deleteEnquiry(store: EnquiryChangeStore, id: string): Promise<EnquiryOutcome<true>> {
  return outcome((await store.remove(id, about('message.deleted', id))) || undefined);
}

/** One person's request to be forgotten: one entry for the whole erasure, with the count and no name. */
export async function eraseEnquiriesFrom(store: EnquiryChangeStore, email: string): Promise<number> {
  return store.erase(email, (erased) => ({
    kind: 'message.erased',
    item: null,
    detail: `${erased} from one address`,
    ref: null,
  }));
}
