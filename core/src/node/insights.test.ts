import { describe, expect, it } from 'vitest';
import {
  asksNotToBeCounted,
  beaconLimiter,
  countBeacon,
  countedPath,
  dailyVisitorHash,
  parseBeacon,
  type BeaconRequest,
  type InsightsStore,
  type OnceCount,
} from './insights.ts';
import type { InsightCount, InsightTotal } from '../insights/insightsTotals.ts';
import { insightsKeepFrom, vitalBucket } from '../insights/insightsTotals.ts';

/** The storage port in memory, as the backends keep it: totals per day, seen hashes and salts per day. */
function memoryStore() {
  const salts = new Map<string, string>();
  const seen = new Set<string>();
  const totals = new Map<string, number>();
  let saltNumber = 0;
  const addCounts = (day: string, counts: readonly InsightCount[]) => {
    for (const count of counts) {
      const id = `${day}\t${count.metric}\t${count.key}`;
      totals.set(id, (totals.get(id) ?? 0) + (count.by ?? 1));
    }
  };
  const store: InsightsStore = {
    async salt(day) {
      const kept = salts.get(day);
      if (kept) return { salt: kept, fresh: false };
      salts.clear();
      const salt = `salt-${(saltNumber += 1)}`;
      salts.set(day, salt);
      return { salt, fresh: true };
    },
    async add(day, counts, once: readonly OnceCount[]) {
      addCounts(day, counts);
      for (const entry of once) {
        if (seen.has(`${day}\t${entry.seen}`)) continue;
        seen.add(`${day}\t${entry.seen}`);
        addCounts(day, entry.counts);
      }
    },
    async totals(from, to) {
      return [...totals]
        .map(([id, count]) => {
          const [day, metric, key] = id.split('\t') as [string, InsightTotal['metric'], string];
          return { day, metric, key, count };
        })
        .filter((row) => row.day >= from && row.day <= to);
    },
    async prune(today, keepFrom) {
      for (const id of seen) if (id.slice(0, 10) < today) seen.delete(id);
      for (const id of totals.keys()) if (id.slice(0, 10) < keepFrom) totals.delete(id);
    },
  };
  return { store, salts, seen, totals };
}

const count = (totals: Map<string, number>, day: string, metric: string, key = '') =>
  totals.get(`${day}\t${metric}\t${key}`) ?? 0;

function request(body: unknown, overrides: Partial<BeaconRequest> = {}): BeaconRequest {
  return {
    body,
    address: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (phone)',
    site: 'studio.example',
    doNotCount: false,
    now: new Date('2026-11-28T12:00:00Z'),
    ...overrides,
  };
}

const view = (p: string, extra: Record<string, unknown> = {}) => JSON.stringify({ t: 'view', p, w: 390, ...extra });

describe('the daily visitor hash', () => {
  it('is the same for one visitor on one day and differs with the salt, the address or the browser', () => {
    const hash = dailyVisitorHash('salt-a', 'studio.example', '203.0.113.7', 'UA');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(dailyVisitorHash('salt-a', 'Studio.Example', '203.0.113.7', 'UA')).toBe(hash);
    expect(dailyVisitorHash('salt-b', 'studio.example', '203.0.113.7', 'UA')).not.toBe(hash);
    expect(dailyVisitorHash('salt-a', 'studio.example', '203.0.113.8', 'UA')).not.toBe(hash);
    expect(dailyVisitorHash('salt-a', 'studio.example', '203.0.113.7', 'UA 2')).not.toBe(hash);
  });

  it('counts a visitor once a day, and again the next day under a new salt, whose day before is forgotten', async () => {
    const { store, salts, seen, totals } = memoryStore();
    const limiter = beaconLimiter(() => 0);
    await countBeacon(request(view('/')), store, limiter);
    await countBeacon(request(view('/timetable')), store, limiter);
    await countBeacon(request(view('/')), store, limiter);
    expect(count(totals, '2026-11-28', 'visitors')).toBe(1);
    expect(count(totals, '2026-11-28', 'views')).toBe(3);
    expect(count(totals, '2026-11-28', 'pageVisitors', '/')).toBe(1);
    expect(count(totals, '2026-11-28', 'page', '/')).toBe(2);
    expect(count(totals, '2026-11-28', 'device', 'phone')).toBe(1);

    const tomorrow = new Date('2026-11-29T09:00:00Z');
    await countBeacon(request(view('/'), { now: tomorrow }), store, limiter);
    expect(count(totals, '2026-11-29', 'visitors')).toBe(1);
    expect([...salts.keys()]).toEqual(['2026-11-29']);
    expect([...seen].every((id) => id.startsWith('2026-11-29'))).toBe(true);
  });

  it('keeps the UK day: 00:30 in British Summer Time is the new day', async () => {
    const { store, totals } = memoryStore();
    await countBeacon(request(view('/'), { now: new Date('2026-07-01T23:30:00Z') }), store, beaconLimiter());
    expect(count(totals, '2026-07-02', 'views')).toBe(1);
  });
});

describe('what is counted', () => {
  it('counts the referrer host without www., none for the site itself, and the campaign of the utm parameters', () => {
    const beacon = parseBeacon(
      view('/classes/boxing?utm_source=flyer&utm_campaign=spring&fbclid=x', { r: 'https://www.Google.com/search?q=x' }),
      'studio.example',
    );
    expect(beacon).toMatchObject({
      path: '/classes/boxing',
      referrer: 'google.com',
      campaign: 'flyer / (none) / spring',
      device: 'phone',
    });
    expect(parseBeacon(view('/', { r: 'https://studio.example/events' }), 'studio.example')?.referrer).toBeNull();
    expect(parseBeacon(view('/', { r: 'android-app://com.x' }), 'studio.example')?.referrer).toBeNull();
    expect(parseBeacon(view('/?utm_source=a%2Fb'), 'studio.example')?.campaign).toBe('a b / (none) / (none)');
  });

  it("names pages the site has, an event's page by its address, a booking's page without its token, the rest not found", () => {
    expect(countedPath('/')).toBe('/');
    expect(countedPath('/timetable/')).toBe('/timetable');
    expect(countedPath('/events/summer-grading')).toBe('/events/summer-grading');
    expect(countedPath('/trial/booking/secret-token-123')).toBe('/trial/booking');
    expect(countedPath('/wp-login.php')).toBe('(not found)');
    expect(countedPath('/admin/dashboard')).toBeNull();
    expect(parseBeacon(view('/classes/boxing', { nf: 1 }), 'studio.example')?.path).toBe('(not found)');
  });

  it('counts devices from the width', () => {
    const device = (w: number) => parseBeacon(JSON.stringify({ t: 'view', p: '/', w }), 's')?.device;
    expect([device(390), device(599), device(600), device(1023), device(1024)]).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
    ]);
  });

  it('counts a goal with the page it was sent from, and a trial with its class', async () => {
    const { store, totals } = memoryStore();
    const limiter = beaconLimiter();
    await countBeacon(
      request(JSON.stringify({ t: 'goal', p: '/classes/boxing', w: 390, g: 'contact' })),
      store,
      limiter,
    );
    await countBeacon(request(view('/trial', { g: 'trial', c: 'kids-classes' })), store, limiter);
    expect(count(totals, '2026-11-28', 'goal', 'contact')).toBe(1);
    expect(count(totals, '2026-11-28', 'goalPage', 'contact /classes/boxing')).toBe(1);
    expect(count(totals, '2026-11-28', 'goal', 'trial')).toBe(1);
    expect(count(totals, '2026-11-28', 'trialClass', 'kids-classes')).toBe(1);
    expect(count(totals, '2026-11-28', 'views')).toBe(1);
  });

  it("keeps real-user speed in buckets per route and device, every event's page as one route", async () => {
    const { store, totals } = memoryStore();
    const vitals = JSON.stringify({
      t: 'vitals',
      p: '/events/summer-grading',
      w: 1280,
      lcp: 2431.7,
      inp: 48,
      cls: 0.031,
    });
    await countBeacon(request(vitals), store, beaconLimiter());
    expect(count(totals, '2026-11-28', 'lcp', '/events/{event} desktop 2500')).toBe(1);
    expect(count(totals, '2026-11-28', 'inp', '/events/{event} desktop 50')).toBe(1);
    expect(count(totals, '2026-11-28', 'cls', '/events/{event} desktop 0.04')).toBe(1);
    expect(vitalBucket('lcp', 0)).toBe(100);
    expect(vitalBucket('lcp', 99_999)).toBe(10_000);
    expect(vitalBucket('cls', 0.1)).toBe(0.1);
  });
});

describe('what is not counted', () => {
  it('drops junk and stores nothing for it', async () => {
    const { store, totals, salts } = memoryStore();
    const junk = [
      'not json',
      '[]',
      JSON.stringify({ t: 'click', p: '/', w: 390 }),
      JSON.stringify({ t: 'view', p: 'https://evil.example/', w: 390 }),
      JSON.stringify({ t: 'view', p: '//evil.example/', w: 390 }),
      JSON.stringify({ t: 'view', p: '/', w: 0 }),
      JSON.stringify({ t: 'view', p: '/', w: '390' }),
      JSON.stringify({ t: 'view', p: `/${'a'.repeat(300)}`, w: 390 }),
      JSON.stringify({ t: 'view', p: '/', w: 390, g: 'hack' }),
      JSON.stringify({ t: 'goal', p: '/', w: 390 }),
      JSON.stringify({ t: 'vitals', p: '/', w: 390 }),
      JSON.stringify({ t: 'vitals', p: '/', w: 390, lcp: -1 }),
      JSON.stringify({ t: 'view', p: '/', w: 390, pad: 'x'.repeat(3000) }),
    ];
    for (const body of junk) expect(await countBeacon(request(body), store, beaconLimiter())).toBe('junk');
    expect(await countBeacon(request(view('/admin/content')), store, beaconLimiter())).toBe('junk');
    expect(totals.size).toBe(0);
    expect(salts.size).toBe(0);
  });

  it('does not read a request that asks not to be counted', async () => {
    const { store, totals } = memoryStore();
    expect(await countBeacon(request(view('/'), { doNotCount: true }), store, beaconLimiter())).toBe('not-counted');
    expect(totals.size).toBe(0);
    const headers = (values: Record<string, string>) => (name: string) => values[name];
    expect(asksNotToBeCounted(headers({ 'sec-gpc': '1' }))).toBe(true);
    expect(asksNotToBeCounted(headers({ dnt: '1' }))).toBe(true);
    expect(asksNotToBeCounted(headers({ dnt: '0' }))).toBe(false);
    expect(asksNotToBeCounted(headers({}))).toBe(false);
  });

  it('drops beacons over the per-address limit until the minute is over', async () => {
    let now = 0;
    const limiter = beaconLimiter(() => now, { maxBeacons: 3, windowMs: 60_000 });
    const { store, totals } = memoryStore();
    const outcomes = [];
    for (let sent = 0; sent < 5; sent += 1) outcomes.push(await countBeacon(request(view('/')), store, limiter));
    expect(outcomes).toEqual(['counted', 'counted', 'counted', 'limited', 'limited']);
    expect(await countBeacon(request(view('/'), { address: '198.51.100.1' }), store, limiter)).toBe('counted');
    now = 60_000;
    expect(await countBeacon(request(view('/')), store, limiter)).toBe('counted');
    expect(count(totals, '2026-11-28', 'views')).toBe(5);
  });
});

describe('retention', () => {
  it('keeps 25 months of totals, pruned on the first beacon of a day', async () => {
    expect(insightsKeepFrom('2026-11-28')).toBe('2024-10-28');
    expect(insightsKeepFrom('2026-03-31')).toBe('2024-02-29');
    const { store, totals } = memoryStore();
    await store.add('2024-10-27', [{ metric: 'views', key: '' }], []);
    await store.add('2024-10-28', [{ metric: 'views', key: '' }], []);
    await countBeacon(request(view('/')), store, beaconLimiter());
    expect(count(totals, '2024-10-27', 'views')).toBe(0);
    expect(count(totals, '2024-10-28', 'views')).toBe(1);
  });
});
