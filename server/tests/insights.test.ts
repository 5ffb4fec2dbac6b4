import { INSIGHTS_LIMIT, MAX_BEACON_BYTES } from '@studio/core/node/insights';
import type { InsightBeacon } from '@studio/core/insights/insightsBeacon';
import { insightsMessages, type InsightsReport } from '@studio/core/insights/insightsReport';
import { staffMessages } from '@studio/core/staff/staff';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClock } from './lib/fakeClock.ts';
import { Client, staffClient, startTestServer, tempDir, type TestServer } from './testServer.ts';

// Studio insights on the self-hosted server: POST /api/insights counts beacons into daily totals (core's
// countBeacon on the SQLite store), and staff read the report. The fake clock starts on Wednesday 25 November 2026,
// 08:30 UK time.
const DAY_1 = '2026-11-25';
const DAY_2 = '2026-11-26';
const DAY_MS = 24 * 3600 * 1000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup() {
  const clock = fakeClock();
  // Behind one proxy on loopback, as the README sets the server up: X-Forwarded-For names each visitor's address.
  const server = await startTestServer({ TRUST_PROXY: 'loopback' }, tempDir(), { clock });
  cleanups.push(() => server.destroy());
  return { server, clock };
}

interface Sender {
  address: string;
  userAgent: string;
}

/** Sends one beacon as a browser's sendBeacon does (a string, so text/plain) and checks the answer every sender gets. */
async function send(
  server: TestServer,
  from: Sender,
  body: InsightBeacon | string,
  headers: Record<string, string> = {},
): Promise<void> {
  const response = await fetch(`${server.url}/api/insights`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': from.address,
      'user-agent': from.userAgent,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(response.status).toBe(204);
  expect(await response.text()).toBe('');
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(response.headers.get('cache-control')).toBe('no-store');
}

/** Every stored row of the insights tables. */
function stored(server: TestServer) {
  const all = (sql: string) => server.db.prepare(sql).all() as Record<string, unknown>[];
  return {
    totals: all('SELECT day, metric, key, count FROM insights_totals ORDER BY day, metric, key'),
    seenDays: all('SELECT DISTINCT day FROM insights_seen').map((row) => row.day),
    saltDays: all('SELECT day FROM insights_salts').map((row) => row.day),
  };
}

function total(server: TestServer, day: string, metric: string, key = ''): number {
  const row = server.db
    .prepare('SELECT count FROM insights_totals WHERE day = ? AND metric = ? AND key = ?')
    .get(day, metric, key) as { count: number } | undefined;
  return row?.count ?? 0;
}

async function report(client: Client, query: string): Promise<InsightsReport> {
  const answer = await client.get(`/api/admin/insights${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.report;
}

const visitors: Sender[] = Array.from({ length: 100 }, (_, i) => ({
  address: `198.51.100.${i + 1}`,
  userAgent: `Mozilla/5.0 (Visitor ${i}) Gecko/20100101 Firefox/140.0`,
}));
/** 50 phones, 30 tablets, 20 desktops. */
const widthOf = (i: number) => (i < 50 ? 390 : i < 80 ? 820 : 1440);

/** Five beacons of each visitor on the first day: four page views and a goal or a speed sample. */
function firstDay(i: number, site: string): InsightBeacon[] {
  const w = widthOf(i);
  return [
    { t: 'view', p: '/', r: 'https://www.google.com/search?q=kickboxing', w },
    { t: 'view', p: '/classes/kickboxing?utm_source=news&utm_medium=email&utm_campaign=spring&fbclid=x', w },
    { t: 'view', p: '/timetable', r: `${site}/`, w },
    { t: 'view', p: '/', w },
    i % 10 === 0
      ? { t: 'goal', g: 'contact', p: '/classes/kickboxing', w }
      : i % 10 === 1
        ? { t: 'goal', g: 'phone', p: '/', w }
        : { t: 'vitals', p: '/', lcp: 1800, w },
  ];
}

/** Five beacons of each visitor on the second day: a trial booked by every tenth, a 404, a speed sample. */
function secondDay(i: number): InsightBeacon[] {
  const w = widthOf(i);
  return [
    { t: 'view', p: '/events', r: 'https://facebook.com/studio', w },
    { t: 'view', p: '/classes/kickboxing', w },
    i % 10 === 0
      ? { t: 'view', p: `/trial/booking/token-of-${i}`, g: 'trial', c: 'kickboxing', w }
      : { t: 'view', p: '/timetable', w },
    { t: 'view', p: '/no-such-page', nf: 1, w },
    { t: 'vitals', p: '/classes/kickboxing', inp: 120, w },
  ];
}

/** Each visitor's beacons in order, the visitors side by side, as a day's traffic comes. */
async function sendAll(server: TestServer, beaconsOf: (i: number) => InsightBeacon[]) {
  await Promise.all(
    visitors.map(async (visitor, i) => {
      for (const beacon of beaconsOf(i)) await send(server, visitor, beacon);
    }),
  );
  await server.insights.idle();
}

describe('counting beacons', () => {
  it('1,000 beacons from 100 visitors over two days fold into the right daily totals', async () => {
    const { server, clock } = await setup();
    await sendAll(server, (i) => firstDay(i, server.url));
    const day1 = (metric: string, key = '') => total(server, DAY_1, metric, key);
    expect(day1('visitors')).toBe(100);
    expect(day1('views')).toBe(400);
    expect([day1('page', '/'), day1('pageVisitors', '/')]).toEqual([200, 100]);
    expect([day1('page', '/classes/kickboxing'), day1('pageVisitors', '/classes/kickboxing')]).toEqual([100, 100]);
    expect([day1('page', '/timetable'), day1('pageVisitors', '/timetable')]).toEqual([100, 100]);
    // The site's own pages are no referrer; utm parameters only, others dropped.
    expect(stored(server).totals.filter((row) => row.metric === 'referrer')).toEqual([
      { day: DAY_1, metric: 'referrer', key: 'google.com', count: 100 },
    ]);
    expect(day1('campaign', 'news / email / spring')).toBe(100);
    expect([day1('device', 'phone'), day1('device', 'tablet'), day1('device', 'desktop')]).toEqual([50, 30, 20]);
    expect([day1('goal', 'contact'), day1('goalPage', 'contact /classes/kickboxing'), day1('goal', 'phone')]).toEqual([
      10, 10, 10,
    ]);
    expect(day1('lcp', '/ phone 1800') + day1('lcp', '/ tablet 1800') + day1('lcp', '/ desktop 1800')).toBe(80);
    expect(stored(server).seenDays).toEqual([DAY_1]);

    clock.advance(DAY_MS);
    // Past midnight, the minute's sweep deletes the day gone's salt and visitor hashes, beacon or not.
    await vi.waitFor(() => expect(stored(server)).toMatchObject({ saltDays: [], seenDays: [] }));
    // The new day's first beacon makes the day's salt; nothing of the day before but its totals.
    await send(server, visitors[0]!, secondDay(0)[0]!);
    await server.insights.idle();
    expect(stored(server).saltDays).toEqual([DAY_2]);
    expect(stored(server).seenDays).toEqual([DAY_2]);
    expect(day1('visitors')).toBe(100);
    await sendAll(server, (i) => secondDay(i).slice(i === 0 ? 1 : 0));

    const day2 = (metric: string, key = '') => total(server, DAY_2, metric, key);
    // The same 100 people, counted again on their second day: the salt is new.
    expect(day2('visitors')).toBe(100);
    expect(day2('views')).toBe(400);
    expect([day2('page', '/trial/booking'), day2('pageVisitors', '/trial/booking')]).toEqual([10, 10]);
    expect([day2('page', '(not found)'), day2('page', '/timetable')]).toEqual([100, 90]);
    expect([day2('goal', 'trial'), day2('trialClass', 'kickboxing'), day2('goalPage', 'trial /trial/booking')]).toEqual(
      [10, 10, 10],
    );
    expect(day2('referrer', 'facebook.com')).toBe(100);
    expect(day2('campaign', 'news / email / spring')).toBe(0);
    expect(day2('inp', '/classes/kickboxing phone 120')).toBe(50);

    const owner = await staffClient(server);
    const both = await report(owner, `?from=${DAY_1}&to=${DAY_2}`);
    expect(both.daily).toEqual([
      { day: DAY_1, visitors: 100, pageViews: 400 },
      { day: DAY_2, visitors: 100, pageViews: 400 },
    ]);
    expect(both.visitors.value).toBe(200);
    expect(both.pageViews.value).toBe(800);
    expect(both.enquiries.value).toBe(10);
    expect(both.trials.value).toBe(10);
    expect(both.devices).toEqual([
      { device: 'phone', visitors: 100 },
      { device: 'tablet', visitors: 60 },
      { device: 'desktop', visitors: 40 },
    ]);
    expect(both.referrers).toEqual([
      { host: 'facebook.com', pageViews: 100 },
      { host: 'google.com', pageViews: 100 },
    ]);
    expect(both.campaigns).toEqual([{ campaign: 'news / email / spring', pageViews: 100 }]);
    expect(both.funnel.find((row) => row.classSlug === 'kickboxing')).toMatchObject({
      visitors: 200,
      trials: 10,
      enquiries: 10,
    });
    const week = await report(owner, '?period=7d');
    expect(week.range).toMatchObject({ from: '2026-11-20', to: DAY_2 });
    expect(week.pageViews).toEqual({ value: 800, previous: 0, change: null });
  });

  it('does not count Global Privacy Control, Do Not Track, signed-in staff or another site', async () => {
    const { server } = await setup();
    const visitor = visitors[0]!;
    const view: InsightBeacon = { t: 'view', p: '/', w: 390 };
    await send(server, visitor, view, { 'sec-gpc': '1' });
    await send(server, visitor, view, { dnt: '1' });
    await send(server, visitor, view, { origin: 'https://elsewhere.example' });
    const staff = await staffClient(server);
    await send(server, visitor, view, { cookie: staff.cookie });
    await server.insights.idle();
    expect(stored(server)).toEqual({ totals: [], seenDays: [], saltDays: [] });
    // The staff session was only looked at, not ended.
    expect((await staff.get('/api/auth/session')).body.user).not.toBeNull();

    // The same visitor without them, from this site's page, is counted.
    await send(server, visitor, view, { origin: server.url, 'sec-gpc': '0' });
    await server.insights.idle();
    expect(total(server, DAY_1, 'views')).toBe(1);
  });

  it('drops junk and stores nothing of it, answering 204 all the same', async () => {
    const { server } = await setup();
    const visitor = visitors[0]!;
    const junk: string[] = [
      '{"t":"view","p":"/"',
      'not json at all',
      JSON.stringify({ t: 'click', p: '/', w: 390 }),
      JSON.stringify({ t: 'view', p: '/admin/insights', w: 390 }),
      JSON.stringify({ t: 'view', p: '/admin', w: 390 }),
      JSON.stringify({ t: 'view', p: '/', w: 0 }),
      JSON.stringify({ t: 'view', p: `/${'a'.repeat(200)}`, w: 390 }),
      JSON.stringify({ t: 'view', p: '//elsewhere.example/', w: 390 }),
      JSON.stringify({ t: 'goal', p: '/', w: 390 }),
      JSON.stringify({ t: 'vitals', p: '/', w: 390 }),
      JSON.stringify([{ t: 'view', p: '/', w: 390 }]),
      JSON.stringify({ t: 'view', p: '/', w: 390, r: 'x'.repeat(MAX_BEACON_BYTES) }),
      '',
    ];
    for (const body of junk) await send(server, visitor, body);
    // A valid beacon in another type than text/plain or JSON, and in a body far past the limit.
    const view = JSON.stringify({ t: 'view', p: '/', w: 390 });
    await send(server, visitor, view, { 'content-type': 'application/x-www-form-urlencoded' });
    await send(server, visitor, view, { 'content-type': 'multipart/form-data; boundary=x' });
    await send(server, visitor, `${view}${' '.repeat(200_000)}`);
    await server.insights.idle();
    expect(stored(server)).toEqual({ totals: [], seenDays: [], saltDays: [] });

    // JSON as application/json is taken too.
    await send(server, visitor, view, { 'content-type': 'application/json' });
    await server.insights.idle();
    expect(total(server, DAY_1, 'views')).toBe(1);
  });

  it("holds each address to core's limit and drops the excess; another address is not held back", async () => {
    const { server, clock } = await setup();
    const [busy, other] = [visitors[0]!, visitors[1]!];
    const view: InsightBeacon = { t: 'view', p: '/', w: 390 };
    for (let n = 0; n < INSIGHTS_LIMIT.maxBeacons + 30; n += 1) await send(server, busy, view);
    await send(server, other, view);
    await server.insights.idle();
    expect(total(server, DAY_1, 'views')).toBe(INSIGHTS_LIMIT.maxBeacons + 1);
    expect(total(server, DAY_1, 'visitors')).toBe(2);

    clock.advance(INSIGHTS_LIMIT.windowMs);
    await send(server, busy, view);
    await server.insights.idle();
    expect(total(server, DAY_1, 'views')).toBe(INSIGHTS_LIMIT.maxBeacons + 2);
  });
});

describe('the Insights report and who may see it', () => {
  it('Owners always; Staff while an Owner lets them; a bad custom period is refused with its reason', async () => {
    const { server } = await setup();
    const owner = await staffClient(server);
    const email = 'front.desk@example.com';
    expect(
      (await owner.post('/api/admin/staff', { email, role: 'staff', password: 'first password for you' })).status,
    ).toBe(201);
    const member = new Client(server.url);
    expect((await member.signIn(email, 'first password for you')).status).toBe(200);
    const changed = await member.post('/api/account/password', {
      current_password: 'first password for you',
      new_password: 'tiger crane mantis snake',
    });
    expect(changed.status).toBe(204);

    const empty = await report(owner, '?period=30d');
    expect(empty.daily).toHaveLength(30);
    expect(empty.visitors).toEqual({ value: 0, previous: 0, change: null });
    expect((await report(owner, '?period=12m')).range.from).toBe('2025-11-26');
    expect((await member.get('/api/admin/insights/settings')).body).toEqual({ settings: { staffCanSee: true } });
    expect((await member.get('/api/admin/insights?period=7d')).status).toBe(200);

    const off = await owner.put('/api/admin/insights/settings', { staffCanSee: false });
    expect(off.body).toEqual({ settings: { staffCanSee: false } });
    const refused = await member.get('/api/admin/insights?period=7d');
    expect([refused.status, refused.body.error]).toEqual([403, staffMessages.ownersOnly]);
    expect((await member.get('/api/admin/insights/settings')).body).toEqual({ settings: { staffCanSee: false } });
    expect((await member.put('/api/admin/insights/settings', { staffCanSee: true })).status).toBe(403);
    expect((await owner.get('/api/admin/insights?period=7d')).status).toBe(200);
    const [entry] = (await owner.get('/api/admin/activity?kind=insights.settings')).body.entries;
    expect(entry).toMatchObject({ actor: 'coach@example.com', detail: 'Staff see Insights: off' });

    for (const [query, message] of [
      ['?from=2026-11-20&to=2026-11-31', insightsMessages.badDay],
      ['?from=2026-11-24&to=2026-11-20', insightsMessages.fromAfterTo],
      ['?from=2026-11-20&to=2026-11-26', insightsMessages.future],
      ['?from=2024-01-01&to=2026-11-20', insightsMessages.tooOld],
      ['?from=2026-11-20', insightsMessages.badDay],
    ]) {
      const answer = await owner.get(`/api/admin/insights${query}`);
      expect([answer.status, answer.body.error], query).toEqual([400, message]);
    }
    expect((await owner.get('/api/admin/insights?period=1y')).status).toBe(400);
    expect((await owner.put('/api/admin/insights/settings', { staffCanSee: 'yes' })).status).toBe(400);
    expect((await owner.put('/api/admin/insights/settings', { staffCanSee: true, more: 1 })).status).toBe(400);
    expect((await owner.put('/api/admin/insights/settings', { staffCanSee: true })).body.settings.staffCanSee).toBe(
      true,
    );
    expect((await member.get('/api/admin/insights?period=7d')).status).toBe(200);

    const visitor = new Client(server.url);
    expect((await visitor.get('/api/admin/insights?period=7d')).status).toBe(401);
    expect((await visitor.get('/api/admin/insights/settings')).status).toBe(401);
    // Owners' writes need this site's Origin, as every staff write does.
    const crossSite = new Client(server.url, 'https://elsewhere.example');
    crossSite.cookie = owner.cookie;
    expect((await crossSite.put('/api/admin/insights/settings', { staffCanSee: false })).status).toBe(403);
  });
});
