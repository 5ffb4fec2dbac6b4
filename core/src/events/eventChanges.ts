import { activityRef } from '../activity/activity.ts';
import type { EventInput, StudioEvent } from './events.ts';

/**
 * Staff's changes to events, for the self-hosted server's `/api/admin/events` routes and the Firebase adapter alike:
 * what changes, which activity entry goes with it, and what staff are told of an event that is not there. The input
 * comes parsed by core's `eventInputSchema`. Each backend gives only its storage (`EventChangeStore`), which makes
 * a change and its entry together (one SQLite transaction; one Firestore batch the rules check), or neither.
 */

/** The entry a change writes: the event is named by its title and kept by its id, so the log shows its title now. */
export interface EventChangeEntry {
  kind: 'event.created' | 'event.updated' | 'event.featured' | 'event.deleted';
  item: string;
  detail: string | null;
  ref: string;
}

/** The fields a change sets: every editable field, or only `featured`. */
export type EventFields = { type: 'all'; input: EventInput } | { type: 'featured'; featured: boolean };

export interface EventChangeStore {
  /** Stores a new event with the entry `entryFor` makes of its new id; returns the event as stored. */
  create(input: EventInput, entryFor: (id: string) => EventChangeEntry): Promise<StudioEvent> | StudioEvent;
  /**
   * Reads event `id` and, when it exists, sets the fields with the entry `entryFor` makes of it as it was;
   * returns the event as stored now, or undefined when there is none.
   */
  update(
    id: string,
    fields: EventFields,
    entryFor: (current: StudioEvent) => EventChangeEntry,
  ): Promise<StudioEvent | undefined> | StudioEvent | undefined;
  /** Reads event `id` and, when it exists, deletes it with the entry made of it; false when there was none. */
  remove(id: string, entryFor: (current: StudioEvent) => EventChangeEntry): Promise<boolean> | boolean;
}

export type EventOutcome = { status: 'saved'; event: StudioEvent } | { status: 'not-found' };

const entry = (kind: EventChangeEntry['kind'], id: string, title: string, detail: string | null = null) => ({
  kind,
  item: title,
  detail,
  ref: activityRef('event', id),
});

const saved = (event: StudioEvent | undefined): EventOutcome =>
  event ? { status: 'saved', event } : { status: 'not-found' };

export async function createEvent(store: EventChangeStore, input: EventInput): Promise<EventOutcome> {
  return saved(await store.create(input, (id) => entry('event.created', id, input.title)));
}

/** Every field of the form; the entry names the event by its new title. */
export async function updateEvent(store: EventChangeStore, id: string, input: EventInput): Promise<EventOutcome> {
  return saved(await store.update(id, { type: 'all', input }, () => entry('event.updated', id, input.title)));
}

export async function featureEvent(store: EventChangeStore, id: string, featured: boolean): Promise<EventOutcome> {
  const detail = featured ? 'Featured' : 'No longer featured';
  const changed = await store.update(id, { type: 'featured', featured }, (current) =>
    entry('event.featured', id, current.title, detail),
  );
  return saved(changed);
}

/** Deleting an event that is not there says so, rather than succeed silently. */
export async function deleteEvent(store: EventChangeStore, id: string): Promise<{ status: 'deleted' | 'not-found' }> {
  const removed = await store.remove(id, (current) => entry('event.deleted', id, current.title));
  return { status: removed ? 'deleted' : 'not-found' };
}
