import { CLASS_NAMES, CLASS_SLUGS, type ClassSlug } from '../pages/publicRoutes.ts';
import { sessionTimeProblem } from '../timetable/sessionTime.ts';
import {
  MAX_AGE,
  MAX_TRIAL_PLACES,
  MIN_AGE,
  sessionsOverlap,
  STUDIO_SITES,
  weekdayOf,
  WEEKDAYS,
} from '../timetable/timetable.ts';
import type { ActivityKind } from '../activity/activity.ts';
import { z } from '../shared/zod.ts';

/**
 * The studio's own content as data staff edit in the admin: one schema per section, enforced by the
 * admin form, the self-hosted server and (mirrored) firestore.rules. Each section is saved, versioned and restored
 * on its own, so two people editing different sections never get in each other's way.
 */

/** A scheduled publish is at least this far ahead, and at most SCHEDULE_MAX_DAYS. */
export const SCHEDULE_MIN_MINUTES = 5;
export const SCHEDULE_MAX_DAYS = 365;

export const contentMessages = {
  required: 'Please fill in this field',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
  conflict: 'Someone else saved this section while you were editing. Reload to see their changes.',
  saved: 'Saved and published.',
  published: 'Published: the draft is live.',
  draftSaved: 'Draft saved. It is not live until an Owner publishes it.',
  draftDiscarded: 'Draft discarded.',
  noDraft: 'There is no draft of this section',
  draftMoved: 'Someone else saved a newer draft of this section. Reload to see it.',
  notYourDraft: 'Only an Owner can discard a draft someone else saved.',
  scheduled: (when: string) => `Scheduled to go live ${when}.`,
  scheduleCancelled: 'Schedule cancelled.',
  scheduleTooSoon: `Choose a time at least ${SCHEDULE_MIN_MINUTES} minutes from now`,
  scheduleTooLate: 'Choose a time within a year from now',
  scheduleInvalidTime: 'Use a UK date and a time like 09:30',
  unknownSchedule: 'There is no such schedule, or it has already run',
  superseded: 'Not applied: a newer version went live after it was scheduled.',
  bannerRemoved: 'The banner is down.',
  nothingToPublish: 'Nothing differs from the live version, so there is nothing to publish. Nothing was saved.',
  saveFailed: 'Failed to save. Please try again.',
  loadFailed: 'Failed to load the site content. Please try again.',
  historyFailed: 'Failed to load the history. Please try again.',
  restored: (version: number) => `Version ${version} restored and published.`,
  unknownSection: 'There is no such content section',
  unknownRevision: 'There is no such revision',
  invalidLink: 'Use a web address starting with https:// or http://, or a path on this site starting with /',
  invalidWebAddress: 'Use a full web address starting with https:// or http://',
} as const;

const text = (max: number) =>
  z
    .string({ error: contentMessages.required })
    .trim()
    .min(1, contentMessages.required)
    .max(max, contentMessages.tooLong(max));

/** Text that may be left empty. */
const optionalText = (max: number) => z.string().trim().max(max, contentMessages.tooLong(max));

const list = <T extends z.ZodType>(item: T, min: number, max: number, what: string) =>
  z
    .array(item)
    .min(min, min === 1 ? `Add at least one ${what}` : `Add at least ${min} ${what}s`)
    .max(max, `At most ${max} ${what}s`);

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path on this site: `/`, `/signup`, `/#contact`; never `//host` (another site) nor a backslash trick. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** Full web address only: https:// or http://. */
export const webAddressSchema = z
  .string({ error: contentMessages.required })
  .trim()
  .min(1, contentMessages.required)
  .max(500, contentMessages.tooLong(500))
  .refine(isWebAddress, contentMessages.invalidWebAddress);

/** Where a button or the banner's link goes: a web address or a path on the site. Never `javascript:` or `data:`. */
export const siteLinkSchema = z
  .string({ error: contentMessages.required })
  .trim()
  .min(1, contentMessages.required)
  .max(500, contentMessages.tooLong(500))
  .refine((value) => SITE_PATH.test(value) || isWebAddress(value), contentMessages.invalidLink);

/** A calendar day `YYYY-MM-DD` that exists. */
export const contentDaySchema = z
  .string({ error: contentMessages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-12-25')
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00.000Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
  }, 'Please choose a real date');

const uniqueIds = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length;

const idSchema = z
  .string({ error: contentMessages.required })
  .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Use lower-case letters, digits and dashes');

// ---------------------------------------------------------------- membership pricing

export const membershipPlanSchema = z.strictObject({
  id: idSchema,
  title: text(80),
  price: z
    .number({ error: 'Enter a price in pounds, e.g. 30' })
    .finite()
    .min(0, 'Price cannot be negative')
    .max(10_000, 'Price must be £10,000 or less')
    .multipleOf(0.01, 'Use pounds and pence, e.g. 12.50'),
  /** As the price is read: "per session", "/month". */
  frequency: text(30),
  description: text(300),
  features: list(text(120), 0, 10, 'feature'),
  buttonText: text(40),
  href: siteLinkSchema,
  /** Marked Recommended. */
  popular: z.boolean(),
});

export const pricingSchema = z
  .strictObject({
    plans: list(membershipPlanSchema, 1, 12, 'plan'),
    /** The gym-only plans, shown apart from the class plans. */
    gymPlans: list(membershipPlanSchema, 0, 6, 'gym plan'),
  })
  .refine((pricing) => uniqueIds([...pricing.plans, ...pricing.gymPlans]), {
    message: 'Each plan needs its own id',
    path: ['plans'],
  });

export type MembershipPlan = z.infer<typeof membershipPlanSchema>;
export type PricingContent = z.infer<typeof pricingSchema>;

// ---------------------------------------------------------------- opening hours

/** One line of a site's hours as the studio writes it: "Mon-Fri" / "8am-9pm". */
export const openingHoursLineSchema = z.strictObject({ days: text(40), hours: text(40) });

/** Each site has its own hours (the keys are the studio details' site keys). */
export const openingHoursSchema = z.strictObject({
  aintree: list(openingHoursLineSchema, 1, 7, 'line'),
  stHelens: list(openingHoursLineSchema, 1, 7, 'line'),
});

export type OpeningHoursLine = z.infer<typeof openingHoursLineSchema>;
export type OpeningHoursContent = z.infer<typeof openingHoursSchema>;

// ---------------------------------------------------------------- grading dates

export const gradingsSchema = z.strictObject({
  days: list(contentDaySchema, 0, 24, 'date').refine(
    (days) => new Set(days).size === days.length,
    'Each date once only',
  ),
});

export type GradingsContent = z.infer<typeof gradingsSchema>;

// ---------------------------------------------------------------- reviews

export const reviewSchema = z.strictObject({
  id: idSchema,
  name: text(60),
  rating: z.number().int('Whole stars, 1 to 5').min(1, 'Whole stars, 1 to 5').max(5, 'Whole stars, 1 to 5'),
  text: text(1000),
  /** Relative, as the review site shows it: "2 weeks ago". */
  date: text(40),
  /** Kept but not shown on the site. */
  hidden: z.boolean(),
});

export const reviewsSchema = z
  .strictObject({
    /** The summary's figure, shown as given (SPEC 9: 4.8). */
    rating: z
      .number({ error: 'Enter a rating from 0 to 5' })
      .min(0, 'Enter a rating from 0 to 5')
      .max(5, 'Enter a rating from 0 to 5')
      .multipleOf(0.1, 'One decimal place, e.g. 4.8'),
    /** "Based on {count} reviews". */
    count: z
      .number({ error: 'Enter the number of reviews' })
      .int('Enter a whole number')
      .min(0, 'Cannot be negative')
      .max(1_000_000, 'Too many'),
    reviews: list(reviewSchema, 0, 60, 'review'),
  })
  .refine((content) => uniqueIds(content.reviews), { message: 'Each review needs its own id', path: ['reviews'] });

export type Review = z.infer<typeof reviewSchema>;
export type ReviewsContent = z.infer<typeof reviewsSchema>;

// ---------------------------------------------------------------- studio details

const studioSiteSchema = z.strictObject({ name: text(60), address: text(200), mapQuery: text(200) });

export const studioSchema = z.strictObject({
  email: z
    .string({ error: contentMessages.required })
    .trim()
    .max(254, contentMessages.tooLong(254))
    .email('Please enter a valid email address'),
  phone: text(30).regex(/^\+?[0-9 ()-]{6,}$/, 'Use digits and spaces, e.g. 0151 496 0123'),
  sites: z.strictObject({ aintree: studioSiteSchema, stHelens: studioSiteSchema }),
  social: z.strictObject({ facebook: webAddressSchema, instagram: webAddressSchema }),
  partners: list(z.strictObject({ name: text(80), url: webAddressSchema, kind: text(80) }), 0, 6, 'partner'),
  /** The member portal hosted by the gym-management provider. */
  memberPortalUrl: webAddressSchema,
});

export type StudioContent = z.infer<typeof studioSchema>;

// ---------------------------------------------------------------- notice banner

/** The banner taken down: no message, no link, no dates. */
export const NO_BANNER = Object.freeze({
  message: '',
  linkUrl: null,
  linkText: null,
  startsOn: null,
  endsOn: null,
}) as {
  message: string;
  linkUrl: string | null;
  linkText: string | null;
  startsOn: string | null;
  endsOn: string | null;
};

export const bannerSchema = z
  .strictObject({
    /** Empty: no banner. */
    message: optionalText(200),
    linkUrl: siteLinkSchema.nullable(),
    linkText: text(40).nullable(),
    /** First and last day shown (studio time), inclusive; null: from now / until removed. */
    startsOn: contentDaySchema.nullable(),
    endsOn: contentDaySchema.nullable(),
  })
  .superRefine((banner, context) => {
    // An empty message is no banner: its link and dates go with it (see the transform), whatever they held.
    if (!banner.message) return;
    if (banner.linkUrl !== null && banner.linkText === null)
      context.addIssue({ code: 'custom', message: 'Give the link its words', path: ['linkText'] });
    if (banner.linkUrl === null && banner.linkText !== null)
      context.addIssue({ code: 'custom', message: 'Give the link its address', path: ['linkUrl'] });
    if (banner.startsOn && banner.endsOn && banner.endsOn < banner.startsOn)
      context.addIssue({ code: 'custom', message: 'The end date cannot be before the start date', path: ['endsOn'] });
  })
  .transform((banner) => (banner.message ? banner : NO_BANNER));

export type BannerContent = z.infer<typeof bannerSchema>;

// ---------------------------------------------------------------- closures

/** Days one or both sites are shut ("Christmas", "Bank holiday"): the timetable shows their sessions as closed. */
export const closureSchema = z
  .strictObject({
    id: idSchema,
    firstDay: contentDaySchema,
    lastDay: contentDaySchema,
    sites: z
      .array(z.enum(STUDIO_SITES, { error: 'Pick a site' }))
      .min(1, 'Pick at least one site')
      .max(STUDIO_SITES.length)
      .refine((sites) => new Set(sites).size === sites.length, 'Each site once only'),
    reason: text(60),
  })
  .refine((closure) => closure.lastDay >= closure.firstDay, {
    message: 'The last day cannot be before the first day',
    path: ['lastDay'],
  });

export const closuresSchema = z
  .strictObject({ closures: list(closureSchema, 0, 12, 'closure') })
  .refine((content) => uniqueIds(content.closures), { message: 'Each closure needs its own id', path: ['closures'] });

export type Closure = z.infer<typeof closureSchema>;
export type ClosuresContent = z.infer<typeof closuresSchema>;

// ---------------------------------------------------------------- the home page's own texts

/** The hero: the line above the title, the title (the page's one `h1`) and the tagline under it. */
export const homeHeroSchema = z.strictObject({
  eyebrow: text(80),
  title: text(60),
  tagline: text(300),
});

/** About: the section's title and introduction, then the text beside the photo and its three highlights. */
export const homeAboutSchema = z.strictObject({
  title: text(60),
  intro: text(400),
  heading: text(80),
  paragraphs: list(text(800), 1, 4, 'paragraph'),
  /** Exactly three, each beside its own icon. */
  highlights: z
    .array(z.strictObject({ title: text(60), text: text(200) }))
    .length(3, 'About has exactly three highlights'),
});

/** One milestone of 'Our Journey' (SPEC 1: year, title, content, optional additional content and footer). */
export const journeyEntrySchema = z.strictObject({
  /** Stable across edits: the entry's picture goes by it. */
  id: idSchema,
  year: text(20),
  title: text(80),
  content: text(600),
  /** Empty: none. */
  additionalContent: optionalText(300),
  /** A closing line in italics; empty: none. */
  footer: optionalText(200),
});

export const homeJourneySchema = z
  .strictObject({ entries: list(journeyEntrySchema, 1, 12, 'milestone') })
  .refine((content) => uniqueIds(content.entries), { message: 'Each milestone needs its own id', path: ['entries'] });

/** One area of the studio; its picture goes by its id (web/src/content/facilities.ts). */
export const facilityAreaSchema = z.strictObject({
  id: idSchema,
  name: text(60),
  description: text(300),
});

/** Facilities: the introduction, the six areas of SPEC 2 (the first is the large picture) and the equipment list. */
export const homeFacilitiesSchema = z
  .strictObject({
    intro: text(300),
    areas: z.array(facilityAreaSchema).length(6, 'Facilities has exactly six areas'),
    equipment: list(text(80), 1, 12, 'piece of equipment'),
  })
  .refine((content) => uniqueIds(content.areas), { message: 'Each area needs its own id', path: ['areas'] });

export type HomeHeroContent = z.infer<typeof homeHeroSchema>;
export type HomeAboutContent = z.infer<typeof homeAboutSchema>;
export type JourneyEntry = z.infer<typeof journeyEntrySchema>;
export type HomeJourneyContent = z.infer<typeof homeJourneySchema>;
export type FacilityArea = z.infer<typeof facilityAreaSchema>;
export type HomeFacilitiesContent = z.infer<typeof homeFacilitiesSchema>;

// ---------------------------------------------------------------- class pages

export { STUDIO_SITES, WEEKDAYS };

/** Ages, whole years: from 3, to at most 99 (null: no upper age, "16+"). */
const ageSchema = z
  .number({ error: 'Enter an age in whole years' })
  .int('Enter an age in whole years')
  .min(MIN_AGE, `Ages ${MIN_AGE} to ${MAX_AGE}`)
  .max(MAX_AGE, `Ages ${MIN_AGE} to ${MAX_AGE}`);

export const sessionAgesSchema = z
  .strictObject({ from: ageSchema, to: ageSchema.nullable() })
  .refine((ages) => ages.to === null || ages.to >= ages.from, {
    message: 'The upper age cannot be below the lower age',
    path: ['to'],
  });

const clockTimeSchema = z
  .string({ error: 'Set the start and end time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 18:00');

/** One occurrence of a session called off ("Coach ill"). */
export const sessionCancellationSchema = z.strictObject({ date: contentDaySchema, reason: text(80) });

export const classSessionSchema = z
  .strictObject({
    /** Stable across edits: the calendar feed's UID and what a booking names. */
    id: idSchema,
    day: z.enum(WEEKDAYS, { error: 'Pick a day' }),
    /** `HH:MM`, 05:00-23:00, end after start; both null only while `unreadTime` waits for staff to set them. */
    start: clockTimeSchema.nullable(),
    end: clockTimeSchema.nullable(),
    /** The free-text time older content held that could not be read; shown as it was until staff set the times. */
    unreadTime: text(40).nullable(),
    /** Who the session is for, e.g. 'Beginners' or 'All levels'. */
    level: text(60),
    coach: text(80),
    site: z.enum(STUDIO_SITES, { error: 'Pick a site' }),
    ages: sessionAgesSchema.nullable(),
    /** Free-trial places per occurrence; 0: no trials in this session. */
    trialPlaces: z
      .number({ error: `Enter a number from 0 to ${MAX_TRIAL_PLACES}` })
      .int(`Enter a number from 0 to ${MAX_TRIAL_PLACES}`)
      .min(0, `Enter a number from 0 to ${MAX_TRIAL_PLACES}`)
      .max(MAX_TRIAL_PLACES, `Enter a number from 0 to ${MAX_TRIAL_PLACES}`),
    cancellations: list(sessionCancellationSchema, 0, 20, 'cancelled date'),
  })
  .superRefine((session, context) => {
    if (session.start === null || session.end === null) {
      if (session.unreadTime === null || session.start !== null || session.end !== null)
        context.addIssue({
          code: 'custom',
          message: 'Set the start and end time',
          path: [session.start === null ? 'start' : 'end'],
        });
    } else {
      const problem = sessionTimeProblem(session.start, session.end);
      if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
      if (session.unreadTime !== null)
        context.addIssue({ code: 'custom', message: 'Clear the old time text', path: ['unreadTime'] });
    }
    session.cancellations.forEach((cancellation, index) => {
      if (weekdayOf(cancellation.date) !== session.day)
        context.addIssue({
          code: 'custom',
          message: `Choose a ${session.day}`,
          path: ['cancellations', index, 'date'],
        });
      if (session.cancellations.findIndex((other) => other.date === cancellation.date) !== index)
        context.addIssue({ code: 'custom', message: 'Each date once only', path: ['cancellations', index, 'date'] });
    });
  });

/** Sessions of one class page: each id once, and no two at the same site on the same day at overlapping times. */
const classSessionsSchema = list(classSessionSchema, 1, 30, 'session').superRefine((sessions, context) => {
  sessions.forEach((session, index) => {
    if (sessions.findIndex((other) => other.id === session.id) !== index)
      context.addIssue({ code: 'custom', message: 'Each session needs its own id', path: [index, 'id'] });
    const clash = sessions.findIndex((other, otherIndex) => otherIndex < index && sessionsOverlap(other, session));
    if (clash !== -1) {
      const other = sessions[clash]!;
      context.addIssue({
        code: 'custom',
        message: `Overlaps the ${other.day} ${other.start}-${other.end} session at ${other.site}`,
        path: [index, 'start'],
      });
    }
  });
});

/** An uploaded photo (a path on this site's media, or a web address), or null for a monogram. */
const photoSchema = z
  .string()
  .max(2000)
  .regex(/^(\/media\/[^\s]+|https:\/\/[^\s]+)$/, 'Choose an uploaded picture')
  .nullable();

export const classPageSchema = z.strictObject({
  /** The text of the class's card on the home page. */
  cardDescription: text(300),
  /** The hero description. */
  description: text(1000),
  schedule: z.strictObject({
    description: text(1000),
    classSize: text(300),
    sessions: classSessionsSchema,
  }),
  instructor: z.strictObject({
    name: text(80),
    title: text(80),
    photo: photoSchema,
    bio: text(2000),
    qualifications: list(text(120), 0, 10, 'qualification'),
  }),
  /** Exactly six on every page. */
  benefits: z
    .array(z.strictObject({ title: text(80), description: text(400) }))
    .length(6, 'A class page has exactly six benefits'),
  whatToBring: list(z.strictObject({ item: text(80), description: text(400) }), 1, 12, 'item'),
  equipmentRental: text(1000),
  faqs: list(z.strictObject({ question: text(200), answer: text(2000) }), 0, 20, 'question'),
});

export type ClassSession = z.infer<typeof classSessionSchema>;
export type ClassContent = z.infer<typeof classPageSchema>;

// ---------------------------------------------------------------- the sections

export { CLASS_NAMES };

export type ClassSectionId = `class-${ClassSlug}`;
/** The home page's own texts, each a section of its own (only the home page carries them, see pageContentOf). */
export const HOME_SECTION_IDS = ['home-hero', 'home-about', 'home-journey', 'home-facilities'] as const;
export type HomeSectionId = (typeof HOME_SECTION_IDS)[number];

export type ContentSectionId =
  'pricing' | 'hours' | 'gradings' | 'reviews' | 'studio' | 'banner' | 'closures' | HomeSectionId | ClassSectionId;

export const classSectionId = (slug: ClassSlug): ClassSectionId => `class-${slug}`;

/** What each section holds. */
export interface SectionContentMap {
  pricing: PricingContent;
  hours: OpeningHoursContent;
  gradings: GradingsContent;
  reviews: ReviewsContent;
  studio: StudioContent;
  banner: BannerContent;
  closures: ClosuresContent;
  'home-hero': HomeHeroContent;
  'home-about': HomeAboutContent;
  'home-journey': HomeJourneyContent;
  'home-facilities': HomeFacilitiesContent;
}
export type SectionContent<S extends ContentSectionId> = S extends keyof SectionContentMap
  ? SectionContentMap[S]
  : ClassContent;

/** Every section in the order the admin lists them, with the name staff know it by. */
export const CONTENT_SECTIONS: readonly { id: ContentSectionId; label: string }[] = [
  { id: 'banner', label: 'Notice banner' },
  { id: 'pricing', label: 'Membership pricing' },
  { id: 'hours', label: 'Opening hours' },
  { id: 'closures', label: 'Closures' },
  { id: 'gradings', label: 'Grading dates' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'studio', label: 'Studio details' },
  { id: 'home-hero', label: 'Home: Hero' },
  { id: 'home-about', label: 'Home: About' },
  { id: 'home-journey', label: 'Home: Our Journey' },
  { id: 'home-facilities', label: 'Home: Facilities' },
  ...CLASS_SLUGS.map((slug) => ({ id: classSectionId(slug), label: `Class: ${CLASS_NAMES[slug]}` })),
];

export const CONTENT_SECTION_IDS: readonly ContentSectionId[] = CONTENT_SECTIONS.map((section) => section.id);

/** The name staff know a section by ("Membership pricing"), as the admin and the activity log show it. */
export function sectionLabel(section: ContentSectionId): string {
  return CONTENT_SECTIONS.find((entry) => entry.id === section)?.label ?? section;
}

/** What the activity log says of a save (`restoredFrom` null) or a restore: the section, and the version made. */
export function contentActivity(
  section: ContentSectionId,
  version: number,
  restoredFrom: number | null,
): { kind: 'content.saved' | 'content.restored'; item: string; detail: string } {
  return restoredFrom === null
    ? { kind: 'content.saved', item: sectionLabel(section), detail: `Version ${version}` }
    : {
        kind: 'content.restored',
        item: sectionLabel(section),
        detail: `Version ${restoredFrom} restored as version ${version}`,
      };
}

export function isContentSectionId(value: unknown): value is ContentSectionId {
  return typeof value === 'string' && (CONTENT_SECTION_IDS as readonly string[]).includes(value);
}

const SCHEMAS: Record<keyof SectionContentMap, z.ZodType> = {
  pricing: pricingSchema,
  hours: openingHoursSchema,
  gradings: gradingsSchema,
  reviews: reviewsSchema,
  studio: studioSchema,
  banner: bannerSchema,
  closures: closuresSchema,
  'home-hero': homeHeroSchema,
  'home-about': homeAboutSchema,
  'home-journey': homeJourneySchema,
  'home-facilities': homeFacilitiesSchema,
};

/** The schema one section's content must pass. */
export function sectionSchema<S extends ContentSectionId>(section: S): z.ZodType<SectionContent<S>> {
  return (section.startsWith('class-') ? classPageSchema : SCHEMAS[section as keyof SectionContentMap]) as z.ZodType<
    SectionContent<S>
  >;
}

/** The whole site's content, as the public pages read it. */
export interface SiteContent extends SectionContentMap {
  classes: Record<ClassSlug, ClassContent>;
}

/** One section as stored: its content, the version it is at, and who made that version when. */
export interface ContentSection<S extends ContentSectionId = ContentSectionId> {
  section: S;
  version: number;
  content: SectionContent<S>;
  updated_at: string;
  /** E-mail of the member of staff, or `seed` for the content the site shipped with. */
  updated_by: string;
}

/** One saved version of a section; never changed once written. */
export interface ContentRevision<S extends ContentSectionId = ContentSectionId> {
  section: S;
  version: number;
  content: SectionContent<S>;
  created_at: string;
  created_by: string;
  /** The version this one restored, if it was a restore. */
  restored_from: number | null;
}

/** Who made the seed revisions. */
export const SEED_AUTHOR = 'seed';

/** What a save sends: the version the edit started from (for the conflict check) and the new content. */
export const contentSaveSchema = z.strictObject({
  version: z.number().int().min(1),
  content: z.unknown(),
});

export const contentRestoreSchema = z.strictObject({
  /** The version the restore was chosen on (for the conflict check). */
  version: z.number().int().min(1),
  /** The revision to bring back. */
  revision: z.number().int().min(1),
});

/** The section's content from the whole site's content. */
export function sectionOf<S extends ContentSectionId>(site: SiteContent, section: S): SectionContent<S> {
  if (section.startsWith('class-'))
    return site.classes[section.slice('class-'.length) as ClassSlug] as SectionContent<S>;
  return site[section as keyof SectionContentMap] as SectionContent<S>;
}

/** The whole site's content with one section replaced. */
export function withSection(site: SiteContent, section: ContentSectionId, content: unknown): SiteContent {
  if (section.startsWith('class-')) {
    const slug = section.slice('class-'.length) as ClassSlug;
    return { ...site, classes: { ...site.classes, [slug]: content as ClassContent } };
  }
  return { ...site, [section]: content };
}

// ---------------------------------------------------------------- drafts and schedules

/** A section's one draft: edits saved but not live, which anyone may continue and an Owner publishes. */
export interface ContentDraft<S extends ContentSectionId = ContentSectionId> {
  section: S;
  /** The live version the draft was edited from. */
  base_version: number;
  content: SectionContent<S>;
  saved_at: string;
  saved_by: string;
}

export const SCHEDULE_STATES = ['pending', 'applied', 'superseded', 'cancelled'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** A publish set for a time: applied by the backend when due, unless a newer version went live first. */
export interface ContentSchedule<S extends ContentSectionId = ContentSectionId> {
  id: string;
  section: S;
  /** The live version it was scheduled on: if the section has moved on by then, it is not applied. */
  base_version: number;
  content: SectionContent<S>;
  publish_at: string;
  created_at: string;
  created_by: string;
  state: ScheduleState;
  /** When it was applied, found superseded or cancelled. */
  resolved_at: string | null;
  /** The version it made, once applied. */
  version: number | null;
}

/** What a draft save sends: the live version it was edited from and the content (checked like a publish). */
export const contentDraftSchema = z.strictObject({
  version: z.number().int().min(1),
  content: z.unknown(),
});

/** What a schedule sends: the live version it was made on, the content and the instant it goes live. */
export const contentScheduleInputSchema = z.strictObject({
  version: z.number().int().min(1),
  content: z.unknown(),
  publish_at: z.iso.datetime({ offset: true, error: contentMessages.scheduleInvalidTime }),
});

/** Why a publish cannot be scheduled for `at`, seen at `now`; undefined when it can. */
export function scheduleProblem(at: Date, now: Date): string | undefined {
  if (Number.isNaN(at.getTime())) return contentMessages.scheduleInvalidTime;
  if (at.getTime() < now.getTime() + SCHEDULE_MIN_MINUTES * 60_000) return contentMessages.scheduleTooSoon;
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 24 * 60 * 60_000) return contentMessages.scheduleTooLate;
  return undefined;
}

type ContentActivity = { kind: ActivityKind; item: string; detail: string | null };

/** What the activity log says of a draft, a schedule and what became of it. */
export const contentLog = {
  draftSaved: (section: ContentSectionId, base: number): ContentActivity => ({
    kind: 'content.draft-saved',
    item: sectionLabel(section),
    detail: `Draft on version ${base}`,
  }),
  draftDiscarded: (section: ContentSectionId, savedBy: string): ContentActivity => ({
    kind: 'content.draft-discarded',
    item: sectionLabel(section),
    detail: `Draft saved by ${savedBy}`,
  }),
  scheduled: (section: ContentSectionId, at: string): ContentActivity => ({
    kind: 'content.scheduled',
    item: sectionLabel(section),
    detail: `To go live ${ukDateTime(at)}`,
  }),
  cancelled: (section: ContentSectionId, at: string): ContentActivity => ({
    kind: 'content.schedule-cancelled',
    item: sectionLabel(section),
    detail: `Was to go live ${ukDateTime(at)}`,
  }),
  applied: (section: ContentSectionId, version: number): ContentActivity => ({
    kind: 'content.schedule-applied',
    item: sectionLabel(section),
    detail: `Scheduled publish went live as version ${version}`,
  }),
  superseded: (section: ContentSectionId, base: number, live: number): ContentActivity => ({
    kind: 'content.schedule-superseded',
    item: sectionLabel(section),
    detail: `Not applied: scheduled on version ${base}, but version ${live} went live first`,
  }),
};

const ukFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as the studio reads it: "Sat 20 Dec 2025, 09:00" (UK time). */
export function ukDateTime(iso: string): string {
  return ukFormat.format(new Date(iso));
}

/** The public pages a section shows on, the first being the one its Preview opens. */
export function sectionPages(section: ContentSectionId): string[] {
  if (section.startsWith('class-')) return [`/classes/${section.slice('class-'.length)}`];
  if (section === 'gradings') return ['/events'];
  if (section === 'banner') return ['/', '/events', '/signup'];
  return ['/'];
}
