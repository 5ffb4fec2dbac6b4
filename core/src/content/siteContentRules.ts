/**
 * The site content's rules the public pages apply as they render, free of zod so that they cost a page's first
 * load nothing beyond themselves (the schemas are in siteContent.ts and load with the admin's forms).
 */
import type { ClassSlug } from '../pages/publicRoutes.ts';
import type {
  HomeAboutContent,
  HomeFacilitiesContent,
  HomeHeroContent,
  HomeJourneyContent,
  OpeningHoursContent,
  PricingContent,
  SiteContent,
} from './siteContent.ts';

export { isBannerActive } from './bannerDays.ts';

/** The days from `today` on (`YYYY-MM-DD`, the studios' calendar day), in date order: a day gone by leaves the site. */
export function comingDays(days: readonly string[], today: string): string[] {
  return days.filter((day) => day >= today).sort();
}

/**
 * Whether a section's dates are all past on `today`, so the public pages no longer show it: grading days all gone
 * by, every closure over, a banner whose last day is over. False for a section without dates, or with none set.
 * The editor says so to staff ("All dates are past: hidden from the site").
 */
export function allDatesPast(section: string, content: unknown, today: string): boolean {
  const record = (content ?? {}) as Record<string, unknown>;
  if (section === 'gradings') {
    const days = (record.days ?? []) as string[];
    return days.length > 0 && comingDays(days, today).length === 0;
  }
  if (section === 'closures') {
    const closures = (record.closures ?? []) as { lastDay: string }[];
    return closures.length > 0 && closures.every((closure) => closure.lastDay < today);
  }
  if (section === 'banner') {
    const endsOn = record.endsOn as string | null | undefined;
    return Boolean(record.message) && typeof endsOn === 'string' && endsOn < today;
  }
  return false;
}

/** Grading days grouped by year, in date order: what /events shows. */
export function gradingYears(days: readonly string[]): { year: number; days: string[] }[] {
  const byYear = new Map<number, string[]>();
  for (const day of [...days].sort()) {
    const year = Number(day.slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), day]);
  }
  return [...byYear].map(([year, yearDays]) => ({ year, days: yearDays }));
}

/** "2025", "2025 and 2026", "2025, 2026 and 2027". */
export function namedYears(years: readonly number[]): string {
  if (years.length <= 1) return years.join('');
  return `${years.slice(0, -1).join(', ')} and ${years.at(-1)}`;
}

/** The home page's own texts: only `/` shows them, so only its loader gives them (app/routes/home.tsx). */
export interface HomeContent {
  hero: HomeHeroContent;
  about: HomeAboutContent;
  journey: HomeJourneyContent;
  facilities: HomeFacilitiesContent;
}

export function homeContentOf(site: SiteContent): HomeContent {
  return {
    hero: site['home-hero'],
    about: site['home-about'],
    journey: site['home-journey'],
    facilities: site['home-facilities'],
  };
}

/**
 * What every public page carries in its HTML: the site content without the class pages (35 of its 44 KB), of which
 * a page shows at most one, given by the class page's own loader, and without the home page's own texts (given by
 * its loader). The home page's class cards keep their text.
 */
export type PageContent = Omit<
  SiteContent,
  'classes' | 'home-hero' | 'home-about' | 'home-journey' | 'home-facilities'
> & { classCards: Record<ClassSlug, string> };

export function pageContentOf(site: SiteContent): PageContent {
  const {
    classes,
    'home-hero': _hero,
    'home-about': _about,
    'home-journey': _journey,
    'home-facilities': _facilities,
    ...rest
  } = site;
  const classCards = Object.fromEntries(
    Object.entries(classes).map(([slug, page]) => [slug, page.cardDescription]),
  ) as Record<ClassSlug, string>;
  return { ...rest, classCards };
}

/** What a live figure in a text is read from: the prices and the opening hours as they are now. */
export interface FigureSource {
  pricing: PricingContent;
  hours: OpeningHoursContent;
}

/** `{price:Pay As You Go}` or `{hours:Mon-Fri}` in a content text: a figure named, filled in as the page renders. */
const LIVE_FIGURE = /\{(price|hours):([^{}]+)\}/g;

/** A plan's price as the pricing section shows it: £10, or £12.50. */
export function planPriceText(price: number): string {
  return Number.isInteger(price) ? `£${price}` : `£${price.toFixed(2)}`;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function figure(kind: string, name: string, source: FigureSource): string | undefined {
  if (kind === 'price') {
    const plan = [...source.pricing.plans, ...source.pricing.gymPlans].find((entry) => sameName(entry.title, name));
    return plan ? planPriceText(plan.price) : undefined;
  }
  return hoursFigure(name, source.hours);
}

/** The sites' hours in the order a figure that names no site looks them up. */
const HOURS_SITES = [
  ['aintree', 'aintree '],
  ['stHelens', 'st helens '],
] as const;

/**
 * `{hours:St Helens Mon-Fri}` is that site's line; `{hours:Mon-Fri}` is Aintree's, or St Helens' when Aintree has no
 * line of that name.
 */
function hoursFigure(name: string, hours: OpeningHoursContent): string | undefined {
  const wanted = name.trim().toLowerCase();
  const named = HOURS_SITES.find(([, prefix]) => wanted.startsWith(prefix));
  const sites = named ? [named] : HOURS_SITES;
  for (const [site, prefix] of sites) {
    const days = named ? wanted.slice(prefix.length) : wanted;
    const line = hours[site].find((entry) => sameName(entry.days, days));
    if (line) return line.hours;
  }
  return undefined;
}

/**
 * `text` with its live figures filled in from the current content, so a price quoted in an FAQ answer follows the
 * price list. A name that is no current plan or opening-hours line is left as written (the editor warns of it).
 */
export function withLiveFigures(text: string, source: FigureSource): string {
  return text.replace(LIVE_FIGURE, (token, kind: string, name: string) => figure(kind, name, source) ?? token);
}

/** The live figures in `text` that name no current plan or opening-hours line. */
export function unknownFigures(text: string, source: FigureSource): string[] {
  return [...text.matchAll(LIVE_FIGURE)]
    .filter(([, kind = '', name = '']) => figure(kind, name, source) === undefined)
    .map(([token]) => token);
}

/** The £ amounts `text` states outright that are no current price: likely stale, better written as a live figure. */
export function staleAmounts(text: string, source: FigureSource): string[] {
  const prices = new Set([...source.pricing.plans, ...source.pricing.gymPlans].map((plan) => plan.price));
  return [...text.matchAll(/£\s?(\d+(?:\.\d{1,2})?)/g)]
    .filter(([, amount = '']) => !prices.has(Number(amount)))
    .map(([found]) => found);
}
