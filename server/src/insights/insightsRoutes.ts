import type { IncomingMessage } from 'node:http';
import {
  asksNotToBeCounted,
  countBeacon,
  MAX_BEACON_BYTES,
  type BeaconLimiter,
  type BeaconRequest,
  type InsightsStore,
} from '@studio/core/node/insights';
import { INSIGHTS_ENDPOINT } from '@studio/core/insights/insightsBeacon';
import { reportInsights, type InsightsPeriod } from '@studio/core/insights/insightsReport';
import { staffMessages } from '@studio/core/staff/staff';
import { z } from '@studio/core/shared/zod';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Sessions } from '../auth/sessions.ts';
import { currentStaff, ownOrigin, sessionToken } from '../auth/staffGuard.ts';
import { HttpError, parseWith } from '../http/httpErrors.ts';
import type { InsightsSettingsStore } from './insightsSettings.ts';

/**
 * Studio insights in HTTP (docs/decisions/029-studio-insights.md): `POST /api/insights`, where visitors' browsers
 * send their beacons, and the staff's report and settings.
 */

/** A body past the beacon's limit is read on to here and dropped; a longer one is left for Node to discard. */
const DRAIN_LIMIT_BYTES = 64 * 1024;

/** The body types a beacon comes in: `navigator.sendBeacon` sends a string as text/plain. */
const BEACON_TYPES = new Set(['text/plain', 'application/json']);

/**
 * The beacon's body as text, for core to parse and bound: undefined (junk) for another type or one over
 * MAX_BEACON_BYTES, which is read to its end and dropped rather than refused, so the sender still gets its 204.
 */
function beaconBody(
  request: FastifyRequest,
  payload: IncomingMessage,
  done: (error: Error | null, body?: unknown) => void,
) {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  const wanted = type !== undefined && BEACON_TYPES.has(type);
  const chunks: Buffer[] = [];
  let size = 0;
  const finish = (error: Error | null, body?: string) => {
    payload.off('data', onData).off('end', onEnd).off('error', onError);
    done(error, body);
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BEACON_BYTES) chunks.push(chunk);
    else if (size > DRAIN_LIMIT_BYTES) finish(null);
  };
  const onEnd = () =>
    finish(null, wanted && size <= MAX_BEACON_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined);
  const onError = (error: Error) => finish(error);
  payload.on('data', onData).on('end', onEnd).on('error', onError);
}

export interface BeaconDeps {
  store: InsightsStore;
  /** One per server: the per-address limit counts every beacon this server takes. */
  limiter: BeaconLimiter;
  sessions: Sessions;
  siteUrl: string | undefined;
  now: () => number;
}

export interface BeaconCounting {
  /** Resolves once every beacon answered so far has been counted (or dropped). */
  idle(): Promise<void>;
}

/**
 * `POST /api/insights`: answers 204 at once, whatever the beacon (a sender learns nothing from the answer), with
 * nothing kept by a browser or a proxy and no cookie; the beacon is counted once the answer has gone. Its own scope,
 * as it alone takes text/plain (what sendBeacon sends): the rest of the API refuses it.
 */
export async function insightsBeaconRoutes(app: FastifyInstance, deps: BeaconDeps): Promise<BeaconCounting> {
  const { store, limiter, sessions, siteUrl, now } = deps;
  const siteOrigin = siteUrl === undefined ? undefined : new URL(siteUrl).origin;
  const siteHost = siteUrl === undefined ? undefined : new URL(siteUrl).host;
  let counting = 0;
  const whenIdle: (() => void)[] = [];

  /** Sent by a page of another site: a browser names the page's origin on a POST. */
  const fromElsewhere = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origin !== undefined && origin !== (siteOrigin ?? ownOrigin(request));
  };

  const beaconOf = (request: FastifyRequest, at: number): BeaconRequest => {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    return {
      body: request.body,
      address: request.ip,
      userAgent: header('user-agent') ?? '',
      // With SITE_URL set it names the site; the Host header is the client's to choose (or a proxy's own).
      site: siteHost ?? request.host,
      doNotCount: asksNotToBeCounted(header) || fromElsewhere(request) || sessions.isLive(sessionToken(request)),
      now: new Date(at),
    };
  };

  const count = async (request: FastifyRequest, at: number, log: FastifyBaseLogger) => {
    try {
      await countBeacon(beaconOf(request, at), store, limiter);
    } catch (error) {
      log.error({ err: error }, 'counting a beacon failed');
    } finally {
      counting -= 1;
      if (counting === 0) for (const resolve of whenIdle.splice(0)) resolve();
    }
  };

  await app.register(async (beacons) => {
    beacons.removeAllContentTypeParsers();
    beacons.addContentTypeParser('*', beaconBody);
    // Whatever went wrong, the sender hears 204 like any other; only the server's own faults are logged.
    beacons.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      if ((error.statusCode ?? 500) >= 500) request.log.error({ err: error }, 'a beacon request failed');
      return reply.code(204).header('cache-control', 'no-store').send();
    });
    // A line per beacon in the log would be noise, and would keep each visitor's address: warnings only. Browsers
    // send beacons uncompressed, and the answer has no body: nothing to decompress or compress.
    beacons.post(
      INSIGHTS_ENDPOINT,
      { logLevel: 'warn', compress: false, decompress: false },
      async (request, reply) => {
        const at = now();
        counting += 1;
        // 'close' comes once the answer has gone (or the sender has left): the beacon is counted either way.
        reply.raw.once('close', () => void count(request, at, request.log));
        return reply.code(204).header('cache-control', 'no-store').send();
      },
    );
  });
  return {
    idle: () => (counting === 0 ? Promise.resolve() : new Promise((resolve) => whenIdle.push(resolve))),
  };
}

const PERIOD_MESSAGE = 'Choose a period: 7d, 30d or 12m, or a from and a to date.';

/** `?period=7d|30d|12m`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (checked by core's insightsRange). */
function periodOf(query: unknown): InsightsPeriod {
  const { period, from, to } = (query ?? {}) as Record<string, unknown>;
  if (period === '7d' || period === '30d' || period === '12m') return period;
  if (period === undefined && (from !== undefined || to !== undefined))
    return { from: typeof from === 'string' ? from : '', to: typeof to === 'string' ? to : '' };
  throw new HttpError(400, PERIOD_MESSAGE);
}

/** Both roles: the report (Owners, and Staff while an Owner lets them) and who may see it. */
export function staffInsightsRoutes(
  app: FastifyInstance,
  { store, settings, today }: { store: InsightsStore; settings: InsightsSettingsStore; today: () => string },
): void {
  app.get('/api/admin/insights', async (request) => {
    if (currentStaff(request).role !== 'owner' && !settings.get().staffCanSee)
      throw new HttpError(403, staffMessages.ownersOnly);
    const report = await reportInsights(periodOf(request.query), today(), (from, to) => store.totals(from, to));
    if ('error' in report) throw new HttpError(400, report.error);
    return { report };
  });

  app.get('/api/admin/insights/settings', async () => ({ settings: settings.get() }));
}

const insightsSettingsSchema = z.strictObject({
  staffCanSee: z.boolean({ error: 'Say whether Staff may see Insights (true or false).' }),
});

/** Owners: whether Staff see Insights. */
export function ownerInsightsRoutes(app: FastifyInstance, settings: InsightsSettingsStore): void {
  app.put('/api/admin/insights/settings', async (request) => {
    const next = parseWith(insightsSettingsSchema, request.body);
    return { settings: settings.set(next, currentStaff(request).email) };
  });
}
