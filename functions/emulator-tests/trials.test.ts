import ICAL from 'ical.js';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT } from '@studio/core/shared/limits';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { enquiryTrial } from '@studio/core/trials/trialRegister';
import { findBookingMessages } from '@studio/core/trials/trialFind';
import { trialMessages } from '@studio/core/trials/trials';
import { adminFirestore } from '../src/adminApp.ts';
import { senderKey } from '../src/contact/saveContactSubmission.ts';
import { counterId, createFirestoreTrials } from '../src/trials/firestoreTrials.ts';
import { eraseTrialsOf, type TrialErasureStore } from '@studio/core/trials/trialErasure';

// The Firestore trials store (what the trial functions and the `site` function run) against the Firestore emulator,
// on an injected clock, in a project of its own.
const projectId = 'demo-studio-trials';
process.env.GCLOUD_PROJECT = projectId;
const SITE = 'https://www.studio.example';

// Wednesday 25 November 2026, 08:30 UK time. Kickboxing's seed session-1 is Mondays 18:00-19:00 at Aintree with 3
// trial places: its next occurrence is Monday 30 November.
const MONDAY = 'kickboxing.session-1.2026-11-30';
let now = new Date('2026-11-25T08:30:00Z');
const trials = () =>
  createFirestoreTrials(adminFirestore(), { siteUrl: SITE, notify: ['front-desk@studio.example'], now: () => now });
const db = () => adminFirestore();
const staffActor = { uid: 'staff-1', email: 'coach@studio.example' };

const details = (overrides: Record<string, unknown> = {}) => ({
  session: MONDAY,
  name: 'Sam Taylor',
  email: 'sam@example.com',
  phone: '0151 496 0000',
  ...overrides,
});

interface MailDoc {
  to: string[];
  message: {
    subject: string;
    text: string;
    attachments?: { filename: string; content: string; contentType: string }[];
  };
  trial_booking: string | null;
}
async function mails(to?: string): Promise<MailDoc[]> {
  const all = (await db().collection('mail').get()).docs.map((doc) => doc.data() as MailDoc);
  return to ? all.filter((mail) => mail.to.includes(to)) : all;
}
const subjects = async (to: string) => (await mails(to)).map((mail) => mail.message.subject).sort();

afterAll(async () => {
  await db().terminate();
});

beforeEach(async () => {
  now = new Date('2026-11-25T08:30:00Z');
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  expect(response.ok).toBe(true);
});

async function book(overrides: Record<string, unknown> = {}, ip = '203.0.113.7') {
  const result = await trials().book(details(overrides), ip);
  if (!result.ok) throw new Error(`not booked: ${JSON.stringify(result.errors)}`);
  return result;
}

// A busy machine and the emulator's first connection make the first call slow: generous timeouts.
describe('free trial bookings on Firestore', { timeout: 120_000 }, () => {
  it('books in one go: the booking, its counter, the "Trial booked" enquiry, the confirmation with its .ics', async () => {
    const { token, booking } = await book();
    expect((await db().collection('trial_counters').doc(counterId(MONDAY)).get()).get('booked')).toBe(1);
    const stored = (await db().collection('trial_bookings').doc(booking.id).get()).data()!;
    // The manage link's token is kept only as its hash.
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const [confirmation] = await mails('sam@example.com');
    expect(confirmation!.message.subject).toBe("You're booked: free trial of Kickboxing, Monday 30 November 2026");
    expect(confirmation!.message.text).toContain(`${SITE}/trial/booking/${token}`);
    const [attachment] = confirmation!.message.attachments!;
    expect(attachment!.contentType).toMatch(/^text\/calendar.*method=PUBLISH/);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(attachment!.content)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(await subjects('front-desk@studio.example')).toEqual([
      'Free trial booked: Sam Taylor, Kickboxing Monday 30 November 2026',
    ]);

    const [enquiry] = (await db().collection('contact_submissions').get()).docs.map((doc) => doc.data());
    expect(enquiry).toMatchObject({ email: 'sam@example.com', status: 'trial_booked', read: false });
    expect(enquiryTrial(Object.values(enquiry!.trial_bookings), now)).toEqual({
      state: 'booked',
      session: 'Kickboxing, Monday 30 November 2026, 6:00pm - 7:00pm, Aintree',
    });
  });

  it('"Find my booking" e-mails a new link to each booking still to come; the old link and the waiting reminder follow', async () => {
    const first = await book();
    const second = await book({ session: 'kickboxing.session-1.2026-12-07' });
    const found = await trials().findBooking('SAM@example.com', '198.51.100.40');
    expect(found).toEqual({ ok: true, message: findBookingMessages.sent });
    const [letter] = (await mails('sam@example.com')).filter(
      (mail) => mail.message.subject === 'Your free trial bookings',
    );
    const links = [...letter!.message.text.matchAll(/\/trial\/booking\/([A-Za-z0-9_-]{43})/g)].map(
      (match) => match[1]!,
    );
    expect(links).toHaveLength(2);
    expect(links).not.toContain(first.token);
    expect(await trials().byToken(first.token)).toBeNull();
    expect((await trials().byToken(links[0]!))!.booking.id).toBe(first.booking.id);
    // The reminder still waiting carries the new link, not the old one.
    const reminder = (await db().collection('trial_mail_queue').doc(`${second.booking.id}.reminder`).get()).data()!;
    expect(reminder.mail.message.text).toContain(`${SITE}/trial/booking/${links[1]}`);
    expect(reminder.mail.message.text).not.toContain(second.token);
    // The same answer for an address with no booking, and nothing written to it.
    expect(await trials().findBooking('nobody@example.com', '198.51.100.40')).toEqual(found);
    expect(await mails('nobody@example.com')).toEqual([]);
  });

  it('"Find my booking" counts on the contact limit, refuses a bad address uncounted, and is off without mail', async () => {
    expect(await trials().findBooking('nope', '198.51.100.41')).toMatchObject({ ok: false, status: 400 });
    for (let n = 0; n < CONTACT_LIMIT.maxMessages; n += 1)
      expect((await trials().findBooking('sam@example.com', '198.51.100.41')).ok).toBe(true);
    expect(await trials().findBooking('sam@example.com', '198.51.100.41')).toMatchObject({ ok: false, status: 429 });
    const off = createFirestoreTrials(adminFirestore(), { siteUrl: SITE, notify: [], now: () => now });
    expect(off.mailOn).toBe(false);
    expect(await off.findBooking('sam@example.com', '198.51.100.42')).toEqual({
      ok: false,
      status: 503,
      message: findBookingMessages.noMail,
    });
  });

  it(
    'gives exactly one of 30 simultaneous bookings the last place; 29 hear it has just filled up',
    { timeout: 120_000 },
    async () => {
      await book({ email: 'early1@example.com' }, '198.51.100.1');
      await book({ email: 'early2@example.com' }, '198.51.100.2');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          trials().book(details({ email: `racer${n}@example.com` }), `203.0.113.${n + 10}`),
        ),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      const refused = answers.flatMap((answer) => (answer.ok ? [] : [answer]));
      expect(refused.map((answer) => [answer.status, answer.errors.session])).toEqual(
        Array.from({ length: 29 }, () => [409, trialMessages.sessionFull]),
      );
      const booked = await db().collection('trial_bookings').where('occurrenceKey', '==', MONDAY).get();
      expect(booked.size).toBe(3);
      expect((await db().collection('trial_counters').doc(counterId(MONDAY)).get()).get('booked')).toBe(3);
    },
  );

  it('moves the open enquiry from the same address on rather than starting another', async () => {
    await db()
      .collection('contact_submissions')
      .doc('earlier')
      .set({
        name: 'Sam Taylor',
        email: 'SAM@example.com',
        message: 'Hello',
        read: true,
        status: 'contacted',
        notes_count: 0,
        created_at: Timestamp.fromDate(new Date('2026-11-24T10:00:00Z')),
      });
    const { booking } = await book();
    const enquiries = await db().collection('contact_submissions').get();
    expect(enquiries.size).toBe(1);
    expect(enquiries.docs[0]!.data()).toMatchObject({
      status: 'trial_booked',
      read: false,
      notes_count: 1,
      trial_bookings: { [booking.id]: { status: 'booked', outcome: null } },
    });
    expect(booking.submissionId).toBe('earlier');
    const [note] = (await db().collection('contact_submissions/earlier/notes').get()).docs.map((doc) => doc.data());
    expect(note!.text).toContain('Booked a free trial: Kickboxing, Monday 30 November 2026');
  });

  it('holds one booking per address per session, 2 upcoming per address, and the contact form limit', async () => {
    await book();
    const twice = await trials().book(details({ email: 'SAM@example.com' }), '198.51.100.9');
    expect(twice).toMatchObject({ ok: false, status: 409, errors: { email: trialMessages.alreadyBooked } });
    await book({ session: 'kickboxing.session-1.2026-12-07' }, '198.51.100.9');
    const third = await trials().book(details({ session: 'boxing.session-1.2026-11-30' }), '198.51.100.10');
    expect(third).toMatchObject({ ok: false, status: 409, errors: { email: trialMessages.tooManyUpcoming } });

    // The contact form's counter for an address, full: a booking from it waits too, and says how long.
    await db()
      .collection('contact_rate_limits')
      .doc(senderKey('192.0.2.1'))
      .set({ hits: Array.from({ length: CONTACT_LIMIT.maxMessages }, () => Timestamp.fromDate(now)) });
    const limited = await trials().book(details({ email: 'other@example.com' }), '192.0.2.1');
    expect(limited).toMatchObject({ ok: false, status: 429, errors: { form: trialMessages.rateLimited } });
    expect(Number((limited as { retryAfter: string }).retryAfter)).toBeGreaterThan(0);
  });

  it('counts an attempt once its session is bookable: booked or refused for its address, not full, not over the limit', async () => {
    const ip = '192.0.2.50';
    const limitRef = db().collection('contact_rate_limits').doc(senderKey(ip));
    const hits = async () => ((await limitRef.get()).get('hits') as unknown[] | undefined)?.length ?? 0;
    await book({}, ip);
    expect(await hits()).toBe(1);
    // Refused for its address: it tells something of an address, so it counts.
    const twice = await trials().book(details({ email: 'SAM@example.com' }), ip);
    expect(twice).toMatchObject({ ok: false, errors: { email: trialMessages.alreadyBooked } });
    expect(await hits()).toBe(2);
    // The session's last two places go to others; a full session costs the visitor nothing.
    await book({ email: 'b@example.com' }, '198.51.100.21');
    await book({ email: 'c@example.com' }, '198.51.100.22');
    const full = await trials().book(details({ email: 'd@example.com' }), ip);
    expect(full).toMatchObject({ ok: false, status: 409, errors: { session: trialMessages.sessionFull } });
    expect(await hits()).toBe(2);
    // Over the limit: asked to wait, and the refusal is not counted, so waiting is enough.
    await limitRef.set({ hits: Array.from({ length: CONTACT_LIMIT.maxMessages }, () => Timestamp.fromDate(now)) });
    const other = details({ email: 'e@example.com', session: 'kickboxing.session-1.2026-12-07' });
    expect(await trials().book(other, ip)).toMatchObject({ ok: false, status: 429 });
    expect(await hits()).toBe(CONTACT_LIMIT.maxMessages);
  });

  it('counts a booking whose honeypot is filled against the per-address limit, as the contact form does', async () => {
    const ip = '192.0.2.60';
    const limitRef = db().collection('contact_rate_limits').doc(senderKey(ip));
    const hits = async () => ((await limitRef.get()).get('hits') as unknown[] | undefined)?.length ?? 0;
    const bot = details({ website: 'https://spam.example' });
    // Told what a booking for no session is told; counted, and nothing kept.
    expect(await trials().book(bot, ip)).toEqual({
      ok: false,
      status: 400,
      errors: { session: trialMessages.chooseSession },
    });
    expect(await hits()).toBe(1);
    expect((await db().collection('trial_bookings').get()).size).toBe(0);
    expect((await db().collection('contact_submissions').get()).size).toBe(0);
    // Over the limit, it is asked to wait, and that is not counted.
    await limitRef.set({ hits: Array.from({ length: CONTACT_LIMIT.maxMessages }, () => Timestamp.fromDate(now)) });
    expect(await trials().book(bot, ip)).toMatchObject({ ok: false, status: 429 });
    expect(await hits()).toBe(CONTACT_LIMIT.maxMessages);
  });

  it('refuses bad input next to its field and books nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ session: 'kickboxing.session-1.2026-11-23' }, 'session', trialMessages.past],
      [{ session: 'kickboxing.session-1.2026-12-28' }, 'session', trialMessages.tooFar],
      [{ session: 'kickboxing.nope.2026-11-30' }, 'session', trialMessages.chooseSession],
      [{ name: 'x'.repeat(10_000) }, 'name', 'Your name must be 100 characters or fewer'],
      [{ phone: undefined }, 'phone', 'Please enter your phone number'],
    ];
    for (const [overrides, field, message] of cases) {
      const result = await trials().book(details(overrides), '203.0.113.7');
      expect(result).toMatchObject({ ok: false, status: 400, errors: { [field]: message } });
    }
    expect((await db().collection('trial_bookings').get()).size).toBe(0);
  });

  it('a token opens only its own booking; cancelling by it gives the place back and stops the reminder', async () => {
    const first = await book();
    const second = await book({ email: 'kim@example.com' }, '198.51.100.3');
    expect((await trials().byToken(first.token))!.booking.id).toBe(first.booking.id);
    expect((await trials().byToken(second.token))!.booking.id).toBe(second.booking.id);
    expect(await trials().byToken(`${first.token.slice(0, -2)}AA`)).toBeNull();
    expect((await trials().cancelByToken(first.token)).ok).toBe(true);
    expect(await trials().cancelByToken(first.token)).toMatchObject({ ok: false, status: 409 });
    expect((await db().collection('trial_counters').doc(counterId(MONDAY)).get()).get('booked')).toBe(1);
    expect((await trials().byToken(second.token))!.booking.status).toBe('booked');

    now = new Date('2026-11-29T17:05:00Z');
    expect(await trials().sendDue()).toEqual({ reminders: 1, followUps: 0 });
    expect((await subjects('sam@example.com')).filter((subject) => subject.startsWith('See you tomorrow'))).toEqual([]);
    expect(
      (await subjects('kim@example.com')).filter((subject) => subject.startsWith('See you tomorrow')),
    ).toHaveLength(1);
    // Once only.
    expect(await trials().sendDue()).toEqual({ reminders: 0, followUps: 0 });
    // And the link stops working once the session is over.
    now = new Date('2026-11-30T19:00:00Z');
    expect(await trials().cancelByToken(second.token)).toMatchObject({ ok: false, status: 410 });
  });

  it('sends the reminder at 5pm UK the day before, not earlier', async () => {
    await book();
    now = new Date('2026-11-29T16:59:00Z');
    expect((await trials().sendDue()).reminders).toBe(0);
    now = new Date('2026-11-29T17:00:00Z');
    expect((await trials().sendDue()).reminders).toBe(1);
    const reminder = (await mails('sam@example.com')).find((mail) =>
      mail.message.subject.startsWith('See you tomorrow'),
    );
    expect(reminder!.message.text).toContain(`${SITE}/trial/booking/`);
  });

  it('follows up once after the session, as last marked, unless an Owner switched it off or staff cancelled', async () => {
    const sam = await book();
    const kim = await book({ email: 'kim@example.com' }, '198.51.100.3');
    const lee = await book({ email: 'lee@example.com' }, '198.51.100.4');
    // Attendance is marked from the session's start, not before.
    expect(await trials().setOutcome(sam.booking.id, 'attended', staffActor)).toEqual({
      ok: false,
      status: 409,
      error: 'Attendance can be marked from the start of the session (6:00pm on Monday 30 November 2026).',
    });
    now = new Date('2026-11-30T18:00:00Z');
    await trials().setOutcome(sam.booking.id, 'no-show', staffActor);
    await trials().setOutcome(sam.booking.id, 'attended', staffActor);
    await trials().setOutcome(kim.booking.id, 'no-show', staffActor);
    await trials().setOutcome(lee.booking.id, 'attended', staffActor);
    expect((await trials().staffCancel(lee.booking.id, 'Marked by mistake', staffActor)).ok).toBe(true);
    await trials().setSettings({ thanks: true, missed: false }, staffActor);
    now = new Date('2026-11-30T19:00:00Z');
    expect((await trials().sendDue()).followUps).toBe(1);
    expect(await subjects('sam@example.com')).toContain('Thanks for coming to Kickboxing');
    expect((await subjects('kim@example.com')).some((subject) => subject.startsWith('Sorry'))).toBe(false);
    expect((await subjects('lee@example.com')).some((subject) => subject.startsWith('Thanks'))).toBe(false);
    expect(await subjects('lee@example.com')).toContain(
      'Cancelled: your free trial of Kickboxing, Monday 30 November 2026',
    );
    const enquiry = (await db().collection('contact_submissions').where('email', '==', 'sam@example.com').get())
      .docs[0]!;
    expect(enquiryTrial(Object.values(enquiry.get('trial_bookings')), now)!.state).toBe('attended');
    const activity = (await db().collection('activity').get()).docs.map((doc) => doc.data());
    expect(activity.filter((entry) => entry.kind === 'trial.outcome')).toHaveLength(4);
    expect(activity.find((entry) => entry.kind === 'trial.cancelled')).toMatchObject({
      actor: staffActor.email,
      detail: 'Marked by mistake',
    });
    // A mark changed after the follow-up went sends no second one.
    await trials().setOutcome(sam.booking.id, 'attended', staffActor);
    now = new Date('2026-11-30T20:00:00Z');
    expect((await trials().sendDue()).followUps).toBe(0);
  });

  it('a closure over a booked session cancels it and tells the visitor with a link to rebook', async () => {
    const { booking } = await book();
    await db()
      .collection('content')
      .doc('closures')
      .set({
        version: 2,
        content: {
          ...SEED_SITE_CONTENT.closures,
          closures: [
            { id: 'c1', firstDay: '2026-11-30', lastDay: '2026-11-30', sites: ['Aintree'], reason: 'Boiler repair' },
          ],
        },
      });
    expect(await trials().cancelCalledOff()).toBe(1);
    expect(await trials().cancelCalledOff()).toBe(0);
    const told = (await mails('sam@example.com')).find((mail) => mail.message.subject.startsWith('Cancelled'));
    expect(told!.message.text).toContain('Boiler repair');
    expect(told!.message.text).toContain(`${SITE}/trial?class=kickboxing&site=aintree`);
    const register = await trials().register('2026-11-30', 'Aintree');
    const session = register.sessions.find((entry) => entry.key === MONDAY)!;
    expect(session.bookings[0]).toMatchObject({ id: booking.id, status: 'cancelled', cancelledBy: 'studio' });
    expect(session.off).toBeTruthy();
  });

  it('an erasure that fails between two bookings leaves one erased whole and one untouched; erasing again finishes it', async () => {
    const email = 'two.trials@example.com';
    const first = await book({ email });
    const second = await book({ email, session: 'kickboxing.session-1.2026-12-07' }, '198.51.100.5');
    const counted = async (key: string) =>
      (await db().collection('trial_counters').doc(counterId(key)).get()).get('booked') as number;
    const lettersOf = async (id: string) =>
      (await db().collection('mail').where('trial_booking', '==', id).get()).size +
      (await db().collection('trial_mail_queue').where('booking_id', '==', id).get()).size;
    expect(await lettersOf(first.booking.id)).toBeGreaterThan(0);
    expect(await lettersOf(second.booking.id)).toBeGreaterThan(0);

    // The real store, whose second batch fails (a dropped connection): the first batch is already committed.
    const store = trials().erasureStore;
    let batches = 0;
    const failing: TrialErasureStore = {
      bookingsFrom: store.bookingsFrom,
      erase: (booking, change) => {
        batches += 1;
        if (batches === 2) throw new Error('the connection dropped');
        return store.erase(booking, change);
      },
    };
    await expect(Promise.resolve(eraseTrialsOf(email, failing))).rejects.toThrow('the connection dropped');
    const left = await trials().findByEmail(email);
    expect(left).toHaveLength(1);
    const [kept] = left;
    const gone = kept!.id === first.booking.id ? second.booking : first.booking;
    // Partly done, never half a booking: the erased one with every letter and its place; the other whole.
    expect(await lettersOf(gone.id)).toBe(0);
    expect(await counted(gone.occurrenceKey)).toBe(0);
    expect(await lettersOf(kept!.id)).toBeGreaterThan(0);
    expect(await counted(kept!.occurrenceKey)).toBe(1);

    // Erasing again finds only what is left, and no place is given back twice.
    expect(await trials().eraseByEmail(email)).toBe(1);
    expect(await trials().findByEmail(email)).toEqual([]);
    expect(await lettersOf(kept!.id)).toBe(0);
    expect([await counted(MONDAY), await counted('kickboxing.session-1.2026-12-07')]).toEqual([0, 0]);
  });

  it('erases an address with its e-mails, and drops bookings past the retention period', async () => {
    await book({ email: 'Erase.Me@example.com' });
    await book({ email: 'keep@example.com' }, '198.51.100.5');
    expect(await trials().findByEmail('erase.me@EXAMPLE.com')).toHaveLength(1);
    expect(await trials().eraseByEmail('erase.me@example.com')).toBe(1);
    expect(await trials().findByEmail('erase.me@example.com')).toEqual([]);
    expect(await mails('Erase.Me@example.com')).toEqual([]);
    expect((await db().collection('trial_counters').doc(counterId(MONDAY)).get()).get('booked')).toBe(1);
    // A year (365 days) on, the session is not yet a year behind; a day later it is, and the booking goes with its
    // letters, its place left on the long-past session's counter.
    expect(await mails('keep@example.com')).not.toEqual([]);
    now = new Date('2027-11-30T00:00:00Z');
    expect(await trials().sweepOld(365)).toBe(0);
    now = new Date('2027-12-01T00:00:00Z');
    expect(await trials().sweepOld(365)).toBe(1);
    expect(await trials().findByEmail('keep@example.com')).toEqual([]);
    expect(await mails('keep@example.com')).toEqual([]);
    expect((await db().collection('trial_counters').doc(counterId(MONDAY)).get()).get('booked')).toBe(1);
  });
});
