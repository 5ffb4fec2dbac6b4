import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@studio/core/firebase/firebaseLayout';
import { INSIGHTS_LIMIT, MAX_BEACON_BYTES } from '@studio/core/node/insights';
import { INSIGHTS_ENDPOINT } from '@studio/core/insights/insightsBeacon';
import { insightsMessages } from '@studio/core/insights/insightsReport';
import type { InsightTotal } from '@studio/core/insights/insightsTotals';
import type { Backend } from '../../web/src/backend/port.ts';
import { createFirebaseBackend } from '../../web/src/backend/firebase/firebaseBackend.ts';
import { firestoreInsights } from '../src/insights/firestoreInsights.ts';
import { adminApp, clearFirestore, emulatorSettings, functionsPort } from './emulators.ts';

// Studio insights on the emulators as deployed: beacons POSTed to /api/insights through the Hosting emulator, which
// hands them to the `insights` function, counted in Firestore; then the Insights page's reads through the firebase
// adapter, as the rules allow them. Nothing stands in front of the emulators to append an address (ADR 026), so
// every beacon here is from one address, the connection's, whatever headers it sends: visitors differ by browser.
const hostingPort = process.env.STUDIO_HOSTING_EMULATOR_PORT;
const endpoint = `http://127.0.0.1:${hostingPort}${INSIGHTS_ENDPOINT}`;

const view = (path: string, more: Record<string, unknown> = {}) => ({ t: 'view', p: path, w: 390, ...more });

/** Sends a beacon as `navigator.sendBeacon` does (text), and checks the answer every beacon gets. */
async function send(body: unknown, userAgent = 'Phone browser', headers: Record<string, string> = {}) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(await response.text()).toBe('');
}

const insightsStore = () => firestoreInsights(getFirestore(adminApp()));
const totals = () => insightsStore().totals('2000-01-01', '2999-12-31');
const count = (rows: InsightTotal[], metric: string, key = '') =>
  rows.filter((row) => row.metric === metric && row.key === key).reduce((sum, row) => sum + row.count, 0);

/** Every document of studio insights' collections but the settings, as stored. */
async function storedInsights(): Promise<{ collection: string; id: string; data: unknown }[]> {
  const names = [COLLECTIONS.insightTotals, COLLECTIONS.insightDays, COLLECTIONS.insightSalts, COLLECTIONS.insightSeen];
  const found = await Promise.all(names.map((name) => getFirestore(adminApp()).collection(name).get()));
  return found.flatMap((snapshot, index) =>
    snapshot.docs.map((stored) => ({ collection: names[index]!, id: stored.id, data: stored.data() })),
  );
}

/** The headers a visitor writes to pass for someone else, a different address each time. */
const spoofed = (n: number) => ({
  'x-forwarded-for': `198.51.100.${n % 250}, 203.0.113.${n % 250}`,
  forwarded: `for=198.51.100.${n % 250};proto=https`,
  'fastly-client-ip': `203.0.113.${n % 250}`,
});

beforeEach(clearFirestore);
afterAll(clearFirestore);

describe.skipIf(!functionsPort || !hostingPort)('studio insights on the emulators', { timeout: 300_000 }, () => {
  it('counts page views, each visitor once a day, and the pages, keeping only totals and hashes', async () => {
    await send(view('/'), 'Phone browser');
    await send(view('/classes/boxing'), 'Phone browser');
    await send(view('/'), 'Phone browser');
    await send(view('/', { w: 1280 }), 'Desktop browser');
    const rows = await totals();
    expect(count(rows, 'views')).toBe(4);
    expect(count(rows, 'visitors')).toBe(2);
    expect(count(rows, 'page', '/')).toBe(3);
    expect(count(rows, 'page', '/classes/boxing')).toBe(1);
    expect(count(rows, 'pageVisitors', '/')).toBe(2);
    expect(count(rows, 'pageVisitors', '/classes/boxing')).toBe(1);
    expect([count(rows, 'device', 'phone'), count(rows, 'device', 'desktop')]).toEqual([1, 1]);
    // Neither the browser nor the address is kept, only the day's hashes of them.
    const stored = JSON.stringify(await storedInsights());
    expect(stored).not.toContain('browser');
    expect(stored).not.toContain('127.0.0.1');
  });

  it('keeps referrers, campaigns and goals under their own keys, from JSON too', async () => {
    await send(
      view('/?utm_source=spring.flyer&utm_medium=print&utm_campaign=open/day', {
        r: 'https://www.news.example.co.uk/a',
      }),
    );
    const sent = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ t: 'goal', p: '/classes/boxing', w: 390, g: 'contact' }),
    });
    expect(sent.status).toBe(204);
    const rows = await totals();
    expect(count(rows, 'referrer', 'news.example.co.uk')).toBe(1);
    expect(count(rows, 'campaign', 'spring.flyer / print / open day')).toBe(1);
    expect(count(rows, 'goal', 'contact')).toBe(1);
    expect(count(rows, 'goalPage', 'contact /classes/boxing')).toBe(1);
  });

  it('counts nothing from a browser that sends Global Privacy Control or Do Not Track', async () => {
    await send(view('/'), 'Private browser', { 'sec-gpc': '1' });
    await send(view('/'), 'Private browser', { dnt: '1' });
    expect(await storedInsights()).toEqual([]);
  });

  it('stores nothing for junk, answers it as any beacon, and takes only POST', async () => {
    await send('not a beacon');
    await send({ t: 'click', p: '/', w: 390 });
    await send(view('/admin/insights'));
    await send(view('/', { padding: 'x'.repeat(MAX_BEACON_BYTES) }));
    await send(view('/', { w: 'wide' }));
    const form = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 't=view&p=%2F&w=390',
    });
    expect(form.status).toBe(204);
    const get = await fetch(endpoint);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await storedInsights()).toEqual([]);
  });

  describe('on the Insights page', () => {
    const password = 'insights password 42';
    const owner = { email: 'insights-owner@example.com', password };
    const staff = { email: 'insights-staff@example.com', password };
    let asOwner: Backend;
    let asStaff: Backend;

    beforeAll(async () => {
      const auth = getAuth(adminApp());
      for (const [account, claims] of [
        [owner, { admin: true }],
        [staff, { admin: true, role: 'staff' }],
      ] as const) {
        const user =
          (await auth.getUserByEmail(account.email).catch(() => undefined)) ?? (await auth.createUser(account));
        await auth.setCustomUserClaims(user.uid, claims);
      }
      asOwner = createFirebaseBackend(emulatorSettings());
      asStaff = createFirebaseBackend(emulatorSettings());
      await asOwner.auth.signIn(owner.email, password);
      await asStaff.auth.signIn(staff.email, password);
    });

    afterAll(async () => {
      await asOwner?.auth.signOut();
      await asStaff?.auth.signOut();
    });

    it('the Owner and Staff see the counted visits; Staff not once an Owner turns it off', async () => {
      await send(view('/'), 'Phone browser');
      await send(view('/classes/boxing'), 'Phone browser');
      await send({ t: 'goal', p: '/classes/boxing', w: 390, g: 'contact' }, 'Phone browser');
      await send(view('/timetable', { w: 1280 }), 'Desktop browser');
      const report = await asOwner.insights!.report('7d');
      expect(report.visitors.value).toBe(2);
      expect(report.pageViews.value).toBe(3);
      expect(report.enquiries.value).toBe(1);
      expect(report.goalPages).toEqual([{ goal: 'contact', path: '/classes/boxing', count: 1 }]);
      expect(report.topPages.map((page) => page.path).sort()).toEqual(['/', '/classes/boxing', '/timetable']);
      expect(report.daily).toHaveLength(7);
      expect((await asStaff.insights!.report('30d')).visitors.value).toBe(2);
      expect(await asStaff.insights!.settings()).toEqual({ staffCanSee: true });

      await expect(asStaff.insights!.setSettings({ staffCanSee: false })).rejects.toMatchObject({ code: 'forbidden' });
      expect(await asOwner.insights!.setSettings({ staffCanSee: false })).toEqual({ staffCanSee: false });
      expect(await asStaff.insights!.settings()).toEqual({ staffCanSee: false });
      await expect(asStaff.insights!.report('7d')).rejects.toMatchObject({ code: 'forbidden' });
      expect((await asOwner.insights!.report('12m')).visitors.value).toBe(2);
      const logged = await getFirestore(adminApp())
        .collection(COLLECTIONS.activity)
        .where('kind', '==', 'insights.settings')
        .get();
      expect(logged.docs.map((entry) => [entry.get('actor'), entry.get('detail')])).toEqual([
        [owner.email, 'Staff see Insights: off'],
      ]);

      await asOwner.insights!.setSettings({ staffCanSee: true });
      expect((await asStaff.insights!.report('7d')).pageViews.value).toBe(3);
    });

    it('a custom period that is not valid is refused with what is wrong', async () => {
      await expect(asOwner.insights!.report({ from: '2026-13-01', to: '2026-13-02' })).rejects.toMatchObject({
        code: 'invalid',
        message: insightsMessages.badDay,
      });
      await expect(asOwner.insights!.report({ from: '2999-01-02', to: '2999-01-01' })).rejects.toMatchObject({
        code: 'invalid',
        message: insightsMessages.fromAfterTo,
      });
    });
  });

  // Last: it spends the address's beacons for the minute, then waits for the next minute to count again.
  it('holds the per-address limit whatever X-Forwarded-For, Forwarded and Fastly-Client-IP say', async () => {
    const { maxBeacons, windowMs } = INSIGHTS_LIMIT;
    const views = async () => count(await totals(), 'views');
    // The limit counts in fixed windows: a run of sends spans at most this many of them, each admitting maxBeacons.
    const started = Date.now();
    const admissible = () => maxBeacons * (Math.floor((Date.now() - started) / windowMs) + 2);
    let sent = 0;
    let bound = admissible();
    // Sends until more were sent than the windows spanned could admit, each beacon naming another address.
    while (sent <= bound) {
      await send(view('/'), `Browser ${sent}`, spoofed(sent));
      sent += 1;
      bound = admissible();
    }
    const counted = await views();
    expect(counted).toBeLessThanOrEqual(bound);
    expect(counted).toBeLessThan(sent);
    // The limit is per minute: once the window has passed, the same address counts again.
    await expect
      .poll(
        async () => {
          await send(view('/'), 'Browser after the minute', spoofed(1));
          return (await views()) > counted;
        },
        { timeout: windowMs + 60_000, interval: 2_000 },
      )
      .toBe(true);
  });
});
