import { openingHoursView, type SiteClosureNotice } from '@studio/core/timetable/openingHours';
import type { SiteContent } from '@studio/core/content/siteContent';
import { siteConfig } from './siteConfig.ts';

/** A site of the studio as its page and its structured data name it, with its own hours and coming closures. */
export interface StudioSite {
  name: string;
  address: string;
  mapQuery: string;
  /** As the studio writes them: `{ days: 'Mon-Fri', hours: '8am-9pm' }`. */
  openingHours: readonly { days: string; hours: string }[];
  /** The closures of this site that are on now or begin within the coming weeks. */
  closures: readonly SiteClosureNotice[];
}

/** The studio's own details the public pages show: who, where, when open, how to reach it. */
export interface StudioDetails {
  name: string;
  url: string;
  email: string;
  phone: string;
  sites: readonly StudioSite[];
  social: readonly string[];
}

/**
 * The one place the pages' loaders read the studio's details from: its name and web address from the site config,
 * its contact details, sites, each site's opening hours and closures, and social links from the content staff edit.
 */
export function studioDetails(
  content: Pick<SiteContent, 'studio' | 'hours' | 'closures'>,
  now: Date = new Date(),
): StudioDetails {
  const { studio } = content;
  const [aintree, stHelens] = openingHoursView(content, now);
  return {
    name: siteConfig.name,
    url: siteConfig.url,
    email: studio.email,
    phone: studio.phone,
    sites: [
      { ...studio.sites.aintree, openingHours: aintree!.lines, closures: aintree!.closures },
      { ...studio.sites.stHelens, openingHours: stHelens!.lines, closures: stHelens!.closures },
    ],
    social: Object.values(studio.social),
  };
}
