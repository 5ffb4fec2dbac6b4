import { randomUUID } from 'node:crypto';
import type { ContactFields, ContactSubmission } from '@studio/core/submissions';
import type { Database } from '../db/database.ts';

interface SubmissionRow extends Omit<ContactSubmission, 'read'> {
  read: number;
}

const COLUMNS = 'id, name, email, phone, class_interest, message, read, created_at';

function toSubmission(row: SubmissionRow): ContactSubmission {
  return { ...row, read: row.read === 1 };
}

export function createSubmissionStore(db: Database) {
  const insert = db.prepare(
    'INSERT INTO contact_submissions (id, name, email, phone, class_interest, message, read, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
  );
  // rowid breaks ties between messages sent in the same millisecond: the later one is newer.
  const all = db.prepare(`SELECT ${COLUMNS} FROM contact_submissions ORDER BY created_at DESC, rowid DESC`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM contact_submissions WHERE id = ?`);
  const setRead = db.prepare('UPDATE contact_submissions SET read = ? WHERE id = ?');

  return {
    add(fields: ContactFields): void {
      insert.run(
        randomUUID(),
        fields.name,
        fields.email,
        fields.phone ?? null,
        fields.class_interest ?? null,
        fields.message,
        new Date().toISOString(),
      );
    },
    list: () => (all.all() as unknown as SubmissionRow[]).map(toSubmission),
    setRead(id: string, read: boolean): ContactSubmission | undefined {
      if (!setRead.run(read ? 1 : 0, id).changes) return undefined;
      return toSubmission(byId.get(id) as unknown as SubmissionRow);
    },
  };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
