import { studioToday } from '../events/eventRules.ts';
import type { Closure, OpeningHoursContent, OpeningHoursLine } from '../content/siteContent.ts';
import { addDays, STUDIO_SITES, weekdayOf, type StudioSite } from './timetable.ts';
import { formatTimetableDay } from './timetableView.ts';

/**
 * Each site's opening hours as the public pages show them (the home page's contact and schedule sections, the
 * LocalBusiness data of each site): its own lines, and the closures of that site that are on now or begin within
 * the coming weeks. Worked out on the server (the home page's loader), so the page's code carries none of it.
 */

/** Where each site's lines are in the hours section (the studio details' site keys). */
export const HOURS_SITE_KEYS: Record<StudioSite, keyof OpeningHoursContent> = {
  Aintree: 'aintree',
  'St Helens': 'stHelens',
};

/** A closure shows on its site's hours from this many days before its first day (the timetable's 4 weeks ahead). */
export const CLOSURE_NOTICE_DAYS = 28;

export interface SiteClosureNotice {
  firstDay: string;
  lastDay: string;
  reason: string;
  /** "Closed Thursday 25 December – Friday 26 December: Christmas". */
  text: string;
}

export interface SiteHoursView {
  site: StudioSite;
  lines: readonly OpeningHoursLine[];
  closures: SiteClosureNotice[];
}

/** "Thursday 25 December", or "Thursday 25 December – Friday 26 December" for a closure of several days. */
export function closureDaysText(firstDay: string, lastDay: string): string {
  const first = formatTimetableDay(firstDay, weekdayOf(firstDay));
  return firstDay === lastDay ? first : `${first} – ${formatTimetableDay(lastDay, weekdayOf(lastDay))}`;
}

/** The closures of `site` not yet over on `today` that begin within CLOSURE_NOTICE_DAYS, first first. */
export function siteClosureNotices(closures: readonly Closure[], site: StudioSite, today: string): SiteClosureNotice[] {
  const horizon = addDays(today, CLOSURE_NOTICE_DAYS);
  return closures
    .filter((closure) => closure.sites.includes(site) && closure.lastDay >= today && closure.firstDay <= horizon)
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.lastDay.localeCompare(b.lastDay))
    .map(({ firstDay, lastDay, reason }) => ({
      firstDay,
      lastDay,
      reason,
      text: `Closed ${closureDaysText(firstDay, lastDay)}: ${reason}`,
    }));
}

/** Both sites' hours, Aintree first, each with its closures as of `now` (UK time). */
export function openingHoursView(
  content: { hours: OpeningHoursContent; closures: { closures: readonly Closure[] } },
  now: Date = new Date(),
): SiteHoursView[] {
  const today = studioToday(now);
  return STUDIO_SITES.map((site) => ({
    site,
    lines: content.hours[HOURS_SITE_KEYS[site]],
    closures: siteClosureNotices(content.closures.closures, site, today),
  }));
}
