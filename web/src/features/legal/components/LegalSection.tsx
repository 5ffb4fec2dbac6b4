import type { ReactNode } from 'react';

/** One titled section of a legal page, anchored by its id (e.g. /privacy#embedded-content) and named by its heading. */
export function LegalSection({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="legal__section">
      <h2 id={headingId} className="legal__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
