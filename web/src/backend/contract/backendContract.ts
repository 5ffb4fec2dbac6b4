import { CONTACT_LIMIT } from '@studio/core/shared/limits';
import { messages } from '@studio/core/shared/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../port.ts';
import { describeContentContract } from './contentContract.ts';
import { rejection, type ContractParts } from './contractSupport.ts';
import { describeEnquiriesContract } from './enquiriesContract.ts';
import { describeEventsContract } from './eventsContract.ts';
import { describeStaffContract } from './staffContract.ts';
import { describeTrialsContract } from './trialsContract.ts';

export interface ContractSetup {
  /** A backend nobody is signed in to: what a visitor's browser has. */
  visitor: Backend;
  /** A second backend for staff, with its own session; the suite signs it in. */
  staff: Backend;
  staffCredentials: { email: string; password: string };
  /**
   * Empties events and images before each test (messages are only ever added), and makes the visitor a new one:
   * its contact messages count from zero against the per-address limit.
   */
  reset?: () => Promise<void>;
  close?: () => Promise<void>;
  /**
   * Another visitor, from an address of its own where the backend can tell addresses apart: the 30 bookings of the
   * race come from 30 people, not from one address the per-address limit would hold back first.
   */
  anotherVisitor?: () => Backend;
  /**
   * Readies the backend for `count` calls at once before the race, where it must start something per call (the
   * Functions emulator starts a process for each call that finds none idle): the race is then between the bookings.
   */
  readyForParallel?: (count: number) => Promise<void>;
}

export interface ContractOptions {
  /** False where image storage cannot run (the Firebase emulators have no Storage here). */
  images?: boolean;
}

/** A 1x1 PNG: the smallest real image every backend must accept. */
const PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/**
 * What every Backend adapter must do, run against a real backend (the self-hosted server, or the Firebase
 * emulators). Tests may run after one another on one backend, so each checks only the data it made.
 */
export function describeBackendContract(
  name: string,
  setup: () => Promise<ContractSetup>,
  options: ContractOptions = {},
): void {
  // Real backends answer in milliseconds, but starting one (and hashing a password) can take seconds.
  describe(`Backend contract: ${name}`, { timeout: 30_000 }, () => {
    let ctx: ContractSetup;
    let visitor: Backend;
    let staff: Backend;

    beforeAll(async () => {
      ctx = await setup();
      visitor = ctx.visitor;
      staff = ctx.staff;
      await staff.auth.signIn(ctx.staffCredentials.email, ctx.staffCredentials.password);
    }, 60_000);
    afterAll(async () => {
      await ctx?.close?.();
    }, 30_000);
    beforeEach(async () => {
      await ctx.reset?.();
    }, 30_000);
    const parts: ContractParts = {
      get setup() {
        return ctx;
      },
      get visitor() {
        return visitor;
      },
      get staff() {
        return staff;
      },
    };

    describeEventsContract(parts);

    describe('contact messages', () => {
      it('stores messages unread; staff list them newest first and set them read', async () => {
        const tag = `Contract ${Date.now()}`;
        await visitor.contact.submit({ name: `${tag} A`, email: 'a@example.com', message: 'First message' });
        await new Promise((resolve) => setTimeout(resolve, 5));
        await visitor.contact.submit({
          name: `${tag} B`,
          email: 'b@example.com',
          phone: '0151 496 0000',
          class_interest: 'Boxing',
          message: 'Second message\nwith two lines',
        });
        const mine = (await staff.submissions.list()).filter((submission) => submission.name.startsWith(tag));
        expect(mine.map((submission) => submission.name)).toEqual([`${tag} B`, `${tag} A`]);
        expect(mine[0]).toMatchObject({
          phone: '0151 496 0000',
          class_interest: 'Boxing',
          message: 'Second message\nwith two lines',
          read: false,
        });
        expect(mine[1]).toMatchObject({ read: false });
        expect(mine[1]?.phone ?? null).toBeNull();

        const read = await staff.submissions.setRead(mine[0]!.id, true);
        expect(read).toMatchObject({ id: mine[0]!.id, read: true });
        expect((await staff.submissions.list()).find((submission) => submission.id === mine[0]!.id)?.read).toBe(true);
        expect((await staff.submissions.setRead(mine[0]!.id, false)).read).toBe(false);
      });

      it('takes a message as the form sends it: optional fields present but undefined', async () => {
        // No phone and "No particular class": the form's schema leaves both keys in, set to undefined.
        const tag = `Contract undefined ${Date.now()}`;
        await visitor.contact.submit({
          name: tag,
          email: 'no-phone@example.com',
          phone: undefined,
          class_interest: undefined,
          message: 'Sent without a phone number or a class',
          website: '',
        });
        const [saved] = (await staff.submissions.list()).filter((submission) => submission.name === tag);
        expect(saved).toMatchObject({
          email: 'no-phone@example.com',
          message: 'Sent without a phone number or a class',
        });
        expect(saved?.phone ?? null).toBeNull();
        expect(saved?.class_interest ?? null).toBeNull();
      });

      it('refuses an invalid message with a clear message', async () => {
        const error = await rejection(visitor.contact.submit({ name: 'Sam', email: 'not-an-email', message: 'Hi' }));
        expect(error.code).toBe('invalid');
        expect(error.message).toBe('Please enter a valid email address');
      });

      it('holds back the sixth message from one address in the window, saying when to try again', async () => {
        const started = Date.now();
        const send = (extra: { website?: string } = {}) =>
          visitor.contact.submit({ name: 'Sam', email: 'sam@example.com', message: 'Hello', ...extra });
        for (let sent = 1; sent < CONTACT_LIMIT.maxMessages; sent += 1) await send();
        // A filled honeypot is answered as if it was kept, and counts like any message.
        await send({ website: 'https://spam.example' });
        const error = await rejection(send());
        const elapsedSeconds = Math.ceil((Date.now() - started) / 1000);
        expect(error.code).toBe('rate-limited');
        expect(error.message).toBe(messages.contactRateLimited);
        // The window starts at the first message: what is left of it, in whole seconds.
        const windowSeconds = CONTACT_LIMIT.windowMs / 1000;
        expect(error.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
        expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(windowSeconds - elapsedSeconds);
        // An invalid message is told what to fix, even over the limit: it is checked first and never counted.
        expect((await rejection(visitor.contact.submit({ name: 'Sam', email: 'x', message: 'Hi' }))).code).toBe(
          'invalid',
        );
      });

      it('keeps submissions from visitors', async () => {
        await rejection(visitor.submissions.list());
      });
    });

    describeEnquiriesContract(parts);

    describe.skipIf(options.images === false)('images', () => {
      const file = (name: string) => new File([PIXEL_PNG], name, { type: 'image/png' });

      it('uploads with progress, lists newest first, picks the newest per slot, and removes', async () => {
        const progress: number[] = [];
        const first = await staff.images.upload('home_hero', file('first.png'), (fraction) => progress.push(fraction));
        expect(progress.at(-1)).toBe(1);
        expect(first.name).toMatch(/^home_hero_\d+/);
        expect(first.url).toBeTruthy();
        const second = await staff.images.upload('home_hero', file('second.png'));
        const event = await staff.images.upload('event', file('event.png'));
        expect(event.name).toMatch(/^event_\d+/);

        const names = (await staff.images.list()).map((image) => image.name);
        expect(names.indexOf(event.name)).toBeLessThan(names.indexOf(second.name));
        expect(names.indexOf(second.name)).toBeLessThan(names.indexOf(first.name));
        expect((await visitor.images.slotMap()).home_hero?.name).toBe(second.name);

        await staff.images.remove(second.name);
        expect((await staff.images.list()).map((image) => image.name)).not.toContain(second.name);
        expect((await visitor.images.slotMap()).home_hero?.name).toBe(first.name);
      });

      it('refuses uploads from visitors', async () => {
        await rejection(visitor.images.upload('home_hero', file('nope.png')));
      });
    });

    describeContentContract(parts);

    describeStaffContract(parts);

    describeTrialsContract(parts);
  });
}
