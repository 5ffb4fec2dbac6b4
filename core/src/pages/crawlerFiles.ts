import type { StudioEvent } from '../events/events.ts';
import { STATIC_PUBLIC_PATHS } from './publicRoutes.ts';

/**
 * The crawler files, written once for the self-hosted server and the Firebase `site` function: each serves them
 * from its live events at the site's origin.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The public pages search engines should know: the fixed routes and each upcoming event. */
export function sitemapXml(baseUrl: string, upcoming: readonly StudioEvent[]): string {
  const paths = [...STATIC_PUBLIC_PATHS, ...upcoming.map((event) => `/events/${encodeURIComponent(event.id)}`)];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${baseUrl}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** How long a crawler file may be kept (browsers and the CDN alike). */
export const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=3600';

export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
