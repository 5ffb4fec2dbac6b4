import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_RETENTION_DAYS,
  clipActivityText,
  type ActivityEntry,
  type ActivityFilter,
  type ActivityKind,
  type ActivityItemNow,
  type ActivityPage,
  nameActivityItem,
  refOfEntry,
} from '@studio/core/activity/activity';
import type { StatementSync } from 'node:sqlite';
import { CLASS_NAMES, isClassSlug } from '@studio/core/pages/publicRoutes';
import type { Database } from '../db/database.ts';

export interface ActivityRecord {
  /** The staff member's e-mail; null when nobody is signed in (a failed sign-in). */
  actor: string | null;
  kind: ActivityKind;
  item?: string | null;
  /** The item's reference (`activityRef`), by which the log names it when read. */
  ref?: string | null;
  detail?: string | null;
  ip?: string | null;
  /** When; now unless given (tests, imports). */
  at?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const inserts = new WeakMap<Database, StatementSync>();

/**
 * Appends one entry to the activity log. The one way anything is written to it: call it after a staff action
 * has changed data, with who, what and which item.
 */
export function recordActivity(db: Database, record: ActivityRecord): void {
  let insert = inserts.get(db);
  if (!insert) {
    insert = db.prepare('INSERT INTO activity (at, actor, kind, item, ref, detail, ip) VALUES (?, ?, ?, ?, ?, ?, ?)');
    inserts.set(db, insert);
  }
  insert.run(
    (record.at ?? new Date()).toISOString(),
    record.actor,
    record.kind,
    clipActivityText(record.item),
    clipActivityText(record.ref),
    clipActivityText(record.detail),
    record.ip ?? null,
  );
}

/** An entry as stored: the same fields, with the id still a number. */
type ActivityRow = Omit<ActivityEntry, 'id'> & { id: number };

/** Reading and sweeping the log; nothing here changes an entry. */
export function createActivityLog(db: Database) {
  const actors = db.prepare('SELECT DISTINCT actor FROM activity WHERE actor IS NOT NULL ORDER BY actor');
  const sweep = db.prepare('DELETE FROM activity WHERE at < ?');
  const messageById = db.prepare('SELECT name, email FROM contact_submissions WHERE id = ?');
  const eventById = db.prepare('SELECT title FROM events WHERE id = ?');
  const imageByName = db.prepare('SELECT name FROM images WHERE name = ?');
  const trialById = db.prepare('SELECT name, class_slug, day FROM trial_bookings WHERE id = ?');

  /** What an entry's item is now, or null when it has since been deleted. */
  const itemNow = (entry: ActivityEntry): ActivityItemNow | null => {
    const ref = refOfEntry(entry);
    if (ref?.type === 'message') {
      const row = messageById.get(ref.id);
      return row ? { type: 'message', name: String(row.name), email: String(row.email) } : null;
    }
    if (ref?.type === 'event') {
      const row = eventById.get(ref.id);
      return row ? { type: 'event', title: String(row.title) } : null;
    }
    if (ref?.type === 'image') return imageByName.get(ref.id) ? { type: 'image' } : null;
    if (ref?.type === 'trial') {
      const row = trialById.get(ref.id);
      if (!row) return null;
      const slug = String(row.class_slug);
      const className = isClassSlug(slug) ? CLASS_NAMES[slug] : slug;
      return { type: 'trial', name: String(row.name), className, day: String(row.day) };
    }
    return null;
  };

  return {
    /** Newest first, a page at a time, filtered by person and kind. */
    list(filter: ActivityFilter = {}): ActivityPage {
      const where: string[] = [];
      const params: (string | number)[] = [];
      if (filter.actor) {
        where.push('actor = ?');
        params.push(filter.actor);
      }
      if (filter.kind) {
        where.push('kind = ?');
        params.push(filter.kind);
      }
      const before = Number(filter.before);
      if (filter.before && Number.isInteger(before)) {
        where.push('id < ?');
        params.push(before);
      }
      const sql = `SELECT id, at, actor, kind, item, ref, detail, ip FROM activity
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${ACTIVITY_PAGE_SIZE + 1}`;
      const rows = db.prepare(sql).all(...params) as unknown as ActivityRow[];
      const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
      const entries: ActivityEntry[] = page
        .map((row): ActivityEntry => ({ ...row, id: String(row.id) }))
        .map((entry) => nameActivityItem(entry, itemNow(entry)));
      return {
        entries,
        next: rows.length > ACTIVITY_PAGE_SIZE ? (entries.at(-1)?.id ?? null) : null,
        actors: actors.all().map((row) => String(row.actor)),
      };
    },

    /** Deletes entries older than the retention period; returns how many went. */
    sweep(now = new Date()): number {
      const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS).toISOString();
      return Number(sweep.run(cutoff).changes);
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
