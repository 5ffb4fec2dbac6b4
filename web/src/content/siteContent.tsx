import type { SlotImageMap } from '@studio/core/content/images';
import type { PageContent } from '@studio/core/content/siteContentRules';
import { createContext, useContext, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';

/**
 * The one place public pages read the studio's editable content (prices, hours, classes, reviews, studio details,
 * notice banner) from. The root route feeds it from its loader: the live content from the data store, what every
 * page draws in every page's HTML; the home page adds its own parts, and a class page's loader gives its own (see
 * pageContentOf). There is no
 * built-in fallback: the seed (core/src/content/siteContentSeed.ts) stays on the server, where a fresh data store starts
 * from it, rather than adding about 13 KB gzip to every page's first scripts.
 */
const SiteContentContext = createContext<ProvidedContent | undefined>(undefined);

/** What only the home page shows: the members' reviews, the price list, the class cards' texts. */
export type HomePageParts = Pick<PageContent, 'reviews' | 'pricing' | 'classCards'>;

/**
 * What the root's loader gives every page: the studio's details, hours, gradings, notice banner and closures. The
 * home page's own parts come with its loader (app/routes/home.tsx), so no other page's HTML carries them.
 */
export type SharedPageContent = Omit<PageContent, keyof HomePageParts>;

type ProvidedContent = SharedPageContent & Partial<HomePageParts>;

export function sharedContentOf({ reviews: _reviews, pricing: _pricing, classCards: _cards, ...shared }: PageContent) {
  return shared satisfies SharedPageContent;
}

export function homePagePartsOf({ reviews, pricing, classCards }: PageContent): HomePageParts {
  return { reviews, pricing, classCards };
}

export function SiteContentProvider({
  content,
  children,
}: {
  content: ProvidedContent | undefined;
  children: ReactNode;
}) {
  return <SiteContentContext value={content}>{children}</SiteContentContext>;
}

export function useSiteContent(): SharedPageContent {
  const content = useContext(SiteContentContext);
  if (!content) throw new Error('useSiteContent needs the root loader’s content (a SiteContentProvider above it).');
  return content;
}

/** The home page's own parts, which its route adds to the content it provides (app/routes/home.tsx). */
export function useHomePageParts(): HomePageParts {
  const content = useContext(SiteContentContext);
  if (!content?.reviews || !content.pricing || !content.classCards) {
    throw new Error(
      'useHomePageParts needs the home page’s loader’s parts (a SiteContentProvider with them above it).',
    );
  }
  return { reviews: content.reviews, pricing: content.pricing, classCards: content.classCards };
}

/**
 * One of the home page's own parts if the content provided holds it: the home page's static islands' data is there
 * only where it was drawn (features/home/homeIslands.ts), so what hydrates without it asks here.
 */
export function useHomePagePart<K extends keyof HomePageParts>(part: K): HomePageParts[K] | undefined {
  const content: Partial<HomePageParts> | undefined = useContext(SiteContentContext);
  return content?.[part];
}

/** The content if there is any: the error page, shown when the root's own loader failed, draws without it. */
export function useSiteContentIfLoaded(): SharedPageContent | undefined {
  return useContext(SiteContentContext);
}

/** What the root route's loader gives every page. */
export interface RootLoaderData {
  content: SharedPageContent;
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
export function siteContentOfMatches(matches: readonly unknown[]): SharedPageContent | undefined {
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
