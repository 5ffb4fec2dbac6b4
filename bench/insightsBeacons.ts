/**
 * `POST /api/insights` under load on the self-hosted server (issue 42's budget: at least 2,000 beacons/s with p99
 * under 20 ms). Beacons come as browsers send them: text/plain JSON from `navigator.sendBeacon`, a mix of page views
 * (with referrers, a campaign, a 404), speed samples and goals over the public pages at the three device widths.
 *
 * They come from many visitors: the server runs as behind the README's reverse proxy (`TRUST_PROXY=loopback`) and
 * each request names its visitor's address in `X-Forwarded-For`, from a pool of VISITOR_ADDRESSES, so core's
 * per-address limit is checked on every beacon, as for real visitors, without the one address the bench sends from
 * holding every beacon back, and each visitor sends a few beacons a minute (their later page views are the day's
 * repeats, as in life).
 *
 * Two runs of BEACON_RUN_SECONDS on the same server: as fast as it answers at 10 connections (the most it takes),
 * then a steady BEACON_BUDGET_PER_SECOND spread over 20 connections, whose p99 is the budget's (autocannon corrects it
 * for coordinated omission). After each, the page views counted are read from the Owner's report once they stop growing:
 * the beacons were counted, not only answered. The client runs in the bench's process on the same machine.
 */
import autocannon from 'autocannon';
import { INSIGHTS_ENDPOINT, type InsightBeacon } from '@studio/core/insights/insightsBeacon';
import { setTimeout as delay } from 'node:timers/promises';
import { staffApi, startSite, type RunningSite } from '../e2e/lib/site.ts';
import { processCpuMs } from './trialBookings.ts';

export const BEACON_BUDGET_PER_SECOND = 2000;
export const BEACON_P99_BUDGET_MS = 20;
export const BEACON_RUN_SECONDS = 10;
/** Each sends about (runs' beacons / this) beacons in a run, well under core's 120 a minute. */
const VISITOR_ADDRESSES = 20_000;

export interface BeaconRun {
  connections: number;
  /** The rate asked for; null: as fast as the server answers. */
  offeredPerSecond: number | null;
  beaconsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  answered: number;
  errors: number;
  non2xx: number;
  /** Page views the report counted from this run, and how many of its answered beacons were page views. */
  pageViewsCounted: number;
  pageViewsSent: number;
  serverCpuMsPerBeacon: number;
}

export interface BeaconResult {
  fastest: BeaconRun;
  steady: BeaconRun;
}

const BODIES: InsightBeacon[] = [
  { t: 'view', p: '/', r: 'https://www.google.com/', w: 390 },
  { t: 'view', p: '/classes/kickboxing?utm_source=flyer&utm_medium=print&utm_campaign=autumn', w: 390 },
  { t: 'view', p: '/timetable', w: 1440 },
  { t: 'view', p: '/events', r: 'https://facebook.com/', w: 820 },
  { t: 'view', p: '/classes/brazilian-jiu-jitsu', w: 390 },
  { t: 'view', p: '/no-such-page', nf: 1, w: 1440 },
  { t: 'vitals', p: '/', lcp: 1850, inp: 96, cls: 0.02, w: 390 },
  { t: 'goal', g: 'phone', p: '/classes/kickboxing', w: 390 },
];
const VIEW_SHARE = BODIES.filter((body) => body.t === 'view').length / BODIES.length;
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:140.0) Gecko/20100101 Firefox/140.0',
];

async function pageViewsToday(staff: Awaited<ReturnType<typeof staffApi>>): Promise<number> {
  const { report } = (await staff.call('GET', '/api/admin/insights?period=7d')) as {
    report: { pageViews: { value: number } };
  };
  return report.pageViews.value;
}

/** The page views counted once the count has stopped growing (beacons are counted just after their answer). */
async function settledPageViews(staff: Awaited<ReturnType<typeof staffApi>>): Promise<number> {
  let last = await pageViewsToday(staff);
  for (;;) {
    await delay(500);
    const now = await pageViewsToday(staff);
    if (now === last) return now;
    last = now;
  }
}

export async function measureBeacons(buildDir: string, log: (message: string) => void): Promise<BeaconResult> {
  const site: RunningSite = await startSite({ env: { WEB_BUILD_DIR: buildDir, TRUST_PROXY: 'loopback' } });
  try {
    const staff = await staffApi(site);
    let sent = 0;
    const run = async (connections: number, overallRate: number | null): Promise<BeaconRun> => {
      log(
        `autocannon POST ${INSIGHTS_ENDPOINT} for ${BEACON_RUN_SECONDS} s at ${connections} connections, ` +
          `${overallRate === null ? 'as fast as answered' : `${overallRate}/s`} ...`,
      );
      const before = await settledPageViews(staff);
      const serverBefore = processCpuMs(site.pid);
      const result = await autocannon({
        url: `${site.url}${INSIGHTS_ENDPOINT}`,
        duration: BEACON_RUN_SECONDS,
        connections,
        ...(overallRate === null ? {} : { overallRate }),
        requests: [
          {
            method: 'POST',
            setupRequest(request) {
              const n = sent++;
              const visitor = n % VISITOR_ADDRESSES;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'text/plain;charset=UTF-8',
                  'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
                  'user-agent': USER_AGENTS[visitor % USER_AGENTS.length]!,
                },
                body: JSON.stringify(BODIES[n % BODIES.length]),
              };
            },
          },
        ],
      });
      const serverCpuMs = processCpuMs(site.pid) - serverBefore;
      const answered = result['2xx'];
      const counted = (await settledPageViews(staff)) - before;
      return {
        connections,
        offeredPerSecond: overallRate,
        beaconsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        answered,
        errors: result.errors,
        non2xx: result.non2xx,
        pageViewsCounted: counted,
        pageViewsSent: Math.round(answered * VIEW_SHARE),
        serverCpuMsPerBeacon: Math.round((serverCpuMs / Math.max(answered, 1)) * 1000) / 1000,
      };
    };
    const fastest = await run(10, null);
    const steady = await run(20, BEACON_BUDGET_PER_SECOND);
    return { fastest, steady };
  } finally {
    await site.stop();
  }
}
