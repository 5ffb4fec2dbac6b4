import { describe, expect, it } from 'vitest';
import type { Maybe } from '../shared/maybeAsync.ts';
import { testSession, testTimetable } from '../timetable/timetableFixtures.ts';
import { findBookable, trialMessages, type TrialDetails, type TrialOccurrence } from './trials.ts';
import { bookTrial, countFilledHoneypot, type TrialBookingReads, type TrialBookingWrites } from './trialBooking.ts';

// Wednesday 25 November 2026, 08:30 UK; the session is on Monday 30 November, 18:00-19:00, with 2 trial places.
const now = new Date('2026-11-25T08:30:00Z');
const timetable = testTimetable([testSession({ trialPlaces: 2 })]);
const key = 'kickboxing.session-1.2026-11-30';
const details: TrialDetails = { name: 'Sam Taylor', email: 'sam@example.com', phone: '0151 496 0000', child: null };
const mail = { siteUrl: 'https://studio.example', visitors: true };

interface Facts {
  booked: number;
  wait: number;
  held: { inSession: boolean; upcoming: number };
  open: string | null;
}

/**
 * An in-memory transaction: answers from `facts`, each read logged as it is asked, each write logged in order; with
 * `later`, every read answers as a promise (as on Firestore).
 */
function memoryBooking(given: Partial<Facts> = {}, { later = false } = {}) {
  const facts: Facts = { booked: 0, wait: 0, held: { inSession: false, upcoming: 0 }, open: null, ...given };
  const log: string[] = [];
  const answer = <T>(name: string, value: T): Maybe<T> => {
    log.push(`read ${name}`);
    return later ? Promise.resolve(value) : value;
  };
  const reads: TrialBookingReads = {
    session: () => answer('session', findBookable(timetable, key, { now, booked: () => facts.booked })),
    limitWait: () => answer('limit', facts.wait),
    heldBy: (occurrence: TrialOccurrence) => answer(`address in ${occurrence.key}`, facts.held),
    openEnquiry: () => answer('open enquiry', facts.open),
  };
  const writes: TrialBookingWrites = {
    countAttempt: () => log.push('count attempt'),
    startEnquiry: (booking, text) => log.push(`start enquiry ${booking.submissionId}: ${text}`),
    moveEnquiryOn: (booking, text) => log.push(`move enquiry ${booking.submissionId} on: ${text}`),
    insert: (booking, token) => log.push(`insert ${booking.occurrenceKey} for ${booking.email} with ${token.length}`),
    letter: (_booking, kind, due) => log.push(`letter ${kind} ${due ? due.toISOString() : 'now'}`),
  };
  return { reads, writes, log };
}

const book = (store: ReturnType<typeof memoryBooking>, visitors = true) =>
  bookTrial(details, store.reads, store.writes, { mail: { ...mail, visitors }, now });

describe('booking a free trial inside its transaction', () => {
  it('reads the session, the limit, the address and its enquiry, then counts and writes all together', () => {
    const store = memoryBooking();
    const result = book(store);
    expect(result).toMatchObject({ ok: true, booking: { occurrenceKey: key, status: 'booked', email: details.email } });
    const text = store.log
      .find((line) => line.startsWith('start enquiry'))!
      .split(': ')
      .slice(1)
      .join(': ');
    expect(text).toContain('Booked a free trial');
    expect(store.log.map((line) => line.replace(/ [0-9a-f-]{36}/, ' <id>').replace(/: .*/, ''))).toEqual([
      'read session',
      'read limit',
      `read address in ${key}`,
      'read open enquiry',
      'count attempt',
      'start enquiry <id>',
      `insert ${key} for sam@example.com with 43`,
      'letter confirmation now',
      // The reminder goes at 5pm UK the evening before.
      'letter reminder 2026-11-29T17:00:00.000Z',
      'letter booked-notice now',
    ]);
  });

  it('an open enquiry from the address moves on; with e-mail to visitors off, only the staff hear', () => {
    const store = memoryBooking({ open: 'enquiry-1' });
    const result = book(store, false);
    expect(result).toMatchObject({ ok: true, booking: { submissionId: 'enquiry-1' } });
    expect(store.log.filter((line) => !line.startsWith('read'))).toEqual([
      'count attempt',
      expect.stringMatching(/^move enquiry enquiry-1 on: Booked a free trial/),
      `insert ${key} for sam@example.com with 43`,
      'letter booked-notice now',
    ]);
  });

  it('a session full by now is refused first, uncounted, before the limit or the address is read', () => {
    const store = memoryBooking({ booked: 2, wait: 5_000, held: { inSession: true, upcoming: 2 } });
    expect(book(store)).toEqual({ ok: false, status: 409, errors: { session: trialMessages.sessionFull } });
    expect(store.log).toEqual(['read session']);
  });

  it('over the per-address limit: told to wait whole seconds, uncounted, and the address is not read', () => {
    const store = memoryBooking({ wait: 61_001, held: { inSession: true, upcoming: 2 } });
    expect(book(store)).toEqual({
      ok: false,
      status: 429,
      errors: { form: trialMessages.rateLimited },
      retryAfter: '62',
    });
    expect(store.log).toEqual(['read session', 'read limit']);
  });

  it('refused for the address (already in the session, two to come) counts the attempt and writes nothing else', () => {
    const twice = memoryBooking({ held: { inSession: true, upcoming: 1 } });
    expect(book(twice)).toEqual({ ok: false, status: 409, errors: { email: trialMessages.alreadyBooked } });
    expect(twice.log.at(-1)).toBe('count attempt');
    expect(twice.log).not.toContain('read open enquiry');
    const many = memoryBooking({ held: { inSession: false, upcoming: 2 } });
    expect(book(many)).toEqual({ ok: false, status: 409, errors: { email: trialMessages.tooManyUpcoming } });
    expect(many.log.filter((line) => !line.startsWith('read'))).toEqual(['count attempt']);
  });

  it('the same sequence when every read answers later (Firestore), and at once where every read is (SQLite)', async () => {
    const now = book(memoryBooking());
    expect(now).not.toBeInstanceOf(Promise);
    const store = memoryBooking({}, { later: true });
    const later = book(store);
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toMatchObject({ ok: true });
    expect(store.log.filter((line) => line.startsWith('read') || line === 'count attempt')).toEqual([
      'read session',
      'read limit',
      `read address in ${key}`,
      'read open enquiry',
      'count attempt',
    ]);
  });
});

describe('a booking whose honeypot is filled', () => {
  it('is counted against the per-address limit, as a message whose honeypot is filled; nothing is kept', async () => {
    for (const later of [false, true]) {
      const store = memoryBooking({}, { later });
      expect(await countFilledHoneypot(store.reads, store.writes)).toEqual({
        ok: false,
        status: 400,
        errors: { session: trialMessages.chooseSession },
      });
      expect(store.log).toEqual(['read limit', 'count attempt']);
    }
  });

  it('over the limit, is told how long to wait and not counted', () => {
    const store = memoryBooking({ wait: 90_500 });
    expect(countFilledHoneypot(store.reads, store.writes)).toEqual({
      ok: false,
      status: 429,
      errors: { form: trialMessages.rateLimited },
      retryAfter: '91',
    });
    expect(store.log).toEqual(['read limit']);
  });
});
