import type { ReactNode } from 'react';

/**
 * The dark banner at the top of a plain page (the events page, the privacy notice, the accessibility statement),
 * with the page's title and lead; its top padding clears the fixed header. Plain elements styled by the pages' CSS,
 * so these pages draw without MUI; their sections use Section.tsx, like every public page.
 */
export function PageHero({ overline, title, lead }: { overline: string; title: string; lead?: ReactNode }) {
  return (
    <header className="page-hero">
      <div className="container container--lg">
        <p className="page-hero__overline">{overline}</p>
        <h1 className="page-hero__title">{title}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
      </div>
    </header>
  );
}
