import { EVENT_TIME_MESSAGE, type EventInput, type StudioEvent } from '@studio/core/events';
import { CONTACT_LIMIT } from '@studio/core/limits';
import { messages } from '@studio/core/messages';
import { contentMessages, type ContentSectionId } from '@studio/core/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/siteContentSeed';
import { staffMessages } from '@studio/core/staff';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNewEnquiry } from '@studio/core/enquiries';
import { outcomeProblem } from '@studio/core/trialRegister';
import { formatTrialDay, trialMessages, type TrialInput, type TrialOccurrence } from '@studio/core/trials';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';

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

/** `YYYY-MM-DD` of today plus `days`, as the event form sends it. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCHours(12);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  return {
    title: 'Fight Night',
    description: 'Our fight night.\nDoors at six.',
    date: dayFromToday(10),
    time: '6:00 PM - 8:00 PM',
    location: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
    price: 15,
    booking_url: 'https://example.com/tickets',
    featured: false,
    image_url: null,
    ...overrides,
  };
}

/** A 1x1 PNG: the smallest real image every backend must accept. */
const PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const titles = (events: StudioEvent[]) => events.map((event) => event.title);

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(BackendError);
  return error as BackendError;
}

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

    describe('events', () => {
      it('lists upcoming events soonest first, featured and regular, never past ones', async () => {
        await staff.events.create(eventInput({ title: 'Next month', date: dayFromToday(30) }));
        await staff.events.create(eventInput({ title: 'Today', date: dayFromToday(0), featured: true }));
        await staff.events.create(eventInput({ title: 'Last week', date: dayFromToday(-7) }));
        const upcoming = await visitor.events.listUpcoming();
        expect(titles(upcoming)).toEqual(['Today', 'Next month']);
        expect(upcoming.map((event) => event.featured)).toEqual([true, false]);
      });

      it('gives one event with at most three other upcoming events, excluding itself and past ones', async () => {
        const mine = await staff.events.create(eventInput({ title: 'Mine', date: dayFromToday(2) }));
        for (const days of [1, 3, 4, 5])
          await staff.events.create(eventInput({ title: `In ${days}`, date: dayFromToday(days) }));
        await staff.events.create(eventInput({ title: 'Past', date: dayFromToday(-1) }));
        const found = await visitor.events.getWithOthers(mine.id);
        expect(found?.event).toMatchObject({
          id: mine.id,
          title: 'Mine',
          description: 'Our fight night.\nDoors at six.',
          price: 15,
        });
        expect(titles(found?.others ?? [])).toEqual(['In 1', 'In 3', 'In 4']);
        expect(await visitor.events.getWithOthers('no-such-event')).toBeNull();
      });

      it('lists every event for staff, newest date first', async () => {
        await staff.events.create(eventInput({ title: 'Old', date: dayFromToday(-30) }));
        await staff.events.create(eventInput({ title: 'Soon', date: dayFromToday(3) }));
        await staff.events.create(eventInput({ title: 'Far', date: dayFromToday(90) }));
        const all = await staff.events.listAll();
        const mine = titles(all).filter((title) => ['Old', 'Soon', 'Far'].includes(title));
        expect(mine).toEqual(['Far', 'Soon', 'Old']);
      });

      it('creates, updates, features and deletes an event', async () => {
        const created = await staff.events.create(eventInput({ title: 'Grading', price: null, booking_url: null }));
        expect(created).toMatchObject({
          title: 'Grading',
          price: null,
          booking_url: null,
          featured: false,
          date: `${dayFromToday(10)}T00:00:00.000Z`,
        });
        expect(created.id).toBeTruthy();

        const updated = await staff.events.update(
          created.id,
          eventInput({ title: 'Belt Grading', date: dayFromToday(12), price: 20 }),
        );
        expect(updated).toMatchObject({
          id: created.id,
          title: 'Belt Grading',
          price: 20,
          date: `${dayFromToday(12)}T00:00:00.000Z`,
        });
        expect(updated.updated_at).toBeTruthy();

        expect((await staff.events.setFeatured(created.id, true)).featured).toBe(true);
        expect((await visitor.events.getWithOthers(created.id))?.event.featured).toBe(true);
        expect((await staff.events.setFeatured(created.id, false)).featured).toBe(false);

        await staff.events.remove(created.id);
        expect(await visitor.events.getWithOthers(created.id)).toBeNull();
        expect(titles(await staff.events.listAll())).not.toContain('Belt Grading');
      });

      it('refuses an incomplete event with the form message', async () => {
        const error = await rejection(staff.events.create(eventInput({ title: '' })));
        expect(error.code).toBe('invalid');
        expect(error.message).toBe(messages.eventFormIncomplete);
      });

      it('refuses a time that is not a start and an optional end', async () => {
        const error = await rejection(staff.events.create(eventInput({ time: 'whenever' })));
        expect(error.code).toBe('invalid');
        expect(error.message).toBe(EVENT_TIME_MESSAGE);
      });

      it('refuses event changes from visitors', async () => {
        const error = await rejection(visitor.events.create(eventInput()));
        expect(['unauthenticated', 'forbidden']).toContain(error.code);
        await rejection(visitor.events.listAll());
      });
    });

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

    // The inbox as a pipeline, retention and erasure.
    describe('enquiries', () => {
      /** Sends messages tagged for this test alone and returns them as staff see them, newest first. */
      async function sendTagged(
        ...fields: { name: string; email?: string; message?: string; class_interest?: string }[]
      ) {
        const tag = `Enquiry ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
        for (const field of fields)
          await visitor.contact.submit({
            email: 'enquirer@example.com',
            message: 'Hello there',
            ...field,
            name: `${tag} ${field.name}`,
          });
        const mine = (await staff.submissions.list()).filter((submission) => submission.name.startsWith(tag));
        return { tag, mine };
      }

      it('starts messages as New, changes their status and refuses an unknown one', async () => {
        const { mine } = await sendTagged({ name: 'Status' });
        const [message] = mine;
        expect(message).toMatchObject({ status: 'new', notes_count: 0 });
        const changed = await staff.submissions.setStatus(message!.id, 'contacted');
        // A status change marks the message read.
        expect(changed).toMatchObject({ id: message!.id, status: 'contacted', read: true });
        const again = (await staff.submissions.list({ status: 'contacted' })).find((s) => s.id === message!.id);
        expect(again?.status).toBe('contacted');
        const error = await rejection(staff.submissions.setStatus(message!.id, 'maybe' as never));
        expect(error.code).toBe('invalid');
        await rejection(visitor.submissions.setStatus(message!.id, 'closed'));
      });

      it('keeps notes by the signed-in member of staff, and refuses empty or over-long ones', async () => {
        const { mine } = await sendTagged({ name: 'Notes' });
        const id = mine[0]!.id;
        const note = await staff.submissions.addNote(id, '  Called back; trial on Tuesday  ');
        expect(note.text).toBe('Called back; trial on Tuesday');
        expect(note.author.toLowerCase()).toBe(ctx.staffCredentials.email.toLowerCase());
        expect(Date.parse(note.created_at)).toBeGreaterThan(Date.now() - 5 * 60_000);
        await staff.submissions.addNote(id, 'Booked');
        expect((await staff.submissions.listNotes(id)).map((n) => n.text)).toEqual([
          'Called back; trial on Tuesday',
          'Booked',
        ]);
        const stored = (await staff.submissions.list()).find((s) => s.id === id);
        // A note marks the message read.
        expect(stored).toMatchObject({ notes_count: 2, read: true });
        const csv = await staff.submissions.exportCsv({ query: stored!.name });
        expect(csv).toContain(`: Booked\n\n`);
        expect(csv).toContain(`: Called back; trial on Tuesday"`);
        expect((await rejection(staff.submissions.addNote(id, '   '))).code).toBe('invalid');
        expect((await rejection(staff.submissions.addNote(id, 'x'.repeat(2001)))).code).toBe('invalid');
        await rejection(visitor.submissions.addNote(id, 'from outside'));
        await rejection(visitor.submissions.listNotes(id));
      });

      it('searches by name, e-mail or message text and filters by class interest', async () => {
        const { tag } = await sendTagged(
          { name: 'Alpha', email: 'alpha.search@example.com', class_interest: 'Boxing' },
          { name: 'Beta', message: 'Is there parking at Aintree?' },
        );
        const names = async (filter: Parameters<Backend['submissions']['list']>[0]) =>
          (await staff.submissions.list(filter)).filter((s) => s.name.startsWith(tag)).map((s) => s.name);
        expect(await names({ query: 'AINTREE' })).toEqual([`${tag} Beta`]);
        expect(await names({ query: 'alpha.search@' })).toEqual([`${tag} Alpha`]);
        expect(await names({ query: `${tag} beta` })).toEqual([`${tag} Beta`]);
        expect(await names({ class_interest: 'Boxing' })).toEqual([`${tag} Alpha`]);
        const csv = await staff.submissions.exportCsv({ query: tag });
        expect(csv.startsWith('\uFEFFReceived (UK time),Name,Email')).toBe(true);
        expect(csv.trimEnd().split('\r\n')).toHaveLength(3);
        await rejection(visitor.submissions.exportCsv());
      });

      it('deletes a message with its notes', async () => {
        const { tag, mine } = await sendTagged({ name: 'Delete me' });
        const id = mine[0]!.id;
        await staff.submissions.addNote(id, 'about to go');
        await rejection(visitor.submissions.remove(id));
        await staff.submissions.remove(id);
        expect((await staff.submissions.list()).some((s) => s.id === id)).toBe(false);
        expect(await staff.submissions.exportCsv({ query: tag })).not.toContain(tag);
      });

      it('finds, exports and erases every message from one address, whatever its case', async () => {
        const email = `erase-${Date.now()}@example.com`;
        const { tag } = await sendTagged(
          { name: 'One', email },
          { name: 'Two', email: email.toUpperCase() },
          { name: 'Other', email: `other-${email}` },
        );
        const found = await staff.submissions.findByEmail(email.toUpperCase());
        expect(found.map((s) => s.name)).toEqual([`${tag} Two`, `${tag} One`]);
        await staff.submissions.addNote(found[0]!.id, 'asked for erasure');
        const csv = await staff.submissions.exportByEmail(email);
        expect(csv.trimEnd().split('\r\n')).toHaveLength(3);
        await rejection(visitor.submissions.eraseByEmail(email));
        expect(await staff.submissions.eraseByEmail(email)).toBe(2);
        expect(await staff.submissions.findByEmail(email)).toEqual([]);
        const left = (await staff.submissions.list()).filter((s) => s.name.startsWith(tag)).map((s) => s.name);
        expect(left).toEqual([`${tag} Other`]);
        expect((await rejection(staff.submissions.findByEmail('not an address'))).code).toBe('invalid');
      });

      it('states the retention period', async () => {
        expect(await staff.submissions.retentionDays()).toBe(365);
      });
    });

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

    describe('staff sign-in', () => {
      it('refuses a wrong password, signs in, reports the user, and signs out', async () => {
        const { email, password } = ctx.staffCredentials;
        expect(await visitor.auth.current()).toBeNull();
        const wrong = await rejection(visitor.auth.signIn(email, `${password}-wrong`));
        expect(wrong.message).toBe('Invalid email or password');

        const changes: unknown[] = [];
        const unsubscribe = visitor.auth.onChange((user) => changes.push(user));
        const user = await visitor.auth.signIn(email, password);
        expect(user.email.toLowerCase()).toBe(email.toLowerCase());
        expect((await visitor.auth.current())?.email.toLowerCase()).toBe(email.toLowerCase());
        await vi.waitFor(() => expect(changes.some((change) => change !== null)).toBe(true));

        await visitor.auth.signOut();
        expect(await visitor.auth.current()).toBeNull();
        await vi.waitFor(() => expect(changes.at(-1)).toBeNull());
        unsubscribe();
      });
    });

    // Staff accounts, own account and activity log.
    // Each step is a callable function on Firebase (a password check loads the strength estimate's dictionaries):
    // several seconds apiece on a busy machine, so these tests get more time than one request needs.
    describe('staff accounts and activity', { timeout: 120_000 }, () => {
      const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

      it('the staff account of the contract is an Owner with no password to change', async () => {
        const user = await staff.auth.current();
        expect(user).toMatchObject({ role: 'owner', mustChangePassword: false });
        const listed = await staff.staff.list();
        expect(listed.find((member) => member.email === ctx.staffCredentials.email.toLowerCase())).toMatchObject({
          role: 'owner',
          disabled: false,
        });
      });

      it('adds, changes, disables and removes a staff account, and keeps staff screens from visitors', async () => {
        const email = `contract-${tag()}@example.com`;
        const added = await staff.staff.add({ email, role: 'staff', password: 'a first password 77' });
        expect(added.member).toMatchObject({ email, role: 'staff', disabled: false, password_pending: true });
        expect(added.setupLink).toBeNull();
        expect((await staff.staff.setRole(added.member.id, 'owner')).role).toBe('owner');
        expect((await staff.staff.setDisabled(added.member.id, true)).disabled).toBe(true);
        expect((await staff.staff.setDisabled(added.member.id, false)).disabled).toBe(false);
        await staff.staff.remove(added.member.id);
        expect((await staff.staff.list()).map((member) => member.email)).not.toContain(email);

        const refused = await rejection(visitor.staff.list());
        expect(['unauthenticated', 'forbidden']).toContain(refused.code);
        await rejection(visitor.activity.list());
      });

      it('refuses a common password with the policy message', async () => {
        const error = await rejection(
          staff.staff.add({ email: `weak-${tag()}@example.com`, role: 'staff', password: 'qwerty123456' }),
        );
        expect(error.code).toBe('invalid');
        expect(error.message).toBe(staffMessages.passwordCommon);
        // Off the list but weak by the strength estimate: refused with its feedback.
        const weak = await rejection(
          staff.staff.add({ email: `weak-${tag()}@example.com`, role: 'staff', password: 'Password123!' }),
        );
        expect(weak.code).toBe('invalid');
        expect(weak.message).toMatch(/^This password would be too easy to guess\. /);
      });

      it('a one-time link lets the new person choose their password and sign in', async () => {
        const email = `link-${tag()}@example.com`;
        // As the Add staff dialog sends it: the password key present but undefined.
        const added = await staff.staff.add({ email, role: 'staff', password: undefined });
        expect(added.setupLink?.url).toMatch(/\/admin\/set-password#.+/);
        expect(Date.parse(added.setupLink!.expiresAt)).toBeGreaterThan(Date.now());
        const token = added.setupLink!.url.split('#')[1]!;
        // The link's page checks the strength with the account's e-mail; a refusal leaves the link usable.
        const weak = await rejection(visitor.account.setPasswordWithLink(token, 'Password123!'));
        expect(weak.message).toMatch(/^This password would be too easy to guess\. /);
        expect(await visitor.account.setPasswordWithLink(token, 'chosen by the newcomer')).toBe(email);
        const user = await visitor.auth.signIn(email, 'chosen by the newcomer');
        expect(user).toMatchObject({ email, role: 'staff', mustChangePassword: false });
        await visitor.auth.signOut();
        await rejection(visitor.account.setPasswordWithLink(token, 'chosen a second time'));
        await staff.staff.remove(added.member.id);
      });

      it('asks for the current password before changing it', async () => {
        const error = await rejection(
          staff.account.changePassword('not the password at all', 'a brand new passphrase'),
        );
        expect(error.message).toBe(staffMessages.currentPasswordWrong);
      });

      it('records staff changes in the activity log, newest first, filtered by kind', async () => {
        const created = await staff.events.create(eventInput({ title: `Logged ${tag()}` }));
        await vi.waitFor(async () => {
          const page = await staff.activity.list({ kind: 'event.created' });
          expect(page.entries[0]).toMatchObject({
            kind: 'event.created',
            item: created.title,
            actor: ctx.staffCredentials.email.toLowerCase(),
          });
        });
        const page = await staff.activity.list();
        expect(page.actors).toContain(ctx.staffCredentials.email.toLowerCase());
        const times = page.entries.map((entry) => Date.parse(entry.at));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      });

      it('names each item as staff know it: a message by its sender, an event by its title, and says when deleted', async () => {
        const name = `Logged sender ${tag()}`;
        await visitor.contact.submit({ name, email: 'logged.sender@example.com', message: 'Hello there' });
        const message = (await staff.submissions.list({ query: name }))[0]!;
        await staff.submissions.addNote(message.id, 'Rang back');
        const event = await staff.events.create(eventInput({ title: `Named ${tag()}` }));
        const renamed = await staff.events.update(event.id, eventInput({ title: `${event.title} renamed` }));
        await vi.waitFor(async () => {
          const entries = (await staff.activity.list()).entries;
          const note = entries.find((entry) => entry.kind === 'message.note' && entry.ref === `message:${message.id}`);
          expect(note?.item).toBe(`${name} (logged.sender@example.com)`);
          // Every entry of the event shows its current title.
          const created = entries.find((entry) => entry.kind === 'event.created' && entry.ref === `event:${event.id}`);
          expect(created?.item).toBe(renamed.title);
        });
        await staff.submissions.remove(message.id);
        await staff.events.remove(event.id);
        await vi.waitFor(async () => {
          const entries = (await staff.activity.list()).entries;
          const note = entries.find((entry) => entry.kind === 'message.note' && entry.ref === `message:${message.id}`);
          expect(note?.item).toBe('A message since deleted');
          expect(JSON.stringify(entries)).not.toContain(name);
          const updated = entries.find((entry) => entry.kind === 'event.updated' && entry.ref === `event:${event.id}`);
          expect(updated?.item).toBe(`${renamed.title} (since deleted)`);
        });
      });

      it('records site content saves and restores with the section and the version made', async () => {
        const start = await staff.content.get('class-mma-bootcamps');
        const page = structuredClone(start.content);
        page.faqs[0]!.answer = `Logged ${tag()}`;
        const saved = await staff.content.save('class-mma-bootcamps', start.version, page);
        const restored = await staff.content.restore('class-mma-bootcamps', saved.version, start.version);
        await vi.waitFor(async () => {
          const entries = (await staff.activity.list({ kind: 'content.saved' })).entries;
          expect(entries[0]).toMatchObject({
            kind: 'content.saved',
            item: 'Class: MMA Bootcamps',
            detail: `Version ${saved.version}`,
            actor: ctx.staffCredentials.email.toLowerCase(),
          });
        });
        await vi.waitFor(async () => {
          const entries = (await staff.activity.list({ kind: 'content.restored' })).entries;
          expect(entries[0]).toMatchObject({
            kind: 'content.restored',
            item: 'Class: MMA Bootcamps',
            detail: `Version ${start.version} restored as version ${restored.version}`,
          });
        });
      });
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
        const twice = await rejection(
          another().trialBooking!.book(details(session.key, { email: email.toUpperCase() })),
        );
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

      it("erases an address's bookings with its messages", async () => {
        const session = await openSession();
        const email = `erase.${tag()}@example.com`;
        await visitor.trialBooking!.book(details(session.key, { email }));
        expect(await staff.trials!.findByEmail(email)).toHaveLength(1);
        expect(await staff.submissions.eraseByEmail(email)).toBe(1);
        expect(await staff.trials!.findByEmail(email)).toEqual([]);
      });
    });
  });
}
