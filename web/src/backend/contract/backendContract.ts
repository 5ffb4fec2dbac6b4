import { CONTACT_LIMIT } from '@studio/core/limits';
import { messages } from '@studio/core/messages';
import { contentMessages, type ContentSectionId } from '@studio/core/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/siteContentSeed';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../port.ts';
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

    // ---- site content. Sections are never reset, so each test starts from the version it reads.
    describe('site content', () => {
      const pricingWith = (price: number) => {
        const pricing = structuredClone(SEED_SITE_CONTENT.pricing);
        pricing.plans[0]!.price = price;
        return pricing;
      };

      it('starts from the seed, publishes a save to visitors, and keeps who and when', async () => {
        const seeded = await visitor.content.site();
        expect(Object.keys(seeded).sort()).toEqual(Object.keys(SEED_SITE_CONTENT).sort());
        const before = await staff.content.get('pricing');
        expect(before.version).toBeGreaterThanOrEqual(1);
        const saved = await staff.content.save('pricing', before.version, pricingWith(11));
        expect(saved).toMatchObject({ section: 'pricing', version: before.version + 1 });
        expect(saved.updated_by.toLowerCase()).toBe(ctx.staffCredentials.email.toLowerCase());
        expect(Date.parse(saved.updated_at)).not.toBeNaN();
        expect((await visitor.content.site()).pricing.plans[0]!.price).toBe(11);

        const history = await staff.content.history('pricing');
        expect(history[0]).toMatchObject({ version: saved.version, restored_from: null });
        expect(history.at(-1)).toMatchObject({ version: 1, content: SEED_SITE_CONTENT.pricing });
      });

      it('refuses a save from a stale version with the conflict message, changing nothing', async () => {
        const before = await staff.content.get('hours');
        const mine = {
          aintree: [{ days: 'Mon-Sun', hours: '7am-10pm' }],
          stHelens: [{ days: 'Mon-Sat', hours: '8am-9pm' }],
        };
        await staff.content.save('hours', before.version, mine);
        const error = await rejection(staff.content.save('hours', before.version, SEED_SITE_CONTENT.hours));
        expect(error.code).toBe('conflict');
        expect(error.message).toBe(contentMessages.conflict);
        expect((await visitor.content.site()).hours).toEqual(mine);
      });

      it('restores an earlier revision as a new revision', async () => {
        const start = await staff.content.get('gradings');
        const changed = await staff.content.save('gradings', start.version, { days: ['2026-03-01'] });
        const restored = await staff.content.restore('gradings', changed.version, start.version);
        expect(restored).toMatchObject({ version: changed.version + 1, content: start.content });
        expect((await staff.content.history('gradings'))[0]).toMatchObject({
          version: restored.version,
          restored_from: start.version,
        });
        expect((await visitor.content.site()).gradings).toEqual(start.content);
      });

      it('writes no version that changes nothing: an unchanged publish, restore or schedule is refused', async () => {
        const start = await staff.content.get('reviews');
        const unchanged = await rejection(staff.content.save('reviews', start.version, start.content));
        expect(unchanged.code).toBe('invalid');
        expect(unchanged.message).toBe(contentMessages.nothingToPublish);
        const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
        const scheduled = await rejection(staff.content.schedule('reviews', start.version, start.content, inAWeek));
        expect(scheduled.message).toBe(contentMessages.nothingToPublish);
        // Restoring the version that is live is the same content again.
        const restored = await rejection(staff.content.restore('reviews', start.version, start.version));
        expect(restored.message).toBe(contentMessages.nothingToPublish);
        expect((await staff.content.get('reviews')).version).toBe(start.version);
        expect((await staff.content.history('reviews'))[0]!.version).toBe(start.version);
        expect((await staff.content.editor('reviews')).schedules.filter((entry) => entry.state === 'pending')).toEqual(
          [],
        );
      });

      it("publishes the home page's texts, and refuses one over its limit", async () => {
        const before = await staff.content.get('home-journey');
        const journey = structuredClone(before.content);
        journey.entries.push({
          id: 'new-studio',
          year: '2030',
          title: 'A third studio',
          content: 'We opened our third studio.',
          additionalContent: '',
          footer: '',
        });
        await staff.content.save('home-journey', before.version, journey);
        expect((await visitor.content.site())['home-journey'].entries.at(-1)).toMatchObject({ year: '2030' });

        const hero = await staff.content.get('home-hero');
        const error = await rejection(
          staff.content.save('home-hero', hero.version, { ...hero.content, title: 'x'.repeat(61) }),
        );
        expect(error.message).toBe(contentMessages.tooLong(60));
        expect((await staff.content.get('home-hero')).version).toBe(hero.version);
      });

      it('publishes closures and sessions with start, end, ages, trial places and cancelled dates', async () => {
        const closures = await staff.content.get('closures');
        const closure = {
          id: 'floor',
          firstDay: '2026-12-01',
          lastDay: '2026-12-02',
          sites: ['St Helens' as const],
          reason: 'Floor repairs',
        };
        await staff.content.save('closures', closures.version, { closures: [closure] });
        expect((await visitor.content.site()).closures.closures).toEqual([closure]);

        const before = await staff.content.get('class-thaiboxing');
        const page = structuredClone(before.content);
        const first = page.schedule.sessions[0]!;
        Object.assign(first, { start: '18:05', end: '19:10', ages: { from: 16, to: null }, trialPlaces: 5 });
        const cancelled = { date: '2026-12-07', reason: 'Coach ill' };
        first.cancellations = first.day === 'Monday' ? [cancelled] : [];
        await staff.content.save('class-thaiboxing', before.version, page);
        expect((await visitor.content.site()).classes.thaiboxing.schedule.sessions[0]).toEqual(first);

        // A second session at the same site, day and time is refused.
        const twice = structuredClone(page);
        twice.schedule.sessions.push({ ...first, id: 'again' });
        expect((await rejection(staff.content.save('class-thaiboxing', before.version + 1, twice))).code).toBe(
          'invalid',
        );
        const wrongEnd = structuredClone(page);
        wrongEnd.schedule.sessions[0]!.end = '17:00';
        expect((await rejection(staff.content.save('class-thaiboxing', before.version + 1, wrongEnd))).code).toBe(
          'invalid',
        );
      });

      it('refuses invalid content and keeps content changes to staff', async () => {
        const section: ContentSectionId = 'class-boxing';
        const before = await staff.content.get(section);
        const page = structuredClone(before.content);
        page.faqs[0]!.answer = 'x'.repeat(10_000);
        expect((await rejection(staff.content.save(section, before.version, page))).code).toBe('invalid');
        expect(await staff.content.get(section)).toEqual(before);

        const error = await rejection(visitor.content.save('pricing', 1, pricingWith(0)));
        expect(['unauthenticated', 'forbidden']).toContain(error.code);
        await rejection(visitor.content.get('pricing'));
        await rejection(visitor.content.restore('pricing', 1, 1));
      });

      it('keeps a draft apart from the live content, lists a schedule, and ends both on request', async () => {
        const start = await staff.content.editor('reviews');
        const draftContent = { ...start.section.content, count: start.section.content.count + 1 };
        const draft = await staff.content.saveDraft('reviews', start.section.version, draftContent);
        expect(draft).toMatchObject({ base_version: start.section.version, content: draftContent });
        const opened = await staff.content.editor('reviews');
        expect(opened.draft).toMatchObject({ base_version: start.section.version, content: draftContent });
        // The section list marks it, with who saved it.
        expect((await staff.content.drafts()).find((entry) => entry.section === 'reviews')).toEqual({
          section: 'reviews',
          saved_by: draft.saved_by,
          saved_at: expect.any(String),
        });
        await rejection(visitor.content.drafts());
        expect(opened.section.version).toBe(start.section.version);
        expect((await visitor.content.site()).reviews).toEqual(start.section.content);

        const publishAt = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
        const scheduled = await staff.content.schedule('reviews', start.section.version, draftContent, publishAt);
        expect(scheduled).toMatchObject({ state: 'pending', base_version: start.section.version });
        const listed = await staff.content.editor('reviews');
        expect(listed.draft).toBeNull();
        expect(listed.schedules.find((entry) => entry.id === scheduled.id)).toMatchObject({ state: 'pending' });
        const cancelled = await staff.content.cancelSchedule('reviews', scheduled.id);
        expect(cancelled.state).toBe('cancelled');
        expect(
          (await staff.content.editor('reviews')).schedules.find((entry) => entry.id === scheduled.id)?.state,
        ).toBe('cancelled');

        await staff.content.saveDraft('reviews', start.section.version, draftContent);
        await staff.content.discardDraft('reviews');
        expect((await staff.content.editor('reviews')).draft).toBeNull();
        expect((await staff.content.drafts()).map((entry) => entry.section)).not.toContain('reviews');
        await rejection(visitor.content.saveDraft('reviews', 1, draftContent));
      });
    });

    describeStaffContract(parts);

    describeTrialsContract(parts);
  });
}
