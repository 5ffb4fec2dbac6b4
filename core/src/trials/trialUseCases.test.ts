import { describe, expect, it } from 'vitest';
import { SEED_SITE_CONTENT } from '../content/siteContentSeed.ts';
import { sampleTrialBooking } from './trialFixtures.ts';
import type { TrialMail } from '../mail/trialMail.ts';
import { findBookable, trialMessages, type TrialBooking } from './trials.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '../shared/controlCharacters.ts';
import { testSession, testTimetable } from '../timetable/timetableFixtures.ts';
import {
  bookingRateLimited,
  checkTrialRequest,
  cancelByStaff,
  cancelByVisitor,
  cancelCalledOff,
  dueLetterGoes,
  markOutcome,
  type TrialChangeContext,
  type TrialWrites,
} from './trialUseCases.ts';

/**
 * An in-memory transaction: the bookings by id, and every write the use case asked for, in order, so a test sees
 * what changes together.
 */
function memoryStore(bookings: TrialBooking[]) {
  const stored = new Map(bookings.map((booking) => [booking.id, booking]));
  const log: string[] = [];
  const letters: { to: string; subject: string; due?: string }[] = [];
  const writes: TrialWrites = {
    cancel: (cancelled) => {
      stored.set(cancelled.id, cancelled);
      log.push(`cancel ${cancelled.id} by ${cancelled.cancelledBy}`);
    },
    setOutcome: (marked) => {
      stored.set(marked.id, marked);
      log.push(`outcome ${marked.id} ${marked.outcome}`);
    },
    note: (booking, text, author) => log.push(`note ${booking.id} "${text}" by ${author}`),
    activity: ({ actor, kind, bookingId, detail }) =>
      log.push(`activity ${kind} ${bookingId} by ${actor?.email ?? 'no one'}: ${detail}`),
    send: (_booking, letter: TrialMail, to) => letters.push({ to, subject: letter.subject }),
    followUp: (_booking, due, letter) =>
      letters.push({ to: 'visitor later', subject: letter.subject, due: due.toISOString() }),
  };
  return { stored, log, letters, writes };
}

// Wednesday 25 November 2026, 08:30 UK: the sample booking's session is on Monday 30 November, 18:00-19:00.
const before = new Date('2026-11-25T08:30:00Z');
const during = new Date('2026-11-30T18:30:00Z');
const after = new Date('2026-11-30T19:30:00Z');
const mailOn = { siteUrl: 'https://studio.example', visitors: true };
const context = (now: Date, mail = mailOn): TrialChangeContext => ({ content: SEED_SITE_CONTENT, mail, now });
const owner = { email: 'owner@example.com', uid: 'u1' };

describe('cancelling by the visitor’s link', () => {
  it('cancels with a note and the staff’s notice only: no activity entry, no letter to the visitor', () => {
    const store = memoryStore([sampleTrialBooking()]);
    const result = cancelByVisitor(store.stored.get('b1'), context(before), store.writes);
    expect(result).toEqual({
      ok: true,
      booking: sampleTrialBooking({ status: 'cancelled', cancelledBy: 'visitor', cancelReason: null }),
    });
    expect(store.log).toEqual(['cancel b1 by visitor', 'note b1 "Free trial cancelled by the visitor." by Website']);
    expect(store.letters.map((letter) => letter.to)).toEqual(['staff']);
  });

  it('an unknown link, a session over and a booking already cancelled change nothing', () => {
    const store = memoryStore([sampleTrialBooking({ status: 'cancelled' })]);
    expect(cancelByVisitor(undefined, context(before), store.writes)).toMatchObject({ status: 404 });
    expect(cancelByVisitor(sampleTrialBooking(), context(after), store.writes)).toEqual({
      ok: false,
      status: 410,
      error: trialMessages.linkExpired,
    });
    expect(cancelByVisitor(store.stored.get('b1'), context(before), store.writes)).toEqual({
      ok: false,
      status: 409,
      error: trialMessages.alreadyCancelled,
    });
    expect([...store.log, ...store.letters]).toEqual([]);
  });
});

describe('cancelling by staff', () => {
  it('cancels with the reason: note, activity entry, the visitor’s letter and the staff’s notice together', () => {
    const store = memoryStore([sampleTrialBooking()]);
    const result = cancelByStaff(
      store.stored.get('b1'),
      { reason: 'Coach ill', actor: owner },
      context(before),
      store.writes,
    );
    expect(result).toMatchObject({ ok: true, booking: { status: 'cancelled', cancelReason: 'Coach ill' } });
    expect(store.log).toEqual([
      'cancel b1 by staff',
      'note b1 "Free trial cancelled by owner@example.com: Coach ill." by owner@example.com',
      'activity trial.cancelled b1 by owner@example.com: Coach ill',
    ]);
    expect(store.letters.map((letter) => letter.to)).toEqual(['visitor', 'staff']);
  });

  it('with visitors’ e-mail off, only the staff’s notice is offered', () => {
    const store = memoryStore([sampleTrialBooking()]);
    cancelByStaff(
      sampleTrialBooking(),
      { reason: 'Coach ill', actor: owner },
      context(before, { siteUrl: '', visitors: false }),
      store.writes,
    );
    expect(store.letters.map((letter) => letter.to)).toEqual(['staff']);
  });

  it('a missing or cancelled booking is refused', () => {
    const store = memoryStore([]);
    const change = { reason: 'x', actor: owner };
    expect(cancelByStaff(undefined, change, context(before), store.writes)).toMatchObject({ status: 404 });
    expect(
      cancelByStaff(sampleTrialBooking({ status: 'cancelled' }), change, context(before), store.writes),
    ).toMatchObject({ status: 409 });
    expect(store.log).toEqual([]);
  });
});

describe('a session called off', () => {
  const closed = {
    classes: SEED_SITE_CONTENT.classes,
    closures: [
      { id: 'c1', firstDay: '2026-11-30', lastDay: '2026-11-30', sites: ['Aintree' as const], reason: 'Boiler repair' },
    ],
  };

  it('cancels a booking whose day is closed, credited to who published it, and tells the visitor why', () => {
    const store = memoryStore([sampleTrialBooking()]);
    const reason = cancelCalledOff(
      sampleTrialBooking(),
      { timetable: closed, actor: owner },
      context(before),
      store.writes,
    );
    expect(reason).toBe('The studio is closed that day (Boiler repair)');
    expect(store.stored.get('b1')).toMatchObject({ status: 'cancelled', cancelledBy: 'studio', cancelReason: reason });
    expect(store.log).toContain(`activity trial.cancelled b1 by owner@example.com: ${reason}`);
    expect(store.log).toContain(`note b1 "Free trial cancelled by the studio: ${reason}." by owner@example.com`);
    expect(store.letters.map((letter) => letter.to)).toEqual(['visitor', 'staff']);
  });

  it('leaves alone a booking the timetable still runs, one gone, one cancelled and one already started', () => {
    const store = memoryStore([]);
    const open = { classes: SEED_SITE_CONTENT.classes, closures: [] };
    const by = { timetable: closed, actor: null };
    expect(
      cancelCalledOff(sampleTrialBooking(), { timetable: open, actor: null }, context(before), store.writes),
    ).toBeNull();
    expect(cancelCalledOff(undefined, by, context(before), store.writes)).toBeNull();
    expect(cancelCalledOff(sampleTrialBooking({ status: 'cancelled' }), by, context(before), store.writes)).toBeNull();
    expect(cancelCalledOff(sampleTrialBooking(), by, context(during), store.writes)).toBeNull();
    expect(store.log).toEqual([]);
  });
});

describe('attended / no-show', () => {
  const read = (overrides: Partial<Parameters<typeof markOutcome>[0]> = {}) => ({
    booking: sampleTrialBooking(),
    settings: { thanks: true, missed: true },
    followUpSent: false,
    ...overrides,
  });

  it('marks from the session’s start with a note and an activity entry; the follow-up waits for its end', () => {
    const store = memoryStore([sampleTrialBooking()]);
    const result = markOutcome(read(), { outcome: 'attended', actor: owner }, context(during), store.writes);
    expect(result).toMatchObject({ ok: true, booking: { outcome: 'attended' } });
    expect(store.log).toEqual([
      'outcome b1 attended',
      'activity trial.outcome b1 by owner@example.com: Attended',
      'note b1 "Free trial: Attended." by owner@example.com',
    ]);
    expect(store.letters).toEqual([
      { to: 'visitor later', subject: expect.any(String), due: '2026-11-30T19:00:00.000Z' },
    ]);
  });

  it('before the session starts, the mark is refused and nothing changes', () => {
    const store = memoryStore([]);
    expect(markOutcome(read(), { outcome: 'no-show', actor: owner }, context(before), store.writes)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      markOutcome(read({ booking: undefined }), { outcome: null, actor: owner }, context(during), store.writes),
    ).toMatchObject({
      status: 404,
    });
    expect(store.log).toEqual([]);
  });

  it('no follow-up once one went, with its letter off, with the mark taken off, for a cancelled booking, or with e-mail off', () => {
    const cases: [Parameters<typeof markOutcome>[0], 'attended' | 'no-show' | null, TrialChangeContext][] = [
      [read({ followUpSent: true }), 'attended', context(during)],
      [read({ settings: { thanks: true, missed: false } }), 'no-show', context(during)],
      [read(), null, context(during)],
      [read({ booking: sampleTrialBooking({ status: 'cancelled' }) }), 'attended', context(during)],
      [read(), 'attended', context(during, { siteUrl: '', visitors: false })],
    ];
    for (const [given, outcome, at] of cases) {
      const store = memoryStore([]);
      expect(markOutcome(given, { outcome, actor: { email: null } }, at, store.writes).ok).toBe(true);
      expect(store.letters).toEqual([]);
    }
  });
});

describe('letters that come due', () => {
  const settings = { thanks: true, missed: false };
  it('a reminder goes while the booking is booked and its session not over', () => {
    expect(dueLetterGoes('reminder', { booking: sampleTrialBooking(), settings, followUpSent: false }, before)).toBe(
      true,
    );
    expect(dueLetterGoes('reminder', { booking: sampleTrialBooking(), settings, followUpSent: false }, after)).toBe(
      false,
    );
    const cancelled = sampleTrialBooking({ status: 'cancelled' });
    expect(dueLetterGoes('reminder', { booking: cancelled, settings, followUpSent: false }, before)).toBe(false);
    expect(dueLetterGoes('reminder', { booking: undefined, settings, followUpSent: false }, before)).toBe(false);
  });

  it('a follow-up goes once, for the mark the booking holds, while that letter is on', () => {
    const attended = sampleTrialBooking({ outcome: 'attended' });
    expect(dueLetterGoes('follow-up', { booking: attended, settings, followUpSent: false }, after)).toBe(true);
    expect(dueLetterGoes('follow-up', { booking: attended, settings, followUpSent: true }, after)).toBe(false);
    const missed = sampleTrialBooking({ outcome: 'no-show' });
    expect(dueLetterGoes('follow-up', { booking: missed, settings, followUpSent: false }, after)).toBe(false);
    expect(dueLetterGoes('follow-up', { booking: sampleTrialBooking(), settings, followUpSent: false }, after)).toBe(
      false,
    );
  });
});

describe('booking: the checks before its transaction', () => {
  const timetable = testTimetable([testSession({ trialPlaces: 2 })]);
  const key = 'kickboxing.session-1.2026-11-30';
  const form = { session: key, name: 'Sam Taylor', email: 'sam@example.com', phone: '0151 496 0000' };
  const find = (booked: number) => (session: string) =>
    findBookable(timetable, session, { now: before, booked: () => booked });

  it('in order: control characters, the form, the honeypot, the session, and only then the details it asks for', () => {
    expect(checkTrialRequest({ ...form, name: 'Sam\u0000' }, find(0))).toMatchObject({
      status: 400,
      errors: { form: CONTROL_CHARACTERS_MESSAGE },
    });
    expect(checkTrialRequest({ ...form, name: '' }, find(0))).toMatchObject({
      status: 400,
      errors: { name: expect.any(String) },
    });
    // A filled honeypot goes on to be counted (countFilledHoneypot), whatever the session.
    expect(checkTrialRequest({ ...form, website: 'spam' }, find(2))).toEqual({ filledHoneypot: true });
    expect(checkTrialRequest({ ...form, name: '', website: 'spam' }, find(0))).toMatchObject({ status: 400 });
    expect(checkTrialRequest(form, find(2))).toEqual({
      ok: false,
      status: 409,
      errors: { session: trialMessages.sessionFull },
    });
    expect(checkTrialRequest({ ...form, session: 'kickboxing.none.2026-11-30' }, find(0))).toMatchObject({
      status: 400,
    });
    expect(checkTrialRequest(form, find(1))).toMatchObject({
      occurrence: { key },
      details: { name: 'Sam Taylor', child: null },
    });
  });

  it('over the per-address limit, the visitor waits whole seconds, never 0', () => {
    expect(bookingRateLimited(1)).toEqual({
      ok: false,
      status: 429,
      errors: { form: trialMessages.rateLimited },
      retryAfter: '1',
    });
    expect(bookingRateLimited(61_001).retryAfter).toBe('62');
  });
});
