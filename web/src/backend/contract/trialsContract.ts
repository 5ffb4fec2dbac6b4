import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isNewEnquiry } from '@studio/core/enquiries/enquiries';
import { outcomeProblem } from '@studio/core/trials/trialRegister';
import { formatTrialDay, trialMessages, type TrialInput, type TrialOccurrence } from '@studio/core/trials/trials';
import type { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import type { ContractSetup } from './backendContract.ts';
import { rejection, type ContractParts } from './contractSupport.ts';

/**
 * Free trial bookings on every backend: booking, the visitor's link, the last place, the register and attendance,
 * staff's cancelling, called-off sessions as a draft would make them, and erasure.
 */
export function describeTrialsContract(parts: ContractParts): void {
  let ctx: ContractSetup;
  let visitor: Backend;
  let staff: Backend;
  beforeEach(() => {
    ({ setup: ctx, visitor, staff } = parts);
  });

  // Each call may start a function instance on the emulators, 30 at once in the race: generous timeouts.
  describe('free trial bookings', { timeout: 600_000 }, () => {
    const another = () => ctx.anotherVisitor?.() ?? visitor;
    const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    /** An adult session in the next 14 days with at least `room` places left. */
    async function openSession(room = 1): Promise<TrialOccurrence> {
      const sessions = await visitor.trialBooking!.sessions();
      const found = sessions.find(
        (occurrence) =>
          occurrence.availability === 'open' &&
          !occurrence.forChildren &&
          occurrence.places - occurrence.booked >= room,
      );
      expect(found, 'an open adult session with room').toBeDefined();
      return found!;
    }
    const details = (session: string, overrides: Partial<TrialInput> = {}): TrialInput => ({
      session,
      name: 'Sam Taylor',
      email: `trial.${tag()}@example.com`,
      phone: '0151 496 0000',
      ...overrides,
    });

    it('books a place, opens it by its token alone, and cancels it once', async () => {
      const session = await openSession();
      const { token, booking } = await visitor.trialBooking!.book(details(session.key));
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(booking).toMatchObject({ occurrenceKey: session.key, status: 'booked', name: 'Sam Taylor' });
      expect(booking).not.toHaveProperty('submissionId');
      const after = (await visitor.trialBooking!.sessions()).find((occurrence) => occurrence.key === session.key);
      expect(after!.booked).toBe(session.booked + 1);
      expect((await visitor.trialBooking!.booking(token)).booking.id).toBe(booking.id);
      // Another token, well formed or not, opens nothing.
      const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect((await rejection(visitor.trialBooking!.booking(other))).code).toBe('not-found');
      expect((await rejection(visitor.trialBooking!.cancel('not-a-token'))).code).toBe('not-found');
      expect((await visitor.trialBooking!.cancel(token)).status).toBe('cancelled');
      const again = await rejection(visitor.trialBooking!.cancel(token));
      expect([again.code, again.message]).toEqual(['conflict', trialMessages.alreadyCancelled]);
    });

    it('refuses bad input and a second place for one address, booking nothing', async () => {
      const session = await openSession(2);
      const missing = await rejection(visitor.trialBooking!.book(details(session.key, { name: '' })));
      expect([missing.code, missing.message]).toEqual(['invalid', 'Please enter your name']);
      const long = await rejection(visitor.trialBooking!.book(details(session.key, { name: 'x'.repeat(10_000) })));
      expect(long.code).toBe('invalid');
      const unknown = await rejection(visitor.trialBooking!.book(details('kickboxing.nope.2030-01-01')));
      expect(unknown.code).toBe('invalid');
      const email = `twice.${tag()}@example.com`;
      await visitor.trialBooking!.book(details(session.key, { email }));
      const twice = await rejection(another().trialBooking!.book(details(session.key, { email: email.toUpperCase() })));
      expect([twice.code, twice.message]).toEqual(['conflict', trialMessages.alreadyBooked]);
    });

    it(
      'gives exactly one of 30 simultaneous bookings the last place; 29 hear it has just filled up',
      { timeout: 600_000 },
      async () => {
        const session = await openSession();
        for (let booked = session.booked; booked < session.places - 1; booked += 1)
          await another().trialBooking!.book(details(session.key));
        const answers = await Promise.allSettled(
          Array.from({ length: 30 }, () => another().trialBooking!.book(details(session.key))),
        );
        expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
        const refused = answers.flatMap((answer) =>
          answer.status === 'rejected' ? [answer.reason as BackendError] : [],
        );
        expect(refused.map((error) => [error.code, error.message])).toEqual(
          Array.from({ length: 29 }, () => ['conflict', trialMessages.sessionFull]),
        );
        const after = (await visitor.trialBooking!.sessions()).find((occurrence) => occurrence.key === session.key);
        expect([after!.booked, after!.availability]).toEqual([session.places, 'full']);
      },
    );

    it('puts the booking on the register and New in the inbox, refuses attendance before the start, and staff cancel it with a reason', async () => {
      const session = await openSession();
      const email = `register.${tag()}@example.com`;
      const { booking } = await visitor.trialBooking!.book(details(session.key, { email, name: 'Rita Register' }));
      expect((await rejection(visitor.trials!.register(session.day, session.site))).code).toMatch(
        /unauthenticated|forbidden/,
      );
      const { register } = await staff.trials!.register(session.day, session.site);
      const row = register.sessions.find((entry) => entry.key === session.key);
      expect(row!.bookings.map((entry) => entry.name)).toContain('Rita Register');
      expect(register.week[0]).toMatchObject({ day: session.day });
      expect(register.week[0]!.sites[session.site]).toBeGreaterThanOrEqual(1);
      expect(register.week[0]!.booked).toBe(register.week[0]!.sites.Aintree + register.week[0]!.sites['St Helens']);
      // Attendance waits for the session's start, and the backend says from when.
      const early = await rejection(staff.trials!.setOutcome(booking.id, 'attended'));
      expect([early.code, early.message]).toEqual(['conflict', outcomeProblem(booking, new Date())]);
      const [enquiry] = await staff.submissions.findByEmail(email);
      expect(enquiry).toMatchObject({ status: 'trial_booked', read: false, trial: { state: 'booked' } });
      expect(isNewEnquiry(enquiry!)).toBe(true);
      expect(enquiry!.trial!.session).toContain(session.className);
      expect(await staff.trials!.exportCsv(session.day, session.site)).toContain('Rita Register');
      await staff.trials!.cancel(booking.id, 'The coach is ill');
      const [cancelled] = await staff.submissions.findByEmail(email);
      expect(cancelled!.trial!.state).toBe('cancelled');
      const [held] = await staff.trials!.findByEmail(email.toUpperCase());
      expect(held).toMatchObject({
        id: booking.id,
        status: 'cancelled',
        cancelledBy: 'staff',
        cancelReason: 'The coach is ill',
      });
      await vi.waitFor(async () => {
        const entries = (await staff.activity.list({ kind: 'trial.cancelled' })).entries;
        expect(entries[0]).toMatchObject({
          kind: 'trial.cancelled',
          detail: 'The coach is ill',
          item: `Rita Register, ${session.className}, ${formatTrialDay(session.day)}`,
        });
        // Naming the trials may start a function instance first.
      }, 60_000);
    });

    it('a booking makes the enquiry it joins New again, after staff read it', async () => {
      const session = await openSession();
      const email = `again.${tag()}@example.com`;
      await visitor.contact.submit({ name: 'Ann Again', email, message: 'Do you have a trial?' });
      const [message] = await staff.submissions.findByEmail(email);
      await staff.submissions.setRead(message!.id, true);
      await another().trialBooking!.book(details(session.key, { email, name: 'Ann Again' }));
      const [enquiry] = await staff.submissions.findByEmail(email);
      expect(enquiry).toMatchObject({ id: message!.id, status: 'trial_booked', read: false });
      expect(isNewEnquiry(enquiry!)).toBe(true);
    });

    it('opens the register on the next day holding bookings, at its site', async () => {
      const session = await openSession();
      await visitor.trialBooking!.book(details(session.key));
      const { register } = await staff.trials!.register();
      expect(register.day <= session.day).toBe(true);
      const opening = register.week[0]!;
      expect(opening.day).toBe(register.day);
      expect(opening.booked).toBeGreaterThan(0);
      expect(opening.sites[register.site]).toBe(Math.max(opening.sites.Aintree, opening.sites['St Helens']));
    });

    it('says which booked trials a draft of the closures would cancel, and cancels nothing', async () => {
      const session = await openSession();
      const { booking } = await visitor.trialBooking!.book(details(session.key, { name: 'Carl Closure' }));
      const closure = {
        id: 'c-draft',
        firstDay: session.day,
        lastDay: session.day,
        sites: [session.site],
        reason: 'Flood',
      };
      const current = await staff.content.get('closures');
      const cancels = await staff.trials!.wouldCancel('closures', {
        ...current.content,
        closures: [...current.content.closures, closure],
      });
      expect(cancels.find((entry) => entry.booking.id === booking.id)).toMatchObject({
        booking: { name: 'Carl Closure', day: session.day, site: session.site },
        reason: 'The studio is closed that day (Flood)',
      });
      expect(await staff.trials!.wouldCancel('banner', (await staff.content.get('banner')).content)).toEqual([]);
      expect((await rejection(staff.trials!.wouldCancel('closures', { closures: 'x' }))).code).toBe('invalid');
      expect((await rejection(visitor.trials!.wouldCancel('closures', current.content))).code).toMatch(
        /unauthenticated|forbidden/,
      );
      expect((await staff.trials!.findByEmail(booking.email)).map((held) => held.status)).toEqual(['booked']);
    });

    it('tells Owners whether e-mail is set up, and what to set when it is not', async () => {
      const status = await staff.mail!.status();
      if (!status.setUp) expect(status.warning).toMatch(/^E-mail is not set up: visitors get no confirmation/);
      expect((await rejection(visitor.mail!.status())).code).toMatch(/unauthenticated|forbidden/);
    });

    it("erases an address's bookings with its messages, giving their places back; erasing again finds nothing", async () => {
      const session = await openSession();
      const email = `erase.${tag()}@example.com`;
      const booked = async () =>
        (await visitor.trialBooking!.sessions()).find((occurrence) => occurrence.key === session.key)!.booked;
      await visitor.trialBooking!.book(details(session.key, { email }));
      expect(await booked()).toBe(session.booked + 1);
      expect(await staff.trials!.findByEmail(email)).toHaveLength(1);
      expect(await staff.submissions.eraseByEmail(email)).toBe(1);
      expect(await staff.trials!.findByEmail(email)).toEqual([]);
      expect(await booked()).toBe(session.booked);
      expect(await staff.submissions.eraseByEmail(email)).toBe(0);
    });
  });
}
