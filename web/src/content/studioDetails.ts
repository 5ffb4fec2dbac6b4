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
 * The one place the pages' loaders read the studio's details from (today the site config; staff-edited content
 * once the studio's details are data), so moving them changes this function only.
 */
export function studioDetails(): StudioDetails {
  return {
    name: siteConfig.name,
    url: siteConfig.url,
    email: siteConfig.email,
    phone: siteConfig.phone,
    sites: [siteConfig.sites.aintree, siteConfig.sites.stHelens],
    openingHours: siteConfig.openingHours,
    social: Object.values(siteConfig.social),
  };
}
