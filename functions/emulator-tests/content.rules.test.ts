import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import {
  doc,
  getDoc,
  getDocs,
  collection,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  deleteDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { activityEntry, commitWithEntry, type Writer } from './activityEntries.ts';

// Site content on the real rules: readable by anyone, written only by admins with every field checked,
// each new version together with its write-once revision.
let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-studio-content-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  // The hours section was saved once (version 2), with its revision.
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'content/hours'), {
      version: 2,
      content: {
        aintree: [{ days: 'Mon-Sun', hours: '7am-10pm' }],
        stHelens: [{ days: 'Mon-Sun', hours: '7am-10pm' }],
      },
      updated_at: new Date('2026-11-01T10:00:00Z'),
      updated_by: 'staff@example.com',
    });
    await setDoc(doc(db, 'content/hours/revisions/2'), {
      version: 2,
      content: {
        aintree: [{ days: 'Mon-Sun', hours: '7am-10pm' }],
        stHelens: [{ days: 'Mon-Sun', hours: '7am-10pm' }],
      },
      created_at: new Date('2026-11-01T10:00:00Z'),
      created_by: 'staff@example.com',
      restored_from: null,
    });
  });
});

const STAFF_EMAIL = 'staff@example.com';
const MEMBER_EMAIL = 'front-desk@example.com';
/** `staff` is an admin granted before roles (an Owner); `staff-role` holds the Staff role. */
type Role = 'visitor' | 'member' | 'staff' | 'staff-role';

function as(role: Role): Firestore {
  const context: RulesTestContext =
    role === 'visitor'
      ? env.unauthenticatedContext()
      : role === 'member'
        ? env.authenticatedContext('member', { email: 'member@example.com' })
        : role === 'staff-role'
          ? env.authenticatedContext('front-desk', { email: MEMBER_EMAIL, admin: true, role: 'staff' })
          : env.authenticatedContext('staff', { email: STAFF_EMAIL, admin: true });
  return context.firestore() as unknown as Firestore;
}

const writers: Record<Role, Writer> = {
  visitor: { uid: 'visitor', email: 'visitor@example.com' },
  member: { uid: 'member', email: 'member@example.com' },
  staff: { uid: 'staff', email: STAFF_EMAIL },
  'staff-role': { uid: 'front-desk', email: MEMBER_EMAIL },
};

/**
 * What the adapter writes: the section's next version, its revision and its activity entry, with the end of its
 * draft, in one transaction (`logged` false leaves the entry out).
 */
function publish(
  role: Role,
  section: string,
  version: number,
  content: unknown,
  overrides: Record<string, unknown> = {},
  logged = true,
) {
  const db = as(role);
  const entry = logged ? { kind: 'content.saved', ref: `content:${section}` } : null;
  return commitWithEntry(db, writers[role], entry, (transaction, activityId) => {
    transaction.set(doc(db, `content/${section}/revisions/${version}`), {
      version,
      content,
      created_at: serverTimestamp(),
      created_by: STAFF_EMAIL,
      restored_from: null,
      ...(overrides.revision as object),
    });
    transaction.set(doc(db, `content/${section}`), {
      version,
      content,
      updated_at: serverTimestamp(),
      updated_by: STAFF_EMAIL,
      activity_id: activityId,
      ...(overrides.section as object),
    });
    // A publish ends the section's draft, in the same request.
    transaction.delete(doc(db, `content_drafts/${section}`));
  });
}

/** A draft saved as the adapter saves it: with its entry in the same batch. */
function saveDraft(role: Role, section: string, data: Record<string, unknown>, logged = true) {
  const db = as(role);
  const entry = logged ? { kind: 'content.draft-saved', ref: `content:${section}` } : null;
  return commitWithEntry(db, writers[role], entry, (batch, activityId) =>
    batch.set(doc(db, `content_drafts/${section}`), { ...data, activity_id: activityId }),
  );
}

function discardDraft(role: Role, section: string, logged = true) {
  const db = as(role);
  const entry = logged ? { kind: 'content.draft-discarded', ref: `content:${section}` } : null;
  return commitWithEntry(db, writers[role], entry, (batch) => batch.delete(doc(db, `content_drafts/${section}`)));
}

function schedule(role: Role, id: string, data: Record<string, unknown>, logged = true) {
  const db = as(role);
  const entry = logged ? { kind: 'content.scheduled', ref: `schedule:${id}` } : null;
  return commitWithEntry(db, writers[role], entry, (batch, activityId) =>
    batch.set(doc(db, `content_schedules/${id}`), { ...data, activity_id: activityId }),
  );
}

function cancelSchedule(role: Role, id: string, change: Record<string, unknown>, logged = true) {
  const db = as(role);
  const entry = logged ? { kind: 'content.schedule-cancelled', ref: `schedule:${id}` } : null;
  return commitWithEntry(db, writers[role], entry, (batch, activityId) =>
    batch.update(doc(db, `content_schedules/${id}`), { ...change, activity_id: activityId }),
  );
}

const clone = <T>(value: T): T => structuredClone(value);

describe('site content rules', { timeout: 30_000 }, () => {
  it.each<Role>(['visitor', 'member', 'staff'])('%s can read the content', async (role) => {
    await assertSucceeds(getDoc(doc(as(role), 'content/hours')));
    await assertSucceeds(getDocs(collection(as(role), 'content')));
  });

  it.each<Role>(['visitor', 'member'])('%s cannot read revisions or write content', async (role) => {
    await assertFails(getDocs(collection(as(role), 'content/hours/revisions')));
    await assertFails(publish(role, 'pricing', 2, SEED_SITE_CONTENT.pricing));
  });

  it.each([
    'pricing',
    'gradings',
    'reviews',
    'studio',
    'banner',
    'closures',
    'home-hero',
    'home-about',
    'home-journey',
    'home-facilities',
  ] as const)('lets staff publish the seed %s as version 2, with its revision', async (section) => {
    await assertSucceeds(publish('staff', section, 2, SEED_SITE_CONTENT[section]));
  });

  it.each(Object.keys(SEED_SITE_CONTENT.classes) as (keyof typeof SEED_SITE_CONTENT.classes)[])(
    'lets staff publish the seed %s class page',
    async (slug) => {
      await assertSucceeds(publish('staff', `class-${slug}`, 2, SEED_SITE_CONTENT.classes[slug]));
    },
  );

  it('lets staff publish the next version of a saved section, and read its revisions', async () => {
    await assertSucceeds(publish('staff', 'hours', 3, SEED_SITE_CONTENT.hours));
    await assertSucceeds(getDocs(collection(as('staff'), 'content/hours/revisions')));
  });

  it('refuses a version that is not the next one, and a section without its revision', async () => {
    const db = as('staff');
    await assertFails(publish('staff', 'hours', 2, SEED_SITE_CONTENT.hours));
    await assertFails(publish('staff', 'hours', 4, SEED_SITE_CONTENT.hours));
    await assertFails(
      setDoc(doc(db, 'content/pricing'), {
        version: 2,
        content: SEED_SITE_CONTENT.pricing,
        updated_at: serverTimestamp(),
        updated_by: STAFF_EMAIL,
      }),
    );
  });

  it('refuses a publish without its activity entry, and an entry without its publish', async () => {
    await assertFails(publish('staff', 'hours', 3, SEED_SITE_CONTENT.hours, {}, false));
    await assertFails(
      publish('staff', 'hours', 3, SEED_SITE_CONTENT.hours, { section: { activity_id: 'written-before' } }, false),
    );
    await assertFails(
      setDoc(doc(collection(as('staff'), 'activity')), activityEntry(writers.staff, 'content.saved', 'content:hours')),
    );
    await assertSucceeds(publish('staff', 'hours', 3, SEED_SITE_CONTENT.hours));
  });

  it('refuses another author, a revision whose content differs, and an unknown section', async () => {
    await assertFails(
      publish('staff', 'pricing', 2, SEED_SITE_CONTENT.pricing, { section: { updated_by: 'someone@else.com' } }),
    );
    await assertFails(
      publish('staff', 'pricing', 2, SEED_SITE_CONTENT.pricing, { revision: { content: SEED_SITE_CONTENT.hours } }),
    );
    await assertFails(publish('staff', 'menu', 2, SEED_SITE_CONTENT.hours));
  });

  it('keeps revisions write-once: no change, no removal', async () => {
    const db = as('staff');
    await assertFails(updateDoc(doc(db, 'content/hours/revisions/2'), { created_by: STAFF_EMAIL }));
    await assertFails(deleteDoc(doc(db, 'content/hours/revisions/2')));
    await assertFails(deleteDoc(doc(db, 'content/hours')));
  });

  it.each([
    [
      'a 13th plan',
      (content: typeof SEED_SITE_CONTENT.pricing) =>
        content.plans.push(...Array.from({ length: 8 }, () => content.plans[0]!)),
    ],
    ['no plans', (content: typeof SEED_SITE_CONTENT.pricing) => (content.plans = [])],
    ['an unknown field', (content: typeof SEED_SITE_CONTENT.pricing) => Object.assign(content, { colour: 'red' })],
  ])('refuses pricing with %s', async (_what, change) => {
    const content = clone(SEED_SITE_CONTENT.pricing);
    change(content);
    await assertFails(publish('staff', 'pricing', 2, content));
  });

  it.each([
    ['five benefits', (page: typeof SEED_SITE_CONTENT.classes.kickboxing) => page.benefits.pop()],
    ['an empty description', (page: typeof SEED_SITE_CONTENT.classes.kickboxing) => (page.description = '')],
    [
      'a javascript: photo',
      (page: typeof SEED_SITE_CONTENT.classes.kickboxing) => (page.instructor.photo = 'javascript:alert(1)'),
    ],
    ['21 FAQs', (page: typeof SEED_SITE_CONTENT.classes.kickboxing) => (page.faqs = Array(21).fill(page.faqs[0]))],
  ])('refuses a class page with %s', async (_what, change) => {
    const page = clone(SEED_SITE_CONTENT.classes.kickboxing);
    change(page);
    await assertFails(publish('staff', 'class-boxing', 2, page));
  });

  it('checks the banner: a link needs its words and a safe address; the end is not before the start', async () => {
    const banner = {
      message: 'Both studios closed 25-26 December',
      linkUrl: null,
      linkText: null,
      startsOn: null,
      endsOn: '2026-12-26',
    };
    await assertFails(publish('staff', 'banner', 2, { ...banner, linkUrl: 'javascript:alert(1)', linkText: 'Go' }));
    await assertFails(publish('staff', 'banner', 2, { ...banner, linkUrl: '/events' }));
    await assertFails(publish('staff', 'banner', 2, { ...banner, startsOn: '2026-12-27' }));
    await assertFails(publish('staff', 'banner', 2, { ...banner, message: 'x'.repeat(201) }));
    await assertSucceeds(publish('staff', 'banner', 2, { ...banner, linkUrl: '/events', linkText: 'See what is on' }));
  });

  it("checks each site's opening hours: both sites, 1 to 7 lines each, days and hours filled in", async () => {
    const line = { days: 'Mon-Fri', hours: '8am-9pm' };
    const hours = { aintree: [line], stHelens: [line, { days: 'Sat', hours: '10am-1pm' }] };
    await assertFails(publish('staff', 'hours', 3, { openingHours: [line] }));
    await assertFails(publish('staff', 'hours', 3, { aintree: [line] }));
    await assertFails(publish('staff', 'hours', 3, { ...hours, stHelens: [] }));
    await assertFails(publish('staff', 'hours', 3, { ...hours, stHelens: Array(8).fill(line) }));
    await assertFails(publish('staff', 'hours', 3, { ...hours, aintree: [{ ...line, hours: '' }] }));
    await assertFails(publish('staff', 'hours', 3, { ...hours, stHelens: [line, { ...line, days: 'x'.repeat(41) }] }));
    await assertFails(publish('staff', 'hours', 3, { ...hours, liverpool: [line] }));
    await assertSucceeds(publish('staff', 'hours', 3, { aintree: Array(7).fill(line), stHelens: Array(7).fill(line) }));
  });

  it('refuses a review rating figure above 5, and studio details with a bad link', async () => {
    await assertFails(publish('staff', 'reviews', 2, { ...SEED_SITE_CONTENT.reviews, rating: 5.5 }));
    const studio = clone(SEED_SITE_CONTENT.studio);
    studio.social.facebook = 'javascript:alert(1)';
    await assertFails(publish('staff', 'studio', 2, studio));
  });

  it('checks closures: a real range of days, one or both sites, a reason; at most the 12 core allows', async () => {
    const closure = {
      id: 'christmas',
      firstDay: '2026-12-24',
      lastDay: '2026-12-27',
      sites: ['Aintree'],
      reason: 'Christmas',
    };
    await assertSucceeds(publish('staff', 'closures', 2, { closures: [closure] }));
    const full = Array.from({ length: 12 }, (_, index) => ({
      ...closure,
      id: `closure-${index}`,
      sites: ['Aintree', 'St Helens'],
    }));
    await assertSucceeds(publish('staff', 'closures', 3, { closures: full }));
    for (const bad of [
      { ...closure, lastDay: '2026-12-23' },
      { ...closure, sites: [] },
      { ...closure, sites: ['Aintree', 'Aintree'] },
      { ...closure, sites: ['Liverpool'] },
      { ...closure, reason: '' },
      { ...closure, firstDay: 'Christmas Eve' },
      { ...closure, extra: true },
    ])
      await assertFails(publish('staff', 'closures', 4, { closures: [closure, bad] }));
    await assertFails(publish('staff', 'closures', 4, { closures: [...full, { ...closure, id: 'one-more' }] }));
  });

  it("checks the home page's texts field by field, with core's limits", async () => {
    const hero = SEED_SITE_CONTENT['home-hero'];
    await assertFails(publish('staff', 'home-hero', 2, { ...hero, title: '' }));
    await assertFails(publish('staff', 'home-hero', 2, { ...hero, tagline: 'x'.repeat(301) }));
    await assertFails(publish('staff', 'home-hero', 2, { ...hero, extra: 'x' }));

    const about = SEED_SITE_CONTENT['home-about'];
    await assertFails(publish('staff', 'home-about', 2, { ...about, paragraphs: [] }));
    await assertFails(
      publish('staff', 'home-about', 2, { ...about, paragraphs: [...about.paragraphs, 'c', 'd', 'e'] }),
    );
    await assertFails(publish('staff', 'home-about', 2, { ...about, highlights: about.highlights.slice(0, 2) }));
    await assertFails(
      publish('staff', 'home-about', 2, { ...about, highlights: [...about.highlights.slice(0, 2), { title: 'Only' }] }),
    );

    const { entries } = SEED_SITE_CONTENT['home-journey'];
    const twelve = Array.from({ length: 12 }, (_, index) => ({ ...entries[0]!, id: `milestone-${index}` }));
    await assertSucceeds(publish('staff', 'home-journey', 2, { entries: twelve }));
    await assertFails(
      publish('staff', 'home-journey', 3, { entries: [...twelve, { ...entries[0]!, id: 'one-more' }] }),
    );
    for (const bad of [
      { ...entries[1]!, year: '' },
      { ...entries[1]!, content: 'x'.repeat(601) },
      { ...entries[1]!, footer: 'x'.repeat(201) },
      { ...entries[1]!, id: 'Not An Id' },
    ])
      await assertFails(publish('staff', 'home-journey', 3, { entries: [entries[0], bad] }));

    const facilities = SEED_SITE_CONTENT['home-facilities'];
    await assertFails(publish('staff', 'home-facilities', 2, { ...facilities, areas: facilities.areas.slice(0, 5) }));
    await assertFails(publish('staff', 'home-facilities', 2, { ...facilities, equipment: [] }));
    await assertFails(
      publish('staff', 'home-facilities', 2, { ...facilities, equipment: Array.from({ length: 13 }, () => 'Mats') }),
    );
    await assertFails(
      publish('staff', 'home-facilities', 2, {
        ...facilities,
        areas: [{ ...facilities.areas[0]!, name: '' }, ...facilities.areas.slice(1)],
      }),
    );
  });

  it("checks a class page's first session: start and end within 05:00-23:00, ages, trial places", async () => {
    const page = SEED_SITE_CONTENT.classes.kickboxing;
    const withFirst = (fields: Record<string, unknown>) => {
      const next = clone(page);
      Object.assign(next.schedule.sessions[0]!, fields);
      return next;
    };
    for (const fields of [
      { start: '04:30' },
      { end: '23:30' },
      { start: '19:00', end: '18:00' },
      { start: '6pm' },
      { start: null, end: null },
      { trialPlaces: 21 },
      { ages: { from: 2, to: 6 } },
      { ages: { from: 12, to: 6 } },
      { time: '6:00pm - 7:00pm' },
    ])
      await assertFails(publish('staff', 'class-kickboxing', 2, withFirst(fields)));
    await assertSucceeds(
      publish(
        'staff',
        'class-kickboxing',
        2,
        withFirst({ start: null, end: null, unreadTime: 'evenings', ages: { from: 16, to: null } }),
      ),
    );
  });
});

const MINUTE = 60_000;

function draft(content: unknown, savedBy = MEMBER_EMAIL) {
  return { base_version: 2, content, saved_at: serverTimestamp(), saved_by: savedBy };
}

function scheduled(overrides: Record<string, unknown> = {}) {
  return {
    section: 'hours',
    base_version: 2,
    content: SEED_SITE_CONTENT.hours,
    publish_at: Timestamp.fromMillis(Date.now() + 60 * MINUTE),
    created_at: serverTimestamp(),
    created_by: STAFF_EMAIL,
    state: 'pending',
    resolved_at: null,
    version: null,
    ...overrides,
  };
}

describe('drafts, schedules and who may publish', { timeout: 30_000 }, () => {
  it('lets Staff save a draft, but not publish or restore', async () => {
    const db = as('staff-role');
    await assertSucceeds(saveDraft('staff-role', 'hours', draft(SEED_SITE_CONTENT.hours)));
    await assertSucceeds(getDoc(doc(db, 'content_drafts/hours')));
    await assertFails(publish('staff-role', 'hours', 3, SEED_SITE_CONTENT.hours));
    await assertFails(
      runTransaction(db, async (transaction) => {
        transaction.set(doc(db, 'content/hours/revisions/3'), {
          version: 3,
          content: SEED_SITE_CONTENT.hours,
          created_at: serverTimestamp(),
          created_by: MEMBER_EMAIL,
          restored_from: 2,
        });
        transaction.set(doc(db, 'content/hours'), {
          version: 3,
          content: SEED_SITE_CONTENT.hours,
          updated_at: serverTimestamp(),
          updated_by: MEMBER_EMAIL,
        });
      }),
    );
  });

  it('refuses a draft in another name, with bad content, or from a visitor', async () => {
    await assertFails(saveDraft('staff-role', 'hours', draft(SEED_SITE_CONTENT.hours, STAFF_EMAIL)));
    await assertFails(saveDraft('staff-role', 'hours', draft({ openingHours: [] })));
    await assertFails(saveDraft('visitor', 'hours', draft(SEED_SITE_CONTENT.hours)));
    await assertFails(getDoc(doc(as('visitor'), 'content_drafts/hours')));
  });

  it('refuses a draft without its activity entry, and a draft entry without its draft', async () => {
    await assertFails(saveDraft('staff-role', 'hours', draft(SEED_SITE_CONTENT.hours), false));
    await assertFails(setDoc(doc(as('staff-role'), 'content_drafts/hours'), draft(SEED_SITE_CONTENT.hours)));
    const alone = (kind: string) =>
      setDoc(
        doc(collection(as('staff-role'), 'activity')),
        activityEntry(writers['staff-role'], kind, 'content:hours'),
      );
    await assertFails(alone('content.draft-saved'));
    await assertFails(alone('content.draft-discarded'));
  });

  it('lets Staff discard their own draft only; an Owner discards any', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'content_drafts/hours'), {
        ...draft(SEED_SITE_CONTENT.hours, STAFF_EMAIL),
        saved_at: new Date(),
      });
      await setDoc(doc(db, 'content_drafts/banner'), { ...draft(SEED_SITE_CONTENT.banner), saved_at: new Date() });
    });
    await assertFails(discardDraft('staff-role', 'hours'));
    await assertSucceeds(discardDraft('staff-role', 'banner'));
    await assertSucceeds(discardDraft('staff', 'hours'));
  });

  it('lets an Owner schedule 5 minutes to a year ahead and cancel; Staff neither', async () => {
    await assertFails(schedule('staff-role', 'a', scheduled({ created_by: MEMBER_EMAIL })));
    await assertFails(schedule('staff', 'b', scheduled({ publish_at: Timestamp.fromMillis(Date.now() + MINUTE) })));
    await assertFails(
      schedule('staff', 'c', scheduled({ publish_at: Timestamp.fromMillis(Date.now() + 400 * 24 * 60 * MINUTE) })),
    );
    await assertFails(schedule('staff', 'd', scheduled({ state: 'applied' })));
    await assertFails(schedule('staff', 'e', scheduled(), false));
    await assertSucceeds(schedule('staff', 'e', scheduled()));

    const cancel = { state: 'cancelled', resolved_at: serverTimestamp() };
    await assertFails(cancelSchedule('staff-role', 'e', cancel));
    await assertFails(cancelSchedule('staff', 'e', { state: 'applied', resolved_at: serverTimestamp() }));
    await assertFails(cancelSchedule('staff', 'e', cancel, false));
    await assertFails(updateDoc(doc(as('staff'), 'content_schedules/e'), cancel));
    await assertSucceeds(cancelSchedule('staff', 'e', cancel));
    await assertFails(cancelSchedule('staff', 'e', cancel));
    await assertFails(deleteDoc(doc(as('staff'), 'content_schedules/e')));
  });
});
