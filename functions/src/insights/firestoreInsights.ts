import { randomBytes, randomInt } from 'node:crypto';
import {
  FieldPath,
  FieldValue,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { COLLECTIONS } from '@studio/core/firebase/firebaseLayout';
import { insightCounterField, insightTotalsOf } from '@studio/core/firebase/firebaseInsights';
import type { InsightsStore, OnceCount } from '@studio/core/node/insights';
import type { InsightCount, InsightTotal } from '@studio/core/insights/insightsTotals';

/**
 * Studio insights' storage on Firestore (core's `InsightsStore`), for the `insights` function.
 *
 * - Today's totals: `insight_totals/{day}_{shard}`, each beacon adding to one of INSIGHT_SHARDS shards picked at
 *   random, so that many beacons a second at a peak do not all wait on one document (Firestore takes about one write
 *   a second per document, sustained). Each is `{ day, counts }` (core's firebaseInsights.ts), added to with
 *   `FieldValue.increment`.
 * - Days gone: once a day is over, its shards are folded into one `insight_days` document (more only for a day whose
 *   counters outgrow one document, or for a late beacon folded after the rest), so a report of 12 months reads about
 *   one document a day.
 * - The day's salt, `insight_salts/{day}`, and the day's visitor hashes, `insight_seen/{day}_{hash}`: no client
 *   reads or writes them (firestore.rules); both go once the day is over.
 */

/** Today's shards: enough for a few dozen beacons a second, few enough that today's report reads little. */
export const INSIGHT_SHARDS = 10;

/** Deletes and folds go in batches of this many documents (a batch takes at most 500 writes). */
const BATCH = 400;

/**
 * The most a folded document's counters take, estimated: a document holds at most 1 MiB, and a day that keeps
 * thousands of distinct referrers, campaigns or pages is written in as many parts as it needs.
 */
const FOLDED_BYTES = 700_000;

export interface FirestoreInsights extends InsightsStore {
  /**
   * The nightly sweep: deletes the salts of the days before `today`, then prunes as the day's first beacon does, so
   * that nothing of a day outlives it even when no beacon comes the next day.
   */
  sweep(today: string, keepFrom: string): Promise<void>;
}

/** Deletes what `query` finds, a batch at a time, until it finds nothing. */
async function deleteAll(db: Firestore, query: Query): Promise<void> {
  for (;;) {
    const found = await query.limit(BATCH).select().get();
    if (found.empty) return;
    const batch = db.batch();
    for (const document of found.docs) batch.delete(document.ref);
    await batch.commit();
  }
}

/** A day's summed counters split into parts that each fit in a document. */
export function foldedParts(counts: Map<string, number>, maxBytes = FOLDED_BYTES): Record<string, number>[] {
  const parts: Record<string, number>[] = [];
  let part: Record<string, number> = {};
  let bytes = 0;
  for (const [field, count] of counts) {
    // A map field: its name, its number and Firestore's overhead for each.
    const size = Buffer.byteLength(field) + 1 + 8 + 16;
    if (bytes + size > maxBytes && bytes > 0) {
      parts.push(part);
      part = {};
      bytes = 0;
    }
    part[field] = count;
    bytes += size;
  }
  if (bytes > 0) parts.push(part);
  return parts;
}

export function firestoreInsights(db: Firestore): FirestoreInsights {
  const totals = db.collection(COLLECTIONS.insightTotals);
  const days = db.collection(COLLECTIONS.insightDays);
  const salts = db.collection(COLLECTIONS.insightSalts);
  const seen = db.collection(COLLECTIONS.insightSeen);
  /** The day's salt once read, so a beacon reads it only on an instance's first beacon of the day. */
  let known: { day: string; salt: string } | undefined;

  /** `counts` as the increments of a totals document's map (a field name in a nested map is taken as it is). */
  function increments(counts: readonly InsightCount[]): Record<string, FieldValue> {
    const sums = new Map<string, number>();
    for (const { metric, key, by = 1 } of counts) {
      const field = insightCounterField(metric, key);
      sums.set(field, (sums.get(field) ?? 0) + by);
    }
    return Object.fromEntries([...sums].map(([field, by]) => [field, FieldValue.increment(by)]));
  }

  const shardOf = (day: string): DocumentReference => totals.doc(`${day}_${randomInt(INSIGHT_SHARDS)}`);
  const seenOf = (day: string, hash: string): DocumentReference => seen.doc(`${day}_${hash}`);

  /** Folds the shards of one day gone into a folded document, deleting them in the same transaction. */
  async function foldDay(day: string): Promise<void> {
    await db.runTransaction(async (transaction) => {
      const shards = await transaction.get(totals.where('day', '==', day));
      if (shards.empty) return;
      const sums = new Map<string, number>();
      for (const shard of shards.docs) {
        const counts: unknown = shard.get('counts');
        if (!counts || typeof counts !== 'object') continue;
        for (const [field, count] of Object.entries(counts)) {
          if (typeof count === 'number') sums.set(field, (sums.get(field) ?? 0) + count);
        }
      }
      for (const counts of foldedParts(sums)) transaction.create(days.doc(`${day}_${days.doc().id}`), { day, counts });
      for (const shard of shards.docs) transaction.delete(shard.ref);
    });
  }

  /** The days before `today` that still have shards (normally yesterday's only). */
  async function unfoldedDays(today: string): Promise<string[]> {
    const found = await totals.where('day', '<', today).select('day').get();
    return [...new Set(found.docs.map((shard) => String(shard.get('day'))))].sort();
  }

  const inDays = (collection: CollectionReference, from: string, to: string) =>
    collection.where('day', '>=', from).where('day', '<=', to).get();

  const store: FirestoreInsights = {
    async salt(day) {
      if (known?.day === day) return { salt: known.salt, fresh: false };
      const result = await db.runTransaction(async (transaction) => {
        const all = await transaction.get(salts);
        const own = all.docs.find((stored) => stored.id === day);
        const salt: unknown = own?.get('salt');
        if (typeof salt === 'string') return { salt, fresh: false, kept: true };
        // A beacon read just before midnight and counted after a later day's first: its day is over, and its salt,
        // once deleted, never comes back. It is counted with a salt of its own.
        if (all.docs.some((stored) => stored.id > day))
          return { salt: randomBytes(32).toString('base64url'), fresh: false, kept: false };
        const made = randomBytes(32).toString('base64url');
        for (const stored of all.docs) transaction.delete(stored.ref);
        transaction.set(salts.doc(day), { salt: made });
        return { salt: made, fresh: true, kept: true };
      });
      if (result.kept) known = { day, salt: result.salt };
      return { salt: result.salt, fresh: result.fresh };
    },

    async add(day, counts, once) {
      if (once.length === 0) {
        if (counts.length > 0) await shardOf(day).set({ day, counts: increments(counts) }, { merge: true });
        return;
      }
      await db.runTransaction(async (transaction) => {
        const marks = once.map((entry: OnceCount) => seenOf(day, entry.seen));
        const found = await transaction.getAll(...marks);
        const all = [...counts];
        found.forEach((mark, index) => {
          if (mark.exists) return;
          // Created in the transaction: a second beacon of the same visitor at the same moment retries and finds it.
          transaction.create(marks[index]!, {});
          all.push(...once[index]!.counts);
        });
        if (all.length > 0) transaction.set(shardOf(day), { day, counts: increments(all) }, { merge: true });
      });
    },

    async totals(from, to): Promise<InsightTotal[]> {
      const [folded, live] = await Promise.all([inDays(days, from, to), inDays(totals, from, to)]);
      return insightTotalsOf([...folded.docs, ...live.docs].map((document) => document.data()));
    },

    async prune(today, keepFrom) {
      // A visitor hash's id starts with its day, so the days before today's sort before today itself.
      await deleteAll(db, seen.where(FieldPath.documentId(), '<', today));
      for (const day of await unfoldedDays(today)) await foldDay(day);
      await deleteAll(db, days.where('day', '<', keepFrom));
      await deleteAll(db, totals.where('day', '<', keepFrom));
    },

    async sweep(today, keepFrom) {
      await deleteAll(db, salts.where(FieldPath.documentId(), '<', today));
      await store.prune(today, keepFrom);
    },
  };
  return store;
}
