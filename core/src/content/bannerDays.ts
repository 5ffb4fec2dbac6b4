import type { BannerContent } from './siteContent.ts';

/**
 * Whether the banner shows on `today` (a studio day `YYYY-MM-DD`). A module of its own: the header's banner is on
 * every page, so whatever shares its module loads with every page's first code.
 */
export function isBannerActive(banner: BannerContent, today: string): boolean {
  if (!banner.message) return false;
  if (banner.startsOn && today < banner.startsOn) return false;
  if (banner.endsOn && today > banner.endsOn) return false;
  return true;
}
