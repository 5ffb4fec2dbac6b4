import type { BannerContent } from './siteContent.ts';

/**
 * Whether the banner shows on `today` (a studio day `YYYY-MM-DD`). A module free of zod: the banner is in every
 * public page's first screen, whose code must not bring the schema library along (e2e build test).
 */
export function isBannerActive(banner: Pick<BannerContent, 'message' | 'startsOn' | 'endsOn'>, today: string): boolean {
  if (!banner.message) return false;
  if (banner.startsOn && today < banner.startsOn) return false;
  if (banner.endsOn && today > banner.endsOn) return false;
  return true;
}
