import { createHash } from 'node:crypto';
import { studioToday } from '../events/eventRules.ts';
import { INSIGHT_GOALS, type InsightBeacon, type InsightGoal } from '../insights/insightsBeacon.ts';
import {
  deviceOf,
  insightsKeepFrom,
  NOT_FOUND_PATH,
  VITAL_METRICS,
  vitalBucket,
  vitalsRoute,
  type InsightCount,
  type InsightTotal,
} from '../insights/insightsTotals.ts';
import { isClassSlug, STATIC_PUBLIC_PATHS, type ClassSlug } from '../pages/publicRoutes.ts';

/**
 * Studio insights' one counting use case, for the self-hosted server's `POST /api/insights` and the Firebase
 * `insights` function alike (docs/decisions/029-studio-insights.md): which beacons are not counted, how each field
 * is bounded, how a visitor is recognised for a day without being identified, and which counters one beacon adds
 * to. Each backend gives only its storage (`InsightsStore`); no raw beacon is ever stored, only the day's totals and
 * the day's visitor hashes, which go with the day's salt.
 */

export interface InsightsStore {
  /**
   * The day's secret salt: made (random) on the day's first use, when every salt of another day is deleted in the
   * same step. `fresh` says this call made it, so the day's first beacon also prunes what is past keeping.
   */
  salt(day: string): Promise<{ salt: string; fresh: boolean }>;
  /**
   * In one transaction: adds `counts` to the day's totals and, for each of `once`, marks its `seen` hash for the day
   * and adds its counts only if the hash was not marked yet (a visitor counted once a day, a page once per visitor).
   */
  add(day: string, counts: readonly InsightCount[], once: readonly OnceCount[]): Promise<void>;
  /** Every counter of the days from `from` to `to`, both included. */
  totals(from: string, to: string): Promise<InsightTotal[]>;
  /** Deletes the visitor hashes of days before `today` and the totals of days before `keepFrom`. */
  prune(today: string, keepFrom: string): Promise<void>;
}

export interface OnceCount {
  seen: string;
  counts: readonly InsightCount[];
}

/** A per-address limit on beacons (in memory: a beacon is worth too little for a write to count it). */
export interface BeaconLimiter {
  admit(address: string): boolean;
}

/** Beacons one address may send in a minute: a visitor reading page after page sends a few; a flood is dropped. */
export const INSIGHTS_LIMIT = { maxBeacons: 120, windowMs: 60_000 } as const;

/** A fixed-window count per address, forgetting addresses whose window has gone by; at most `maxAddresses` kept. */
export function beaconLimiter(
  now: () => number = Date.now,
  limit: { maxBeacons: number; windowMs: number } = INSIGHTS_LIMIT,
  maxAddresses = 100_000,
): BeaconLimiter {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    admit(address) {
      const at = now();
      if (at - windowStart >= limit.windowMs) {
        windowStart = at;
        counts = new Map();
      }
      const count = (counts.get(address) ?? 0) + 1;
      if (count === 1 && counts.size >= maxAddresses) return false;
      counts.set(address, count);
      return count <= limit.maxBeacons;
    },
  };
}

export interface BeaconRequest {
  /** The request's body: the JSON text a browser sent, or the value a framework parsed from it. */
  body: unknown;
  /** The client's address, as the backend finds it (never a header the client writes). */
  address: string;
  userAgent: string;
  /** The site's host (`Host`), part of the daily hash as in Plausible's. */
  site: string;
  /**
   * Not to be counted, whatever the body says: the request sends `Sec-GPC: 1` or `DNT: 1`, or carries a staff
   * session.
   */
  doNotCount: boolean;
  now: Date;
}

/** What became of a beacon. The endpoint answers 204 whatever it is: a sender learns nothing from the answer. */
export type BeaconOutcome = 'counted' | 'not-counted' | 'junk' | 'limited';

/** The largest body read: a beacon is a few hundred bytes. */
export const MAX_BEACON_BYTES = 2048;
const MAX_PATH = 200;
const MAX_HOST = 100;
const MAX_UTM = 60;

/** A bounded beacon: every field checked, the path reduced to a page the site has (or "not found"). */
export interface CountedBeacon {
  kind: InsightBeacon['t'];
  path: string;
  device: ReturnType<typeof deviceOf>;
  referrer: string | null;
  campaign: string | null;
  goal: InsightGoal | null;
  classSlug: ClassSlug | null;
  vitals: { metric: (typeof VITAL_METRICS)[number]; value: number }[];
}

const EVENT_PATH = /^\/events\/[a-z0-9][a-z0-9-]{0,99}$/;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;
const STATIC_PATHS = new Set<string>([...STATIC_PUBLIC_PATHS, '/trial']);

/**
 * The page a path names, as counted: one of the site's public pages, an event's page, a trial booking's page
 * (without its token, which is a key to the booking), or "not found"; null for the staff area, never counted.
 */
export function countedPath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/admin' || path.startsWith('/admin/')) return null;
  if (STATIC_PATHS.has(path) || EVENT_PATH.test(path)) return path;
  if (/^\/trial\/booking\/[^/]+$/.test(path)) return '/trial/booking';
  return NOT_FOUND_PATH;
}

function utmValue(params: URLSearchParams, name: string): string | null {
  const value = params
    .get(name)
    // Control characters and the separator the campaign key uses are not kept.
    // eslint-disable-next-line no-control-regex
    ?.replace(/[\u0000-\u001f\u007f/]/g, ' ')
    .trim()
    .slice(0, MAX_UTM);
  return value ? value : null;
}

/** "source / medium / campaign" from the page's utm parameters, "(none)" for one missing; null with none. */
function campaignOf(search: string): string | null {
  const params = new URLSearchParams(search);
  const parts = ['utm_source', 'utm_medium', 'utm_campaign'].map((name) => utmValue(params, name));
  return parts.some(Boolean) ? parts.map((part) => part ?? '(none)').join(' / ') : null;
}

/** The referring site's host without `www.`, or null: none sent, the site itself, or not a web address. */
function referrerHost(referrer: unknown, site: string): string | null {
  if (typeof referrer !== 'string' || !referrer || referrer.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.host.toLowerCase().replace(/^www\./, '');
  const own = site.toLowerCase().replace(/^www\./, '');
  if (host === own || host.length > MAX_HOST || !HOST.test(host)) return null;
  return host;
}

function bodyObject(body: unknown): Record<string, unknown> | null {
  let value = body;
  if (typeof body === 'string' || body instanceof Uint8Array) {
    const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
    if (text.length > MAX_BEACON_BYTES) return null;
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Bounds a beacon's every field; null for junk (dropped, never stored) or for the staff area (never counted). */
export function parseBeacon(body: unknown, site: string): CountedBeacon | null {
  const beacon = bodyObject(body);
  if (!beacon) return null;
  const kind = beacon.t;
  if (kind !== 'view' && kind !== 'goal' && kind !== 'vitals') return null;
  const { p, w } = beacon;
  if (typeof p !== 'string' || !p.startsWith('/') || p.startsWith('//') || p.length > MAX_PATH + 600) return null;
  if (typeof w !== 'number' || !Number.isFinite(w) || w < 1 || w > 20_000) return null;
  const queryAt = p.indexOf('?');
  const pathname = queryAt < 0 ? p : p.slice(0, queryAt);
  if (pathname.length > MAX_PATH) return null;
  const counted = beacon.nf === 1 ? NOT_FOUND_PATH : countedPath(pathname);
  if (counted === null) return null;
  const goal =
    beacon.g === undefined ? null : (INSIGHT_GOALS as readonly unknown[]).includes(beacon.g) ? beacon.g : undefined;
  if (goal === undefined || (kind === 'goal' && goal === null) || (kind === 'vitals' && goal !== null)) return null;
  const classSlug = typeof beacon.c === 'string' && isClassSlug(beacon.c) ? beacon.c : null;
  const vitals: CountedBeacon['vitals'] = [];
  if (kind === 'vitals') {
    for (const metric of VITAL_METRICS) {
      const value = beacon[metric];
      if (value === undefined) continue;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 600_000) return null;
      vitals.push({ metric, value });
    }
    if (vitals.length === 0) return null;
  }
  return {
    kind,
    path: counted,
    device: deviceOf(w),
    referrer: kind === 'view' ? referrerHost(beacon.r, site) : null,
    campaign: kind === 'view' && queryAt >= 0 ? campaignOf(p.slice(queryAt)) : null,
    goal: goal as InsightGoal | null,
    classSlug: goal === 'trial' ? classSlug : null,
    vitals,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A visitor for one day: the day's secret salt, the site, the address and the browser, hashed; nothing else kept. */
export function dailyVisitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return sha256(`${salt}\n${site.toLowerCase()}\n${address}\n${userAgent}`);
}

function goalCounts(beacon: CountedBeacon): InsightCount[] {
  if (!beacon.goal) return [];
  const counts: InsightCount[] = [
    { metric: 'goal', key: beacon.goal },
    { metric: 'goalPage', key: `${beacon.goal} ${beacon.path}` },
  ];
  if (beacon.classSlug) counts.push({ metric: 'trialClass', key: beacon.classSlug });
  return counts;
}

/** The counters one bounded beacon adds to, given the visitor's daily hash. */
export function beaconCounts(beacon: CountedBeacon, visitor: string): { counts: InsightCount[]; once: OnceCount[] } {
  if (beacon.kind === 'vitals') {
    const route = vitalsRoute(beacon.path);
    return {
      counts: beacon.vitals.map(({ metric, value }) => ({
        metric,
        key: `${route} ${beacon.device} ${vitalBucket(metric, value)}`,
      })),
      once: [],
    };
  }
  if (beacon.kind === 'goal') return { counts: goalCounts(beacon), once: [] };
  const counts: InsightCount[] = [
    { metric: 'views', key: '' },
    { metric: 'page', key: beacon.path },
  ];
  if (beacon.referrer) counts.push({ metric: 'referrer', key: beacon.referrer });
  if (beacon.campaign) counts.push({ metric: 'campaign', key: beacon.campaign });
  counts.push(...goalCounts(beacon));
  return {
    counts,
    once: [
      {
        seen: visitor,
        counts: [
          { metric: 'visitors', key: '' },
          { metric: 'device', key: beacon.device },
        ],
      },
      { seen: sha256(`${visitor}\n${beacon.path}`), counts: [{ metric: 'pageVisitors', key: beacon.path }] },
    ],
  };
}

/**
 * Counts one beacon: (1) a request that asks not to be counted (GPC, DNT, a staff session) is not read; (2) the
 * body is bounded, junk dropped; (3) the address's limit; (4) the day's salt (the day's first beacon also deletes
 * the visitor hashes of days gone and the totals past keeping); (5) the day's totals, in one write.
 */
export async function countBeacon(
  request: BeaconRequest,
  store: InsightsStore,
  limiter: BeaconLimiter,
): Promise<BeaconOutcome> {
  if (request.doNotCount) return 'not-counted';
  const beacon = parseBeacon(request.body, request.site);
  if (!beacon) return 'junk';
  if (!limiter.admit(request.address)) return 'limited';
  const day = studioToday(request.now);
  const { salt, fresh } = await store.salt(day);
  if (fresh) await store.prune(day, insightsKeepFrom(day));
  const visitor = dailyVisitorHash(salt, request.site, request.address, request.userAgent);
  const { counts, once } = beaconCounts(beacon, visitor);
  await store.add(day, counts, once);
  return 'counted';
}

/** Whether a request's headers ask not to be tracked: Global Privacy Control or Do Not Track. */
export function asksNotToBeCounted(header: (name: string) => string | undefined): boolean {
  return header('sec-gpc')?.trim() === '1' || header('dnt')?.trim() === '1';
}
