import type { SiteContent } from '@studio/core/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/siteContentSeed';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The one place public pages read the studio's editable content (prices, hours, classes, reviews, studio details,
 * notice banner) from. The root route feeds it: with server rendering, its loader's `content` (the live content
 * from the data store); without one, the seed the site ships with.
 */
const SiteContentContext = createContext<SiteContent>(SEED_SITE_CONTENT);

export function SiteContentProvider({ content, children }: { content: SiteContent | undefined; children: ReactNode }) {
  return <SiteContentContext value={content ?? SEED_SITE_CONTENT}>{children}</SiteContentContext>;
}

export function useSiteContent(): SiteContent {
  return useContext(SiteContentContext);
}

/** What the root route's loader gives, when it has one (server rendering). */
export interface RootLoaderData {
  content?: SiteContent;
  /** CONTACT_RETENTION_DAYS of the server that rendered the page. */
  contactRetentionDays?: number;
}

/** The content for a route's `meta` function, which runs outside React: from the root match's loader data. */
export function siteContentOfMatches(matches: readonly unknown[]): SiteContent {
  const root = matches.find(
    (match): match is { id: string; loaderData?: RootLoaderData } =>
      typeof match === 'object' && match !== null && (match as { id?: unknown }).id === 'root',
  );
  return root?.loaderData?.content ?? SEED_SITE_CONTENT;
}
