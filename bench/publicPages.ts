/**
 * Every public route in Lighthouse: a fresh browser per run (as people run Lighthouse) with each route three ways
 * (see sameOrigin.ts), and one warmed-up browser for every run.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/lib/chromium.ts';
import { assetBytes } from './assetBytes.ts';
import { median } from './figures.ts';
import { freshLighthouseRun, lighthouseRun, logRun, reportName, type LighthouseRun } from './lighthouse.ts';
import { log } from './log.ts';
import { wayPath, type Way } from './sameOrigin.ts';

export type BrowserMode = 'fresh' | 'warm';

/** How the routes are run in Lighthouse: runs per page and way, and where to keep each report (if anywhere). */
export interface LighthouseRuns {
  runs: number;
  reportsDir: string | undefined;
}

export interface PageResult {
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
export interface WayResult {
  performance: number;
  lcpMs: number;
  tbtMs: number;
}

/** A route three ways in the same fresh-browser runs, and what each layer adds (differences of the medians). */
export interface ThreeWayResult {
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

/**
 * The existing mode: one browser for every run. A fresh browser's first page load also pays for the browser's own
 * start (font lookups, a renderer's first run), which a visitor's running browser has long paid: its
 * DOMContentLoaded came at about 500 ms against 16 to 25 ms in the next runs of the same page, and its TBT was the
 * highest of the route's runs in 6 of 7 benches. So one load of the first route warms the browser up and is not
 * counted. Only the page itself is measured in this mode.
 */
export async function measureWarm(
  origin: string,
  routes: string[],
  blockedHosts: string[],
  { runs, reportsDir }: LighthouseRuns,
): Promise<PageResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const warmUp = await lighthouseRun(`${origin}${routes[0]}`, chrome.port, 'warm-up', blockedHosts, reportsDir);
    log(`warm-up run, not counted: perf ${warmUp.scores.performance}, TBT ${Math.round(warmUp.tbtMs)} ms`);
    const pages: PageResult[] = [];
    for (const route of routes) {
      const url = `${origin}${route}`;
      const results: LighthouseRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`Lighthouse, warm browser, ${route} (${run}/${runs}) ...`);
        const result = await lighthouseRun(url, chrome.port, reportName(route, 'warm', run), blockedHosts, reportsDir);
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

export const WAYS: Way[] = ['page', 'scriptless', 'reference'];

export function wayResult(results: LighthouseRun[]): WayResult {
  return {
    performance: median(results.map((r) => r.scores.performance)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
  };
}

export function difference(more: WayResult, less: WayResult) {
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
export async function measureFresh(
  origin: string,
  routes: string[],
  blockedHosts: string[],
  { runs, reportsDir }: LighthouseRuns,
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
          reportsDir,
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
