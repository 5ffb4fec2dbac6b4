import type { ReactNode } from 'react';

/**
 * The dark banner at the top of the events pages; its top padding clears the fixed site header.
 * Plain elements styled by the static CSS (features/events/eventsCss.ts), as is the section frame below.
 */
export function PageHero({ overline, title, children }: { overline: string; title: string; children?: ReactNode }) {
  return (
    <header className="page-hero">
      <div className="container container--lg">
        <p className="page-hero__overline">{overline}</p>
        <h1 className="page-hero__title">{title}</h1>
        {children}
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
