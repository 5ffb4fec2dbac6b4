/**
 * `npm run bench`: builds the site, serves it from a temp data dir holding 50 events and an uploaded image per
 * slot, then measures (a) Lighthouse mobile scores and lab metrics of every public route, with a fresh browser per
 * run (as people run Lighthouse) and in one warmed-up browser, (b) each route three ways in the same fresh-browser
 * runs: the page, the same HTML with its scripts removed, and a bare reference page, all from one origin (see
 * sameOrigin.ts), and the differences between them, (c) the gzip bytes of the JS and CSS each page loads, of its
 * HTML, and of all the JS it has loaded once used on a phone (see jsAfterUse.ts), (d) throughput and p99 latency of
 * the events API and of the pages from the render cache, (e) the time from a save (an event changed) to a fresh
 * request showing it, (f) a free trial booking's p99 at 50 concurrent requests (see trialBookings.ts), (g) keystroke
 * latency in the content editor, (h) how soon the content editor appears on a phone (see editorLoad.ts), (i) studio
 * insights' beacons a second and p99 on POST /api/insights (see insightsBeacons.ts). Prints tables, writes
 * bench/results.json and marks each budget PASS or FAIL (the exit code stays 0: the numbers depend on the machine, so
 * they are reported, not enforced).
 *
 * A third-party host that does not resolve from this machine (a stand-in host of the DEFAULT site config, or no
 * internet) is blocked in Lighthouse, as a content blocker would, and the report names it: the page is measured
 * without an embed nobody could load, instead of being marked down for the failed lookup Chrome logs.
 *
 * Options: --skip-build (reuse web/.build/bench), --runs=N (Lighthouse runs per page and way, default 3),
 * --browser=fresh|warm|both (default both; the three ways are measured in the fresh runs), --routes=/,/events (only
 * these pages; `{event}` stands for an event page), --reports (keep each Lighthouse report in bench/reports/ to see
 * why a metric is what it is), --build-dir=DIR (build into, or with --skip-build measure, DIR instead of
 * web/.build/bench: a variant built elsewhere), --pages-only (Lighthouse and bytes only, no load, booking or publish
 * measurements), --out=FILE (write the results there instead of bench/results.json), --keystrokes-only (only the
 * content editor's keystroke latency, see measureKeystrokes), --bookings-only (only the free trial bookings at 50
 * concurrent, see measureBookings), --editor-only (only how soon the content editor appears on a phone, median of
 * --runs, see editorLoad.ts), --insights-only (only studio insights' beacons on POST /api/insights, see
 * insightsBeacons.ts).
 */
import { spawnSync } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { setTimeout as delay } from 'node:timers/promises';
import { PUBLIC_IMAGE_KEYS } from '@studio/core/slots';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import {
  dayFromToday,
  repoRoot,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  staffApi,
  startSite,
  type RunningSite,
} from '../e2e/lib/site.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/lib/chromium.ts';
import { siteConfig } from '../web/src/content/siteConfig.ts';
import { CONTENT_SECTIONS, sectionOf } from '@studio/core/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/siteContentSeed';
import { chromium } from 'playwright-core';
import { EDITOR_SHOWN_BUDGET_MS, measureEditorLoad, type EditorLoadResult } from './editorLoad.ts';
import {
  BEACON_BUDGET_PER_SECOND,
  BEACON_P99_BUDGET_MS,
  BEACON_RUN_SECONDS,
  measureBeacons,
  type BeaconResult,
  type BeaconRun,
} from './insightsBeacons.ts';
import { jsAfterUse, type JsAfterUse } from './jsAfterUse.ts';
import { startSameOriginProxy, wayPath, type Way } from './sameOrigin.ts';
import { measureBookings, type BookingResult } from './trialBookings.ts';

const args = new Set(process.argv.slice(2));
function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}
/** Relative to web/, or absolute (as WEB_BUILD_DIR is). */
const BUILD_DIR = option('build-dir') ?? '.build/bench';
const EVENT_COUNT = 50;
const LOAD_SECONDS = 10;
const runs = Number(option('runs') ?? 3);
const ROUTES = (
  option('routes') ?? '/,/classes/kickboxing,/events,/events/{event},/signup,/privacy,/timetable,/trial'
).split(',');
type BrowserMode = 'fresh' | 'warm';
const BROWSER_MODES: BrowserMode[] = ((): BrowserMode[] => {
  const chosen = option('browser') ?? 'both';
  if (chosen === 'both') return ['fresh', 'warm'];
  if (chosen === 'fresh' || chosen === 'warm') return [chosen];
  throw new Error(`--browser must be fresh, warm or both, not ${chosen}`);
})();
/** The budgets of the public pages (issues 28 to 30): each difference of the three ways, TBT, JS after use, HTML. */
const DIFFERENCE_BUDGET_MS = 50;
const TBT_BUDGET_MS = 50;
const JS_AFTER_USE_BUDGET_KB = 110;
const HOME_HTML_BUDGET_KB = 30;
const BOOKING_P99_BUDGET_MS = 50;
/** "The same throughput as /": within this share of it, as two 10 s runs on a shared machine differ so much. */
const SAME_THROUGHPUT_SHARE = 0.9;
const REPORTS_DIR = path.join(repoRoot, 'bench/reports');
/** The third-party scripts the public pages load (the embeds); maps are iframes, loaded only near the viewport. */
const THIRD_PARTY_SCRIPTS = [siteConfig.gymWidgets.scriptUrl, siteConfig.instagram.scriptUrl];

interface PageResult {
  route: string;
  /** A fresh browser per run, or one warmed-up browser for every run. */
  mode: BrowserMode;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  /** Audits that cost points in the median run, so a FAIL says why. */
  failingAudits: string[];
}

/** One way of a route (median of its runs). */
interface WayResult {
  performance: number;
  lcpMs: number;
  tbtMs: number;
}

/** A route three ways in the same fresh-browser runs, and what each layer adds (differences of the medians). */
interface ThreeWayResult {
  route: string;
  ways: Record<Way, WayResult>;
  /** (a) − (b): the page minus the same HTML without its scripts. */
  scriptsAdd: { tbtMs: number; lcpMs: number; performance: number };
  /** (b) − (c): the HTML without scripts minus the bare reference page. */
  markupAdd: { tbtMs: number; lcpMs: number; performance: number };
  /**
   * The machine's one-minute load average as the route's runs began and as they ended: the same bytes cost more on
   * a busy machine, so the figures are read beside it.
   */
  loadAverage: { start: number; end: number };
}

/** What a route weighs: its HTML, and the JS it loads before and after a visitor uses it (gzip). */
interface WeightResult {
  route: string;
  htmlGzipBytes: number;
  jsAtLoadGzipBytes: number;
  jsAfterUseGzipBytes: number;
  jsAfterUseFiles: number;
  thirdPartyScripts: string[];
  pressed: string[];
}

interface LoadResult {
  target: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** From a save (an event's title changed) to a fresh request showing it, over several saves. */
interface PublishResult {
  saves: number;
  medianMs: number;
  maxMs: number;
}

/** How long a keystroke takes to show in the content editor's largest section, with the CPU slowed 4x. */
interface KeystrokeResult {
  section: string;
  keystrokes: number;
  medianMs: number;
  maxMs: number;
}

interface Budget {
  name: string;
  pass: boolean;
  actual: string;
}

function log(message: string) {
  console.log(`[bench] ${message}`);
}

function build() {
  log(`building into web/${BUILD_DIR} ...`);
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: path.join(repoRoot, 'web'),
    env: { ...process.env, WEB_BUILD_DIR: BUILD_DIR },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('the build failed');
  }
}

/** A photo-like test picture (gradient plus shapes) so uploads go through the real variant pipeline. */
function samplePhoto(label: number): Promise<Buffer> {
  const hue = (label * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},70%,55%)"/>
    </linearGradient></defs>
    <rect width="1800" height="1200" fill="url(#g)"/>
    <circle cx="${600 + label * 40}" cy="600" r="320" fill="hsl(${(hue + 180) % 360},60%,50%)" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function withRetry<T>(what: string, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      // Writes are rate limited; wait and go on rather than fail the whole run.
      if (attempt >= 20 || !String(error).includes('429')) throw error;
      log(`${what}: rate limited, waiting`);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  }
}

async function seed(site: RunningSite): Promise<string> {
  const staff = await staffApi(site);
  log(`seeding ${EVENT_COUNT} events and ${PUBLIC_IMAGE_KEYS.length} slot images ...`);
  let firstId = '';
  for (let index = 0; index < EVENT_COUNT; index += 1) {
    const event = await withRetry('event', () =>
      staff.createEvent({
        title: `Open Mat Session ${index + 1}`,
        description: 'Sparring, drills and pad work for every level. Bring gloves, shin guards and water.',
        date: dayFromToday(1 + index),
        featured: index < 3,
        price: index % 2 === 0 ? 10 : null,
      }),
    );
    firstId ||= event.id;
  }
  for (const [index, key] of PUBLIC_IMAGE_KEYS.entries()) {
    const photo = await samplePhoto(index);
    await withRetry('image', async () => {
      const form = new FormData();
      form.append('target', key);
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), `${key}.png`);
      const response = await fetch(`${site.url}/api/admin/images`, {
        method: 'POST',
        headers: { cookie: staff.cookie, origin: site.url },
        body: form,
      });
      if (!response.ok) throw new Error(`upload ${key} -> ${response.status} ${await response.text()}`);
    });
  }
  return firstId;
}

/** The middle value, or the mean of the middle two of an even count (two runs: their mean, not the worse one). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 0 && sorted.length > 0) return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return sorted[middle] ?? Number.NaN;
}

interface LighthouseRun {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  requests: { url: string; resourceType?: string }[];
  failingAudits: string[];
}

/** The hosts of the third-party scripts that do not resolve from here. */
async function unresolvableHosts(): Promise<string[]> {
  const hosts = [...new Set(THIRD_PARTY_SCRIPTS.map((url) => new URL(url).hostname))];
  const resolves = await Promise.all(
    hosts.map((host) =>
      lookup(host).then(
        () => true,
        () => false,
      ),
    ),
  );
  return hosts.filter((_, index) => !resolves[index]);
}

async function lighthouseRun(
  url: string,
  port: number,
  reportName: string,
  blockedHosts: string[],
): Promise<LighthouseRun> {
  const blockedUrlPatterns = blockedHosts.map((host) => `*://${host}/*`);
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', blockedUrlPatterns });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (result && !error) {
      if (args.has('--reports')) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        writeFileSync(path.join(REPORTS_DIR, `${reportName}.json`), JSON.stringify(result.lhr));
      }
      return summarise(result.lhr);
    }
    // Trace recording fails now and then on a busy machine (NO_NAVSTART), at times several runs in a row; another
    // run is the documented cure.
    if (attempt >= 5) throw new Error(`Lighthouse on ${url}: ${error?.message}`);
    log(`Lighthouse failed (${error?.message}), running again`);
  }
}

/** The first few findings of an audit (e.g. which console error), so a FAIL line says what to fix. */
function examples(audit: { details?: unknown } | undefined): string {
  const items = (audit?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const texts = items
    .slice(0, 3)
    .map((item) => String(item.description ?? item.issueType ?? item.url ?? item.source ?? '').slice(0, 160))
    .filter(Boolean);
  return texts.length ? `: ${texts.join(' | ')}` : '';
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function summarise(lhr: Lhr): LighthouseRun {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failingAudits = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map(
        (audit) =>
          `${category.id}: ${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}${examples(audit)}`,
      ),
  );
  const details = lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    requests: details.items ?? [],
    failingAudits,
  };
}

const gzipCache = new Map<string, number>();

async function gzipBytes(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

/** JS and CSS files the page loaded (from Lighthouse's network log), plus CSS inlined in its HTML. */
async function assetBytes(pageUrl: string, requests: LighthouseRun['requests']) {
  const sameOrigin = requests.filter((request) => new URL(request.url).origin === new URL(pageUrl).origin);
  const scripts = [...new Set(sameOrigin.filter((request) => request.resourceType === 'Script').map((r) => r.url))];
  const sheets = [...new Set(sameOrigin.filter((request) => request.resourceType === 'Stylesheet').map((r) => r.url))];
  const html = await (await fetch(pageUrl)).text();
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  let jsGzipBytes = 0;
  for (const url of scripts) jsGzipBytes += await gzipBytes(url);
  let cssGzipBytes = inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0;
  for (const url of sheets) cssGzipBytes += await gzipBytes(url);
  return { jsGzipBytes, cssGzipBytes, jsFiles: scripts.length };
}

/** The median run by performance score stands for the page; each metric is its own median. */
async function pageResult(
  route: string,
  url: string,
  mode: BrowserMode,
  results: LighthouseRun[],
): Promise<PageResult> {
  const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = byPerformance[Math.floor(byPerformance.length / 2)] as LighthouseRun;
  const bytes = await assetBytes(url, middle.requests);
  return {
    route,
    mode,
    url,
    performance: median(results.map((r) => r.scores.performance)),
    accessibility: median(results.map((r) => r.scores.accessibility)),
    bestPractices: median(results.map((r) => r.scores['best-practices'])),
    seo: median(results.map((r) => r.scores.seo)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    cls: median(results.map((r) => r.cls)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    ...bytes,
    failingAudits: middle.failingAudits,
  };
}

function reportName(route: string, label: string, run: number): string {
  return `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-').replaceAll('?', '-')}-${label}-${run}`;
}

function logRun(what: string, result: LighthouseRun) {
  log(
    `  ${what}: perf ${result.scores.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
  );
}

/**
 * The existing mode: one browser for every run. A fresh browser's first page load also pays for the browser's own
 * start (font lookups, a renderer's first run), which a visitor's running browser has long paid: its
 * DOMContentLoaded came at about 500 ms against 16 to 25 ms in the next runs of the same page, and its TBT was the
 * highest of the route's runs in 6 of 7 benches. So one load of the first route warms the browser up and is not
 * counted. Only the page itself is measured in this mode.
 */
async function measureWarm(origin: string, routes: string[], blockedHosts: string[]): Promise<PageResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const warmUp = await lighthouseRun(`${origin}${routes[0]}`, chrome.port, 'warm-up', blockedHosts);
    log(`warm-up run, not counted: perf ${warmUp.scores.performance}, TBT ${Math.round(warmUp.tbtMs)} ms`);
    const pages: PageResult[] = [];
    for (const route of routes) {
      const url = `${origin}${route}`;
      const results: LighthouseRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`Lighthouse, warm browser, ${route} (${run}/${runs}) ...`);
        const result = await lighthouseRun(url, chrome.port, reportName(route, 'warm', run), blockedHosts);
        logRun('page', result);
        results.push(result);
      }
      pages.push(await pageResult(route, url, 'warm', results));
    }
    return pages;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse as people run it: a new Chromium process with a new, empty profile for this one run. */
async function freshLighthouseRun(url: string, name: string, blockedHosts: string[]): Promise<LighthouseRun> {
  // chrome-launcher makes a new temporary profile for each launch and removes it when the browser is killed.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    return await lighthouseRun(url, chrome.port, name, blockedHosts);
  } finally {
    chrome.kill();
  }
}

const WAYS: Way[] = ['page', 'scriptless', 'reference'];

function wayResult(results: LighthouseRun[]): WayResult {
  return {
    performance: median(results.map((r) => r.scores.performance)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
  };
}

function difference(more: WayResult, less: WayResult) {
  return {
    tbtMs: Math.round(more.tbtMs - less.tbtMs),
    lcpMs: Math.round(more.lcpMs - less.lcpMs),
    performance: more.performance - less.performance,
  };
}

/**
 * A fresh browser per run, each route three ways: run by run the page, its scriptless HTML and the reference page
 * follow each other, so the three share whatever else the machine is doing at that moment.
 */
async function measureFresh(
  origin: string,
  routes: string[],
  blockedHosts: string[],
): Promise<{ pages: PageResult[]; threeWays: ThreeWayResult[] }> {
  const pages: PageResult[] = [];
  const threeWays: ThreeWayResult[] = [];
  for (const route of routes) {
    const results: Record<Way, LighthouseRun[]> = { page: [], scriptless: [], reference: [] };
    const loadAtStart = loadavg()[0] ?? 0;
    // The proxy makes the scriptless page on its first request (brotli, as a browser asks): not in a measured run.
    await (
      await fetch(`${origin}${wayPath('scriptless', route)}`, { headers: { 'accept-encoding': 'br' } })
    ).arrayBuffer();
    for (let run = 1; run <= runs; run += 1) {
      log(`Lighthouse, fresh browser, ${route} three ways (${run}/${runs}) ...`);
      for (const way of WAYS) {
        const result = await freshLighthouseRun(
          `${origin}${wayPath(way, route)}`,
          reportName(route, way === 'page' ? 'fresh' : way, run),
          blockedHosts,
        );
        logRun(way, result);
        results[way].push(result);
      }
    }
    pages.push(await pageResult(route, `${origin}${route}`, 'fresh', results.page));
    const ways = {
      page: wayResult(results.page),
      scriptless: wayResult(results.scriptless),
      reference: wayResult(results.reference),
    };
    threeWays.push({
      route,
      ways,
      scriptsAdd: difference(ways.page, ways.scriptless),
      markupAdd: difference(ways.scriptless, ways.reference),
      loadAverage: { start: loadAtStart, end: loadavg()[0] ?? 0 },
    });
  }
  return { pages, threeWays };
}

/** The HTML's gzip size (as the site serves it to a browser, before compression) and the JS before and after use. */
async function measureWeights(origin: string, routes: string[], blockedHosts: string[]): Promise<WeightResult[]> {
  const weights: WeightResult[] = [];
  for (const route of routes) {
    const url = `${origin}${route}`;
    log(`JavaScript after use on a phone: ${route} ...`);
    const html = Buffer.from(await (await fetch(url)).arrayBuffer());
    const used: JsAfterUse = await jsAfterUse(url, blockedHosts);
    let atLoad = 0;
    for (const script of used.atLoad) atLoad += await gzipBytes(script);
    let afterUse = 0;
    for (const script of used.afterUse) afterUse += await gzipBytes(script);
    log(`  pressed: ${used.pressed.join(', ') || 'nothing'}`);
    weights.push({
      route,
      htmlGzipBytes: gzipSync(html, { level: 9 }).length,
      jsAtLoadGzipBytes: atLoad,
      jsAfterUseGzipBytes: afterUse,
      jsAfterUseFiles: used.afterUse.length,
      thirdPartyScripts: used.thirdParty,
      pressed: used.pressed,
    });
  }
  return weights;
}

/**
 * How long a save takes to show: the event's title is changed through the staff API, then the event's page is
 * asked for until its HTML carries the new title (the first request after the save should already).
 */
async function measurePublish(site: RunningSite, eventId: string): Promise<PublishResult> {
  const staff = await staffApi(site);
  const pageUrl = `${site.url}/events/${eventId}`;
  const event = ((await staff.call('GET', '/api/admin/events')) as { events: Record<string, unknown>[] }).events.find(
    (candidate) => candidate.id === eventId,
  );
  if (!event) throw new Error(`event ${eventId} is missing`);
  const { id: _id, created_at: _created, updated_at: _updated, ...input } = event;
  const times: number[] = [];
  for (let save = 1; save <= 5; save += 1) {
    const title = `Open Mat Session (save ${save})`;
    const started = performance.now();
    await staff.call('PUT', `/api/admin/events/${eventId}`, { ...input, date: String(input.date).slice(0, 10), title });
    for (;;) {
      if ((await (await fetch(pageUrl)).text()).includes(`<h1 class="event-hero__title">${title}</h1>`)) break;
      if (performance.now() - started > 10_000) throw new Error(`the page did not show "${title}" within 10 s`);
    }
    times.push(performance.now() - started);
  }
  log(`save to visible: ${times.map((ms) => Math.round(ms)).join(', ')} ms`);
  return { saves: times.length, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) };
}

const KEYSTROKES = 30;
/**
 * The time between two keys: 150 ms, a fast typist (80 words a minute). It used to be "the next key after this one's
 * paint", awaited with a script run in the page after each key; that script ran between the key and its paint, and
 * made the key it waited for slower (ADR 025).
 */
const KEY_INTERVAL_MS = 150;

/**
 * Keystroke latency in the Site Content editor: the largest section (by its content's size) is opened on a laptop
 * viewport with all its folded items open, the CPU slowed 4x (Chrome DevTools' throttling), and 30 characters are
 * typed into the last long text field, one every KEY_INTERVAL_MS. Each keystroke's latency is the Event Timing API's
 * duration of its interaction (from the key to the next paint after the handlers ran); keystrokes that took under
 * 16 ms are not reported by the browser and count as 16.
 */
async function measureKeystrokes(site: RunningSite): Promise<KeystrokeResult> {
  const largest = [...CONTENT_SECTIONS].sort(
    (a, b) =>
      JSON.stringify(sectionOf(SEED_SITE_CONTENT, b.id)).length -
      JSON.stringify(sectionOf(SEED_SITE_CONTENT, a.id)).length,
  )[0]!;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/admin/login`);
    await page.getByLabel('Email').fill(STAFF_EMAIL);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Contact Form Submissions' }).waitFor({ timeout: 30_000 });
    await page.goto(`${site.url}/admin/content?section=${largest.id}`);
    await page.getByRole('heading', { level: 2, name: largest.label }).waitFor({ timeout: 30_000 });
    // Every folded item open: the whole section drawn, as the editor drew it before items folded (the worst case).
    await page.evaluate(`document.querySelectorAll('form details').forEach((group) => { group.open = true; })`);
    const field = page.locator('textarea:not([aria-hidden])').last();
    await field.scrollIntoViewIfNeeded();
    await field.click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // In the page (as text: this script is compiled without the DOM's types).
    await page.evaluate(`
      window.__keystrokes = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          // Keys only: the click that put the caret in the field, reported after the observer started, is no keystroke.
          if (!entry.interactionId || !entry.name.startsWith('key')) continue;
          window.__keystrokes.set(entry.interactionId, Math.max(window.__keystrokes.get(entry.interactionId) ?? 0, entry.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    `);
    for (let key = 0; key < KEYSTROKES; key += 1) {
      await page.keyboard.type(String.fromCharCode(97 + (key % 26)));
      // Keys come at a fast typist's pace. The wait is in this process, so that nothing runs in the page between a
      // key and its paint that a person's typing would not put there (see KEY_INTERVAL_MS).
      await delay(KEY_INTERVAL_MS);
    }
    await page.waitForTimeout(500);
    const measured = (await page.evaluate('[...window.__keystrokes.values()]')) as number[];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const times = [...measured, ...Array<number>(Math.max(0, KEYSTROKES - measured.length)).fill(16)];
    log(`keystrokes in ${largest.label} at 4x CPU slowdown: ${times.map((ms) => Math.round(ms)).join(', ')} ms`);
    return {
      section: largest.label,
      keystrokes: KEYSTROKES,
      medianMs: Math.round(median(times)),
      maxMs: Math.round(Math.max(...times)),
    };
  } finally {
    await browser.close();
  }
}

async function measureLoad(url: string, target: string): Promise<LoadResult> {
  log(`autocannon ${target} for ${LOAD_SECONDS} s ...`);
  // As a browser asks: pages are kept compressed, and a client that accepts brotli gets those bytes.
  const result = await autocannon({
    url,
    duration: LOAD_SECONDS,
    connections: 10,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

interface Measured {
  pages: PageResult[];
  threeWays: ThreeWayResult[];
  weights: WeightResult[];
  load: LoadResult[];
  bookings: BookingResult | null;
  insights: BeaconResult | null;
  publish: PublishResult | null;
  keystrokes: KeystrokeResult | null;
  editor: EditorLoadResult | null;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

function budgets({
  pages,
  threeWays,
  weights,
  load,
  bookings,
  insights,
  publish,
  keystrokes,
  editor,
}: Measured): Budget[] {
  const list: Budget[] = [];
  if (editor)
    list.push({
      name: `The content editor appears within ${EDITOR_SHOWN_BUDGET_MS / 1000} s on a phone (4x CPU, median of ${editor.runs})`,
      pass: editor.shownMs <= EDITOR_SHOWN_BUDGET_MS,
      actual: `${editor.shownMs} ms (runs ${editor.shownEachMs.join(', ')} ms; LCP ${editor.lcpMs} ms, TBT ${editor.tbtMs} ms)`,
    });
  if (keystrokes)
    list.push({
      name: `A keystroke shows within 50 ms in ${keystrokes.section} (4x CPU slowdown)`,
      pass: keystrokes.maxMs <= 50,
      actual: `median ${keystrokes.medianMs} ms, max ${keystrokes.maxMs} ms`,
    });
  for (const page of pages) {
    const at = `[${page.mode}] ${page.route}`;
    list.push({ name: `${at} Performance >= 97`, pass: page.performance >= 97, actual: `${page.performance}` });
    for (const [label, value] of [
      ['Accessibility', page.accessibility],
      ['Best Practices', page.bestPractices],
      ['SEO', page.seo],
    ] as const) {
      list.push({ name: `${at} ${label} = 100`, pass: value === 100, actual: `${value}` });
    }
    list.push({ name: `${at} LCP <= 1.2 s`, pass: page.lcpMs <= 1200, actual: `${(page.lcpMs / 1000).toFixed(2)} s` });
    list.push({ name: `${at} CLS = 0`, pass: page.cls < 0.001, actual: page.cls.toFixed(3) });
    list.push({
      name: `${at} TBT <= ${TBT_BUDGET_MS} ms`,
      pass: page.tbtMs <= TBT_BUDGET_MS,
      actual: `${Math.round(page.tbtMs)} ms`,
    });
  }
  for (const entry of threeWays) {
    list.push({
      name: `${entry.route} what the scripts add (page - scriptless) <= ${DIFFERENCE_BUDGET_MS} ms TBT`,
      pass: entry.scriptsAdd.tbtMs <= DIFFERENCE_BUDGET_MS,
      actual: `${entry.scriptsAdd.tbtMs} ms`,
    });
    list.push({
      name: `${entry.route} what the markup and CSS add (scriptless - reference) <= ${DIFFERENCE_BUDGET_MS} ms TBT`,
      pass: entry.markupAdd.tbtMs <= DIFFERENCE_BUDGET_MS,
      actual: `${entry.markupAdd.tbtMs} ms`,
    });
  }
  for (const weight of weights) {
    list.push({
      name: `${weight.route} JS after use <= ${JS_AFTER_USE_BUDGET_KB} KB gzip`,
      pass: kb(weight.jsAfterUseGzipBytes) <= JS_AFTER_USE_BUDGET_KB,
      actual: `${kb(weight.jsAfterUseGzipBytes)} KB`,
    });
  }
  const homeWeight = weights.find((weight) => weight.route === '/');
  if (homeWeight)
    list.push({
      name: `/ HTML <= ${HOME_HTML_BUDGET_KB} KB gzip`,
      pass: kb(homeWeight.htmlGzipBytes) <= HOME_HTML_BUDGET_KB,
      actual: `${kb(homeWeight.htmlGzipBytes)} KB`,
    });
  const timetableWeight = weights.find((weight) => weight.route === '/timetable');
  if (homeWeight && timetableWeight)
    list.push({
      name: "/timetable JS after use <= /'s",
      pass: timetableWeight.jsAfterUseGzipBytes <= homeWeight.jsAfterUseGzipBytes,
      actual: `${kb(timetableWeight.jsAfterUseGzipBytes)} KB against ${kb(homeWeight.jsAfterUseGzipBytes)} KB`,
    });
  for (const entry of load) {
    // The API's budget is the earlier issue's; the rendered pages come from the render cache, except /trial's,
    // which is rendered for each request (its places change with every booking), so it has no budget of its own.
    if (entry.target === 'GET /trial') continue;
    const p99Budget = entry.target === 'GET /api/events' ? 50 : 20;
    list.push({
      name: `${entry.target} >= 3000 req/s`,
      pass: entry.requestsPerSecond >= 3000,
      actual: `${entry.requestsPerSecond}`,
    });
    list.push({
      name: `${entry.target} p99 < ${p99Budget} ms`,
      pass: entry.p99Ms < p99Budget,
      actual: `${entry.p99Ms} ms`,
    });
    list.push({
      name: `${entry.target} without errors`,
      pass: entry.errors + entry.non2xx === 0,
      actual: `${entry.errors + entry.non2xx}`,
    });
  }
  const home = load.find((entry) => entry.target === 'GET /');
  const timetable = load.find((entry) => entry.target === 'GET /timetable');
  if (home && timetable)
    list.push({
      name: `GET /timetable throughput as GET /'s (>= ${SAME_THROUGHPUT_SHARE * 100}%)`,
      pass: timetable.requestsPerSecond >= SAME_THROUGHPUT_SHARE * home.requestsPerSecond,
      actual: `${timetable.requestsPerSecond} against ${home.requestsPerSecond} req/s`,
    });
  if (bookings) {
    list.push({
      name: `POST /api/trials p99 < ${BOOKING_P99_BUDGET_MS} ms at ${bookings.concurrency} concurrent`,
      pass: bookings.p99Ms < BOOKING_P99_BUDGET_MS,
      actual: `${bookings.p99Ms} ms`,
    });
    list.push({
      name: 'POST /api/trials: every booking booked',
      pass: bookings.booked === bookings.requests,
      actual: `${bookings.booked} of ${bookings.requests}`,
    });
  }
  if (insights) {
    const { fastest, steady } = insights;
    list.push({
      name: `POST /api/insights >= ${BEACON_BUDGET_PER_SECOND} beacons/s`,
      pass: fastest.beaconsPerSecond >= BEACON_BUDGET_PER_SECOND && fastest.non2xx + fastest.errors === 0,
      actual: `${fastest.beaconsPerSecond}/s at ${fastest.connections} connections (p99 ${fastest.p99Ms} ms)`,
    });
    list.push({
      name: `POST /api/insights p99 < ${BEACON_P99_BUDGET_MS} ms at ${BEACON_BUDGET_PER_SECOND} beacons/s`,
      pass: steady.p99Ms < BEACON_P99_BUDGET_MS && steady.non2xx + steady.errors === 0,
      actual: `${steady.p99Ms} ms (${steady.beaconsPerSecond}/s answered)`,
    });
  }
  if (publish) {
    list.push({
      name: 'Save to visible on a fresh request < 1 s',
      pass: publish.maxMs < 1000,
      actual: `median ${publish.medianMs} ms, max ${publish.maxMs} ms`,
    });
  }
  return list;
}

const over = (ms: number) => (ms > DIFFERENCE_BUDGET_MS ? 'OVER' : 'ok');

function printTables(measured: Measured, checks: Budget[]) {
  const { pages, threeWays, weights, load, bookings, insights, publish } = measured;
  for (const mode of BROWSER_MODES) {
    const modePages = pages.filter((page) => page.mode === mode);
    if (!modePages.length) continue;
    console.log(
      `\nLighthouse (mobile, ${mode === 'fresh' ? 'a fresh browser per run' : 'one warmed-up browser'}, median of %d runs) and bytes loaded`,
      runs,
    );
    console.table(
      modePages.map((page) => ({
        route: page.route,
        perf: page.performance,
        a11y: page.accessibility,
        bp: page.bestPractices,
        seo: page.seo,
        'LCP ms': Math.round(page.lcpMs),
        CLS: Number(page.cls.toFixed(3)),
        'TBT ms': Math.round(page.tbtMs),
        'JS KB gz': kb(page.jsGzipBytes),
        'JS files': page.jsFiles,
        'CSS KB gz': kb(page.cssGzipBytes),
      })),
    );
  }
  if (threeWays.length) {
    console.log(
      '\nThree ways, fresh browser, median of %d runs: (a) page, (b) same HTML without scripts, (c) reference page',
      runs,
    );
    console.table(
      threeWays.map((entry) => ({
        route: entry.route,
        'TBT a': Math.round(entry.ways.page.tbtMs),
        'TBT b': Math.round(entry.ways.scriptless.tbtMs),
        'TBT c': Math.round(entry.ways.reference.tbtMs),
        'scripts add (a-b)': entry.scriptsAdd.tbtMs,
        'a-b budget': over(entry.scriptsAdd.tbtMs),
        'markup+CSS add (b-c)': entry.markupAdd.tbtMs,
        'b-c budget': over(entry.markupAdd.tbtMs),
        'LCP a/b/c': WAYS.map((way) => Math.round(entry.ways[way].lcpMs)).join('/'),
        'perf a/b/c': WAYS.map((way) => entry.ways[way].performance).join('/'),
        'load avg': `${entry.loadAverage.start.toFixed(1)}-${entry.loadAverage.end.toFixed(1)}`,
      })),
    );
    console.log(
      `TBT in ms; OVER: a difference above its ${DIFFERENCE_BUDGET_MS} ms budget; load avg: the machine's ` +
        `one-minute load average as the route's runs began and ended (${cpus().length} cores)`,
    );
  }
  if (weights.length) {
    console.log('\nWeight (gzip KB): HTML, and JS before and after use on a phone');
    console.table(
      weights.map((weight) => ({
        route: weight.route,
        'HTML KB': kb(weight.htmlGzipBytes),
        'JS at load KB': kb(weight.jsAtLoadGzipBytes),
        'JS after use KB': kb(weight.jsAfterUseGzipBytes),
        'JS files': weight.jsAfterUseFiles,
        budget: kb(weight.jsAfterUseGzipBytes) > JS_AFTER_USE_BUDGET_KB ? 'OVER' : 'ok',
        'third-party scripts': weight.thirdPartyScripts.length,
      })),
    );
    console.log(`OVER: JS after use above its ${JS_AFTER_USE_BUDGET_KB} KB budget`);
  }
  if (load.length) {
    console.log('\nLoad (autocannon, 10 connections, %d s)', LOAD_SECONDS);
    console.table(load.map((entry) => ({ ...entry })));
  }
  if (bookings) {
    console.log(
      `\nFree trial bookings: ${bookings.requests} POST /api/trials at ${bookings.concurrency} at once: ` +
        `${bookings.booked} booked, ${bookings.full} full, ${bookings.other} other; p50 ${bookings.p50Ms} ms, ` +
        `p99 ${bookings.p99Ms} ms (booked ones: ${bookings.bookedP99Ms} ms), ${bookings.requestsPerSecond} req/s, ` +
        `${bookings.mailsSent} e-mails delivered by the end; CPU a booking: server ${bookings.serverCpuMsPerBooking} ms, ` +
        `the bench's client ${bookings.clientCpuMsPerBooking} ms`,
    );
    if (bookings.otherExamples.length) console.log(`  other answers: ${bookings.otherExamples.join(' | ')}`);
  }
  if (insights) {
    console.log('\nStudio insights: POST /api/insights (autocannon, %d s a run)', BEACON_RUN_SECONDS);
    const row = (run: BeaconRun) => ({
      rate: run.offeredPerSecond === null ? 'as fast as answered' : `${run.offeredPerSecond}/s`,
      connections: run.connections,
      'beacons/s': run.beaconsPerSecond,
      'p50 ms': run.p50Ms,
      'p99 ms': run.p99Ms,
      answered: run.answered,
      'errors+non-2xx': run.errors + run.non2xx,
      'page views counted': `${run.pageViewsCounted} of ~${run.pageViewsSent}`,
      'server CPU ms/beacon': run.serverCpuMsPerBeacon,
    });
    console.table([row(insights.fastest), row(insights.steady)]);
  }
  if (publish) {
    console.log(`Save to visible (${publish.saves} saves): median ${publish.medianMs} ms, max ${publish.maxMs} ms`);
  }
  console.log('\nBudgets');
  for (const check of checks) console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.actual}`);
  const failing = pages.filter((page) => page.failingAudits.length);
  if (failing.length) {
    console.log('\nAudits below full marks (median run)');
    for (const page of failing) console.log(`[${page.mode}] ${page.route}\n  ${page.failingAudits.join('\n  ')}`);
  }
}

async function main() {
  if (!args.has('--skip-build')) build();
  if (args.has('--bookings-only')) {
    const bookings = await measureBookings(BUILD_DIR, log);
    const measured: Measured = {
      pages: [],
      threeWays: [],
      weights: [],
      load: [],
      bookings,
      insights: null,
      publish: null,
      keystrokes: null,
      editor: null,
    };
    printTables(measured, budgets(measured));
    return;
  }
  if (args.has('--insights-only')) {
    const measured: Measured = {
      pages: [],
      threeWays: [],
      weights: [],
      load: [],
      bookings: null,
      insights: await measureBeacons(BUILD_DIR, log),
      publish: null,
      keystrokes: null,
      editor: null,
    };
    printTables(measured, budgets(measured));
    return;
  }
  const site = await startSite({ env: { WEB_BUILD_DIR: BUILD_DIR } });
  try {
    // One measurement alone: only its budget is printed.
    const only = async (measured: Partial<Measured>) => {
      const none: Measured = {
        pages: [],
        threeWays: [],
        weights: [],
        load: [],
        bookings: null,
        insights: null,
        publish: null,
        keystrokes: null,
        editor: null,
      };
      for (const check of budgets({ ...none, ...measured }))
        console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.actual}`);
    };
    if (args.has('--keystrokes-only')) return await only({ keystrokes: await measureKeystrokes(site) });
    if (args.has('--editor-only'))
      return await only({
        editor: await measureEditorLoad(site, runs, log, args.has('--reports') ? REPORTS_DIR : undefined),
      });
    const eventId = await seed(site);
    const blockedHosts = await unresolvableHosts();
    if (blockedHosts.length)
      log(`blocked in Lighthouse, as these hosts do not resolve here: ${blockedHosts.join(', ')}`);
    const routes = ROUTES.map((route) => route.replace('{event}', eventId));
    // Every page is loaded through the proxy, which also serves the scriptless and reference pages: one origin.
    const proxy = await startSameOriginProxy(site.url);
    const pages: PageResult[] = [];
    const threeWays: ThreeWayResult[] = [];
    let weights: WeightResult[];
    try {
      if (BROWSER_MODES.includes('fresh')) {
        const fresh = await measureFresh(proxy.url, routes, blockedHosts);
        pages.push(...fresh.pages);
        threeWays.push(...fresh.threeWays);
      }
      if (BROWSER_MODES.includes('warm')) pages.push(...(await measureWarm(proxy.url, routes, blockedHosts)));
      weights = await measureWeights(proxy.url, routes, blockedHosts);
    } finally {
      await proxy.close();
    }
    const pagesOnly = args.has('--pages-only');
    const load = pagesOnly
      ? []
      : [
          await measureLoad(`${site.url}/api/events`, 'GET /api/events'),
          await measureLoad(`${site.url}/`, 'GET /'),
          await measureLoad(`${site.url}/timetable`, 'GET /timetable'),
          await measureLoad(`${site.url}/trial`, 'GET /trial'),
          await measureLoad(`${site.url}/events/${eventId}`, 'GET /events/{id}'),
        ];
    const publish = pagesOnly ? null : await measurePublish(site, eventId);
    const keystrokes = pagesOnly ? null : await measureKeystrokes(site);
    const editor = await measureEditorLoad(site, runs, log, args.has('--reports') ? REPORTS_DIR : undefined);
    const bookings = pagesOnly ? null : await measureBookings(BUILD_DIR, log);
    const insights = pagesOnly ? null : await measureBeacons(BUILD_DIR, log);
    const measured: Measured = { pages, threeWays, weights, load, bookings, insights, publish, keystrokes, editor };
    const checks = budgets(measured);
    printTables(measured, checks);
    if (blockedHosts.length)
      console.log(`\nThird-party hosts blocked (they do not resolve here): ${blockedHosts.join(', ')}`);
    const file = path.resolve(repoRoot, option('out') ?? 'bench/results.json');
    writeFileSync(
      file,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, browser: BROWSER_MODES, blockedHosts, ...measured, budgets: checks }, null, 2)}\n`,
    );
    log(`results written to ${path.relative(repoRoot, file)}`);
  } finally {
    await site.stop();
  }
}

await main();
