import { logger } from 'firebase-functions/v2';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Response } from 'express';
import { studioToday } from '@studio/core/events/eventRules';
import { firebaseClientAddress } from '@studio/core/node/firebaseClientAddress';
import { FUNCTIONS_REGION } from '@studio/core/firebase/firebaseLayout';
import { asksNotToBeCounted, beaconLimiter, countBeacon, MAX_BEACON_BYTES } from '@studio/core/node/insights';
import { insightsKeepFrom } from '@studio/core/insights/insightsTotals';
import { adminFirestore } from '../adminApp.ts';
import { firestoreInsights, type FirestoreInsights } from './firestoreInsights.ts';

/** One per instance: the day's salt it read, and the per-address count of beacons (in memory, as core's limiter is). */
let store: FirestoreInsights | undefined;
const insightsStore = () => (store ??= firestoreInsights(adminFirestore()));
const limiter = beaconLimiter();

/** The one header of a name, as core reads headers. */
function headerOf(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A beacon's body as text: `navigator.sendBeacon` sends it as text/plain, a script may send JSON; at most
 * MAX_BEACON_BYTES. Anything else is no beacon (undefined), dropped as junk.
 */
export function beaconText(contentType: string | undefined, raw: Buffer | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json') return undefined;
  if (!raw || raw.length === 0 || raw.length > MAX_BEACON_BYTES) return undefined;
  return raw.toString('utf8');
}

/** The answer to every beacon, counted or not: a sender learns nothing from it, and nothing is kept on the way. */
function answered(response: Response): void {
  response.status(204).set('cache-control', 'no-store').end();
}

/**
 * `POST /api/insights` on Firebase (Hosting rewrites the path here, firebase.json): core's `countBeacon` with this
 * deployment's storage. The address is the one Hosting's CDN saw (ADR 026: never a header the visitor writes), the
 * site is the host the page was served from. The function answers once the beacon is counted: a function's work
 * after its answer may never run.
 */
export async function handleBeacon(request: Request, response: Response): Promise<void> {
  if (request.method !== 'POST') {
    response.status(405).set('allow', 'POST').set('cache-control', 'no-store').end();
    return;
  }
  const body = beaconText(headerOf(request, 'content-type'), request.rawBody);
  try {
    if (body !== undefined) {
      await countBeacon(
        {
          body,
          address: firebaseClientAddress('site', request, process.env),
          userAgent: headerOf(request, 'user-agent') ?? '',
          site: headerOf(request, 'x-forwarded-host') ?? headerOf(request, 'host') ?? '',
          doNotCount: asksNotToBeCounted((name) => headerOf(request, name)),
          now: new Date(),
        },
        insightsStore(),
        limiter,
      );
    }
  } catch (error) {
    logger.error('Counting a beacon failed', { error: String(error) });
  }
  answered(response);
}

export const insights = onRequest(
  // Many small requests at once on one instance; a beacon's work is a read or two and one transaction.
  { region: FUNCTIONS_REGION, memory: '256MiB', concurrency: 80, maxInstances: 10, invoker: 'public' },
  handleBeacon,
);

/**
 * Each night soon after midnight (UK): yesterday's salt and visitor hashes are deleted and its totals folded, and totals
 * past keeping deleted, even when no beacon comes to do it (the day's first beacon does the same).
 */
export const sweepInsights = onSchedule(
  { region: FUNCTIONS_REGION, schedule: '5 0 * * *', timeZone: 'Europe/London' },
  async () => {
    const today = studioToday(new Date());
    await firestoreInsights(adminFirestore()).sweep(today, insightsKeepFrom(today));
  },
);
