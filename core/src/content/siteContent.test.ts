import { describe, expect, it } from 'vitest';
import { CLASS_SLUGS } from '../pages/publicRoutes.ts';
import { gradingYears, homeContentOf, isBannerActive, namedYears, pageContentOf } from './siteContentRules.ts';
import {
  bannerSchema,
  NO_BANNER,
  classPageSchema,
  CONTENT_SECTION_IDS,
  contentMessages,
  gradingsSchema,
  HOME_SECTION_IDS,
  homeAboutSchema,
  homeFacilitiesSchema,
  homeHeroSchema,
  homeJourneySchema,
  openingHoursSchema,
  sectionLabel,
  pricingSchema,
  reviewsSchema,
  sectionOf,
  sectionSchema,
  siteLinkSchema,
  studioSchema,
  withSection,
  type BannerContent,
} from './siteContent.ts';
import { SEED_SITE_CONTENT } from './siteContentSeed.ts';
import { upgradeSectionContent } from './contentUpgrade.ts';
import type { z } from '../shared/zod.ts';

const seed = SEED_SITE_CONTENT;
const clone = <T>(value: T): T => structuredClone(value);

/** The first problem's message and where it is, as the admin form shows it next to a field. */
function problem(schema: z.ZodType, value: unknown): { message: string; path: string } | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return { message: issue.message, path: issue.path.join('.') };
}

describe('the seed', () => {
  it.each(CONTENT_SECTION_IDS)('passes its own schema: %s', (section) => {
    expect(problem(sectionSchema(section), sectionOf(seed, section))).toBeUndefined();
  });

  it("keeps SPEC.md's figures: prices, hours, the review summary and the 2025 gradings", () => {
    expect(seed.pricing.plans.map((plan) => [plan.title, plan.price])).toEqual([
      ['Pay As You Go', 10],
      ['1 Class Membership', 30],
      ['2 Classes', 50],
      ['Unlimited Kids', 60],
      ['Unlimited Adults', 70],
    ]);
    expect(seed.pricing.plans.filter((plan) => plan.popular).map((plan) => plan.title)).toEqual(['Unlimited Adults']);
    expect(seed.pricing.gymPlans.map((plan) => plan.title)).toEqual(['Gym Pay As You Go', 'Gym Membership']);
    for (const site of [seed.hours.aintree, seed.hours.stHelens])
      expect(site).toEqual([
        { days: 'Mon-Fri', hours: '8am-9pm' },
        { days: 'Sat and Sun', hours: '9am-2pm' },
      ]);
    expect(seed.reviews).toMatchObject({ rating: 4.8, count: 29 });
    expect(seed.gradings.days).toEqual(['2025-06-22', '2025-09-14', '2025-12-07']);
    expect(seed.banner.message).toBe('');
    expect(Object.keys(seed.classes)).toEqual([...CLASS_SLUGS]);
  });
});

describe('membership pricing', () => {
  it('accepts added, removed and reordered plans', () => {
    const pricing = clone(seed.pricing);
    pricing.plans.reverse();
    pricing.plans.pop();
    pricing.gymPlans = [];
    expect(problem(pricingSchema, pricing)).toBeUndefined();
  });

  it.each([
    [
      'a negative price',
      (p: typeof seed.pricing) => (p.plans[0]!.price = -1),
      'Price cannot be negative',
      'plans.0.price',
    ],
    [
      'an empty title',
      (p: typeof seed.pricing) => (p.plans[1]!.title = '  '),
      contentMessages.required,
      'plans.1.title',
    ],
    [
      'a javascript: link',
      (p: typeof seed.pricing) => (p.plans[0]!.href = 'javascript:alert(1)'),
      contentMessages.invalidLink,
      'plans.0.href',
    ],
    [
      'a protocol-relative link',
      (p: typeof seed.pricing) => (p.gymPlans[0]!.href = '//evil.example'),
      contentMessages.invalidLink,
      'gymPlans.0.href',
    ],
    [
      'two plans with one id',
      (p: typeof seed.pricing) => (p.plans[1]!.id = p.plans[0]!.id),
      'Each plan needs its own id',
      'plans',
    ],
    ['no plans', (p: typeof seed.pricing) => (p.plans = []), 'Add at least one plan', 'plans'],
    [
      'an unknown field',
      (p: typeof seed.pricing) => Object.assign(p.plans[0]!, { colour: 'red' }),
      undefined,
      'plans.0',
    ],
  ])('refuses %s', (_what, change, message, path) => {
    const pricing = clone(seed.pricing);
    change(pricing);
    const found = problem(pricingSchema, pricing);
    expect(found?.path).toBe(path);
    if (message) expect(found?.message).toBe(message);
  });
});

describe('links', () => {
  it.each(['https://example.com/x', 'http://example.com', '/signup', '/#contact', '/'])('accepts %s', (link) => {
    expect(siteLinkSchema.safeParse(link).success).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil',
    'signup',
    'ftp://x',
    'https://',
  ])('refuses %s', (link) => {
    expect(siteLinkSchema.safeParse(link).success).toBe(false);
  });
});

describe('opening hours and grading dates', () => {
  it('keeps days and hours as the studio writes them, each site its own, and needs both', () => {
    const line = { days: 'Mon-Fri', hours: '8am-9pm' };
    expect(problem(openingHoursSchema, { aintree: [line], stHelens: [{ days: 'Sun', hours: 'Closed' }] })).toBe(
      undefined,
    );
    expect(problem(openingHoursSchema, { aintree: [line], stHelens: [{ days: 'Sun', hours: '' }] })).toEqual({
      message: 'Please fill in this field',
      path: 'stHelens.0.hours',
    });
    expect(problem(openingHoursSchema, { aintree: [], stHelens: [line] })).toEqual({
      message: 'Add at least one line',
      path: 'aintree',
    });
    expect(problem(openingHoursSchema, { aintree: [line], stHelens: Array(8).fill(line) })?.message).toBe(
      'At most 7 lines',
    );
    expect(problem(openingHoursSchema, { aintree: [{ ...line, days: 'x'.repeat(41) }], stHelens: [line] })).toEqual({
      message: 'Must be 40 characters or fewer',
      path: 'aintree.0.days',
    });
    // The one list of an older version is no longer the section's form: it is upgraded as it is read.
    expect(problem(openingHoursSchema, { openingHours: [line] })).toBeDefined();
    expect(problem(openingHoursSchema, { aintree: [line] })?.path).toBe('stHelens');
  });

  it("moves an older version's one list to both sites, and leaves today's form as it is", () => {
    const lines = [{ days: 'Mon-Fri', hours: '8am-9pm' }];
    const upgraded = upgradeSectionContent('hours', { openingHours: lines });
    expect(upgraded).toEqual({ aintree: lines, stHelens: lines });
    expect(problem(openingHoursSchema, upgraded)).toBeUndefined();
    expect(upgradeSectionContent('hours', seed.hours)).toBe(seed.hours);
  });

  it('accepts real days, once each', () => {
    expect(problem(gradingsSchema, { days: ['2026-03-01', '2025-12-07'] })).toBeUndefined();
    expect(problem(gradingsSchema, { days: [] })).toBeUndefined();
    expect(problem(gradingsSchema, { days: ['2026-02-30'] })?.message).toBe('Please choose a real date');
    expect(problem(gradingsSchema, { days: ['1 March'] })?.path).toBe('days.0');
    expect(problem(gradingsSchema, { days: ['2026-03-01', '2026-03-01'] })?.message).toBe('Each date once only');
  });

  it('groups grading days by year in date order and names the years', () => {
    expect(gradingYears(['2026-03-01', '2025-12-07', '2025-06-22'])).toEqual([
      { year: 2025, days: ['2025-06-22', '2025-12-07'] },
      { year: 2026, days: ['2026-03-01'] },
    ]);
    expect(namedYears([2025])).toBe('2025');
    expect(namedYears([2025, 2026])).toBe('2025 and 2026');
    expect(namedYears([2025, 2026, 2027])).toBe('2025, 2026 and 2027');
  });
});

describe('reviews', () => {
  it('accepts hidden and reordered reviews', () => {
    const content = clone(seed.reviews);
    content.reviews.reverse();
    content.reviews[0]!.hidden = true;
    expect(problem(reviewsSchema, content)).toBeUndefined();
  });

  it.each([
    ['a rating figure above 5', (r: typeof seed.reviews) => (r.rating = 5.5), 'rating'],
    ['a rating figure with two decimals', (r: typeof seed.reviews) => (r.rating = 4.85), 'rating'],
    ['a negative count', (r: typeof seed.reviews) => (r.count = -1), 'count'],
    ['half a star', (r: typeof seed.reviews) => (r.reviews[0]!.rating = 4.5), 'reviews.0.rating'],
    ['an empty review', (r: typeof seed.reviews) => (r.reviews[0]!.text = ''), 'reviews.0.text'],
  ])('refuses %s', (_what, change, path) => {
    const content = clone(seed.reviews);
    change(content);
    expect(problem(reviewsSchema, content)?.path).toBe(path);
  });
});

describe('studio details', () => {
  it.each([
    ['a bad e-mail', (s: typeof seed.studio) => (s.email = 'info@'), 'email'],
    ['letters in the phone number', (s: typeof seed.studio) => (s.phone = 'call us'), 'phone'],
    ['an empty address', (s: typeof seed.studio) => (s.sites.stHelens.address = ''), 'sites.stHelens.address'],
    [
      'a javascript: social link',
      (s: typeof seed.studio) => (s.social.facebook = 'javascript:alert(1)'),
      'social.facebook',
    ],
    ['a partner link that is a path', (s: typeof seed.studio) => (s.partners[0]!.url = '/partners'), 'partners.0.url'],
    ['no member portal', (s: typeof seed.studio) => (s.memberPortalUrl = ''), 'memberPortalUrl'],
  ])('refuses %s', (_what, change, path) => {
    const content = clone(seed.studio);
    change(content);
    expect(problem(studioSchema, content)?.path).toBe(path);
  });
});

describe('notice banner', () => {
  const banner = (overrides: Partial<BannerContent>): BannerContent => ({ ...seed.banner, ...overrides });

  it('accepts none, a message, and a message with a link and dates', () => {
    expect(problem(bannerSchema, seed.banner)).toBeUndefined();
    expect(problem(bannerSchema, banner({ message: 'Both studios closed 25-26 December' }))).toBeUndefined();
    expect(
      problem(
        bannerSchema,
        banner({
          message: 'Closed',
          linkUrl: '/events',
          linkText: 'See events',
          startsOn: '2026-12-20',
          endsOn: '2026-12-26',
        }),
      ),
    ).toBeUndefined();
  });

  it.each([
    [
      'a javascript: link',
      { message: 'Hi', linkUrl: 'javascript:alert(1)', linkText: 'Go' },
      'linkUrl',
      contentMessages.invalidLink,
    ],
    ['a link without words', { message: 'Hi', linkUrl: '/events' }, 'linkText', 'Give the link its words'],
    ['an end before the start', { message: 'Hi', startsOn: '2026-01-02', endsOn: '2026-01-01' }, 'endsOn', undefined],
    ['a very long message', { message: 'x'.repeat(201) }, 'message', contentMessages.tooLong(200)],
  ] as const)('refuses %s', (_what, overrides, path, message) => {
    const found = problem(bannerSchema, banner(overrides));
    expect(found?.path).toBe(path);
    if (message) expect(found?.message).toBe(message);
  });

  it('comes down with its link and dates when its message is emptied', () => {
    const emptied = bannerSchema.parse(
      banner({ message: ' ', linkUrl: '/events', linkText: 'Events', startsOn: '2026-01-01', endsOn: '2025-01-01' }),
    );
    expect(emptied).toEqual(NO_BANNER);
  });

  it('shows from its start day to its end day inclusive, and never without a message', () => {
    const closed = banner({ message: 'Closed', startsOn: '2026-12-25', endsOn: '2026-12-26' });
    expect(isBannerActive(closed, '2026-12-24')).toBe(false);
    expect(isBannerActive(closed, '2026-12-25')).toBe(true);
    expect(isBannerActive(closed, '2026-12-26')).toBe(true);
    expect(isBannerActive(closed, '2026-12-27')).toBe(false);
    expect(isBannerActive(banner({ message: 'Always' }), '2030-01-01')).toBe(true);
    expect(isBannerActive(seed.banner, '2026-12-25')).toBe(false);
  });
});

describe('class pages', () => {
  it('accepts an edited FAQ and an uploaded instructor photo', () => {
    const page = clone(seed.classes.kickboxing);
    page.faqs.push({ question: 'Is there parking?', answer: 'Yes, free on site.' });
    page.instructor.photo = '/media/instructor_kickboxing_1700000000000.webp';
    expect(problem(classPageSchema, page)).toBeUndefined();
  });

  it.each([
    [
      'a 10,000-character FAQ answer',
      (p: typeof seed.classes.kickboxing) => (p.faqs[0]!.answer = 'x'.repeat(10_000)),
      'faqs.0.answer',
    ],
    ['an empty question', (p: typeof seed.classes.kickboxing) => (p.faqs[0]!.question = ''), 'faqs.0.question'],
    ['five benefits', (p: typeof seed.classes.kickboxing) => p.benefits.pop(), 'benefits'],
    [
      'an unknown day',
      (p: typeof seed.classes.kickboxing) => Object.assign(p.schedule.sessions[0]!, { day: 'Funday' }),
      'schedule.sessions.0.day',
    ],
    [
      'a javascript: photo',
      (p: typeof seed.classes.kickboxing) => (p.instructor.photo = 'javascript:alert(1)'),
      'instructor.photo',
    ],
    ['no sessions', (p: typeof seed.classes.kickboxing) => (p.schedule.sessions = []), 'schedule.sessions'],
  ])('refuses %s', (_what, change, path) => {
    const page = clone(seed.classes.kickboxing);
    change(page);
    expect(problem(classPageSchema, page)?.path).toBe(path);
  });

  it('reads and replaces one class section within the whole content', () => {
    const page = { ...seed.classes.boxing, description: 'New' };
    const site = withSection(seed, 'class-boxing', page);
    expect(sectionOf(site, 'class-boxing').description).toBe('New');
    expect(sectionOf(site, 'class-kickboxing')).toBe(seed.classes.kickboxing);
    expect(seed.classes.boxing.description).not.toBe('New');
  });
});

describe('the content every page carries', () => {
  it('leaves out the class pages but keeps each class card’s text', () => {
    const page = pageContentOf(seed);
    expect(page).not.toHaveProperty('classes');
    expect(Object.keys(page.classCards).sort()).toEqual([...CLASS_SLUGS].sort());
    expect(page.classCards.kickboxing).toBe(seed.classes.kickboxing.cardDescription);
    expect(page.pricing).toEqual(seed.pricing);
    expect(JSON.stringify(page).length).toBeLessThan(JSON.stringify(seed).length / 3);
  });

  it("leaves out the home page's own texts, which the home page's loader gives", () => {
    const page = pageContentOf(seed);
    for (const section of HOME_SECTION_IDS) expect(page).not.toHaveProperty(section);
    expect(homeContentOf(seed)).toEqual({
      hero: seed['home-hero'],
      about: seed['home-about'],
      journey: seed['home-journey'],
      facilities: seed['home-facilities'],
    });
  });
});

describe("the home page's texts", () => {
  it("seeds SPEC.md's texts: the hero, six milestones from 1979 to today, six areas and eight pieces of kit", () => {
    expect(seed['home-hero'].title).toBe('The Martial Arts Studio');
    expect(seed['home-hero'].tagline).toMatch(/^Premier martial arts training for all ages and abilities\./);
    expect(JSON.stringify(seed)).not.toMatch(/[Pp]remiere/);
    expect(seed['home-journey'].entries.map((entry) => entry.year)).toEqual([
      '1979',
      '1988-2000',
      '1996',
      '1998',
      '2005',
      'Today',
    ]);
    expect(seed['home-journey'].entries[0]!.content).toContain('Lau Gar Kung Fu');
    expect(seed['home-facilities'].areas.map((area) => area.name)).toEqual([
      'Main Training Area',
      'Boxing Ring',
      'Heavy Bag Station',
      'Gym',
      'Onsite Cafe',
      'Shop',
    ]);
    expect(seed['home-facilities'].equipment).toHaveLength(8);
    expect(HOME_SECTION_IDS.map(sectionLabel)).toEqual([
      'Home: Hero',
      'Home: About',
      'Home: Our Journey',
      'Home: Facilities',
    ]);
  });

  it('refuses empty and overlong texts, naming the limit', () => {
    expect(problem(homeHeroSchema, { ...seed['home-hero'], title: '  ' })).toEqual({
      message: contentMessages.required,
      path: 'title',
    });
    expect(problem(homeHeroSchema, { ...seed['home-hero'], tagline: 'x'.repeat(301) })).toEqual({
      message: contentMessages.tooLong(300),
      path: 'tagline',
    });
    const about = clone(seed['home-about']);
    about.paragraphs[1] = 'x'.repeat(801);
    expect(problem(homeAboutSchema, about)).toEqual({ message: contentMessages.tooLong(800), path: 'paragraphs.1' });
    const journey = clone(seed['home-journey']);
    journey.entries[4]!.footer = 'x'.repeat(201);
    expect(problem(homeJourneySchema, journey)?.path).toBe('entries.4.footer');
  });

  it('keeps the shapes the page is drawn for: three highlights, six areas, at most 12 milestones, ids once', () => {
    const about = clone(seed['home-about']);
    about.highlights.pop();
    expect(problem(homeAboutSchema, about)?.message).toBe('About has exactly three highlights');
    const facilities = clone(seed['home-facilities']);
    facilities.areas.pop();
    expect(problem(homeFacilitiesSchema, facilities)?.message).toBe('Facilities has exactly six areas');
    expect(problem(homeFacilitiesSchema, { ...seed['home-facilities'], equipment: [] })?.path).toBe('equipment');
    const entries = seed['home-journey'].entries;
    const thirteen = Array.from({ length: 13 }, (_, index) => ({ ...entries[0]!, id: `milestone-${index}` }));
    expect(problem(homeJourneySchema, { entries: thirteen })?.message).toBe('At most 12 milestones');
    expect(problem(homeJourneySchema, { entries: [entries[0], entries[0]] })?.message).toBe(
      'Each milestone needs its own id',
    );
    // Optional texts may be empty; what is kept is trimmed.
    const parsed = homeJourneySchema.parse({ entries: [{ ...entries[0]!, additionalContent: '  ', footer: '' }] });
    expect(parsed.entries[0]).toMatchObject({ additionalContent: '', footer: '' });
  });
});
