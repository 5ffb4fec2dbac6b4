import { andThen, eachInOrder, type Maybe } from '../shared/maybeAsync.ts';
import type { TrialErasureStore } from './trialErasure.ts';
import type { TrialBooking } from './trials.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention sweep of free trial bookings, once for both backends: bookings are kept as long as the contact
 * messages (`CONTACT_RETENTION_DAYS`), then deleted with every letter about them. The self-hosted server sweeps at
 * start and daily in one transaction; Firebase in the nightly function that sweeps the messages, one batch a booking.
 */
export interface TrialRetentionStore {
  /** The bookings made before `cutoff`; more may be given (core keeps only those old enough). */
  madeBefore(cutoff: Date): Maybe<readonly TrialBooking[]>;
  /** One booking with every letter about it, waiting or written, all of it or none (as a person's erasure). */
  erase: TrialErasureStore['erase'];
}

/** The time before which a booking is old enough to go: `retentionDays` whole days before `now`. */
export function trialRetentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * Old enough to go: made before the cutoff and its session ended before it too, so a booking made long ahead is
 * kept for the whole period after its session, as the visitor's enquiry about it is.
 */
export function isPastRetention(booking: Pick<TrialBooking, 'createdAt' | 'endsAt'>, cutoff: Date): boolean {
  const at = cutoff.getTime();
  return Date.parse(booking.createdAt) < at && Date.parse(booking.endsAt) < at;
}

/**
 * Deletes the bookings past the retention period, one after another, each whole with its letters. No place is given
 * back (the session is long over), and no activity entry is written: the log records what staff did, and the sweep
 * is the studio's policy running, which each backend's own log reports with the count. A failure between two leaves
 * those before deleted and the rest whole; the next sweep finds only the rest. Resolves to how many went.
 */
export function sweepOldTrials(
  store: TrialRetentionStore,
  { now, retentionDays }: { now: Date; retentionDays: number },
): Maybe<number> {
  const cutoff = trialRetentionCutoff(now, retentionDays);
  return andThen(store.madeBefore(cutoff), (candidates) => {
    const old = candidates.filter((booking) => isPastRetention(booking, cutoff));
    return andThen(
      eachInOrder(old, (booking) => store.erase(booking, { freePlace: false })),
      () => old.length,
    );
  });
}
