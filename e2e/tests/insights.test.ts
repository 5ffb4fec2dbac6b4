/**
 * Studio insights from the visitor's side, in Chromium on the self-hosted server: the pages send their beacons to
 * `POST /api/insights` as the browser would (what the server counts is tested with the server), and send none once
 * the visitor presses "Don't count my visits" on /privacy, when the browser sends Global Privacy Control, or without
 * JavaScript; /privacy passes axe in both states of the choice.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { INSIGHTS_ENDPOINT, INSIGHTS_OPT_OUT_KEY } from '@studio/core/insights/insightsBeacon';
import { chromium, type Page } from 'playwright-core';
import {
  assertAccessible,
  DESKTOP,
  PHONE,
  startSiteAndBrowser,
  waitForHydration,
  type Browser,
} from '../lib/browser.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import type { RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

/** What the page sends to the insights endpoint from now on (each body as the server reads it), and its script. */
function recordInsights(page: Page) {
  const beacons: Record<string, unknown>[] = [];
  let scriptRequested = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/assets\/beacon-[\w-]+\.js$/.test(url.pathname)) scriptRequested = true;
    if (request.method() !== 'POST' || url.pathname !== INSIGHTS_ENDPOINT) return;
    assert.equal(url.origin, site.url, 'beacons go to the site itself');
    assert.match(request.headers()['content-type'] ?? '', /^text\/plain/);
    beacons.push(JSON.parse(request.postData() ?? 'null') as Record<string, unknown>);
  });
  /** How many beacons `next` has gone past: each looks only at those sent after the last one it found. */
  let seen = 0;
  return {
    beacons,
    scriptRequested: () => scriptRequested,
    /** Waits (up to 20 s) for the next beacon like `expected` (every field of it equal), and returns it. */
    async next(expected: Record<string, unknown>): Promise<Record<string, unknown>> {
      const like = (beacon: Record<string, unknown>) =>
        Object.entries(expected).every(([key, value]) => beacon[key] === value);
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const found = beacons.findIndex((beacon, index) => index >= seen && like(beacon));
        if (found >= 0) {
          seen = found + 1;
          return beacons[found] as Record<string, unknown>;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.fail(`no beacon like ${JSON.stringify(expected)}; sent: ${JSON.stringify(beacons)}`);
    },
  };
}

/**
 * Hides the page as switching to another tab or app does. Headless Chromium never hides a page, and a beacon sent as a
 * page unloads is not seen here, so the test says it the way the browser would: the state, then the event.
 */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/**
 * Waits until the page has hydrated and then been idle, when the root would have asked for the insights script
 * (useStudioInsights.ts: the browser runs idle callbacks in the order they were asked for), and its network is quiet.
 */
async function pastIdle(page: Page): Promise<void> {
  await waitForHydration(page, 'main');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => setTimeout(resolve), { timeout: 5000 })),
      ),
  );
  await page.waitForLoadState('networkidle');
}

async function freshPage(viewport: { width: number; height: number } = PHONE) {
  const tracked = await browser.newPage(viewport);
  await tracked.page.goto(`${site.url}/robots.txt`);
  await tracked.page.evaluate(() => localStorage.clear());
  return tracked;
}

describe('a visit', () => {
  test('sends a view on load, with the referrer, a goal, one view per client-side navigation, and its vitals once hidden', async () => {
    const { page, errors } = await freshPage(PHONE);
    const insights = recordInsights(page);
    await page.goto(`${site.url}/?utm_source=flyer`, { referer: 'https://www.example.org/listing' });
    assert.deepEqual(await insights.next({ t: 'view' }), {
      t: 'view',
      p: '/?utm_source=flyer',
      r: 'https://www.example.org/listing',
      w: PHONE.width,
    });

    await page.getByRole('link', { name: 'Join Today' }).first().click();
    await page.waitForURL(`${site.url}/signup`);
    assert.deepEqual(await insights.next({ t: 'goal' }), {
      t: 'goal',
      p: '/?utm_source=flyer',
      w: PHONE.width,
      g: 'join',
    });
    assert.deepEqual(await insights.next({ t: 'view', p: '/signup' }), { t: 'view', p: '/signup', w: PHONE.width });

    // Hidden (the visitor switches away), the page sends its vitals, once, for the page as it was loaded.
    await hide(page);
    const vitals = await insights.next({ t: 'vitals' });
    assert.equal(vitals.p, '/?utm_source=flyer');
    assert.equal(vitals.w, PHONE.width);
    assert.ok(typeof vitals.lcp === 'number' && vitals.lcp > 0, `an LCP: ${JSON.stringify(vitals)}`);
    assert.ok(typeof vitals.cls === 'number' && vitals.cls >= 0, `a CLS: ${JSON.stringify(vitals)}`);
    await hide(page);
    await page.goto(`${site.url}/events`);
    await insights.next({ t: 'view', p: '/events' });
    assert.equal(insights.beacons.filter((beacon) => beacon.t === 'vitals').length, 1);

    assert.deepEqual(errors, []);

    // The not-found page says so, whatever its address (its 404 is the one error the browser logs).
    await page.goto(`${site.url}/no-such-page`);
    assert.deepEqual(await insights.next({ t: 'view', p: '/no-such-page' }), {
      t: 'view',
      p: '/no-such-page',
      w: PHONE.width,
      nf: 1,
    });
    // No cookie, and nothing stored on the visitor's device.
    assert.deepEqual(await browser.context.cookies(), []);
    assert.equal(await page.evaluate(() => localStorage.length), 0);
    assert.deepEqual(errors, ['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await page.close();
  });
});

describe("Don't count my visits", () => {
  test('stops the beacons from the next one and after a reload, by keyboard, passing axe in both states; undone, they come again', async () => {
    const { page, errors } = await freshPage(DESKTOP);
    const insights = recordInsights(page);
    await page.goto(`${site.url}/privacy`);
    await insights.next({ t: 'view', p: '/privacy' });
    const section = page.getByRole('region', { name: 'Counting visits to this website' });
    const choice = section.getByRole('button', { name: "Don't count my visits" });
    await section.getByText('Your visits are counted as part of the totals', { exact: true }).waitFor();
    assert.equal(await choice.getAttribute('aria-pressed'), 'false');
    await choice.scrollIntoViewIfNeeded();
    await assertAccessible(page, '/privacy, visits counted');

    await choice.focus();
    await page.keyboard.press('Enter');
    await section.getByText('Your visits are not counted', { exact: true }).waitFor();
    assert.equal(await choice.getAttribute('aria-pressed'), 'true');
    assert.notEqual(await page.evaluate((key) => localStorage.getItem(key), INSIGHTS_OPT_OUT_KEY), null);
    await assertAccessible(page, '/privacy, visits not counted');

    // The next page, in this page load: no view. (Beacons keep their order: one for /accessibility would come first.)
    await page.locator('footer').getByRole('link', { name: 'Accessibility' }).click();
    await page.waitForURL(`${site.url}/accessibility`);
    await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${site.url}/privacy`);

    // After a reload the script is not even loaded, and nothing is sent.
    const sentBefore = insights.beacons.length;
    await page.reload();
    await pastIdle(page);
    assert.equal(insights.beacons.length, sentBefore, `sent: ${JSON.stringify(insights.beacons.slice(sentBefore))}`);
    assert.deepEqual(
      insights.beacons.map((beacon) => beacon.p),
      ['/privacy'],
      'nothing was sent after the choice',
    );
    await section.getByText('Your visits are not counted', { exact: true }).waitFor();
    assert.equal(await choice.getAttribute('aria-pressed'), 'true');

    // Undone: counted again from the next page load.
    await choice.click();
    await section.getByText('Your visits are counted as part of the totals', { exact: true }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.length), 0, 'nothing left on the device');
    await page.reload();
    await insights.next({ t: 'view', p: '/privacy' });
    assert.equal(insights.beacons.length, 2);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('a browser that asks not to be tracked', () => {
  test('with Global Privacy Control, loads no insights script and sends nothing, and /privacy says why', async () => {
    const { page, errors } = await freshPage(PHONE);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    const insights = recordInsights(page);
    for (const path of ['/', '/classes/kickboxing', '/privacy']) {
      await page.goto(`${site.url}${path}`);
      await pastIdle(page);
    }
    const section = page.getByRole('region', { name: 'Counting visits to this website' });
    await section.getByText('so your visits are not counted whatever you choose here').waitFor();
    await section.getByText('Your visits are not counted', { exact: true }).waitFor();
    await page.goto(`${site.url}/events`);
    assert.deepEqual(insights.beacons, []);
    assert.equal(insights.scriptRequested(), false, 'the insights script was loaded');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('without JavaScript nothing is counted, and /privacy says so in place of the choice', async () => {
    const noScript = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    try {
      const context = await noScript.newContext({ javaScriptEnabled: false, viewport: PHONE });
      const page = await context.newPage();
      const insights = recordInsights(page);
      await page.goto(`${site.url}/privacy`);
      const section = page.getByRole('region', { name: 'Counting visits to this website' });
      // Text finders skip <noscript>, which a browser without scripting shows as any other element.
      const said = section.locator('noscript p');
      assert.equal(await said.isVisible(), true);
      assert.match((await said.textContent()) ?? '', /none of your visits is counted at all/);
      assert.equal(await section.getByRole('button', { name: "Don't count my visits" }).isVisible(), false);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(insights.beacons, []);
      assert.equal(insights.scriptRequested(), false);
    } finally {
      await noScript.close();
    }
  });
});
