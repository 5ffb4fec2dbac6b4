import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { pageContentOf } from '@studio/core/content/siteContentRules';
import type { ReactNode } from 'react';
import { SiteContentProvider } from '@/content/siteContent.tsx';

/** The content a fresh data store starts with, as the root loader gives it: a `wrapper` for components that read it. */
export function WithSeedContent({ children }: { children: ReactNode }) {
  return <SiteContentProvider content={pageContentOf(SEED_SITE_CONTENT)}>{children}</SiteContentProvider>;
}
