import type { SiteContent } from '@studio/core/siteContent';
import { siteConfig } from './siteConfig.ts';

/** A site of the studio as its page and its structured data name it. */
export interface StudioSite {
  name: string;
  address: string;
  mapQuery: string;
}

/** The studio's own details the public pages show: who, where, when open, how to reach it. */
export interface StudioDetails {
  name: string;
  url: string;
  email: string;
  phone: string;
  sites: readonly StudioSite[];
  /** As the studio writes them: `{ days: 'Mon-Fri', hours: '8am-9pm' }`. */
  openingHours: readonly { days: string; hours: string }[];
  social: readonly string[];
}

/**
 * The one place the pages' loaders read the studio's details from: its name and web address from the site config,
 * its contact details, sites, opening hours and social links from the content staff edit.
 */
export function studioDetails(content: Pick<SiteContent, 'studio' | 'hours'>): StudioDetails {
  const { studio, hours } = content;
  return {
    name: siteConfig.name,
    url: siteConfig.url,
    email: studio.email,
    phone: studio.phone,
    sites: [studio.sites.aintree, studio.sites.stHelens],
    openingHours: hours.openingHours,
    social: Object.values(studio.social),
  };
}
