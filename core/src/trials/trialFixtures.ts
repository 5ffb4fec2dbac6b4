import type { Maybe } from '../shared/maybeAsync.ts';
import type { TrialErasureStore } from './trialErasure.ts';
import type { TrialBooking } from './trials.ts';

/**
 * A booking for tests: Sam Taylor's free trial of Kickboxing's seed session-1 on Monday 30 November 2026, 18:00-19:00
 * UK time at Aintree, still booked; `overrides` change what a test is about.
 */
export function sampleTrialBooking(overrides: Partial<TrialBooking> = {}): TrialBooking {
  return {
    id: 'b1',
    occurrenceKey: 'kickboxing.session-1.2026-11-30',
    classSlug: 'kickboxing',
    className: 'Kickboxing',
    site: 'Aintree',
    day: '2026-11-30',
    start: '18:00',
    end: '19:00',
    startsAt: '2026-11-30T18:00:00.000Z',
    endsAt: '2026-11-30T19:00:00.000Z',
    name: 'Sam Taylor',
    email: 'sam@example.com',
    phone: '0151 496 0000',
    childName: null,
    childAge: null,
    guardian: null,
    status: 'booked',
    outcome: null,
    cancelledBy: null,
    cancelReason: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    submissionId: 's1',
    ...overrides,
  };
}

/**
 * Bookings, their letters and their sessions' counts in memory, erased as a person's erasure and the retention sweep
 * erase them: each `erase` is one batch (all of it or none), and with `failOn` the batch of that booking fails once,
 * as a dropped connection would. `answer` gives a value at once, or with `later` as a promise (as Firestore does).
 */
export function memoryTrialBookings(
  bookings: TrialBooking[],
  { failOn, later = false }: { failOn?: string; later?: boolean } = {},
) {
  const stored = new Map(bookings.map((booking) => [booking.id, booking]));
  const letters = new Map(bookings.map((booking) => [booking.id, ['confirmation', 'reminder']]));
  const booked = new Map<string, number>();
  for (const booking of bookings)
    if (booking.status === 'booked') booked.set(booking.occurrenceKey, (booked.get(booking.occurrenceKey) ?? 0) + 1);
  const erased: { id: string; freePlace: boolean }[] = [];
  let failing = failOn;
  const answer = <T>(value: T): Maybe<T> => (later ? Promise.resolve(value) : value);
  const erase: TrialErasureStore['erase'] = (booking, { freePlace }) => {
    if (failing === booking.id) {
      failing = undefined;
      throw new Error('the batch failed');
    }
    stored.delete(booking.id);
    letters.delete(booking.id);
    if (freePlace) booked.set(booking.occurrenceKey, booked.get(booking.occurrenceKey)! - 1);
    erased.push({ id: booking.id, freePlace });
    return answer(undefined);
  };
  return { stored, letters, booked, erased, answer, erase };
}
