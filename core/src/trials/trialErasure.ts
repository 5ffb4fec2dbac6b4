import { andThen, eachInOrder, type Maybe } from '../shared/maybeAsync.ts';
import type { TrialBooking } from './trials.ts';

/**
 * Erasing one person's free trials (a request about their data), once for both backends: what goes with each
 * booking, and what is left when a step fails. The self-hosted server erases inside the transaction that erases the
 * person's messages; Firestore has no transaction that large, so each booking is one batch of its own.
 */
export interface TrialErasureStore {
  /** Every booking from the address, in any case. */
  bookingsFrom(email: string): Maybe<readonly TrialBooking[]>;
  /**
   * One booking with every letter about it, waiting (its reminder, its follow-up) or already written, and, when
   * `freePlace`, its place given back to the session: all of it or none.
   */
  erase(booking: TrialBooking, change: { freePlace: boolean }): Maybe<void>;
}

/**
 * Erases every booking from `email`, one after another, each whole; a booked one gives its place back. A failure
 * between two leaves those before it erased and the rest as they were (nothing half-erased, no place given back
 * twice); erasing again finds only the rest and finishes. Resolves to how many bookings were erased.
 */
export function eraseTrialsOf(email: string, store: TrialErasureStore): Maybe<number> {
  return andThen(store.bookingsFrom(email.trim()), (bookings) =>
    andThen(
      eachInOrder(bookings, (booking) => store.erase(booking, { freePlace: booking.status === 'booked' })),
      () => bookings.length,
    ),
  );
}
