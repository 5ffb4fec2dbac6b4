import { isIP } from 'node:net';

/**
 * How a request's client address is found on Firebase, for every per-address limit there (the contact form, trial
 * bookings, anything counted per visitor next). ADR 026 has the platform's documentation for each position relied on.
 *
 * Google's front end appends the address it saw to `X-Forwarded-For` after whatever the visitor sent, so only entries
 * counted from the right are Google's own; the left-most entry, `Forwarded`, `Fastly-Client-IP` and Express's
 * `req.ip` (the Functions Framework turns `trust proxy` on, so it is the left-most entry) are all the visitor's to
 * write, and none is read.
 */

/** The ways a visitor's request reaches a function. */
export type FirebaseEntry = 'callable' | 'site';

/**
 * The proxies that append to `X-Forwarded-For` in front of each entry point, deployed: a callable is reached
 * directly through Google's front end (1); the `site` function behind Hosting, whose CDN appends the visitor's
 * address before Google's front end appends the CDN's (2).
 */
export const FIREBASE_PROXIES: Readonly<Record<FirebaseEntry, number>> = { callable: 1, site: 2 };

/** The key of a request whose connection has no address (the Functions emulator hands requests over a socket file). */
export const UNKNOWN_CLIENT = 'unknown';

/** What a function sees of a request: its headers and its connection. */
export interface ArrivedRequest {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined } | null;
}

/**
 * The address `proxies` proxies in front saw the client at: the `proxies`-th entry of `X-Forwarded-For` from the
 * right. With no proxies, or when that entry is missing or not an address, the connection's own address: the limit
 * still holds, counted on whoever connected (on Firebase, Google's own proxy: every visitor together).
 */
export function clientAddressBehind(request: ArrivedRequest, proxies: number): string {
  const direct = request.socket?.remoteAddress || UNKNOWN_CLIENT;
  if (proxies < 1) return direct;
  const header = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const seen = entries[entries.length - proxies];
  return seen && isIP(seen) ? seen : direct;
}

/**
 * The client address of a request that came in by `entry`. On the Functions emulator (`FUNCTIONS_EMULATOR`) nothing
 * stands in front and nothing appends: every header is the caller's, so only the connection counts.
 */
export function firebaseClientAddress(
  entry: FirebaseEntry,
  request: ArrivedRequest,
  env: { FUNCTIONS_EMULATOR?: string | undefined },
): string {
  return clientAddressBehind(request, env.FUNCTIONS_EMULATOR === 'true' ? 0 : FIREBASE_PROXIES[entry]);
}
