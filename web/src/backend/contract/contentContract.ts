import { contentMessages, type ContentSectionId } from '@studio/core/content/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../port.ts';
import { rejection, type ContractParts } from './contractSupport.ts';

/**
 * Site content on every backend: publish, restore and history; drafts; schedules and their cancellation; what is
 * refused and how. Sections are never reset, so each test starts from the version it reads. The schedules that
 * come due are applied by each backend's own clock, tested beside it (server/tests/contentDrafts.test.ts,
 * functions/emulator-tests/contentSchedules.test.ts) and in core (core/src/content/contentChanges.test.ts).
 */
export function describeContentContract(parts: ContractParts): void {
  let visitor: Backend;
  let staff: Backend;
  beforeEach(() => {
    ({ visitor, staff } = parts);
  });

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
      expect(saved.updated_by.toLowerCase()).toBe(parts.setup.staffCredentials.email.toLowerCase());
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
      expect((await rejection(staff.content.save('class-thaiboxing', before.version + 1, twice))).code).toBe('invalid');
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
      expect((await staff.content.editor('reviews')).schedules.find((entry) => entry.id === scheduled.id)?.state).toBe(
        'cancelled',
      );

      await staff.content.saveDraft('reviews', start.section.version, draftContent);
      await staff.content.discardDraft('reviews');
      expect((await staff.content.editor('reviews')).draft).toBeNull();
      expect((await staff.content.drafts()).map((entry) => entry.section)).not.toContain('reviews');
      await rejection(visitor.content.saveDraft('reviews', 1, draftContent));
    });
    it('publishes a draft (ending it), restores without ending one, and lists the history down to the seed', async () => {
      const start = await staff.content.get('studio');
      const edited = { ...start.content, email: `studio-${start.version}@example.com` };
      await staff.content.saveDraft('studio', start.version, edited);
      const published = await staff.content.save('studio', start.version, edited);
      expect((await staff.content.editor('studio')).draft).toBeNull();

      await staff.content.saveDraft('studio', published.version, start.content);
      const restored = await staff.content.restore('studio', published.version, start.version);
      expect(restored).toMatchObject({ version: published.version + 1, content: start.content });
      expect((await staff.content.editor('studio')).draft).toMatchObject({ base_version: published.version });
      await staff.content.discardDraft('studio');

      const history = await staff.content.history('studio');
      expect(history.slice(0, 2).map((revision) => revision.version)).toEqual([restored.version, published.version]);
      expect(history.at(-1)).toMatchObject({ version: 1, restored_from: null });
      expect(history.map((revision) => revision.version)).toEqual(
        [...history.keys()].map((index) => restored.version - index),
      );
    });

    it('says what is not there: a revision, a draft, a schedule already cancelled or of another section', async () => {
      const start = await staff.content.get('gradings');
      const revision = await rejection(staff.content.restore('gradings', start.version, start.version + 50));
      expect(revision).toMatchObject({ code: 'not-found', message: contentMessages.unknownRevision });
      const draft = await rejection(staff.content.discardDraft('gradings'));
      expect(draft).toMatchObject({ code: 'not-found', message: contentMessages.noDraft });

      const inADay = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
      const scheduled = await staff.content.schedule('gradings', start.version, { days: ['2027-02-01'] }, inADay);
      const elsewhere = await rejection(staff.content.cancelSchedule('pricing', scheduled.id));
      expect(elsewhere).toMatchObject({ code: 'not-found', message: contentMessages.unknownSchedule });
      await staff.content.cancelSchedule('gradings', scheduled.id);
      const again = await rejection(staff.content.cancelSchedule('gradings', scheduled.id));
      expect(again).toMatchObject({ code: 'not-found', message: contentMessages.unknownSchedule });
    });

    it('refuses a schedule too soon or made on a version that is no longer live', async () => {
      const start = await staff.content.get('gradings');
      const content = { days: ['2027-03-01'] };
      const inAMinute = new Date(Date.now() + 60_000).toISOString();
      const soon = await rejection(staff.content.schedule('gradings', start.version, content, inAMinute));
      expect(soon).toMatchObject({ code: 'invalid', message: contentMessages.scheduleTooSoon });
      const inADay = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
      const stale = await rejection(staff.content.schedule('gradings', start.version - 1 || 99, content, inADay));
      expect(stale).toMatchObject({ code: 'conflict', message: contentMessages.conflict });
      const pending = (await staff.content.editor('gradings')).schedules.filter((entry) => entry.state === 'pending');
      expect(pending.map((entry) => entry.content)).not.toContainEqual(content);
    });
  });
}
