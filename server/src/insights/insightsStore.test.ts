import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beaconLimiter, countBeacon, type BeaconRequest } from '@studio/core/node/insights';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { createInsightsStore, type SqliteInsightsStore } from './insightsStore.ts';

// The SQLite store under core's counting use case: what each day keeps, and when the day gone's salt and hashes go.
let dir: string;
let db: Database;
let store: SqliteInsightsStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-insights-'));
  db = openDatabase(dir);
  store = createInsightsStore(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const days = (table: string) =>
  (db.prepare(`SELECT DISTINCT day FROM ${table} ORDER BY day`).all() as { day: string }[]).map((row) => row.day);
const count = (day: string, metric: string, key = '') =>
  (
    db.prepare('SELECT count FROM insights_totals WHERE day = ? AND metric = ? AND key = ?').get(day, metric, key) as
      { count: number } | undefined
  )?.count ?? 0;

const limiter = beaconLimiter(() => 0);
const view = (at: string, address = '198.51.100.7', path = '/'): BeaconRequest => ({
  body: JSON.stringify({ t: 'view', p: path, w: 390 }),
  address,
  userAgent: 'Firefox',
  site: 'studio.example',
  doNotCount: false,
  now: new Date(at),
});

describe('the SQLite insights store', () => {
  it('counts a visitor and a page once a day however many views, and again the next day under a new salt', async () => {
    await Promise.all([
      countBeacon(view('2026-11-25T09:00:00Z'), store, limiter),
      countBeacon(view('2026-11-25T09:01:00Z'), store, limiter),
      countBeacon(view('2026-11-25T09:02:00Z', undefined, '/timetable'), store, limiter),
    ]);
    expect([count('2026-11-25', 'views'), count('2026-11-25', 'visitors')]).toEqual([3, 1]);
    expect([count('2026-11-25', 'page', '/'), count('2026-11-25', 'pageVisitors', '/')]).toEqual([2, 1]);
    const first = (await store.salt('2026-11-25')).salt;

    await countBeacon(view('2026-11-26T09:00:00Z'), store, limiter);
    expect(count('2026-11-26', 'visitors')).toBe(1);
    expect((await store.salt('2026-11-26')).salt).not.toBe(first);
    expect((await store.totals('2026-11-25', '2026-11-26')).map((row) => `${row.day} ${row.metric}`)).toContain(
      '2026-11-25 visitors',
    );
  });

  it("the new day's first beacon leaves no salt or hash of the day before, even one still waiting to be written", async () => {
    await countBeacon(view('2026-11-25T23:59:00Z'), store, limiter);
    // One more of the day before, and the new day's first, close enough to share a batch: the first is written
    // before the new day's pruning, so its hash goes too.
    const late = countBeacon(view('2026-11-25T23:59:59Z', '198.51.100.8'), store, limiter);
    const next = countBeacon(view('2026-11-26T00:00:01Z', '198.51.100.9'), store, limiter);
    await Promise.all([late, next]);
    expect(days('insights_salts')).toEqual(['2026-11-26']);
    expect(days('insights_seen')).toEqual(['2026-11-26']);
    expect(count('2026-11-25', 'visitors')).toBe(2);
  });

  it("a quiet day after a busy one: the sweep deletes the day gone's salt and hashes, and totals past 25 months", async () => {
    // Kept from 2024-10-26 on 2026-11-26.
    db.prepare("INSERT INTO insights_totals (day, metric, key, count) VALUES ('2024-10-25', 'views', '', 5)").run();
    db.prepare("INSERT INTO insights_totals (day, metric, key, count) VALUES ('2024-10-26', 'views', '', 6)").run();
    await countBeacon(view('2026-11-25T12:00:00Z'), store, limiter);
    await store.sweep('2026-11-25');
    expect(days('insights_seen')).toEqual(['2026-11-25']);

    await store.sweep('2026-11-26');
    expect(days('insights_salts')).toEqual([]);
    expect(days('insights_seen')).toEqual([]);
    expect(days('insights_totals')).toEqual(['2024-10-26', '2026-11-25']);
    // The next beacon makes the day's salt afresh.
    await countBeacon(view('2026-11-26T08:00:00Z'), store, limiter);
    expect(days('insights_salts')).toEqual(['2026-11-26']);
  });

  it('writes what is waiting when flushed, at once', async () => {
    const added = store.add('2026-11-25', [{ metric: 'views', key: '' }], []);
    expect(count('2026-11-25', 'views')).toBe(0);
    store.flush();
    expect(count('2026-11-25', 'views')).toBe(1);
    await added;
  });
});
