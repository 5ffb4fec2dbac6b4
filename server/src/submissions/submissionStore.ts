import { randomUUID } from 'node:crypto';
import { activityRef, type ActivityKind } from '@studio/core/activity/activity';
import type { EnquiryChangeEntry, EnquiryChangeStore } from '@studio/core/enquiries/enquiryChanges';
import {
  filterSubmissions,
  type NotificationState,
  type SubmissionFilter,
  type SubmissionNote,
} from '@studio/core/enquiries/enquiries';
import { enquiryNotification } from '@studio/core/mail/notificationMail';
import { CLASS_NAMES, isClassSlug } from '@studio/core/pages/publicRoutes';
import type { ContactFields, ContactSubmission, TrialEnquirySummary } from '@studio/core/enquiries/submissions';
import { enquiryTrial } from '@studio/core/trials/trialRegister';
import type { TrialBooking } from '@studio/core/trials/trials';
import { recordActivity } from '../activity/activityLog.ts';
import { systemClock, type Clock } from '../clock.ts';
import { inTransaction, type Database } from '../db/database.ts';
import type { Outbox } from '../mail/outbox.ts';

interface SubmissionRow extends Omit<ContactSubmission, 'read' | 'notification' | 'trial'> {
  read: number;
  notification: NotificationState | null;
  trial: string | null;
}

// A message's notification state is its newest outbox entry's; its notes are counted, not loaded.
const SELECT = `SELECT s.id, s.name, s.email, s.phone, s.class_interest, s.message, s.read, s.created_at, s.status,
    (SELECT COUNT(*) FROM submission_notes n WHERE n.submission_id = s.id) AS notes_count,
    (SELECT o.state FROM mail_outbox o WHERE o.submission_id = s.id ORDER BY o.id DESC LIMIT 1) AS notification,
    (SELECT json_group_array(json_object('classSlug', b.class_slug, 'day', b.day, 'start', b.start_time,
        'end', b.end_time, 'startsAt', b.starts_at, 'endsAt', b.ends_at, 'createdAt', b.created_at, 'site', b.site,
        'status', b.status, 'outcome', b.outcome))
      FROM trial_bookings b WHERE b.submission_id = s.id) AS trial
  FROM contact_submissions s`;

/** The booking the enquiry shows of its free trial bookings (`enquiryTrial`), from the row's JSON. */
function trialOf(json: string | null, now: Date): TrialEnquirySummary | null {
  const bookings = (json ? (JSON.parse(json) as (TrialBooking & { classSlug: string })[]) : []).flatMap((booking) =>
    isClassSlug(booking.classSlug) ? [{ ...booking, className: CLASS_NAMES[booking.classSlug] }] : [],
  );
  return enquiryTrial(bookings, now);
}

function toSubmission({ trial, ...row }: SubmissionRow, now: Date): ContactSubmission {
  return { ...row, read: row.read === 1, notes_count: Number(row.notes_count), trial: trialOf(trial, now) };
}

export interface SubmissionStoreOptions {
  clock?: Clock;
  /**
   * Where each new message's staff notification goes: queued in the outbox in the transaction that stores the
   * message (the outbox is woken after commit by whoever committed it). Unset: no e-mail.
   */
  notify?: { outbox: Outbox; to: string[]; siteUrl: string };
}

/**
 * Contact messages, and the storage of what staff do with them: core's enquiry changes (`enquiryChanges.ts`: read,
 * status, note, delete, erase), each with its activity entry in its own transaction; the exports are logged here.
 */
export function createSubmissionStore(db: Database, options: SubmissionStoreOptions = {}) {
  const clock = options.clock ?? systemClock;
  const insert = db.prepare(
    `INSERT INTO contact_submissions (id, name, email, phone, class_interest, message, read, created_at, status)
     VALUES (?, ?, ?, ?, ?, ?, 0, ?, 'new')`,
  );
  // rowid breaks ties between messages sent in the same millisecond: the later one is newer.
  const all = db.prepare(`${SELECT} ORDER BY s.created_at DESC, s.rowid DESC`);
  const byId = db.prepare(`${SELECT} WHERE s.id = ?`);
  const byEmail = db.prepare(`${SELECT} WHERE s.email = ? COLLATE NOCASE ORDER BY s.created_at DESC, s.rowid DESC`);
  const setRead = db.prepare('UPDATE contact_submissions SET read = ? WHERE id = ?');
  const setStatusAndRead = db.prepare('UPDATE contact_submissions SET status = ?, read = ? WHERE id = ?');
  const insertNote = db.prepare(
    'INSERT INTO submission_notes (id, submission_id, text, author, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const notesOf = db.prepare(
    'SELECT id, text, author, created_at FROM submission_notes WHERE submission_id = ? ORDER BY created_at, rowid',
  );
  const allNotes = db.prepare('SELECT submission_id, id, text, author, created_at FROM submission_notes');
  // Notes and outbox entries go with their message (ON DELETE CASCADE).
  const remove = db.prepare('DELETE FROM contact_submissions WHERE id = ?');
  const removeByEmail = db.prepare('DELETE FROM contact_submissions WHERE email = ? COLLATE NOCASE');
  const removeOlderThan = db.prepare('DELETE FROM contact_submissions WHERE created_at < ?');

  // What else one person's data holds (their trial bookings): erased in the same transaction as their messages.
  const alsoErased: ((email: string) => number)[] = [];

  const get = (id: string): ContactSubmission | undefined => {
    const row = byId.get(id) as SubmissionRow | undefined;
    return row && toSubmission(row, new Date(clock.now()));
  };
  const list = (filter: SubmissionFilter = {}): ContactSubmission[] =>
    filterSubmissions(
      (all.all() as unknown as SubmissionRow[]).map((row) => toSubmission(row, new Date(clock.now()))),
      filter,
    );
  const findByEmail = (email: string): ContactSubmission[] =>
    (byEmail.all(email.trim()) as unknown as SubmissionRow[]).map((row) => toSubmission(row, new Date(clock.now())));
  // The entry keeps the message's id as its reference; the log names the sender when it is read, while it exists.
  const logged = (actor: string, kind: ActivityKind, id: string | null, detail: string | null = null) =>
    recordActivity(db, {
      actor,
      kind,
      item: id === null ? null : `Message ${id}`,
      ref: id === null ? null : activityRef('message', id),
      detail,
    });

  return {
    /** Stores a new message (status New, unread) and, in the same transaction, whatever `onAdded` queues. */
    add(fields: ContactFields): ContactSubmission {
      return inTransaction(db, () => {
        const id = randomUUID();
        insert.run(
          id,
          fields.name,
          fields.email,
          fields.phone ?? null,
          fields.class_interest ?? null,
          fields.message,
          new Date(clock.now()).toISOString(),
        );
        const submission = get(id)!;
        const notify = options.notify;
        if (notify)
          notify.outbox.enqueue(id, {
            to: notify.to,
            ...enquiryNotification(submission, { id, createdAt: submission.created_at, siteUrl: notify.siteUrl }),
          });
        return get(id)!;
      });
    },
    get,
    /** Every message, newest first, narrowed by the filter. */
    list,
    /** The list for a CSV export; the export is logged. */
    exportList(filter: SubmissionFilter, actor: string): ContactSubmission[] {
      const submissions = list(filter);
      logged(actor, 'message.exported', null, `${submissions.length} in CSV`);
      return submissions;
    },
    /** The notes on a message, oldest first; undefined when there is no such message. */
    notes(id: string): SubmissionNote[] | undefined {
      if (!byId.get(id)) return undefined;
      return notesOf.all(id) as unknown as SubmissionNote[];
    },
    /** Every note on these messages, read in one query, for the CSV export. */
    notesOfAll(ids: readonly string[]): Map<string, SubmissionNote[]> {
      const byMessage = new Map<string, SubmissionNote[]>(ids.map((id) => [id, []]));
      for (const row of allNotes.all() as unknown as (SubmissionNote & { submission_id: string })[]) {
        const { submission_id, ...note } = row;
        byMessage.get(submission_id)?.push(note);
      }
      return byMessage;
    },
    /** Every message from one address, whatever its case (a request from a person about their data). */
    findByEmail,
    /** Every message from one address for a CSV export; the export is logged. */
    exportByEmail(email: string, actor: string): ContactSubmission[] {
      const submissions = findByEmail(email);
      logged(actor, 'message.exported', null, `${submissions.length} from one address, in CSV`);
      return submissions;
    },
    /** Core's enquiry store for changes by `actor` (an e-mail): each change with its entry in one transaction. */
    changesBy(actor: string): EnquiryChangeStore {
      const log = (entry: EnquiryChangeEntry) => recordActivity(db, { actor, ...entry });
      return {
        update: (id, fields, entry) =>
          inTransaction(db, () => {
            const changed =
              fields.status === undefined
                ? setRead.run(fields.read ? 1 : 0, id)
                : setStatusAndRead.run(fields.status, fields.read ? 1 : 0, id);
            if (!changed.changes) return undefined;
            log(entry);
            return get(id);
          }),
        addNote: (id, { text, author }, fields, entry) =>
          inTransaction(db, () => {
            if (!byId.get(id)) return undefined;
            const note: SubmissionNote = {
              id: randomUUID(),
              text,
              author,
              created_at: new Date(clock.now()).toISOString(),
            };
            insertNote.run(note.id, id, note.text, note.author, note.created_at);
            setRead.run(fields.read ? 1 : 0, id);
            log(entry);
            return note;
          }),
        remove: (id, entry) =>
          inTransaction(db, () => {
            if (remove.run(id).changes === 0) return false;
            log(entry);
            return true;
          }),
        // The person's trial bookings (`alsoErase`) and messages, with the entry, in one transaction.
        erase: (email, entryFor) =>
          inTransaction(db, () => {
            for (const erase of alsoErased) erase(email.trim());
            const erased = Number(removeByEmail.run(email.trim()).changes);
            log(entryFor(erased));
            return erased;
          }),
      };
    },
    /** Adds what else an erasure by address removes. */
    alsoErase(erase: (email: string) => number): void {
      alsoErased.push(erase);
    },
    /** Deletes messages received before `cutoff` (the retention sweep); returns how many. */
    removeOlderThan: (cutoff: Date): number => Number(removeOlderThan.run(cutoff.toISOString()).changes),
  };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
