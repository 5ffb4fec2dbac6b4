import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/PageHero.tsx';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';

/**
 * The privacy notice and the accessibility statement: the plain page hero with the page's title and lead, then a
 * readable column of text. Plain elements styled by features/legal/legal.css: the page loads
 * no MUI.
 */
export function LegalPage({
  overline,
  title,
  lead,
  updated,
  children,
}: {
  overline: string;
  title: string;
  lead: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="legal">
      <PageHero overline={overline} title={title} lead={lead} />
      <div className="container container--lg legal__body">
        <p className="legal__updated">Last updated {updated}</p>
        {children}
      </div>
    </main>
  );
}
