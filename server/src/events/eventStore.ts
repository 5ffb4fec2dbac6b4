import { randomUUID } from 'node:crypto';
import {
  eventDateFromDay,
  otherUpcomingEvents,
  sortEventsNewestFirst,
  studioToday,
  upcomingEvents,
  type EventInput,
  type StudioEvent,
} from '@studio/core/events';
import type { EventWithOthers } from '@studio/core/siteData';
import type { Database } from '../db/database.ts';

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

/** `onChange` is told after every write (the pages that show events are rendered again: siteChanged). */
export function createEventStore(db: Database, onChange: () => void = () => {}) {
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
  const invalidate = () => {
    cache = undefined;
    onChange();
  };

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

    create(input: EventInput): StudioEvent {
      const id = randomUUID();
      insert.run(id, ...eventColumns(input), new Date().toISOString());
      invalidate();
      return find(id)!;
    },

    update(id: string, input: EventInput): StudioEvent | undefined {
      const result = update.run(...eventColumns(input), new Date().toISOString(), id);
      invalidate();
      return result.changes ? find(id) : undefined;
    },

    setFeatured(id: string, featured: boolean): StudioEvent | undefined {
      const result = setFeatured.run(featured ? 1 : 0, new Date().toISOString(), id);
      invalidate();
      return result.changes ? find(id) : undefined;
    },

    remove(id: string): boolean {
      const result = remove.run(id);
      invalidate();
      return result.changes > 0;
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
