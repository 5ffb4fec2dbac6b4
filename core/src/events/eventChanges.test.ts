import { describe, expect, it } from 'vitest';
import type { EventInput, StudioEvent } from './events.ts';
import {
  createEvent,
  deleteEvent,
  featureEvent,
  updateEvent,
  type EventChangeEntry,
  type EventChangeStore,
} from './eventChanges.ts';

const input = (title: string): EventInput => ({
  title,
  description: 'Doors at six.',
  date: '2026-12-05',
  time: '6:00 PM - 8:00 PM',
  location: 'Aintree',
  price: null,
  booking_url: null,
  featured: false,
  image_url: null,
});

/** Events in memory: each call is one "transaction"; the entries it wrote are kept to look at. */
function memoryStore() {
  const events = new Map<string, StudioEvent>();
  const entries: EventChangeEntry[] = [];
  let next = 0;
  const store: EventChangeStore = {
    create(fields, entryFor) {
      const id = `e${(next += 1)}`;
      const event = { ...fields, id, date: `${fields.date}T00:00:00.000Z`, created_at: 'now', updated_at: null };
      events.set(id, event);
      entries.push(entryFor(id));
      return event;
    },
    update(id, fields, entryFor) {
      const current = events.get(id);
      if (!current) return undefined;
      const changed =
        fields.type === 'all'
          ? { ...current, ...fields.input, date: `${fields.input.date}T00:00:00.000Z` }
          : { ...current, featured: fields.featured };
      entries.push(entryFor(current));
      events.set(id, changed);
      return changed;
    },
    remove(id, entryFor) {
      const current = events.get(id);
      if (!current) return false;
      entries.push(entryFor(current));
      events.delete(id);
      return true;
    },
  };
  return { store, entries, events };
}

describe('event changes', () => {
  it('writes one entry a change, naming the event by its title and keeping its id', async () => {
    const { store, entries } = memoryStore();
    const created = await createEvent(store, input('Fight Night'));
    if (created.status !== 'saved') throw new Error('not saved');
    const id = created.event.id;
    await updateEvent(store, id, input('Fight Night II'));
    await featureEvent(store, id, true);
    await featureEvent(store, id, false);
    expect(await deleteEvent(store, id)).toEqual({ status: 'deleted' });
    expect(entries).toEqual([
      { kind: 'event.created', item: 'Fight Night', detail: null, ref: `event:${id}` },
      { kind: 'event.updated', item: 'Fight Night II', detail: null, ref: `event:${id}` },
      { kind: 'event.featured', item: 'Fight Night II', detail: 'Featured', ref: `event:${id}` },
      { kind: 'event.featured', item: 'Fight Night II', detail: 'No longer featured', ref: `event:${id}` },
      { kind: 'event.deleted', item: 'Fight Night II', detail: null, ref: `event:${id}` },
    ]);
  });

  it('says an event that is not there is not found, and writes nothing', async () => {
    const { store, entries } = memoryStore();
    expect(await updateEvent(store, 'gone', input('X'))).toEqual({ status: 'not-found' });
    expect(await featureEvent(store, 'gone', true)).toEqual({ status: 'not-found' });
    expect(await deleteEvent(store, 'gone')).toEqual({ status: 'not-found' });
    expect(entries).toEqual([]);
  });

  it('features an event without touching its other fields', async () => {
    const { store, events } = memoryStore();
    const created = await createEvent(store, input('Grading'));
    if (created.status !== 'saved') throw new Error('not saved');
    const featured = await featureEvent(store, created.event.id, true);
    expect(featured).toEqual({ status: 'saved', event: { ...created.event, featured: true } });
    expect(events.size).toBe(1);
  });
});
