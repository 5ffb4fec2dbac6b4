import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS } from '@studio/core/activity/activity';
import {
  CLIENT_ACTIVITY_KINDS,
  COLLECTIONS,
  CONTENT_REVISIONS,
  deletionEntryId,
  STANDALONE_ACTIVITY_KINDS,
  STUDIO_FOLDER,
  VARIANTS_FOLDER,
} from '@studio/core/firebase/firebaseLayout';
import { INSIGHT_SETTINGS_ID } from '@studio/core/firebase/firebaseInsights';
import { IMAGE_TYPES, UPLOAD_TARGETS } from '@studio/core/content/images';
import { MAX_IMAGE_BYTES } from '@studio/core/shared/limits';
import { CLASS_SLUGS } from '@studio/core/pages/publicRoutes';
import {
  classPageSchema,
  closuresSchema,
  HOME_SECTION_IDS,
  homeAboutSchema,
  homeFacilitiesSchema,
  homeHeroSchema,
  homeJourneySchema,
  journeyEntrySchema,
  openingHoursLineSchema,
  openingHoursSchema,
  pricingSchema,
  reviewsSchema,
} from '@studio/core/content/siteContent';
import { MAX_AGE, MAX_TRIAL_PLACES, MIN_AGE } from '@studio/core/timetable/timetable';
import { SESSION_EARLIEST, SESSION_LATEST } from '@studio/core/timetable/sessionTime';

// Security rules cannot import code: these checks keep their copies of core's names and limits in step.
const storageRules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');
const firestoreRules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

describe('storage.rules mirrors core', () => {
  it('accepts exactly the upload targets and file extensions of core', () => {
    const pattern = /name\.matches\('\(([^)]+)\)_\[0-9\]\{13,\}\(-\[0-9\]\+\)\?\[\.\]\(([^)]+)\)'\)/.exec(storageRules);
    expect(pattern, 'the name pattern in isImageName()').not.toBeNull();
    expect(pattern![1]!.split('|').sort()).toEqual([...UPLOAD_TARGETS].sort());
    expect(pattern![2]!.split('|').sort()).toEqual(Object.values(IMAGE_TYPES).sort());
  });

  it('uses the studio folder, the variants folder and the size limit of core', () => {
    expect(storageRules).toContain(`match /${STUDIO_FOLDER}/{name}`);
    expect(storageRules).toContain(`match /${STUDIO_FOLDER}/${VARIANTS_FOLDER}/{name}`);
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(storageRules).toContain('request.resource.size <= 5 * 1024 * 1024');
  });
});

describe('firestore.rules mirrors core', () => {
  it('guards the collections the adapter and functions use', () => {
    for (const name of [
      COLLECTIONS.events,
      COLLECTIONS.submissions,
      COLLECTIONS.images,
      COLLECTIONS.insightTotals,
      COLLECTIONS.insightDays,
      COLLECTIONS.insightSalts,
      COLLECTIONS.insightSeen,
      COLLECTIONS.insightSettings,
    ]) {
      expect(firestoreRules).toContain(`match /${name}/{`);
    }
    // Staff's access to insights is read from the one settings document.
    expect(firestoreRules).toContain(`/${COLLECTIONS.insightSettings}/${INSIGHT_SETTINGS_ID};`);
  });

  it('lets the browser write exactly the activity kinds core names for it, each a kind of core/src/activity/activity.ts', () => {
    const list = /function isClientActivityKind\(kind\) \{\s*return kind in \[([^\]]*)\];/.exec(firestoreRules);
    expect(list, 'the list in isClientActivityKind()').not.toBeNull();
    const inRules = [...list![1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
    expect(inRules.sort()).toEqual([...CLIENT_ACTIVITY_KINDS].sort());
    for (const kind of inRules) expect(Object.keys(ACTIVITY_KINDS), kind).toContain(kind);
  });

  it('lets entries stand alone for exactly the kinds core names, and pairs every other client kind with its change', () => {
    const list = /function isStandaloneActivityKind\(kind\) \{\s*return kind in \[([^\]]*)\];/.exec(firestoreRules);
    expect(list, 'the list in isStandaloneActivityKind()').not.toBeNull();
    const inRules = [...list![1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
    expect(inRules.sort()).toEqual([...STANDALONE_ACTIVITY_KINDS].sort());
    const pairing = /function withItsChange\(entryId, data\) \{([\s\S]*?)\n {4}\}/.exec(firestoreRules);
    expect(pairing, 'withItsChange()').not.toBeNull();
    const paired = CLIENT_ACTIVITY_KINDS.filter(
      (kind) => !(STANDALONE_ACTIVITY_KINDS as readonly string[]).includes(kind),
    );
    for (const kind of paired) expect(pairing![1], kind).toContain(`'${kind}'`);
  });

  it("finds a deleted event's entry by the id core gives it", () => {
    expect(firestoreRules).toContain(`loggedNow('${deletionEntryId('event', "' + eventId + '")}', ['event.deleted']`);
  });
});

// ---- site content
describe('firestore.rules mirrors core site content', () => {
  /** The largest size core allows a list (zod 4 keeps it on the schema's checks). */
  function maxItems(schema: unknown): number {
    const checks = (schema as { def: { checks?: { _zod: { def: Record<string, unknown> } }[] } }).def.checks ?? [];
    for (const check of checks) {
      const def = check._zod.def;
      if (def.check === 'max_length') return Number(def.maximum);
      if (def.check === 'length_equals') return Number(def.length);
    }
    throw new Error('no largest size');
  }

  it('guards the content collection and its revisions, and knows every class section', () => {
    expect(firestoreRules).toContain(`match /${COLLECTIONS.content}/{section}`);
    expect(firestoreRules).toContain(`match /${CONTENT_REVISIONS}/{version}`);
    expect(firestoreRules).toContain(`class-(${CLASS_SLUGS.join('|')})`);
  });

  it('checks lists up to the sizes core allows', () => {
    const shapes = (schema: unknown) => (schema as { def: { shape: Record<string, unknown> } }).def.shape;
    const pricing = shapes(pricingSchema);
    expect(firestoreRules).toContain(`c.plans.size() <= ${maxItems(pricing.plans)}`);
    expect(firestoreRules).toContain(`c.gymPlans.size() <= ${maxItems(pricing.gymPlans)}`);
    expect(firestoreRules).toContain(`c.reviews.size() <= ${maxItems(shapes(reviewsSchema).reviews)}`);
    const page = shapes(classPageSchema);
    expect(firestoreRules).toContain(`c.faqs.size() <= ${maxItems(page.faqs)}`);
    expect(firestoreRules).toContain(`c.benefits.size() == ${maxItems(page.benefits)}`);
    expect(firestoreRules).toContain(`c.whatToBring.size() <= ${maxItems(page.whatToBring)}`);
    expect(firestoreRules).toContain(`c.schedule.sessions.size() <= ${maxItems(shapes(page.schedule).sessions)}`);
    const closures = maxItems(shapes(closuresSchema).closures);
    expect(firestoreRules).toContain(`l.size() <= ${closures}`);
  });

  it("checks the home page's texts with core's lengths and list sizes", () => {
    const shapes = (schema: unknown) => (schema as { def: { shape: Record<string, unknown> } }).def.shape;
    const maxLength = (schema: unknown) => (schema as { maxLength: number }).maxLength;
    const element = (schema: unknown) => (schema as { def: { element: unknown } }).def.element;
    for (const section of HOME_SECTION_IDS) expect(firestoreRules).toContain(`section == '${section}'`);

    const hero = shapes(homeHeroSchema);
    for (const field of ['eyebrow', 'title', 'tagline'])
      expect(firestoreRules).toContain(`isText(c.${field}, ${maxLength(hero[field])})`);

    const about = shapes(homeAboutSchema);
    for (const field of ['title', 'intro', 'heading'])
      expect(firestoreRules).toContain(`isText(c.${field}, ${maxLength(about[field])})`);
    expect(firestoreRules).toContain(`l.size() <= ${maxItems(about.paragraphs)}`);
    expect(firestoreRules).toContain(`isText(l[3], ${maxLength(element(about.paragraphs))})`);
    expect(firestoreRules).toContain(`c.highlights.size() == ${maxItems(about.highlights)}`);
    const highlight = shapes(element(about.highlights));
    expect(firestoreRules).toContain(
      `isText(h.title, ${maxLength(highlight.title)}) && isText(h.text, ${maxLength(highlight.text)})`,
    );

    const entry = shapes(journeyEntrySchema);
    for (const field of ['year', 'title', 'content', 'additionalContent', 'footer'])
      expect(firestoreRules).toContain(`x.${field}.size() <= ${maxLength(entry[field])}`);
    const entries = maxItems(shapes(homeJourneySchema).entries);
    expect(firestoreRules).toMatch(
      new RegExp(
        `function eachJourneyEntry\\(l\\) \\{\\s*return l is list && l.size\\(\\) >= 1 && l.size\\(\\) <= ${entries}`,
      ),
    );

    const facilities = shapes(homeFacilitiesSchema);
    expect(firestoreRules).toContain(`isText(c.intro, ${maxLength(facilities.intro)})`);
    expect(firestoreRules).toContain(`c.areas.size() == ${maxItems(facilities.areas)}`);
    const area = shapes(element(facilities.areas));
    expect(firestoreRules).toContain(
      `isText(a.name, ${maxLength(area.name)}) && isText(a.description, ${maxLength(area.description)})`,
    );
    const equipment = maxItems(facilities.equipment);
    expect(firestoreRules).toContain(`isText(l[${equipment - 1}], ${maxLength(element(facilities.equipment))})`);
    expect(firestoreRules).not.toContain(`isText(l[${equipment}], ${maxLength(element(facilities.equipment))})`);
  });

  it("checks each site's opening hours with core's keys and limits", () => {
    const sites = Object.entries(
      (openingHoursSchema as unknown as { def: { shape: Record<string, unknown> } }).def.shape,
    );
    expect(firestoreRules).toContain(
      `c.keys().hasOnly([${sites.map(([site]) => `'${site}'`).join(', ')}]) && c.size() == ${sites.length}`,
    );
    for (const [site, lines] of sites) {
      expect(firestoreRules).toContain(`c.${site}.size() >= 1 && eachHoursLine(c.${site})`);
      expect(firestoreRules).toContain(`l.size() <= ${maxItems(lines)}`);
    }
    const line = (openingHoursLineSchema as unknown as { def: { shape: Record<string, { maxLength: number }> } }).def
      .shape;
    expect(firestoreRules).toContain(
      `isText(h.days, ${line.days!.maxLength}) && isText(h.hours, ${line.hours!.maxLength})`,
    );
  });

  it("checks a session's times, ages and trial places with core's limits", () => {
    expect(firestoreRules).toContain(`x.start >= '${SESSION_EARLIEST}' && x.end <= '${SESSION_LATEST}'`);
    expect(firestoreRules).toContain(`x.trialPlaces <= ${MAX_TRIAL_PLACES}`);
    expect(firestoreRules).toContain(`x.ages.from >= ${MIN_AGE} && x.ages.from <= ${MAX_AGE}`);
  });
});
