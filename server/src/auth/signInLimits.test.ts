import { rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@studio/core/shared/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { HttpError } from '../http/httpErrors.ts';
import { createRateLimits } from '../http/rateLimits.ts';
import { createSignInLimits, MAX_CHECKS_IN_FLIGHT } from './signInLimits.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const KEY = Buffer.alloc(32, 7);

let dir: string;
let db: Database;
let clock: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-limits-'));
  db = openDatabase(dir);
  clock = Date.UTC(2026, 0, 1, 9);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function limits(max = 3) {
  return createSignInLimits(
    createRateLimits(db, KEY, () => clock),
    { max, windowMs: WINDOW },
  );
}

/** The 429 a call throws, with its Retry-After in seconds. */
function refusal(call: () => unknown): { status: number; message: string; retryAfter: number } {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpError)
      return { status: error.statusCode, message: error.message, retryAfter: Number(error.headers['retry-after']) };
    throw error;
  }
  throw new Error('expected a refusal');
}

const attempt = (address: string, account = 'coach@example.com', device?: string) => ({
  address,
  account,
  device: device === undefined ? undefined : { id: device, staffIds: [1] },
});

describe('sign-in limits', () => {
  it('count an attempt before its check, so the limit holds while checks are still running', () => {
    const signIns = limits(2);
    // Two attempts in flight at once from two addresses: neither has finished, yet the account is used up.
    const running = ['198.51.100.1', '198.51.100.2'].map((ip) => signIns.begin(attempt(ip)));
    const refused = refusal(() => signIns.begin(attempt('198.51.100.4')));
    expect(refused).toEqual({ status: 429, message: messages.loginRateLimited, retryAfter: 15 * 60 });
    for (const started of running) started.finish(false);
  });

  it('take back the attempt of a sign-in that succeeded, and keep failures', () => {
    const signIns = limits(3);
    for (let index = 0; index < 5; index++) signIns.begin(attempt('198.51.100.1')).finish(true);
    signIns.begin(attempt('198.51.100.1')).finish(false);
    signIns.begin(attempt('198.51.100.1')).finish(false);
    signIns.begin(attempt('198.51.100.1')).finish(true);
    signIns.begin(attempt('198.51.100.1')).finish(false);
    expect(refusal(() => signIns.begin(attempt('198.51.100.1'))).status).toBe(429);
  });

  it('say in Retry-After when the oldest failure leaves the window, and let the next attempt in then', () => {
    const signIns = limits(2);
    signIns.begin(attempt('198.51.100.1')).finish(false);
    clock += 5 * MINUTE;
    signIns.begin(attempt('198.51.100.2')).finish(false);
    clock += 1 * MINUTE;
    expect(refusal(() => signIns.begin(attempt('198.51.100.3'))).retryAfter).toBe(9 * 60);
    clock += 9 * MINUTE - 1000;
    expect(refusal(() => signIns.begin(attempt('198.51.100.3'))).retryAfter).toBe(1);
    clock += 1000;
    expect(() => signIns.begin(attempt('198.51.100.3')).finish(false)).not.toThrow();
    expect(refusal(() => signIns.begin(attempt('198.51.100.4'))).retryAfter).toBe(5 * 60);
  });

  it(`run at most ${MAX_CHECKS_IN_FLIGHT.perAddress} checks at once per address and ${MAX_CHECKS_IN_FLIGHT.perAccount} per account`, () => {
    const signIns = limits(100);
    const first = signIns.begin(attempt('198.51.100.1', 'a@example.com'));
    const second = signIns.begin(attempt('198.51.100.1', 'b@example.com'));
    const busy = refusal(() => signIns.begin(attempt('198.51.100.1', 'c@example.com')));
    expect(busy).toEqual({ status: 429, message: messages.loginRateLimited, retryAfter: 1 });
    // Per account, from other addresses.
    const third = signIns.begin(attempt('198.51.100.2', 'a@example.com'));
    expect(refusal(() => signIns.begin(attempt('198.51.100.3', 'a@example.com'))).retryAfter).toBe(1);
    first.finish(false);
    second.finish(false);
    third.finish(false);
    expect(() => signIns.begin(attempt('198.51.100.1', 'c@example.com')).finish(false)).not.toThrow();
  });

  it('count a request refused for running checks as a guess', () => {
    const signIns = limits(3);
    const running = [signIns.begin(attempt('198.51.100.1')), signIns.begin(attempt('198.51.100.1'))];
    refusal(() => signIns.begin(attempt('198.51.100.1')));
    for (const started of running) started.finish(false);
    expect(refusal(() => signIns.begin(attempt('198.51.100.1'))).retryAfter).toBe(15 * 60);
  });

  it("let a device known to the account past the account's limit, never past the address's", () => {
    const signIns = limits(3);
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) signIns.begin(attempt(ip)).finish(false);
    expect(refusal(() => signIns.begin(attempt('203.0.113.7'))).status).toBe(429);
    signIns.begin(attempt('203.0.113.7', 'coach@example.com', 'device-1')).finish(true);
    // The address holds the device back all the same.
    for (let index = 0; index < 3; index++) signIns.begin(attempt('203.0.113.8', 'other@example.com')).finish(false);
    expect(refusal(() => signIns.begin(attempt('203.0.113.8', 'coach@example.com', 'device-1'))).status).toBe(429);
  });

  it('stop trusting a known device once it has failed the limit itself', () => {
    const signIns = limits(3);
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      signIns.begin(attempt(ip, 'coach@example.com', 'stolen')).finish(false);
    expect(refusal(() => signIns.begin(attempt('198.51.100.4', 'coach@example.com', 'stolen'))).status).toBe(429);
    expect(() => signIns.begin(attempt('198.51.100.5', 'coach@example.com', 'another')).finish(true)).not.toThrow();
  });

  it('keep its counters in the database, keyed by hashes only', () => {
    limits(3).begin(attempt('198.51.100.1')).finish(false);
    const rows = db.prepare('SELECT bucket, key_hash FROM rate_limit_hits ORDER BY bucket').all();
    expect(rows.map((row) => row.bucket)).toEqual(['sign-in-account', 'sign-in-address']);
    expect(JSON.stringify(rows)).not.toMatch(/198\.51|coach/);
    // Another limiter on the same database (the server after a restart) sees them.
    const again = limits(1);
    expect(refusal(() => again.begin(attempt('198.51.100.1', 'x@example.com'))).status).toBe(429);
  });

  it('drop counters that have left their window', () => {
    limits(3).begin(attempt('198.51.100.1')).finish(false);
    clock += WINDOW;
    limits(3);
    expect(db.prepare('SELECT COUNT(*) AS n FROM rate_limit_hits').get()).toEqual({ n: 0 });
  });
});
