import { describe, expect, it } from 'vitest';
import { memoryTrialBookings, sampleTrialBooking } from './trialFixtures.ts';
import type { TrialBooking } from './trials.ts';
import { eraseTrialsOf, type TrialErasureStore } from './trialErasure.ts';

/** The bookings in memory (`memoryTrialBookings`), found by address in any case. */
function memoryTrials(bookings: TrialBooking[], options: { failOn?: string; later?: boolean } = {}) {
  const trials = memoryTrialBookings(bookings, options);
  const store: TrialErasureStore = {
    bookingsFrom: (email) =>
      trials.answer(
        [...trials.stored.values()].filter((booking) => booking.email.toLowerCase() === email.toLowerCase()),
      ),
    erase: trials.erase,
  };
  return { ...trials, store };
}

const sams = [
  sampleTrialBooking({ id: 'b1', email: 'Sam@Example.com' }),
  sampleTrialBooking({ id: 'b2', status: 'cancelled' }),
  sampleTrialBooking({ id: 'b3', occurrenceKey: 'boxing.session-1.2026-11-30' }),
];
const other = sampleTrialBooking({ id: 'o1', email: 'other@example.com' });

describe("erasing one person's trials", () => {
  it('erases each booking with its letters, any case of the address; a booked one gives its place back', () => {
    const trials = memoryTrials([...sams, other]);
    expect(eraseTrialsOf(' sam@example.com ', trials.store)).toBe(3);
    expect([...trials.stored.keys()]).toEqual(['o1']);
    expect([...trials.letters.keys()]).toEqual(['o1']);
    // b1 and the other visitor shared the session; the cancelled b2 held no place.
    expect(Object.fromEntries(trials.booked)).toEqual({
      'kickboxing.session-1.2026-11-30': 1,
      'boxing.session-1.2026-11-30': 0,
    });
  });

  it('a failure between two bookings leaves those before erased, the rest whole; erasing again finishes it', async () => {
    const trials = memoryTrials([...sams, other], { failOn: 'b2', later: true });
    await expect(eraseTrialsOf('sam@example.com', trials.store)).rejects.toThrow('the batch failed');
    // Partly done: b1 gone with its letters and its place; b2 and b3 untouched, letters and places kept.
    expect([...trials.stored.keys()]).toEqual(['b2', 'b3', 'o1']);
    expect([...trials.letters.keys()]).toEqual(['b2', 'b3', 'o1']);
    expect(trials.booked.get('kickboxing.session-1.2026-11-30')).toBe(1);
    expect(trials.booked.get('boxing.session-1.2026-11-30')).toBe(1);
    // Again: only what is left is found and erased; no place is given back twice.
    expect(await eraseTrialsOf('sam@example.com', trials.store)).toBe(2);
    expect([...trials.stored.keys()]).toEqual(['o1']);
    expect(Object.fromEntries(trials.booked)).toEqual({
      'kickboxing.session-1.2026-11-30': 1,
      'boxing.session-1.2026-11-30': 0,
    });
  });

  it('runs at once where the store does (SQLite, inside the messages’ transaction)', () => {
    const result = eraseTrialsOf('nobody@example.com', memoryTrials(sams).store);
    expect(result).toBe(0);
  });
});
