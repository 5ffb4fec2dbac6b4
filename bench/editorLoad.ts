import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/lib/chromium.ts';
import { staffApi, type RunningSite } from '../e2e/lib/site.ts';
import { EDITOR_SHOWN_MARK } from '../web/src/features/admin/content/editorShownMark.ts';

export const EDITOR_ROUTE = '/admin/content';
/** Issue 40: the editor appears within 1.5 s on a phone. */
export const EDITOR_SHOWN_BUDGET_MS = 1500;

export interface EditorLoadResult {
  route: string;
  runs: number;
  /** Median, over the runs, of the time from the navigation to the section's form on screen. */
  shownMs: number;
  /** Each run's time, in the order run. */
  shownEachMs: number[];
  lcpMs: number;
  tbtMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The Site Content editor opened on a phone: Lighthouse's mobile profile (a 412 px wide screen, a phone's user
 * agent) with the CPU slowed 4x by DevTools (so the times are observed, not simulated) and no network throttling (the
 * staff open the admin over the studio's own connection, and the site is measured, not the mobile network), each
 * run in a fresh browser signed in as staff (the session cookie sent with every request). The time is that of the
 * editor's own mark, set when the first section's form is on screen: what the page loads before it, not only its
 * first text (LCP, reported beside it).
 */
export async function measureEditorLoad(
  site: RunningSite,
  runs: number,
  log: (message: string) => void,
  /** Where to keep each run's Lighthouse report (`--reports`), to see what the time went on. */
  reportsDir?: string,
): Promise<EditorLoadResult> {
  const staff = await staffApi(site);
  const url = `${site.url}${EDITOR_ROUTE}`;
  const shown: number[] = [];
  const lcp: number[] = [];
  const tbt: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`Lighthouse, phone, ${EDITOR_ROUTE} signed in (${run}/${runs}) ...`);
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: { cookie: staff.cookie },
        },
        {
          extends: 'lighthouse:default',
          settings: {
            formFactor: 'mobile',
            throttlingMethod: 'devtools',
            throttling: {
              cpuSlowdownMultiplier: 4,
              requestLatencyMs: 0,
              downloadThroughputKbps: 0,
              uploadThroughputKbps: 0,
              rttMs: 0,
              throughputKbps: 0,
            },
          },
        },
      );
      const lhr = result?.lhr;
      if (reportsDir && lhr) {
        mkdirSync(reportsDir, { recursive: true });
        writeFileSync(path.join(reportsDir, `admin-content-phone-${run}.json`), JSON.stringify(lhr));
      }
      if (!lhr || lhr.runtimeError)
        throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      const finalUrl = lhr.finalDisplayedUrl;
      if (!finalUrl.includes(EDITOR_ROUTE)) throw new Error(`Lighthouse ended on ${finalUrl}: not signed in?`);
      const marks = (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] })?.items;
      const mark = marks?.find((item) => item.name === EDITOR_SHOWN_MARK);
      if (!mark) throw new Error(`the editor set no "${EDITOR_SHOWN_MARK}" mark on ${finalUrl}`);
      shown.push(mark.startTime);
      lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
      log(
        `  editor shown at ${Math.round(mark.startTime)} ms, LCP ${Math.round(lcp.at(-1)!)} ms, TBT ${Math.round(tbt.at(-1)!)} ms`,
      );
    } finally {
      chrome.kill();
    }
  }
  return {
    route: EDITOR_ROUTE,
    runs,
    shownMs: Math.round(median(shown)),
    shownEachMs: shown.map(Math.round),
    lcpMs: Math.round(median(lcp)),
    tbtMs: Math.round(median(tbt)),
  };
}
