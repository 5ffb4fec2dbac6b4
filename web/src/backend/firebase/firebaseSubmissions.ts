import type { Auth } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { activityRef } from '@studio/core/activity/activity';
import {
  ENQUIRY_STATUSES,
  emailLookupSchema,
  filterSubmissions,
  noteInputSchema,
  sameEmail,
  statusInputSchema,
  submissionFilterSchema,
  submissionsCsv,
  type EnquiryStatus,
  type NotificationState,
  type SubmissionNote,
} from '@studio/core/enquiries/enquiries';
import {
  addEnquiryNote,
  deleteEnquiry,
  ENQUIRY_NOT_FOUND,
  eraseEnquiriesFrom,
  markEnquiryRead,
  setEnquiryStatus,
  type EnquiryChangeEntry,
  type EnquiryChangeStore,
  type EnquiryOutcome,
} from '@studio/core/enquiries/enquiryChanges';
import { COLLECTIONS, NOTES_SUBCOLLECTION } from '@studio/core/firebase/firebaseLayout';
import { messages } from '@studio/core/shared/messages';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '@studio/core/enquiries/retention';
import {
  TRIAL_ENQUIRY_STATE_LABELS,
  type ContactSubmission,
  type TrialEnquirySummary,
  type TrialEnquiryState,
} from '@studio/core/enquiries/submissions';
import { enquiryTrial, type EnquiryBooking } from '@studio/core/trials/trialRegister';
import type { z } from '@studio/core/shared/zod';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import type { ActivityLog, ChangeEntry } from './firebaseActivity.ts';
import { attempt } from './firebaseErrors.ts';
import { isoFrom, stringOrNull } from './firestoreValues.ts';

const NOTIFICATION_STATES: readonly string[] = ['sent', 'pending', 'failed'] satisfies NotificationState[];

/**
 * The booking a "Trial booked" enquiry shows: of the bookings the trial functions keep on it by id
 * (`trial_bookings`), the one `enquiryTrial` picks; enquiries from before that keep one `trial` (its session and
 * outcome).
 */
function trialSummaryFrom(bookings: unknown, value: unknown): TrialEnquirySummary | null {
  if (bookings && typeof bookings === 'object') {
    const kept = Object.values(bookings as Record<string, EnquiryBooking>).filter(
      (booking) => booking && typeof booking.startsAt === 'string' && typeof booking.className === 'string',
    );
    if (kept.length) return enquiryTrial(kept, new Date());
  }
  if (!value || typeof value !== 'object') return null;
  const { session, state } = value as { session?: unknown; state?: unknown };
  if (typeof session !== 'string' || typeof state !== 'string' || !(state in TRIAL_ENQUIRY_STATE_LABELS)) return null;
  return { session, state: state as TrialEnquiryState };
}

function toSubmission(snapshot: DocumentSnapshot): ContactSubmission {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) ?? {};
  // Messages stored before statuses, notes and notification states existed read as New, none, none.
  const status = (ENQUIRY_STATUSES as readonly string[]).includes(data.status) ? (data.status as EnquiryStatus) : 'new';
  return {
    id: snapshot.id,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    phone: stringOrNull(data.phone),
    class_interest: stringOrNull(data.class_interest),
    message: String(data.message ?? ''),
    read: data.read === true,
    created_at: isoFrom(data.created_at),
    status,
    notes_count: typeof data.notes_count === 'number' ? data.notes_count : 0,
    notification: NOTIFICATION_STATES.includes(data.notification) ? (data.notification as NotificationState) : null,
    trial: trialSummaryFrom(data.trial_bookings, data.trial),
  };
}

function toNote(snapshot: DocumentSnapshot): SubmissionNote {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) ?? {};
  return {
    id: snapshot.id,
    text: String(data.text ?? ''),
    author: String(data.author ?? ''),
    created_at: isoFrom(data.created_at),
  };
}

/** Parses with a core schema in the browser too: the rules refuse the same, but with no message to show. */
function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new BackendError('invalid', result.error.issues[0]?.message ?? 'Not valid');
  return result.data;
}

/** The value of a change, or "not found" as staff are told it. */
function done<T>(outcome: EnquiryOutcome<T>): T {
  if (outcome.status === 'not-found') throw new BackendError('not-found', ENQUIRY_NOT_FOUND);
  return outcome.value;
}

/** A change's entry as the log writes it beside the message it names (the rules look the message up by `ref`). */
function pairedEntry(entry: EnquiryChangeEntry, id: string): ChangeEntry {
  return { ...entry, kind: entry.kind as ChangeEntry['kind'], ref: entry.ref ?? activityRef('message', id) };
}

const FIRESTORE_BATCH_LIMIT = 500;

/**
 * Deletes messages with their notes and notification e-mails, in batches Firestore accepts.
 * A message and what belongs to it always share one batch, so none is left half-deleted; `withEach` adds what
 * goes with each message's deletion (its activity entry) to that batch.
 */
async function deleteSubmissions(
  db: Firestore,
  ids: readonly string[],
  withEach: (batch: WriteBatch, id: string) => void = () => undefined,
): Promise<void> {
  let batch = writeBatch(db);
  let writes = 0;
  for (const id of ids) {
    const submission = doc(db, COLLECTIONS.submissions, id);
    const notes = await getDocs(collection(submission, NOTES_SUBCOLLECTION));
    const needed = notes.size + 3;
    if (writes > 0 && writes + needed > FIRESTORE_BATCH_LIMIT) {
      await batch.commit();
      batch = writeBatch(db);
      writes = 0;
    }
    for (const note of notes.docs) batch.delete(note.ref);
    batch.delete(doc(db, COLLECTIONS.mail, id));
    batch.delete(submission);
    withEach(batch, id);
    writes += needed;
  }
  if (writes > 0) await batch.commit();
}

export function firebaseSubmissions(
  db: Firestore,
  auth: () => Auth,
  log: ActivityLog,
  retentionDays = DEFAULT_CONTACT_RETENTION_DAYS,
  /** Erases the address's free trial bookings too (a function: clients cannot read bookings). */
  eraseBookings: (email: string) => Promise<number> = async () => 0,
): Backend['submissions'] {
  const submissions = collection(db, COLLECTIONS.submissions);
  const notesOf = (id: string) => collection(doc(submissions, id), NOTES_SUBCOLLECTION);
  /** Core's enquiry store: each change in one batch with its entry, which the changed message names. */
  const changes: EnquiryChangeStore = {
    async update(id, fields, entry) {
      const submission = doc(submissions, id);
      if (!(await getDoc(submission)).exists()) return undefined;
      await log.commitWith(pairedEntry(entry, id), (batch, activityId) =>
        batch.update(submission, { ...fields, activity_id: activityId }),
      );
      return toSubmission(await getDoc(submission));
    },
    async addNote(id, { text, author }, fields, entry) {
      if (!(await getDoc(doc(submissions, id))).exists()) return undefined;
      const note = doc(notesOf(id));
      // The note and its message's count change together, or not at all.
      await log.commitWith(pairedEntry(entry, id), (batch, activityId) => {
        batch.set(note, { text, author, created_at: serverTimestamp() });
        batch.update(doc(submissions, id), { ...fields, notes_count: increment(1), activity_id: activityId });
      });
      return toNote(await getDoc(note));
    },
    async remove(id, entry) {
      if (!(await getDoc(doc(submissions, id))).exists()) return false;
      await deleteSubmissions(db, [id], (batch) => log.withChange(batch, pairedEntry(entry, id)));
      return true;
    },
    // The messages in batches, then the bookings, then one entry for the whole erasure (core's order).
    async erase(email, entryFor) {
      const found = await findByEmail(email);
      await deleteSubmissions(
        db,
        found.map((submission) => submission.id),
      );
      await eraseBookings(email);
      const entry = entryFor(found.length);
      await log.record('message.erased', entry.item, entry.detail);
      return found.length;
    },
  };

  // A studio has hundreds of messages, not millions: one read of the list, narrowed here with core's filter
  // (Firestore has no text search, and addresses must match whatever their case).
  const listAll = async () => (await getDocs(query(submissions, orderBy('created_at', 'desc')))).docs.map(toSubmission);

  /** The CSV of these messages with their notes, read for the messages that have any. */
  const csvOf = (found: readonly ContactSubmission[]) =>
    attempt('The export failed. Please try again.', async () => {
      const withNotes = found.filter((submission) => submission.notes_count > 0);
      const notes = new Map(
        await Promise.all(
          withNotes.map(
            async (submission) => [submission.id, (await getDocs(notesOf(submission.id))).docs.map(toNote)] as const,
          ),
        ),
      );
      return submissionsCsv(found, (id) => notes.get(id) ?? []);
    });

  const list: Backend['submissions']['list'] = (filter = {}) =>
    attempt(messages.submissionsLoadFailed, async () => {
      const parsed = parseOrThrow(submissionFilterSchema, filter);
      return filterSubmissions(await listAll(), parsed);
    });

  const findByEmail: Backend['submissions']['findByEmail'] = (email) =>
    attempt(messages.submissionsLoadFailed, async () => {
      const parsed = parseOrThrow(emailLookupSchema, { email });
      return (await listAll()).filter((submission) => sameEmail(submission.email, parsed.email));
    });

  return {
    list,

    setRead: (id, read) =>
      attempt('Failed to update the message. Please try again.', async () => {
        if (typeof read !== 'boolean') throw new BackendError('invalid', 'Read must be true or false');
        return done(await markEnquiryRead(changes, id, read));
      }),

    // The inbox as a pipeline: status, notes, retention and erasure.
    setStatus: (id, status) =>
      attempt('The status could not be changed. Please try again.', async () => {
        const parsed = parseOrThrow(statusInputSchema, { status });
        return done(await setEnquiryStatus(changes, id, parsed.status));
      }),

    listNotes: (id) =>
      attempt('The notes could not be loaded.', async () =>
        (await getDocs(query(notesOf(id), orderBy('created_at', 'asc')))).docs.map(toNote),
      ),

    addNote: (id, text) =>
      attempt('The note could not be saved. Please try again.', async () => {
        const parsed = parseOrThrow(noteInputSchema, { text });
        await auth().authStateReady();
        const author = auth().currentUser?.email;
        if (!author) throw new BackendError('unauthenticated', messages.notSignedIn);
        return done(await addEnquiryNote(changes, id, parsed.text, author));
      }),

    remove: (id) =>
      attempt('The message could not be deleted. Please try again.', async () => {
        done(await deleteEnquiry(changes, id));
      }),

    async exportCsv(filter) {
      const csv = await csvOf(await list(filter));
      await log.record('message.exported', null, 'Inbox list in CSV');
      return csv;
    },
    findByEmail,
    async exportByEmail(email) {
      const csv = await csvOf(await findByEmail(email));
      await log.record('message.exported', null, 'Messages from one address, in CSV');
      return csv;
    },

    eraseByEmail: (email) =>
      attempt('The messages could not be erased. Please try again.', () => eraseEnquiriesFrom(changes, email)),

    retentionDays: async () => retentionDays,
  };
}
