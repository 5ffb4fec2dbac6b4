import { createHmac } from 'node:crypto';
import { wholeSecondsToWait } from '@studio/core/contact/contact';
import { inTransaction, type Database } from '../db/database.ts';

/** At most `max` counted attempts per key within any `windowMs`. */
export interface RateLimitRule {
  /** Names the counter in the database, e.g. `sign-in-address`. */
  bucket: string;
  max: number;
  windowMs: number;
}

export interface LimitCheck {
  rule: RateLimitRule;
  key: string;
  /** False to count the attempt without being held back by this counter (a known device and its account). */
  enforced?: boolean;
}

export type Reservation = { granted: true; hits: number[] } | { granted: false; retryAfterMs: number };

/** Old rows are deleted after this many new ones (and at start), so the table stays small. */
const PRUNE_EVERY = 200;

/**
 * Sliding-window rate limits kept in SQLite, so a restart does not hand out fresh guesses. Keys (addresses,
 * accounts, devices) are stored as HMACs under the server's own key: the counters work, nobody reads an address
 * back out of the database or a backup.
 */
export function createRateLimits(db: Database, hashKey: Buffer, now: () => number = Date.now) {
  const count = db.prepare('SELECT COUNT(*) AS n FROM rate_limit_hits WHERE bucket = ? AND key_hash = ? AND at > ?');
  // The hit whose expiry brings the count back under the limit: the (count - max + 1)th oldest in the window.
  const freeingHit = db.prepare(
    'SELECT at FROM rate_limit_hits WHERE bucket = ? AND key_hash = ? AND at > ? ORDER BY at LIMIT 1 OFFSET ?',
  );
  const insert = db.prepare('INSERT INTO rate_limit_hits (bucket, key_hash, at) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM rate_limit_hits WHERE rowid = ?');
  const prune = db.prepare('DELETE FROM rate_limit_hits WHERE bucket = ? AND at <= ?');
  const rules = new Map<string, RateLimitRule>();
  let sincePrune = 0;

  // A booking asks how long its sender must wait, then counts the attempt: one key twice in a row, hashed once.
  let last = { input: '', hash: '' };
  const keyHash = (rule: RateLimitRule, key: string) => {
    const input = `${rule.bucket}\n${key}`;
    if (input !== last.input) last = { input, hash: createHmac('sha256', hashKey).update(input).digest('hex') };
    return last.hash;
  };

  /** Milliseconds until the key is under its limit again; 0 when it is under it now. */
  function waitFor(rule: RateLimitRule, hash: string, at: number): number {
    const since = at - rule.windowMs;
    const hits = Number(count.get(rule.bucket, hash, since)?.n ?? 0);
    if (hits < rule.max) return 0;
    const freeing = freeingHit.get(rule.bucket, hash, since, hits - rule.max) as { at: number } | undefined;
    return Math.max(1, (freeing?.at ?? at) + rule.windowMs - at);
  }

  function pruneAll(at: number): void {
    sincePrune = 0;
    for (const rule of rules.values()) prune.run(rule.bucket, at - rule.windowMs);
  }

  /** Checks and counts inside the transaction that is open. */
  function reserveOpen(checks: readonly LimitCheck[]): Reservation {
    const at = now();
    for (const { rule } of checks) rules.set(rule.bucket, rule);
    const hashes = checks.map((check) => keyHash(check.rule, check.key));
    const retryAfterMs = Math.max(
      0,
      ...checks.map((check, index) => (check.enforced === false ? 0 : waitFor(check.rule, hashes[index]!, at))),
    );
    if (retryAfterMs > 0) return { granted: false, retryAfterMs };
    const hits = checks.map((check, index) =>
      Number(insert.run(check.rule.bucket, hashes[index]!, at).lastInsertRowid),
    );
    if ((sincePrune += 1) >= PRUNE_EVERY) pruneAll(at);
    return { granted: true, hits };
  }

  return {
    /**
     * Checks every enforced counter and, only when none is at its limit, counts one attempt on each of them, in
     * one transaction: two requests can never both take the last attempt.
     */
    reserve(checks: readonly LimitCheck[]): Reservation {
      return inTransaction(db, () => reserveOpen(checks));
    },

    /**
     * `reserve` as part of the caller's transaction, which must be open: the attempt is counted, or not, with the
     * caller's own writes, and costs no commit of its own (a booking's counter and the booking commit together).
     */
    reserveInside(checks: readonly LimitCheck[]): Reservation {
      if (!db.isTransaction) throw new Error('reserveInside needs an open transaction');
      return reserveOpen(checks);
    },

    /**
     * How long until one more attempt fits `check`'s counter (0 when it fits now), read inside the caller's open
     * transaction; with `countInside` the caller decides in between whether the attempt counts.
     */
    waitInside({ rule, key }: LimitCheck): number {
      if (!db.isTransaction) throw new Error('waitInside needs an open transaction');
      rules.set(rule.bucket, rule);
      return waitFor(rule, keyHash(rule, key), now());
    },

    /** Counts one attempt on `check`'s counter, inside the caller's open transaction. */
    countInside({ rule, key }: LimitCheck): void {
      if (!db.isTransaction) throw new Error('countInside needs an open transaction');
      const at = now();
      insert.run(rule.bucket, keyHash(rule, key), at);
      if ((sincePrune += 1) >= PRUNE_EVERY) pruneAll(at);
    },

    /** Whether the key is at its limit now (without counting anything). */
    isLimited(rule: RateLimitRule, key: string): boolean {
      return waitFor(rule, keyHash(rule, key), now()) > 0;
    },

    /** Takes back attempts that turned out not to count (a sign-in that succeeded). */
    release(hits: readonly number[]): void {
      inTransaction(db, () => {
        for (const hit of hits) remove.run(hit);
      });
    },

    /** Deletes the rows of these rules that have left their window. */
    prune(rulesToPrune: readonly RateLimitRule[]): void {
      for (const rule of rulesToPrune) rules.set(rule.bucket, rule);
      pruneAll(now());
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/** Whole seconds for a `Retry-After` header, never 0. */
export function retryAfterSeconds(ms: number): string {
  return String(wholeSecondsToWait(ms));
}
