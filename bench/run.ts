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
 * content editor's keystroke latency, see keystrokes.ts), --bookings-only (only the free trial bookings at 50
 * concurrent, see trialBookings.ts), --editor-only (only how soon the content editor appears on a phone, median of
 * --runs, see editorLoad.ts), --insights-only (only studio insights' beacons on POST /api/insights, see
 * insightsBeacons.ts).
 */
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { repoRoot, startSite } from '../e2e/lib/site.ts';
import { budgets, NOTHING_MEASURED, type Measured } from './budgets.ts';
import { build } from './build.ts';
import { measureEditorLoad } from './editorLoad.ts';
import { measureBeacons } from './insightsBeacons.ts';
import { measureKeystrokes } from './keystrokes.ts';
import { unresolvableHosts } from './lighthouse.ts';
import { measureLoad } from './load.ts';
import { log } from './log.ts';
import { measureWeights, type WeightResult } from './pageWeights.ts';
import {
  measureFresh,
  measureWarm,
  type BrowserMode,
  type LighthouseRuns,
  type PageResult,
  type ThreeWayResult,
} from './publicPages.ts';
import { measurePublish } from './publish.ts';
import { startSameOriginProxy } from './sameOrigin.ts';
import { seed } from './seed.ts';
import { printTables } from './tables.ts';
import { measureBookings } from './trialBookings.ts';

const args = new Set(process.argv.slice(2));
function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}
/** Relative to web/, or absolute (as WEB_BUILD_DIR is). */
const BUILD_DIR = option('build-dir') ?? '.build/bench';
const runs = Number(option('runs') ?? 3);
const ROUTES = (
  option('routes') ?? '/,/classes/kickboxing,/events,/events/{event},/signup,/privacy,/timetable,/trial'
).split(',');
const BROWSER_MODES: BrowserMode[] = ((): BrowserMode[] => {
  const chosen = option('browser') ?? 'both';
  if (chosen === 'both') return ['fresh', 'warm'];
  if (chosen === 'fresh' || chosen === 'warm') return [chosen];
  throw new Error(`--browser must be fresh, warm or both, not ${chosen}`);
})();
const REPORTS_DIR = path.join(repoRoot, 'bench/reports');
const reportsDir = args.has('--reports') ? REPORTS_DIR : undefined;
const lighthouseRuns: LighthouseRuns = { runs, reportsDir };

async function main() {
  if (!args.has('--skip-build')) build(BUILD_DIR);
  if (args.has('--bookings-only')) {
    const bookings = await measureBookings(BUILD_DIR, log);
    const measured: Measured = { ...NOTHING_MEASURED, bookings };
    printTables(measured, budgets(measured), BROWSER_MODES, runs);
    return;
  }
  if (args.has('--insights-only')) {
    const measured: Measured = { ...NOTHING_MEASURED, insights: await measureBeacons(BUILD_DIR, log) };
    printTables(measured, budgets(measured), BROWSER_MODES, runs);
    return;
  }
  const site = await startSite({ env: { WEB_BUILD_DIR: BUILD_DIR } });
  try {
    // One measurement alone: only its budget is printed.
    const only = async (measured: Partial<Measured>) => {
      for (const check of budgets({ ...NOTHING_MEASURED, ...measured }))
        console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.actual}`);
    };
    if (args.has('--keystrokes-only')) return await only({ keystrokes: await measureKeystrokes(site) });
    if (args.has('--editor-only'))
      return await only({
        editor: await measureEditorLoad(site, runs, log, reportsDir),
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
        const fresh = await measureFresh(proxy.url, routes, blockedHosts, lighthouseRuns);
        pages.push(...fresh.pages);
        threeWays.push(...fresh.threeWays);
      }
      if (BROWSER_MODES.includes('warm'))
        pages.push(...(await measureWarm(proxy.url, routes, blockedHosts, lighthouseRuns)));
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
    const editor = await measureEditorLoad(site, runs, log, reportsDir);
    const bookings = pagesOnly ? null : await measureBookings(BUILD_DIR, log);
    const insights = pagesOnly ? null : await measureBeacons(BUILD_DIR, log);
    const measured: Measured = { pages, threeWays, weights, load, bookings, insights, publish, keystrokes, editor };
    const checks = budgets(measured);
    printTables(measured, checks, BROWSER_MODES, runs);
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
