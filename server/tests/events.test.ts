import { messages } from '@studio/core/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { createEvent, deleteEvent, featureEvent, updateEvent } from '@studio/core/events/eventChanges';
import { createEventStore } from '../src/events/eventStore.ts';
import { createSiteChanges } from '../src/site/siteChanges.ts';
import {
  Client,
  dayFromToday,
  eventInput,
  STAFF_EMAIL,
  staffClient,
  startTestServer,
  tempDir,
  type TestServer,
} from './testServer.ts';

let server: TestServer;
let staff: Client;
let visitor: Client;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  visitor = new Client(server.url);
});
afterAll(() => server?.destroy());

describe('events', () => {
  it('creates an event with server fields and lists upcoming events soonest first, without past ones', async () => {
    const later = await staff.post('/api/admin/events', eventInput({ title: 'Later', date: dayFromToday(20) }));
    expect(later.status).toBe(201);
    expect(later.body.event).toMatchObject({
      title: 'Later',
      date: `${dayFromToday(20)}T00:00:00.000Z`,
      price: 12.5,
      featured: false,
      updated_at: null,
    });
    expect(later.body.event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(later.body.event.created_at)).not.toBeNaN();
    await staff.post('/api/admin/events', eventInput({ title: 'Today', date: dayFromToday(0), featured: true }));
    await staff.post('/api/admin/events', eventInput({ title: 'Yesterday', date: dayFromToday(-1) }));

    const list = await visitor.get('/api/events');
    expect(list.status).toBe(200);
    expect(list.body.events.map((event: { title: string }) => event.title)).toEqual(['Today', 'Later']);
    expect(list.body.events[0].featured).toBe(true);
  });

  it('shows one event with at most three other upcoming events, never itself or past ones', async () => {
    for (const days of [3, 4, 5, 6])
      await staff.post('/api/admin/events', eventInput({ title: `In ${days}`, date: dayFromToday(days) }));
    const past = (await staff.post('/api/admin/events', eventInput({ title: 'Past', date: dayFromToday(-10) }))).body
      .event;
    const target = (await visitor.get('/api/events')).body.events[1];

    const detail = await visitor.get(`/api/events/${target.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.event.id).toBe(target.id);
    expect(detail.body.others).toHaveLength(3);
    expect(detail.body.others.map((event: { id: string }) => event.id)).not.toContain(target.id);
    expect(detail.body.others.map((event: { title: string }) => event.title)).toEqual(['Today', 'In 4', 'In 5']);

    const pastDetail = await visitor.get(`/api/events/${past.id}`);
    expect(pastDetail.status).toBe(200);
    expect(pastDetail.body.others.map((event: { title: string }) => event.title)).not.toContain('Past');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await visitor.get('/api/events/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: messages.eventNotFound });
    expect((await visitor.get('/api/events/..%2F..%2Fstudio.db')).status).toBe(404);
  });

  it('lists every event for staff, newest date first', async () => {
    const answer = await staff.get('/api/admin/events');
    expect(answer.status).toBe(200);
    const dates: string[] = answer.body.events.map((event: { date: string }) => event.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(answer.body.events.map((event: { title: string }) => event.title)).toContain('Past');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('updates an event, sets updated_at, and refreshes the public list', async () => {
    const created = (await staff.post('/api/admin/events', eventInput({ title: 'Before', date: dayFromToday(30) })))
      .body.event;
    const updated = await staff.put(
      `/api/admin/events/${created.id}`,
      eventInput({ title: 'After', date: dayFromToday(31), price: null, booking_url: null }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.event).toMatchObject({
      id: created.id,
      title: 'After',
      price: null,
      booking_url: null,
      date: `${dayFromToday(31)}T00:00:00.000Z`,
    });
    expect(updated.body.event.updated_at).not.toBeNull();
    const titles = (await visitor.get('/api/events')).body.events.map((event: { title: string }) => event.title);
    expect(titles).toContain('After');
    expect(titles).not.toContain('Before');
    expect((await staff.put('/api/admin/events/00000000-0000-4000-8000-000000000000', eventInput())).status).toBe(404);
  });

  it('toggles featured', async () => {
    const created = (await staff.post('/api/admin/events', eventInput({ title: 'Feature me' }))).body.event;
    const on = await staff.patch(`/api/admin/events/${created.id}/featured`, { featured: true });
    expect(on.status).toBe(200);
    expect(on.body.event.featured).toBe(true);
    expect(on.body.event.updated_at).not.toBeNull();
    const off = await staff.patch(`/api/admin/events/${created.id}/featured`, { featured: false });
    expect(off.body.event.featured).toBe(false);
    expect((await staff.patch(`/api/admin/events/${created.id}/featured`, { featured: 'yes' })).status).toBe(400);
    expect(
      (await staff.patch('/api/admin/events/00000000-0000-4000-8000-000000000000/featured', { featured: true })).status,
    ).toBe(404);
  });

  it('deletes an event', async () => {
    const created = (await staff.post('/api/admin/events', eventInput({ title: 'Delete me' }))).body.event;
    const answer = await staff.delete(`/api/admin/events/${created.id}`);
    expect(answer.status).toBe(204);
    expect((await visitor.get(`/api/events/${created.id}`)).status).toBe(404);
    expect((await staff.delete(`/api/admin/events/${created.id}`)).status).toBe(404);
  });

  it('refuses invalid events with the first problem and stores nothing', async () => {
    const before = (await staff.get('/api/admin/events')).body.events.length;
    const blank = await staff.post('/api/admin/events', eventInput({ title: '   ' }));
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: messages.eventFormIncomplete });
    expect((await staff.post('/api/admin/events', eventInput({ price: -1 }))).body).toEqual({
      error: 'Price cannot be negative',
    });
    expect((await staff.post('/api/admin/events', eventInput({ date: '2025-02-30' }))).status).toBe(400);
    expect((await staff.post('/api/admin/events', eventInput({ booking_url: 'javascript:alert(1)' }))).status).toBe(
      400,
    );
    expect((await staff.post('/api/admin/events', { ...eventInput(), extra: true })).status).toBe(400);
    const badJson = await staff.request('POST', '/api/admin/events', {
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ error: 'The request body is not valid JSON' });
    const notJson = await staff.request('POST', '/api/admin/events', {
      body: 'title=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    expect(typeof notJson.body.error).toBe('string');
    const huge = await staff.post('/api/admin/events', eventInput({ description: 'x'.repeat(1_000_000) }));
    expect(huge.status).toBe(413);
    expect((await staff.get('/api/admin/events')).body.events.length).toBe(before);
  });
});

describe('event store', () => {
  it('writes each change with its activity entry and tells the site after commit; a crash between leaves neither', async () => {
    const db = openDatabase(tempDir());
    const told: string[] = [];
    const siteChanges = createSiteChanges();
    siteChanges.listen((change) => told.push(change.what));
    const store = createEventStore(db, { siteChanges });
    const entries = () => db.prepare('SELECT actor, kind, item FROM activity').all();

    const changes = store.changesBy(STAFF_EMAIL);
    const created = await createEvent(changes, eventInput({ title: 'Fight Night' }));
    const event = created.status === 'saved' ? created.event : expect.unreachable();
    expect(entries()).toEqual([{ actor: STAFF_EMAIL, kind: 'event.created', item: 'Fight Night' }]);
    expect(told).toEqual(['events']);

    db.exec(`CREATE TRIGGER fail_log BEFORE INSERT ON activity BEGIN SELECT RAISE(ABORT, 'power cut'); END`);
    await expect(createEvent(changes, eventInput({ title: 'Lost' }))).rejects.toThrow('power cut');
    await expect(updateEvent(changes, event.id, eventInput({ title: 'Renamed' }))).rejects.toThrow('power cut');
    await expect(featureEvent(changes, event.id, true)).rejects.toThrow('power cut');
    await expect(deleteEvent(changes, event.id)).rejects.toThrow('power cut');
    expect(store.listAll().map((kept) => kept.title)).toEqual(['Fight Night']);
    expect(entries()).toHaveLength(1);
    // Nothing was committed, so the site was not told.
    expect(told).toEqual(['events']);
    db.close();
  });
});
