import { EVENT_TIME_MESSAGE, type EventInput, type StudioEvent } from '@studio/core/events/events';
import { messages } from '@studio/core/shared/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../port.ts';
import { rejection, type ContractParts } from './contractSupport.ts';

/** `YYYY-MM-DD` of today plus `days`, as the event form sends it. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCHours(12);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  return {
    title: 'Fight Night',
    description: 'Our fight night.\nDoors at six.',
    date: dayFromToday(10),
    time: '6:00 PM - 8:00 PM',
    location: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
    price: 15,
    booking_url: 'https://example.com/tickets',
    featured: false,
    image_url: null,
    ...overrides,
  };
}

const titles = (events: StudioEvent[]) => events.map((event) => event.title);

/** Events on every backend: the public lists, and staff's create, update, feature and delete. */
export function describeEventsContract(parts: ContractParts): void {
  let visitor: Backend;
  let staff: Backend;
  beforeEach(() => {
    ({ visitor, staff } = parts);
  });

  describe('events', () => {
    it('lists upcoming events soonest first, featured and regular, never past ones', async () => {
      await staff.events.create(eventInput({ title: 'Next month', date: dayFromToday(30) }));
      await staff.events.create(eventInput({ title: 'Today', date: dayFromToday(0), featured: true }));
      await staff.events.create(eventInput({ title: 'Last week', date: dayFromToday(-7) }));
      const upcoming = await visitor.events.listUpcoming();
      expect(titles(upcoming)).toEqual(['Today', 'Next month']);
      expect(upcoming.map((event) => event.featured)).toEqual([true, false]);
    });

    it('gives one event with at most three other upcoming events, excluding itself and past ones', async () => {
      const mine = await staff.events.create(eventInput({ title: 'Mine', date: dayFromToday(2) }));
      for (const days of [1, 3, 4, 5])
        await staff.events.create(eventInput({ title: `In ${days}`, date: dayFromToday(days) }));
      await staff.events.create(eventInput({ title: 'Past', date: dayFromToday(-1) }));
      const found = await visitor.events.getWithOthers(mine.id);
      expect(found?.event).toMatchObject({
        id: mine.id,
        title: 'Mine',
        description: 'Our fight night.\nDoors at six.',
        price: 15,
      });
      expect(titles(found?.others ?? [])).toEqual(['In 1', 'In 3', 'In 4']);
      expect(await visitor.events.getWithOthers('no-such-event')).toBeNull();
    });

    it('lists every event for staff, newest date first', async () => {
      await staff.events.create(eventInput({ title: 'Old', date: dayFromToday(-30) }));
      await staff.events.create(eventInput({ title: 'Soon', date: dayFromToday(3) }));
      await staff.events.create(eventInput({ title: 'Far', date: dayFromToday(90) }));
      const all = await staff.events.listAll();
      const mine = titles(all).filter((title) => ['Old', 'Soon', 'Far'].includes(title));
      expect(mine).toEqual(['Far', 'Soon', 'Old']);
    });

    it('creates, updates, features and deletes an event', async () => {
      const created = await staff.events.create(eventInput({ title: 'Grading', price: null, booking_url: null }));
      expect(created).toMatchObject({
        title: 'Grading',
        price: null,
        booking_url: null,
        featured: false,
        date: `${dayFromToday(10)}T00:00:00.000Z`,
      });
      expect(created.id).toBeTruthy();

      const updated = await staff.events.update(
        created.id,
        eventInput({ title: 'Belt Grading', date: dayFromToday(12), price: 20 }),
      );
      expect(updated).toMatchObject({
        id: created.id,
        title: 'Belt Grading',
        price: 20,
        date: `${dayFromToday(12)}T00:00:00.000Z`,
      });
      expect(updated.updated_at).toBeTruthy();

      expect((await staff.events.setFeatured(created.id, true)).featured).toBe(true);
      expect((await visitor.events.getWithOthers(created.id))?.event.featured).toBe(true);
      expect((await staff.events.setFeatured(created.id, false)).featured).toBe(false);

      await staff.events.remove(created.id);
      expect(await visitor.events.getWithOthers(created.id)).toBeNull();
      expect(titles(await staff.events.listAll())).not.toContain('Belt Grading');
    });

    it('refuses an incomplete event with the form message', async () => {
      const error = await rejection(staff.events.create(eventInput({ title: '' })));
      expect(error.code).toBe('invalid');
      expect(error.message).toBe(messages.eventFormIncomplete);
    });

    it('refuses a time that is not a start and an optional end', async () => {
      const error = await rejection(staff.events.create(eventInput({ time: 'whenever' })));
      expect(error.code).toBe('invalid');
      expect(error.message).toBe(EVENT_TIME_MESSAGE);
    });

    it('refuses event changes from visitors', async () => {
      const error = await rejection(visitor.events.create(eventInput()));
      expect(['unauthenticated', 'forbidden']).toContain(error.code);
      await rejection(visitor.events.listAll());
    });
  });
}
