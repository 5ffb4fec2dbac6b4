/**
 * The site content's rules the public pages apply as they render, free of zod so that they cost a page's first
 * load nothing beyond themselves (the schemas are in siteContent.ts and load with the admin's forms).
 */
import type { ClassSlug } from './publicRoutes.ts';
import type { BannerContent, SiteContent } from './siteContent.ts';

/** Whether the banner shows on `today` (a studio day `YYYY-MM-DD`). */
export function isBannerActive(banner: BannerContent, today: string): boolean {
  if (!banner.message) return false;
  if (banner.startsOn && today < banner.startsOn) return false;
  if (banner.endsOn && today > banner.endsOn) return false;
  return true;
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

/**
 * What every public page carries in its HTML: the site content without the class pages (35 of its 44 KB), of which
 * a page shows at most one, given by the class page's own loader. The home page's class cards keep their text.
 */
export type PageContent = Omit<SiteContent, 'classes'> & { classCards: Record<ClassSlug, string> };

export function pageContentOf(site: SiteContent): PageContent {
  const { classes, ...rest } = site;
  const classCards = Object.fromEntries(
    Object.entries(classes).map(([slug, page]) => [slug, page.cardDescription]),
  ) as Record<ClassSlug, string>;
  return { ...rest, classCards };
}
