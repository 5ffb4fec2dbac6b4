import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trialMessages, type BookResult } from '@studio/core/trials/trials';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../../tests/lib/fakeClock.ts';
import { createContentStore } from '../content/contentStore.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { createRateLimits } from '../http/rateLimits.ts';
import { createOutbox } from '../mail/outbox.ts';
import { createTrials } from './trials.ts';

// The fake clock starts on Wednesday 25 November 2026, 08:30 UK time. Kickboxing's seed session-1 is Mondays
// 18:00-19:00 at Aintree with 3 trial places; boxing's session-1 is on Mondays too.
const MONDAY = 'kickboxing.session-1.2026-11-30';
const OTHER = 'boxing.session-1.2026-11-30';

let dir: string;
let db: Database;
let trials: ReturnType<typeof createTrials>;
let clock: ReturnType<typeof fakeClock>;
const silent = { info() {}, warn() {}, error() {} };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-trials-'));
  db = openDatabase(dir);
  clock = fakeClock();
  const content = createContentStore(db, { now: () => new Date(clock.now()) });
  trials = createTrials(db, {
    clock,
    outbox: createOutbox(db, { send: undefined, clock, log: silent }),
    content: () => content.site().content,
    mail: undefined,
    rateLimits: createRateLimits(db, Buffer.alloc(32, 3), clock.now),
    contactLimit: { maxMessages: 5, windowMs: 60 * 60 * 1000 },
    retentionDays: 365,
    log: silent,
  });
});
afterEach(() => {
  trials.stop();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const details = (n: number, session = MONDAY) => ({
  session,
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '0151 496 0000',
});

/** Every statement the database is given to run whole (BEGIN, SAVEPOINT, COMMIT ...), in order. */
function statements(): string[] {
  const seen: string[] = [];
  const exec = db.exec.bind(db);
  vi.spyOn(db, 'exec').mockImplementation((sql: string) => {
    seen.push(sql);
    exec(sql);
  });
  return seen;
}

const booked = () => Number((db.prepare('SELECT COUNT(*) AS n FROM trial_bookings').get() as { n: number }).n);

describe('booking a free trial', () => {
  it('writes the bookings that arrive together in one transaction with one commit, and answers each', async () => {
    const seen = statements();
    const answers = await Promise.all([1, 2, 3].map((n) => trials.book(details(n, OTHER), `198.51.100.${n}`)));
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true]);
    expect(seen.filter((sql) => sql === 'BEGIN IMMEDIATE')).toHaveLength(1);
    expect(seen.filter((sql) => sql === 'COMMIT')).toHaveLength(1);
    expect(booked()).toBe(3);
  });

  it('gives the last places to the first bookings of a batch and tells the others it has just filled up', async () => {
    // Kickboxing's Monday session has 3 places; 5 bookings arrive in the same turn.
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => trials.book(details(n), '198.51.100.1')));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(3);
    const refused = answers.filter((answer): answer is Extract<BookResult, { ok: false }> => !answer.ok);
    expect(refused.map((answer) => [answer.status, answer.errors.session])).toEqual([
      [409, trialMessages.sessionFull],
      [409, trialMessages.sessionFull],
    ]);
    expect(booked()).toBe(3);
  });

  it('counts each booking against the per-address limit in its own transaction, within the batch', async () => {
    const seen = statements();
    // The limit is 5 per address: the sixth booking from one address in the same batch is held back.
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => trials.book(details(n, n <= 3 ? MONDAY : OTHER), '198.51.100.1')),
    );
    expect(answers.map((answer) => (answer.ok ? 201 : answer.status))).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers[5]).toMatchObject({ errors: { form: trialMessages.rateLimited } });
    expect(seen.filter((sql) => sql === 'COMMIT')).toHaveLength(1);
  });

  it('counts an attempt once its session is bookable: booked or refused for its address, not full, not over the limit', async () => {
    const hits = () => Number((db.prepare('SELECT COUNT(*) AS n FROM rate_limit_hits').get() as { n: number }).n);
    const ip = '198.51.100.1';
    // Three places: three booked, then two told the session is full, which costs them nothing.
    await Promise.all([1, 2, 3, 4, 5].map((n) => trials.book(details(n), ip)));
    expect(hits()).toBe(3);
    // Refused for its address (already in that session): it tells something of an address, so it counts.
    expect(await trials.book(details(1, OTHER), ip)).toMatchObject({ ok: true });
    expect(await trials.book(details(1, OTHER), ip)).toMatchObject({ errors: { email: trialMessages.alreadyBooked } });
    expect(hits()).toBe(5);
    // Over the limit (5): asked to wait, and the refusal is not counted, so waiting is enough.
    expect(await trials.book(details(6, OTHER), ip)).toMatchObject({ status: 429 });
    expect(hits()).toBe(5);
  });

  it('counts a booking whose honeypot is filled against the per-address limit, as the contact form does', async () => {
    const hits = () => Number((db.prepare('SELECT COUNT(*) AS n FROM rate_limit_hits').get() as { n: number }).n);
    const ip = '198.51.100.1';
    const bot = { ...details(1), website: 'https://spam.example' };
    // Told what a booking for no session is told; counted, and nothing kept.
    for (let n = 0; n < 5; n += 1)
      expect(await trials.book(bot, ip)).toEqual({
        ok: false,
        status: 400,
        errors: { session: trialMessages.chooseSession },
      });
    expect(hits()).toBe(5);
    expect(booked()).toBe(0);
    expect(Number((db.prepare('SELECT COUNT(*) AS n FROM contact_submissions').get() as { n: number }).n)).toBe(0);
    // Over the limit (5), the bot and anyone at its address are asked to wait, and that is not counted.
    expect(await trials.book(bot, ip)).toMatchObject({ status: 429, errors: { form: trialMessages.rateLimited } });
    expect(await trials.book(details(2), ip)).toMatchObject({ status: 429 });
    expect(hits()).toBe(5);
  });

  it('takes back only the writes of a booking that fails in the middle of a batch', async () => {
    db.exec(`CREATE TRIGGER fail_one BEFORE INSERT ON trial_bookings WHEN NEW.name = 'Visitor 2'
             BEGIN SELECT RAISE(ABORT, 'the disk said no'); END`);
    const seen = statements();
    const answers = [1, 2, 3].map((n) => trials.book(details(n, OTHER), `198.51.100.${n}`));
    await expect(answers[1]).rejects.toThrow('the disk said no');
    const [first, , third] = await Promise.all([answers[0]!, answers[1]!.catch(() => null), answers[2]!]);
    expect(first.ok && third.ok).toBe(true);
    expect(seen.filter((sql) => sql === 'COMMIT')).toHaveLength(1);
    const names = db.prepare('SELECT name FROM trial_bookings ORDER BY name').all() as { name: string }[];
    expect(names.map((row) => row.name)).toEqual(['Visitor 1', 'Visitor 3']);
    // Its enquiry went with it; its per-address counter too, as part of the same savepoint.
    const enquiries = db.prepare('SELECT name FROM contact_submissions ORDER BY name').all() as { name: string }[];
    expect(enquiries.map((row) => row.name)).toEqual(['Visitor 1', 'Visitor 3']);
    expect(Number((db.prepare('SELECT COUNT(*) AS n FROM rate_limit_hits').get() as { n: number }).n)).toBe(2);
  });

  it('starts a new batch for bookings that arrive after a batch was written', async () => {
    const seen = statements();
    expect((await trials.book(details(1, OTHER), '198.51.100.1')).ok).toBe(true);
    expect((await trials.book(details(2, OTHER), '198.51.100.2')).ok).toBe(true);
    expect(seen.filter((sql) => sql === 'COMMIT')).toHaveLength(2);
  });

  it('answers bad input at once without writing anything', async () => {
    const seen = statements();
    const answer = await trials.book({ ...details(1), session: 'kickboxing.nope.2026-11-30' }, '198.51.100.1');
    expect(answer).toMatchObject({ ok: false, status: 400, errors: { session: trialMessages.chooseSession } });
    expect(seen).toEqual([]);
  });
});

describe('the retention sweep of free trial bookings', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const left = () =>
    (db.prepare('SELECT name FROM trial_bookings ORDER BY name').all() as { name: string }[]).map((row) => row.name);

  it('deletes, daily, the bookings made and held more than the retention period (365 days) ago', async () => {
    // Both made on 25 November 2026 for Monday 30 November; one cancelled since.
    expect((await trials.book(details(1), '198.51.100.1')).ok).toBe(true);
    const second = await trials.book(details(2, OTHER), '198.51.100.2');
    if (!second.ok) throw new Error('the second booking was refused');
    trials.cancelByToken(second.token);
    // A year after they were made, their session is not yet a year behind: kept.
    for (let day = 0; day < 366; day += 1) clock.advance(DAY_MS);
    expect(left()).toEqual(['Visitor 1', 'Visitor 2']);
    expect(trials.sweepOld()).toBe(0);
    // A year and a week on, both go, cancelled or not.
    for (let day = 0; day < 7; day += 1) clock.advance(DAY_MS);
    expect(left()).toEqual([]);
  });

  it('sweeps when the day comes round, and keeps the bookings made since', async () => {
    expect((await trials.book(details(1), '198.51.100.1')).ok).toBe(true);
    // Wednesday 8 December 2027: the booking's session is over a year behind.
    clock.advance(378 * DAY_MS);
    expect(left()).toEqual([]);
    expect((await trials.book(details(2, 'kickboxing.session-1.2027-12-13'), '198.51.100.2')).ok).toBe(true);
    expect(trials.sweepOld()).toBe(0);
    expect(left()).toEqual(['Visitor 2']);
  });
});
