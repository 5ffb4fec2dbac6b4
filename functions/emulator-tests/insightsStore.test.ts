import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@studio/core/firebase/firebaseLayout';
import { beaconLimiter, countBeacon } from '@studio/core/node/insights';
import type { InsightTotal } from '@studio/core/insights/insightsTotals';
import { adminFirestore } from '../src/adminApp.ts';
import { firestoreInsights, INSIGHT_SHARDS } from '../src/insights/firestoreInsights.ts';

// Studio insights' storage on Firestore (what the `insights` function runs), against the emulator in a project of its
// own, on days and clocks the tests give.
const projectId = 'demo-studio-insights-store';
process.env.GCLOUD_PROJECT = projectId;
const db = () => adminFirestore();
const store = () => firestoreInsights(db());

afterAll(async () => {
  await db().terminate();
});

beforeEach(async () => {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  expect(response.ok).toBe(true);
});

const ids = async (name: string) => (await db().collection(name).get()).docs.map((stored) => stored.id).sort();
const count = (rows: InsightTotal[], metric: string, key = '') =>
  rows.filter((row) => row.metric === metric && row.key === key).reduce((sum, row) => sum + row.count, 0);
const visitor = (hash: string) => ({ seen: hash, counts: [{ metric: 'visitors' as const, key: '' }] });

describe('insights on Firestore', { timeout: 120_000 }, () => {
  it("adds to the day's totals, counting each once-count only the first time its hash is seen", async () => {
    const insights = store();
    for (let n = 0; n < 12; n += 1) {
      await insights.add(
        '2026-03-02',
        [
          { metric: 'views', key: '' },
          { metric: 'page', key: '/classes/boxing' },
          { metric: 'referrer', key: 'news.example.co.uk' },
          { metric: 'campaign', key: 'spring flyer / print.run / (none)' },
        ],
        [visitor(n < 8 ? 'sam' : 'lee')],
      );
    }
    await insights.add('2026-03-02', [{ metric: 'goal', key: 'contact' }], []);
    const rows = await insights.totals('2026-03-01', '2026-03-03');
    expect(count(rows, 'views')).toBe(12);
    expect(count(rows, 'visitors')).toBe(2);
    expect(count(rows, 'page', '/classes/boxing')).toBe(12);
    // Keys with dots, slashes and spaces come back as they went in.
    expect(count(rows, 'referrer', 'news.example.co.uk')).toBe(12);
    expect(count(rows, 'campaign', 'spring flyer / print.run / (none)')).toBe(12);
    expect(count(rows, 'goal', 'contact')).toBe(1);
    // One row per counter of a day, however many shards it was spread over.
    expect(rows.filter((row) => row.metric === 'views')).toHaveLength(1);
    const shards = await ids(COLLECTIONS.insightTotals);
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBeLessThanOrEqual(INSIGHT_SHARDS);
    expect(shards.every((id) => /^2026-03-02_\d+$/.test(id))).toBe(true);
    expect(await ids(COLLECTIONS.insightSeen)).toEqual(['2026-03-02_lee', '2026-03-02_sam']);
    expect(await insights.totals('2026-03-03', '2026-03-04')).toEqual([]);
  });

  it('counts a visitor once when many of their beacons arrive at the same moment', async () => {
    const insights = store();
    await Promise.all(
      Array.from({ length: 5 }, () => insights.add('2026-03-02', [{ metric: 'views', key: '' }], [visitor('sam')])),
    );
    const rows = await insights.totals('2026-03-02', '2026-03-02');
    expect([count(rows, 'views'), count(rows, 'visitors')]).toEqual([5, 1]);
  });

  it("makes a day's salt once, keeps it for the day, and deletes the days before when the next day's is made", async () => {
    const first = await store().salt('2026-03-02');
    expect(first.fresh).toBe(true);
    // Another instance reads the same salt.
    expect(await store().salt('2026-03-02')).toEqual({ salt: first.salt, fresh: false });
    const next = await store().salt('2026-03-03');
    expect(next.fresh).toBe(true);
    expect(next.salt).not.toBe(first.salt);
    expect(await ids(COLLECTIONS.insightSalts)).toEqual(['2026-03-03']);
    // A beacon of a day already over gets a salt of its own, and the day's salt does not come back.
    const late = await store().salt('2026-03-02');
    expect(late.fresh).toBe(false);
    expect(late.salt).not.toBe(first.salt);
    expect(await ids(COLLECTIONS.insightSalts)).toEqual(['2026-03-03']);
  });

  it("prunes: the hashes of the days gone, the days' shards folded into one document each, totals past keeping", async () => {
    const insights = store();
    for (const day of ['2024-01-31', '2024-02-01', '2026-03-01', '2026-03-02']) {
      for (let n = 0; n < 6; n += 1) {
        await insights.add(day, [{ metric: 'views', key: '' }], [visitor(`v${n % 2}`)]);
      }
    }
    await insights.prune('2026-03-02', '2024-02-01');
    expect(await ids(COLLECTIONS.insightSeen)).toEqual(['2026-03-02_v0', '2026-03-02_v1']);
    const folded = (await db().collection(COLLECTIONS.insightDays).get()).docs.map((day) => day.get('day'));
    expect(folded.sort()).toEqual(['2024-02-01', '2026-03-01']);
    const live = (await db().collection(COLLECTIONS.insightTotals).get()).docs.map((shard) => shard.get('day'));
    expect(new Set(live)).toEqual(new Set(['2026-03-02']));
    const rows = await insights.totals('2024-01-01', '2026-03-02');
    expect(rows.filter((row) => row.metric === 'views')).toEqual([
      { day: '2024-02-01', metric: 'views', key: '', count: 6 },
      { day: '2026-03-01', metric: 'views', key: '', count: 6 },
      { day: '2026-03-02', metric: 'views', key: '', count: 6 },
    ]);
    expect(count(rows, 'visitors')).toBe(6);
    // A beacon of the day before, counted after its fold, is folded the next time and nothing is lost.
    await insights.add('2026-03-01', [{ metric: 'views', key: '' }], []);
    await insights.prune('2026-03-02', '2024-02-01');
    expect(count(await insights.totals('2026-03-01', '2026-03-01'), 'views')).toBe(7);
  });

  it('counts beacons over two days: a visitor once a day, and the day gone leaves only its totals', async () => {
    let now = new Date('2026-03-02T09:00:00Z');
    const limiter = beaconLimiter(() => now.getTime());
    const insights = store();
    const beacon = (path: string, userAgent = 'Phone browser') =>
      countBeacon(
        {
          body: JSON.stringify({ t: 'view', p: path, w: 390 }),
          address: '203.0.113.7',
          userAgent,
          site: 'studio.example',
          doNotCount: false,
          now,
        },
        insights,
        limiter,
      );
    expect(await beacon('/')).toBe('counted');
    await beacon('/classes/boxing');
    await beacon('/');
    await beacon('/', 'Desktop browser');
    now = new Date('2026-03-03T09:00:00Z');
    await beacon('/');
    expect(await ids(COLLECTIONS.insightSalts)).toEqual(['2026-03-03']);
    expect((await ids(COLLECTIONS.insightSeen)).every((id) => id.startsWith('2026-03-03_'))).toBe(true);
    const rows = await insights.totals('2026-03-02', '2026-03-03');
    const on = (day: string) => rows.filter((row) => row.day === day);
    expect([count(on('2026-03-02'), 'views'), count(on('2026-03-02'), 'visitors')]).toEqual([4, 2]);
    expect(count(on('2026-03-02'), 'pageVisitors', '/')).toBe(2);
    expect(count(on('2026-03-02'), 'device', 'phone')).toBe(2);
    expect([count(on('2026-03-03'), 'views'), count(on('2026-03-03'), 'visitors')]).toEqual([1, 1]);
  });

  it("the nightly sweep deletes the day gone's salt and hashes though no beacon came", async () => {
    const insights = store();
    await insights.salt('2026-03-02');
    await insights.add('2026-03-02', [{ metric: 'views', key: '' }], [visitor('sam')]);
    await store().sweep('2026-03-03', '2024-02-03');
    expect(await ids(COLLECTIONS.insightSalts)).toEqual([]);
    expect(await ids(COLLECTIONS.insightSeen)).toEqual([]);
    expect(count(await insights.totals('2026-03-02', '2026-03-02'), 'visitors')).toBe(1);
  });
});
