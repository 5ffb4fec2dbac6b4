import { randomBytes } from 'node:crypto';
import type { InsightsStore, OnceCount } from '@studio/core/node/insights';
import { insightsKeepFrom, type InsightCount, type InsightTotal } from '@studio/core/insights/insightsTotals';
import { inTransaction, type Database } from '../db/database.ts';

/** Counts to add, summed over a batch: one statement per counter rather than one per beacon. */
type Pending = Map<string, { day: string; metric: string; key: string; by: number }>;

/** A write waiting for the next batch: a beacon's counts, or the day's pruning, in the order they were asked for. */
type Write = { run: (pending: Pending) => void; resolve: () => void; reject: (error: unknown) => void };

/** How long a beacon's counts wait for others to share their transaction: well within "on the dashboard in a minute". */
const BATCH_MS = 20;

export interface SqliteInsightsStore extends InsightsStore {
  /** Writes what is waiting now (the server calls it as it closes). */
  flush(): void;
  /**
   * Once `today` has begun, what the day's first beacon would delete (another day's salt, the hashes of days gone,
   * totals past keeping), whether or not a beacon comes: a quiet day after a busy one keeps no salt or hash of it.
   * Asked every minute; does nothing more while the day is the one swept.
   */
  sweep(today: string): Promise<void>;
}

/**
 * Studio insights' storage on SQLite (core's `InsightsStore`): the day's salt, the day's visitor hashes and the daily
 * totals (migration 12).
 *
 * Group commit: the beacons of BATCH_MS are written in one transaction, their counts summed per counter, and each
 * call resolves once it has committed: a beacon's counts are all written or none of them. That transaction commits
 * with `synchronous = NORMAL`, not the database's FULL: a beacon has had its answer before it is counted, so no
 * sender relies on the wait for the disk, which a synchronous driver would spend holding the event loop, every
 * request waiting behind it. WAL stays consistent either way; a power cut (not a crash of the server) may lose the
 * counts of the moments before it, until the next FULL commit of anything else takes them to the disk too.
 *
 * The day's pruning goes through the same queue, so a beacon of the day before that was still waiting is written
 * before it, never after: no hash of a day gone outlives the new day's first beacon.
 */
export function createInsightsStore(db: Database): SqliteInsightsStore {
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
    commitWithoutWaiting: db.prepare('PRAGMA synchronous = NORMAL'),
    commitOnDisk: db.prepare('PRAGMA synchronous = FULL'),
  };

  // The salt is read for every beacon: the day's is kept here once known (only this store writes it).
  let current: { day: string; salt: string } | null = null;
  let swept: string | null = null;
  let waiting: Write[] = [];
  let timer: NodeJS.Timeout | null = null;

  const sum = (pending: Pending, day: string, counts: readonly InsightCount[]) => {
    for (const { metric, key, by = 1 } of counts) {
      const id = `${day}\n${metric}\n${key}`;
      const entry = pending.get(id);
      if (entry) entry.by += by;
      else pending.set(id, { day, metric, key, by });
    }
  };

  const writeSums = (pending: Pending) => {
    for (const { day, metric, key, by } of pending.values()) q.addTo.run(day, metric, key, by);
    pending.clear();
  };

  function writeBatch(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    try {
      q.commitWithoutWaiting.run();
      inTransaction(db, () => {
        const pending: Pending = new Map();
        for (const write of batch) write.run(pending);
        writeSums(pending);
      });
    } catch (error) {
      for (const write of batch) write.reject(error);
      return;
    } finally {
      q.commitOnDisk.run();
    }
    for (const write of batch) write.resolve();
  }

  function queue(run: (pending: Pending) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      waiting.push({ run, resolve, reject });
      if (!timer) {
        timer = setTimeout(writeBatch, BATCH_MS);
        timer.unref();
      }
    });
  }

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
      return queue((pending) => {
        sum(pending, day, counts);
        for (const { seen, counts: firstTime } of once) {
          if (q.markSeen.run(day, seen).changes > 0) sum(pending, day, firstTime);
        }
      });
    },

    async totals(from, to) {
      return q.totals.all(from, to) as unknown as InsightTotal[];
    },

    prune(today, keepFrom) {
      return queue((pending) => {
        writeSums(pending);
        q.pruneSeen.run(today);
        q.pruneTotals.run(keepFrom);
      });
    },

    flush: writeBatch,

    sweep(today) {
      if (swept === today) return Promise.resolve();
      swept = today;
      if (current && current.day !== today) current = null;
      return queue((pending) => {
        writeSums(pending);
        q.dropOtherSalts.run(today);
        q.pruneSeen.run(today);
        q.pruneTotals.run(insightsKeepFrom(today));
      }).catch((error: unknown) => {
        swept = null;
        throw error;
      });
    },
  };
}
