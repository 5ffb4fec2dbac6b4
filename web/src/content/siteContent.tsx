import type { SlotImageMap } from '@studio/core/images';
import type { PageContent } from '@studio/core/siteContentRules';
import { createContext, useContext, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';

/**
 * The one place public pages read the studio's editable content (prices, hours, classes, reviews, studio details,
 * notice banner) from. The root route feeds it from its loader: the live content from the data store, in every
 * page's HTML, but for the class pages (see pageContentOf; the class page's loader gives its own). There is no
 * built-in fallback: the seed (core/src/siteContentSeed.ts) stays on the server, where a fresh data store starts
 * from it, rather than adding about 13 KB gzip to every page's first scripts.
 */
const SiteContentContext = createContext<PageContent | undefined>(undefined);

export function SiteContentProvider({ content, children }: { content: PageContent | undefined; children: ReactNode }) {
  return <SiteContentContext value={content}>{children}</SiteContentContext>;
}

export function useSiteContent(): PageContent {
  const content = useContext(SiteContentContext);
  if (!content) throw new Error('useSiteContent needs the root loader’s content (a SiteContentProvider above it).');
  return content;
}

/** The content if there is any: the error page, shown when the root's own loader failed, draws without it. */
export function useSiteContentIfLoaded(): PageContent | undefined {
  return useContext(SiteContentContext);
}

/** What the root route's loader gives every page. */
export interface RootLoaderData {
  content: PageContent;
  /** The image staff uploaded for each public slot (see SlotImagesProvider). */
  slotImages: SlotImageMap;
  /** CONTACT_RETENTION_DAYS of the server that rendered the page. */
  contactRetentionDays?: number;
  /** The studios' calendar day (`YYYY-MM-DD`) when the server drew the page. */
  studioDay: string;
}

/** The root loader's data, for components: undefined only where the root's loader did not run or failed. */
export function useRootLoaderData(): RootLoaderData | undefined {
  return useRouteLoaderData('root') as RootLoaderData | undefined;
}

/**
 * The content for a route's `meta` function, which runs outside React: from the root match's loader data (missing
 * only when the root's loader failed and the error page shows).
 */
export function siteContentOfMatches(matches: readonly unknown[]): PageContent | undefined {
  return rootLoaderDataOfMatches(matches)?.content;
}

/** The root loader's data for a route's `meta` function (the content, and the studios' day the page is drawn on). */
export function rootLoaderDataOfMatches(matches: readonly unknown[]): RootLoaderData | undefined {
  const root = matches.find(
    (match): match is { id: string; loaderData?: RootLoaderData } =>
      typeof match === 'object' && match !== null && (match as { id?: unknown }).id === 'root',
  );
  return root?.loaderData;
}
