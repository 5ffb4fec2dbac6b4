import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';

/**
 * The frame of the privacy notice and the accessibility statement: the dark banner with the page's title and lead,
 * then a readable column of text. Plain elements styled by the static CSS (styles/staticCss.ts): the page loads
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
      <header className="page-hero">
        <div className="container container--lg">
          <p className="page-hero__overline">{overline}</p>
          <h1 className="page-hero__title">{title}</h1>
          <p className="page-hero__lead">{lead}</p>
        </div>
      </header>
      <div className="container container--lg legal__body">
        <p className="legal__updated">Last updated {updated}</p>
        {children}
      </div>
    </main>
  );
}
