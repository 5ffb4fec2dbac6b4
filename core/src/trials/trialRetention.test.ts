import { describe, expect, it } from 'vitest';
import { memoryTrialBookings, sampleTrialBooking } from './trialFixtures.ts';
import type { TrialBooking } from './trials.ts';
import { isPastRetention, sweepOldTrials, trialRetentionCutoff, type TrialRetentionStore } from './trialRetention.ts';

/**
 * The bookings in memory (`memoryTrialBookings`); `madeBefore` gives what a Firestore query on one field can (made
 * before the cutoff, whatever the session).
 */
function memoryTrials(bookings: TrialBooking[], options: { failOn?: string; later?: boolean } = {}) {
  const trials = memoryTrialBookings(bookings, options);
  const store: TrialRetentionStore = {
    madeBefore: (cutoff) =>
      trials.answer([...trials.stored.values()].filter((booking) => booking.createdAt < cutoff.toISOString())),
    erase: trials.erase,
  };
  return { ...trials, store };
}

const NOW = new Date('2027-12-01T12:00:00.000Z');
const YEAR = 365;
// The cutoff is 2026-12-01T12:00Z: a year before NOW.
const old = sampleTrialBooking({ id: 'old' });
const oldCancelled = sampleTrialBooking({ id: 'old-cancelled', status: 'cancelled', cancelledBy: 'visitor' });
// Made long ago for a session after the cutoff: kept a whole year after its session.
const madeAhead = sampleTrialBooking({
  id: 'made-ahead',
  endsAt: '2026-12-07T19:00:00.000Z',
  createdAt: '2026-11-02T08:00:00.000Z',
});
const recent = sampleTrialBooking({
  id: 'recent',
  endsAt: '2027-11-30T19:00:00.000Z',
  createdAt: '2027-11-25T08:00:00.000Z',
});

describe('the retention sweep of free trial bookings', () => {
  it('the cutoff is the retention period in whole days before now', () => {
    expect(trialRetentionCutoff(NOW, YEAR).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('a booking is old enough once it was made and its session ended before the cutoff, to the millisecond', () => {
    const cutoff = new Date('2026-12-01T00:00:00.000Z');
    expect(isPastRetention(old, cutoff)).toBe(true);
    expect(isPastRetention({ ...old, endsAt: '2026-12-01T00:00:00.000Z' }, cutoff)).toBe(false);
    expect(isPastRetention({ ...old, createdAt: '2026-12-01T00:00:00.000Z' }, cutoff)).toBe(false);
    expect(isPastRetention(madeAhead, cutoff)).toBe(false);
  });

  it('deletes each old booking with its letters, booked or cancelled, giving no place back; keeps the rest', () => {
    const trials = memoryTrials([old, oldCancelled, madeAhead, recent]);
    expect(sweepOldTrials(trials.store, { now: NOW, retentionDays: YEAR })).toBe(2);
    expect([...trials.stored.keys()]).toEqual(['made-ahead', 'recent']);
    expect([...trials.letters.keys()]).toEqual(['made-ahead', 'recent']);
    expect(trials.erased).toEqual([
      { id: 'old', freePlace: false },
      { id: 'old-cancelled', freePlace: false },
    ]);
    // Nothing more is old enough a moment later.
    expect(sweepOldTrials(trials.store, { now: NOW, retentionDays: YEAR })).toBe(0);
  });

  it('a shorter period sweeps more: the booking made ahead goes once its session is that far behind', () => {
    const trials = memoryTrials([old, madeAhead, recent]);
    expect(sweepOldTrials(trials.store, { now: NOW, retentionDays: 30 })).toBe(2);
    expect([...trials.stored.keys()]).toEqual(['recent']);
  });

  it('a failure between two leaves those before deleted and the rest whole; the next sweep finishes', async () => {
    const trials = memoryTrials([old, oldCancelled, recent], { failOn: 'old-cancelled', later: true });
    await expect(sweepOldTrials(trials.store, { now: NOW, retentionDays: YEAR })).rejects.toThrow('the batch failed');
    expect([...trials.stored.keys()]).toEqual(['old-cancelled', 'recent']);
    expect([...trials.letters.keys()]).toEqual(['old-cancelled', 'recent']);
    expect(await sweepOldTrials(trials.store, { now: NOW, retentionDays: YEAR })).toBe(1);
    expect([...trials.stored.keys()]).toEqual(['recent']);
  });
});
