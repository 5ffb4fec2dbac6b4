import { randomUUID } from 'node:crypto';
import {
  eventDateFromDay,
  otherUpcomingEvents,
  sortEventsNewestFirst,
  studioToday,
  upcomingEvents,
  type EventInput,
  type StudioEvent,
} from '@studio/core/events/events';
import type { EventWithOthers } from '@studio/core/content/siteData';
import type { EventChangeStore } from '@studio/core/events/eventChanges';
import { recordActivity } from '../activity/activityLog.ts';
import { inTransaction, type Database } from '../db/database.ts';
import type { SiteChanges } from '../site/siteChanges.ts';

/** A row of the events table: the stored event, with `featured` as SQLite's 0 or 1. */
type EventRow = Omit<StudioEvent, 'featured'> & { featured: number };

const COLUMNS =
  'id, title, description, date, time, location, price, booking_url, featured, image_url, created_at, updated_at';

function toEvent(row: EventRow): StudioEvent {
  return { ...row, featured: row.featured === 1 };
}

interface UpcomingCache {
  day: string;
  events: StudioEvent[];
  json: string;
}

/** How often the cached upcoming list re-checks the studio's calendar day. */
const DAY_CHECK_MS = 1000;

export interface EventStoreOptions {
  /** Told after every committed change: the pages that show events are rendered again. */
  siteChanges?: SiteChanges;
}

/**
 * Events, and the storage of core's event changes (`eventChanges.ts`): each change with its activity entry in one
 * transaction (both or neither), and the site told after commit.
 */
export function createEventStore(db: Database, options: EventStoreOptions = {}) {
  const byId = db.prepare(`SELECT ${COLUMNS} FROM events WHERE id = ?`);
  // Prefiltered on the day in SQL; the core rule then decides and orders, so both backends agree exactly.
  const fromDay = db.prepare(`SELECT ${COLUMNS} FROM events WHERE date >= ? ORDER BY date`);
  const all = db.prepare(`SELECT ${COLUMNS} FROM events ORDER BY date DESC`);
  const insert = db.prepare(
    `INSERT INTO events (id, title, description, date, time, location, price, booking_url, featured, image_url, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
  );
  const update = db.prepare(
    `UPDATE events SET title = ?, description = ?, date = ?, time = ?, location = ?, price = ?, booking_url = ?,
     featured = ?, image_url = ?, updated_at = ? WHERE id = ?`,
  );
  const setFeatured = db.prepare('UPDATE events SET featured = ?, updated_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM events WHERE id = ?');

  let cache: UpcomingCache | undefined;
  let checkedAt = 0;
  /** Runs one change and its activity entry in one transaction, then tells the site. */
  function change<T>(work: () => T): T {
    const result = inTransaction(db, work);
    cache = undefined;
    options.siteChanges?.changed({ what: 'events' });
    return result;
  }

  function find(id: string): StudioEvent | undefined {
    const row = byId.get(id) as EventRow | undefined;
    return row && toEvent(row);
  }

  /** The upcoming events, read once per change or per calendar day and kept serialised for the public list. */
  function upcoming(): UpcomingCache {
    const now = Date.now();
    if (cache && now - checkedAt < DAY_CHECK_MS) return cache;
    checkedAt = now;
    const day = studioToday(new Date(now));
    if (cache?.day === day) return cache;
    const rows = fromDay.all(eventDateFromDay(day)) as unknown as EventRow[];
    const events = upcomingEvents(rows.map(toEvent), new Date(now));
    cache = { day, events, json: JSON.stringify({ events }) };
    return cache;
  }

  const othersThan = (id: string) => otherUpcomingEvents(upcoming().events, id);

  return {
    find,
    upcoming,
    othersThan,
    /** An event's page: the event and the other upcoming ones, or null when there is no such event. */
    withOthers(id: string): EventWithOthers | null {
      const event = find(id);
      return event ? { event, others: othersThan(id) } : null;
    },
    listAll: () => sortEventsNewestFirst((all.all() as unknown as EventRow[]).map(toEvent)),

    /** Core's event store for changes by `actor` (an e-mail): each change and its entry in one transaction. */
    changesBy(actor: string): EventChangeStore {
      return {
        create: (input, entryFor) =>
          change(() => {
            const id = randomUUID();
            insert.run(id, ...eventColumns(input), new Date().toISOString());
            recordActivity(db, { actor, ...entryFor(id) });
            return find(id)!;
          }),
        update: (id, fields, entryFor) =>
          change(() => {
            const current = find(id);
            if (!current) return undefined;
            const at = new Date().toISOString();
            if (fields.type === 'all') update.run(...eventColumns(fields.input), at, id);
            else setFeatured.run(fields.featured ? 1 : 0, at, id);
            recordActivity(db, { actor, ...entryFor(current) });
            return find(id);
          }),
        remove: (id, entryFor) =>
          change(() => {
            const current = find(id);
            if (!current) return false;
            remove.run(id);
            recordActivity(db, { actor, ...entryFor(current) });
            return true;
          }),
      };
    },
  };
}

export type EventStore = ReturnType<typeof createEventStore>;

/** The stored values of an event's editable fields, in the column order of the insert and update statements. */
function eventColumns(input: EventInput) {
  return [
    input.title,
    input.description,
    eventDateFromDay(input.date),
    input.time,
    input.location,
    input.price,
    input.booking_url,
    input.featured ? 1 : 0,
    input.image_url,
  ] as const;
}
