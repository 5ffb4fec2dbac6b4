import { createHash } from 'node:crypto';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '@studio/core/pages/crawlerFiles';
import { SITE_CDN_NOT_FOUND_SECONDS, SITE_CDN_SECONDS } from '@studio/core/firebase/firebaseLayout';
import { eventDateFromDay, studioToday } from '@studio/core/events/eventRules';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { addDays, weekdayOf } from '@studio/core/timetable/timetable';
import ICAL from 'ical.js';
import { upgradeFirestoreContent } from '../src/site/upgradeFirestoreContent.ts';
import { plainAnswer } from '../src/site/crawlerRoutes.ts';

// The site function end to end: the Hosting emulator serves the Firebase web build and rewrites pages to the
// Functions emulator's `site`, which renders them from the Firestore emulator (scripts/test-rules.ts starts all
// three with a web build made for the test).
const hostingPort = process.env.STUDIO_HOSTING_EMULATOR_PORT;
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-studio';
const site = `http://127.0.0.1:${hostingPort}`;

let app: App;
let db: Firestore;
const written: string[] = [];

beforeAll(() => {
  app = initializeApp({ projectId }, 'site-function-test');
  db = getFirestore(app);
});

afterAll(async () => {
  if (!db) return;
  for (const path of written) await db.doc(path).delete();
  await deleteApp(app);
});

async function write(path: string, data: Record<string, unknown>) {
  written.push(path);
  await db.doc(path).set(data);
}

const hashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((match) => match[1])
    .map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);

describe.skipIf(!hostingPort)('the site function behind Hosting', { timeout: 120_000 }, () => {
  it('renders / with the seed content, cacheable by the CDN, with a CSP naming its own inline scripts', async () => {
    const response = await fetch(`${site}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${SITE_CDN_SECONDS}`);
    const html = await response.text();
    expect(html).toContain('Pay As You Go');
    expect(html).toContain('>£10<');
    expect(html).toContain('"@type":"ExerciseGym"');
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const hash of hashes(html)) expect(csp).toContain(hash);
    expect(csp).toContain('https://firebasestorage.googleapis.com');
    // On the emulators the pages may call them (a deployed site's policy never names them: core's unit test).
    const connect = csp.split('; ').find((part) => part.startsWith('connect-src ')) ?? '';
    expect(connect).toContain(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
    expect(connect).toContain(`http://${process.env.FIRESTORE_EMULATOR_HOST}`);
    expect(connect).toContain(`http://127.0.0.1:${process.env.STUDIO_FUNCTIONS_EMULATOR_PORT}`);
    // Hosting's own headers come with it.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('shows content published in Firestore on the next request', async () => {
    const pricing = structuredClone(SEED_SITE_CONTENT.pricing);
    pricing.plans[0]!.price = 12;
    await write('content/pricing', { version: 2, content: pricing, updated_at: Timestamp.now(), updated_by: 'x@y.z' });
    const banner = { ...SEED_SITE_CONTENT.banner, message: 'Both studios closed 25-26 December' };
    await write('content/banner', { version: 2, content: banner, updated_at: Timestamp.now(), updated_by: 'x@y.z' });
    const home = await (await fetch(`${site}/`)).text();
    expect(home).toContain('>£12<');
    expect(home).not.toContain('>£10<');
    const signup = await fetch(`${site}/signup`);
    expect(signup.status).toBe(200);
    expect(await signup.text()).toContain('Both studios closed 25-26 December');
  });

  it('renders /timetable and its feed from Firestore: closures, and older sessions read in the new form', async () => {
    const tomorrow = addDays(studioToday(), 1);
    const closures = {
      closures: [{ id: 'floor', firstDay: tomorrow, lastDay: tomorrow, sites: ['Aintree'], reason: 'Floor repairs' }],
    };
    await write('content/closures', {
      version: 2,
      content: closures,
      updated_at: Timestamp.now(),
      updated_by: 'x@y.z',
    });
    // A class page as an older version stored it: free-text times.
    const boxing = structuredClone(SEED_SITE_CONTENT.classes.boxing) as unknown as {
      schedule: { sessions: unknown[] };
    };
    boxing.schedule.sessions = [
      {
        day: weekdayOf(tomorrow),
        time: '6:00pm - 7:00pm',
        level: 'All levels',
        coach: 'Tony Walsh',
        site: 'St Helens',
      },
    ];
    await write('content/class-boxing', {
      version: 2,
      content: boxing,
      updated_at: Timestamp.now(),
      updated_by: 'x@y.z',
    });

    const page = await fetch(`${site}/timetable?site=aintree&utm_source=x`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${SITE_CDN_SECONDS}`);
    expect(await page.text()).toContain('Aintree: Closed – Floor repairs');
    const boxingWeek = await (await fetch(`${site}/timetable?class=boxing`)).text();
    expect(boxingWeek).toMatch(/6:00pm<\/time> – <time[^>]*>7:00pm/);

    const feed = await fetch(`${site}/timetable.ics?class=boxing`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    expect(events.map((event) => event.getFirstPropertyValue('uid'))).toEqual([`boxing-session-1@127.0.0.1`]);

    // npm run upgrade:firestore rewrites the older document (and leaves it alone the second time).
    expect(await upgradeFirestoreContent(db)).toBeGreaterThanOrEqual(1);
    const stored = (await db.doc('content/class-boxing').get()).data()!.content.schedule.sessions[0];
    expect(stored).toMatchObject({ id: 'session-1', start: '18:00', end: '19:00', unreadTime: null, trialPlaces: 3 });
    expect(await upgradeFirestoreContent(db)).toBe(0);
  });

  it("reads the one list of opening hours an older version stored as both sites' hours, until the upgrade rewrites it", async () => {
    await write('content/hours', {
      version: 2,
      content: { openingHours: [{ days: 'Mon-Sun', hours: '6am-11pm' }] },
      updated_at: Timestamp.now(),
      updated_by: 'x@y.z',
    });
    const html = await (await fetch(`${site}/`)).text();
    const gyms = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as { '@type': string; openingHoursSpecification: unknown[] })
      .filter((block) => block['@type'] === 'ExerciseGym');
    expect(gyms).toHaveLength(2);
    for (const gym of gyms)
      expect(gym.openingHoursSpecification).toEqual([expect.objectContaining({ opens: '06:00', closes: '23:00' })]);

    expect(await upgradeFirestoreContent(db)).toBeGreaterThanOrEqual(1);
    expect((await db.doc('content/hours').get()).data()!.content).toEqual({
      aintree: [{ days: 'Mon-Sun', hours: '6am-11pm' }],
      stHelens: [{ days: 'Mon-Sun', hours: '6am-11pm' }],
    });
    expect(await upgradeFirestoreContent(db)).toBe(0);
  });

  it("renders an event's page with its event, and answers 404 for an unknown event or path", async () => {
    const day = studioToday(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000));
    await write('events/site-function-event', {
      title: 'Summer Fight Night',
      description: 'Bouts, music and food.',
      date: Timestamp.fromDate(new Date(eventDateFromDay(day))),
      time: '7pm',
      location: 'Aintree',
      price: 10,
      booking_url: null,
      featured: false,
      image_url: null,
      created_at: Timestamp.now(),
      updated_at: null,
    });
    const event = await fetch(`${site}/events/site-function-event`);
    expect(event.status).toBe(200);
    expect(await event.text()).toContain('Summer Fight Night');

    // The events list draws it too (a static island, ADR 030), and its data is served for a list drawn in the browser.
    const list = await fetch(`${site}/events`);
    expect(list.status).toBe(200);
    expect(await list.text()).toMatch(/<a [^>]*href="\/events\/site-function-event"[^>]*>Summer Fight Night<\/a>/);
    const islands = await fetch(`${site}/events-islands`);
    expect(islands.status).toBe(200);
    // Kept by the CDN as the page is.
    expect(islands.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    const { regular } = (await islands.json()) as { regular: { title: string }[] };
    expect(regular.map((upcoming) => upcoming.title)).toContain('Summer Fight Night');

    for (const path of ['/events/no-such-event', '/no-such-page']) {
      const missing = await fetch(`${site}${path}`);
      expect(missing.status, path).toBe(404);
      // The CDN keeps a 404 a minute at most: an event created meanwhile gets its page soon.
      expect(missing.headers.get('cache-control'), path).toBe(
        `public, max-age=0, s-maxage=${SITE_CDN_NOT_FOUND_SECONDS}`,
      );
      expect(await missing.text()).toMatch(/Not Found/);
    }

    // The sitemap lists it (from Firestore, like the self-hosted server's from its database).
    const sitemap = await fetch(`${site}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    // Hosting's emulator sends no X-Forwarded-Proto; deployed, Hosting says https.
    const origin = `https://127.0.0.1:${hostingPort}`;
    expect(xml).toContain(`<loc>${origin}/events/site-function-event</loc>`);
    expect(xml).toContain(`<loc>${origin}/classes/kickboxing</loc>`);
  });

  it('serves robots.txt naming the sitemap, and the published content at /api/content', async () => {
    // Deployed, Hosting hands /robots.txt to the function like any other path; the Functions emulator answers that
    // path itself (404), so on the emulators Hosting serves the same body as a file (scripts/firebaseSite.ts).
    const robots = await plainAnswer('/robots.txt', site, db);
    expect(robots?.type).toMatch(/^text\/plain/);
    expect(robots?.body).toBe(robotsTxt(site));
    expect(robots?.body).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(robots?.body).toContain('Disallow: /admin');
    const served = await fetch(`${site}/robots.txt`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await served.text()).toBe(robots?.body);
    const content = await fetch(`${site}/api/content`);
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await content.json()) as typeof SEED_SITE_CONTENT;
    expect(Object.keys(body).sort()).toEqual(Object.keys(SEED_SITE_CONTENT).sort());
    expect(body.studio).toEqual(SEED_SITE_CONTENT.studio);
  });

  it("gives the staff area's pages its stricter policy and keeps them out of the CDN", async () => {
    const response = await fetch(`${site}/admin/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("frame-src 'none'");
  });

  it('renders /trial for each request and books by its plain form post; the booking page, calendar and cancel', async () => {
    // Kickboxing: the timetable's test above rewrites Boxing's sessions.
    const page = await fetch(`${site}/trial?class=kickboxing&site=aintree`);
    expect(page.status).toBe(200);
    // Places change with every booking: never kept by the CDN.
    expect(page.headers.get('cache-control')).toBe('no-store');
    const session = [...(await page.text()).matchAll(/<input[^>]*name="session"[^>]*>/g)]
      // The first session that is not disabled, wherever the attributes stand in the tag.
      .find(([tag]) => !/\sdisabled\b/.test(tag))?.[0]
      .match(/value="([^"]+)"/)?.[1];
    expect(session, 'an open session is offered in the HTML').toBeTruthy();
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      redirect: 'manual' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const details = { session: session!, name: 'Lee Ray', email: 'lee.site@example.com', phone: '0151 496 0002' };

    const bad = await fetch(`${site}/trial`, form({ ...details, name: 'x'.repeat(10_000) }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Your name must be 100 characters or fewer');

    const posted = await fetch(`${site}/trial`, form(details));
    expect(posted.status).toBe(302);
    const location = posted.headers.get('location') ?? '';
    expect(location).toMatch(/\/trial\/booking\/[A-Za-z0-9_-]{43}$/);
    const token = location.split('/').pop()!;
    const booking = await fetch(new URL(location, site));
    expect(booking.status).toBe(200);
    expect(booking.headers.get('cache-control')).toBe('no-store');
    expect(await booking.text()).toMatch(/You(&#x27;|')re booked/);

    const calendar = await fetch(`${site}/api/trials/booking/${token}/calendar.ics`);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar.*method=PUBLISH/);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await calendar.text())).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Free trial: Kickboxing (Aintree)');

    const cancelled = await fetch(new URL(location, site), form({}));
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain('Booking cancelled');
    expect((await fetch(`${site}/api/trials/booking/${token}/calendar.ics`)).status).toBe(404);
    expect((await fetch(`${site}/trial/booking/${'A'.repeat(43)}`)).status).toBe(404);
  });

  it('leaves the built files to Hosting', async () => {
    const icon = await fetch(`${site}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/svg/);
  });
});
