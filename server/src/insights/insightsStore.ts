import { randomBytes } from 'node:crypto';
import type { InsightsStore, OnceCount } from '@studio/core/insights';
import type { InsightCount, InsightTotal } from '@studio/core/insightsTotals';
import { inTransaction, type Database } from '../db/database.ts';

/** A write waiting for the next batch: a beacon's counts, or the day's pruning, in the order they were asked for. */
type Write = { run: () => void; resolve: () => void; reject: (error: unknown) => void };

/**
 * Studio insights' storage on SQLite (core's `InsightsStore`): the day's salt, the day's visitor hashes and the daily
 * totals (migration 12).
 *
 * Group commit, as free trial bookings do it: under `synchronous = FULL` each COMMIT waits for the disk, so the
 * beacons that arrive together are written in one transaction, each in its own savepoint (one beacon's `add` is all
 * written or none of it), and each call resolves once that transaction is on disk. The day's pruning goes through
 * the same queue, so a beacon of the day before that was still waiting is written before it, never after: no hash of
 * a day gone outlives the new day's first beacon.
 */
export function createInsightsStore(db: Database): InsightsStore {
  const q = {
    saltOf: db.prepare('SELECT salt FROM insights_salts WHERE day = ?'),
    addSalt: db.prepare('INSERT INTO insights_salts (day, salt) VALUES (?, ?)'),
    dropOtherSalts: db.prepare('DELETE FROM insights_salts WHERE day <> ?'),
    markSeen: db.prepare('INSERT OR IGNORE INTO insights_seen (day, hash) VALUES (?, ?)'),
    addTo: db.prepare(
      `INSERT INTO insights_totals (day, metric, key, count) VALUES (?, ?, ?, ?)
       ON CONFLICT (day, metric, key) DO UPDATE SET count = count + excluded.count`,
    ),
    totals: db.prepare(
      'SELECT day, metric, key, count FROM insights_totals WHERE day >= ? AND day <= ? ORDER BY day, metric, key',
    ),
    pruneSeen: db.prepare('DELETE FROM insights_seen WHERE day < ?'),
    pruneTotals: db.prepare('DELETE FROM insights_totals WHERE day < ?'),
  };

  // The salt is read for every beacon: the day's is kept here once known (only this store writes it).
  let current: { day: string; salt: string } | null = null;
  let waiting: Write[] = [];

  function writeBatch(): void {
    const batch = waiting;
    waiting = [];
    const failed = new Map<Write, unknown>();
    try {
      inTransaction(db, () => {
        for (const write of batch) {
          try {
            inTransaction(db, write.run);
          } catch (error) {
            failed.set(write, error);
          }
        }
      });
    } catch (error) {
      for (const write of batch) write.reject(error);
      return;
    }
    for (const write of batch) {
      if (failed.has(write)) write.reject(failed.get(write));
      else write.resolve();
    }
  }

  function queue(run: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      waiting.push({ run, resolve, reject });
      if (waiting.length === 1) setImmediate(writeBatch);
    });
  }

  const addCounts = (day: string, counts: readonly InsightCount[]) => {
    for (const { metric, key, by = 1 } of counts) q.addTo.run(day, metric, key, by);
  };

  return {
    async salt(day) {
      if (current?.day === day) return { salt: current.salt, fresh: false };
      const made = inTransaction(db, () => {
        const stored = q.saltOf.get(day) as { salt: string } | undefined;
        if (stored) return { salt: stored.salt, fresh: false };
        const salt = randomBytes(32).toString('base64url');
        q.addSalt.run(day, salt);
        q.dropOtherSalts.run(day);
        return { salt, fresh: true };
      });
      current = { day, salt: made.salt };
      return made;
    },

    add(day: string, counts: readonly InsightCount[], once: readonly OnceCount[]) {
      return queue(() => {
        addCounts(day, counts);
        for (const { seen, counts: firstTime } of once) {
          if (q.markSeen.run(day, seen).changes > 0) addCounts(day, firstTime);
        }
      });
    },

    async totals(from, to) {
      return q.totals.all(from, to) as unknown as InsightTotal[];
    },

    prune(today, keepFrom) {
      return queue(() => {
        q.pruneSeen.run(today);
        q.pruneTotals.run(keepFrom);
      });
    },
  };
}
