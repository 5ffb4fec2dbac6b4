/** The bench's tables: each measurement's figures, then every budget PASS or FAIL. */
import { cpus } from 'node:os';
import { DIFFERENCE_BUDGET_MS, SITE_JS_BUDGET_KB, siteJsGzipBytes, type Budget, type Measured } from './budgets.ts';
import { kb } from './figures.ts';
import { BEACON_RUN_SECONDS, type BeaconRun } from './insightsBeacons.ts';
import { LOAD_SECONDS } from './load.ts';
import { WAYS, type BrowserMode } from './publicPages.ts';

const over = (ms: number) => (ms > DIFFERENCE_BUDGET_MS ? 'OVER' : 'ok');

export function printTables(measured: Measured, checks: Budget[], browserModes: BrowserMode[], runs: number) {
  const { pages, threeWays, weights, load, bookings, insights, publish } = measured;
  for (const mode of browserModes) {
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
        'site JS KB': kb(siteJsGzipBytes(weight)),
        'JS files': weight.jsAfterUseFiles,
        budget: kb(siteJsGzipBytes(weight)) > SITE_JS_BUDGET_KB ? 'OVER' : 'ok',
        'third-party scripts': weight.thirdPartyScripts.length,
      })),
    );
    console.log(
      `site JS: after use, less the framework (React DOM, React Router); OVER: above its ${SITE_JS_BUDGET_KB} KB budget`,
    );
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
