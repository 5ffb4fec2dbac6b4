import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction, openDatabase, type Database } from '../db/database.ts';
import { createRateLimits } from './rateLimits.ts';

const RULE = { bucket: 'contact-address', max: 2, windowMs: 60_000 };
const KEY = Buffer.alloc(32, 5);

let dir: string;
let db: Database;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-rate-limits-'));
  db = openDatabase(dir);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const hits = () => Number((db.prepare('SELECT COUNT(*) AS n FROM rate_limit_hits').get() as { n: number }).n);

describe("reserving inside the caller's transaction", () => {
  it('refuses to run without an open transaction, so it never commits on its own', () => {
    const limits = createRateLimits(db, KEY, () => 1_000_000);
    expect(() => limits.reserveInside([{ rule: RULE, key: '198.51.100.1' }])).toThrow(/open transaction/);
    expect(hits()).toBe(0);
  });

  it("counts with the caller's writes: kept when they commit, gone when they roll back", () => {
    const limits = createRateLimits(db, KEY, () => 1_000_000);
    const check = [{ rule: RULE, key: '198.51.100.1' }];
    expect(inTransaction(db, () => limits.reserveInside(check)).granted).toBe(true);
    expect(hits()).toBe(1);
    expect(() =>
      inTransaction(db, () => {
        limits.reserveInside(check);
        throw new Error('the booking failed');
      }),
    ).toThrow('the booking failed');
    expect(hits()).toBe(1);
  });

  it('shares the limit with reserve: the attempts of both count against the same counter', () => {
    const limits = createRateLimits(db, KEY, () => 1_000_000);
    const check = [{ rule: RULE, key: '198.51.100.1' }];
    expect(limits.reserve(check).granted).toBe(true);
    expect(inTransaction(db, () => limits.reserveInside(check)).granted).toBe(true);
    expect(limits.reserve(check)).toEqual({ granted: false, retryAfterMs: 60_000 });
    expect(inTransaction(db, () => limits.reserveInside(check))).toEqual({ granted: false, retryAfterMs: 60_000 });
  });
});
