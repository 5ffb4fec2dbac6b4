import type { ReactNode } from 'react';

/**
 * The frame of the plain pages (the events pages, the privacy notice, the accessibility statement): the dark
 * banner with the page's title, then titled sections. Plain elements styled by the static CSS, so these pages draw
 * without MUI; the pages drawn with MUI use Section.tsx.
 */

/** The dark banner at the top of a plain page, with its title and lead; its top padding clears the fixed header. */
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

/** A titled block of a page, with its heading wired up as the section's name. */
export function PageSection({
  id,
  title,
  lead,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'raised';
}) {
  const headingId = `${id}-heading`;
  const raised = tone === 'raised';
  return (
    <section aria-labelledby={headingId} className={raised ? 'page-section page-section--raised' : 'page-section'}>
      <div className="container container--lg">
        <h2
          id={headingId}
          className={lead ? 'page-section__title page-section__title--with-lead' : 'page-section__title'}
        >
          {title}
        </h2>
        {lead && <p className="page-section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
