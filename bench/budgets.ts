/** Every measurement's budget, marked PASS or FAIL. */
import { EDITOR_SHOWN_BUDGET_MS, type EditorLoadResult } from './editorLoad.ts';
import { kb } from './figures.ts';
import { BEACON_BUDGET_PER_SECOND, BEACON_P99_BUDGET_MS, type BeaconResult } from './insightsBeacons.ts';
import type { KeystrokeResult } from './keystrokes.ts';
import type { LoadResult } from './load.ts';
import type { PageResult, ThreeWayResult } from './publicPages.ts';
import type { PublishResult } from './publish.ts';
import type { BookingResult } from './trialBookings.ts';
import type { WeightResult } from './pageWeights.ts';

/** The budgets of the public pages (issues 28 to 30): each difference of the three ways, TBT, JS after use, HTML. */
export const DIFFERENCE_BUDGET_MS = 50;
export const TBT_BUDGET_MS = 50;
/** Issue 43: the site's own code after full use, above the framework's floor (React DOM, React Router). */
export const SITE_JS_BUDGET_KB = 35;
/** Issue 43: `/`'s HTML, and every other public page's. */
export const HOME_HTML_BUDGET_KB = 25;
export const PAGE_HTML_BUDGET_KB = 22;
export const BOOKING_P99_BUDGET_MS = 50;
/** "The same throughput as /": within this share of it, as two 10 s runs on a shared machine differ so much. */
export const SAME_THROUGHPUT_SHARE = 0.9;

export interface Budget {
  name: string;
  pass: boolean;
  actual: string;
}

export interface Measured {
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

/** What a route's JavaScript after use weighs above the framework's floor: the site's own code. */
export const siteJsGzipBytes = (weight: WeightResult) => weight.jsAfterUseGzipBytes - weight.frameworkGzipBytes;

/** Every measurement left out: one measurement alone is this with its own result. */
export const NOTHING_MEASURED: Measured = {
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

export function budgets({
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
      name: `${weight.route} site JS after use, above the framework, <= ${SITE_JS_BUDGET_KB} KB gzip`,
      pass: kb(siteJsGzipBytes(weight)) <= SITE_JS_BUDGET_KB,
      actual: `${kb(siteJsGzipBytes(weight))} KB (${kb(weight.jsAfterUseGzipBytes)} KB in all)`,
    });
    const htmlBudget = weight.route === '/' ? HOME_HTML_BUDGET_KB : PAGE_HTML_BUDGET_KB;
    list.push({
      name: `${weight.route} HTML <= ${htmlBudget} KB gzip`,
      pass: kb(weight.htmlGzipBytes) <= htmlBudget,
      actual: `${kb(weight.htmlGzipBytes)} KB`,
    });
  }
  const homeWeight = weights.find((weight) => weight.route === '/');
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
