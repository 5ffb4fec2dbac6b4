/** One Lighthouse run of a page (mobile, as Lighthouse defaults), summed up for the bench. */
import { lookup } from 'node:dns/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/lib/chromium.ts';
import { siteConfig } from '../web/src/content/siteConfig.ts';
import { log } from './log.ts';

/** The third-party scripts the public pages load (the embeds); maps are iframes, loaded only near the viewport. */
const THIRD_PARTY_SCRIPTS = [siteConfig.gymWidgets.scriptUrl, siteConfig.instagram.scriptUrl];

export interface LighthouseRun {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  requests: { url: string; resourceType?: string }[];
  failingAudits: string[];
}

/** The hosts of the third-party scripts that do not resolve from here. */
export async function unresolvableHosts(): Promise<string[]> {
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

export async function lighthouseRun(
  url: string,
  port: number,
  reportName: string,
  blockedHosts: string[],
  reportsDir: string | undefined,
): Promise<LighthouseRun> {
  const blockedUrlPatterns = blockedHosts.map((host) => `*://${host}/*`);
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', blockedUrlPatterns });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (result && !error) {
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        writeFileSync(path.join(reportsDir, `${reportName}.json`), JSON.stringify(result.lhr));
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

export function reportName(route: string, label: string, run: number): string {
  return `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-').replaceAll('?', '-')}-${label}-${run}`;
}

export function logRun(what: string, result: LighthouseRun) {
  log(
    `  ${what}: perf ${result.scores.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
  );
}

/** Lighthouse as people run it: a new Chromium process with a new, empty profile for this one run. */
export async function freshLighthouseRun(
  url: string,
  name: string,
  blockedHosts: string[],
  reportsDir: string | undefined,
): Promise<LighthouseRun> {
  // chrome-launcher makes a new temporary profile for each launch and removes it when the browser is killed.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    return await lighthouseRun(url, chrome.port, name, blockedHosts, reportsDir);
  } finally {
    chrome.kill();
  }
}
