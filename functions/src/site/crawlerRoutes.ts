import type { Firestore } from 'firebase-admin/firestore';
import { CRAWLER_FILE_CACHE_CONTROL, robotsTxt, sitemapXml } from '@studio/core/pages/crawlerFiles';
import { SITE_CDN_SECONDS } from '@studio/core/firebase/firebaseLayout';
import { readSiteContent, readUpcomingEvents } from './firestoreSiteData.ts';

/** An answer the `site` function gives without rendering a page. */
export interface PlainAnswer {
  type: string;
  cacheControl: string;
  body: string;
}

/**
 * The paths the self-hosted server answers beside its pages, answered alike on Firebase from Firestore:
 * `/sitemap.xml` (with each upcoming event), `/robots.txt` and the public content, `GET /api/content`.
 * Undefined for any other path (a page).
 */
export async function plainAnswer(pathname: string, origin: string, db: Firestore): Promise<PlainAnswer | undefined> {
  switch (pathname) {
    case '/sitemap.xml': {
      const events = await readUpcomingEvents(db);
      return {
        type: 'application/xml; charset=utf-8',
        cacheControl: CRAWLER_FILE_CACHE_CONTROL,
        body: sitemapXml(origin, events),
      };
    }
    case '/robots.txt':
      return { type: 'text/plain; charset=utf-8', cacheControl: CRAWLER_FILE_CACHE_CONTROL, body: robotsTxt(origin) };
    case '/api/content':
      // Kept by the CDN like the pages, so it shows a change as soon as they do.
      return {
        type: 'application/json; charset=utf-8',
        cacheControl: `public, max-age=0, s-maxage=${SITE_CDN_SECONDS}`,
        body: JSON.stringify(await readSiteContent(db)),
      };
    default:
      return undefined;
  }
}
