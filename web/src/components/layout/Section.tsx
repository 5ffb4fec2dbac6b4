import type { ReactNode } from 'react';
import { ScrollReveal } from './ScrollReveal.tsx';

/**
 * The one frame of a titled block of a public page (home, class and events pages): an optional eyebrow, a heading
 * that names the section for screen readers, the accent rule, an optional intro, then the content. `tone`
 * alternates the background so long pages read in blocks. Plain elements styled by the pages' CSS
 * (Section.css: `.section`), so pages drawn with MUI and pages drawn without it share it.
 *
 * Sections sit below a page's first screen, so the browser skips their style, layout and paint until they near
 * the viewport (`content-visibility`); `auto` in the size estimate keeps a section's real height once it is known.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'default',
  children,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'default' | 'raised';
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  const raised = tone === 'raised';
  return (
    <section id={id} aria-labelledby={titleId} className={raised ? 'section section--raised' : 'section'}>
      <div className="container container--lg">
        <ScrollReveal className="section__head">
          {eyebrow && <p className="section__eyebrow">{eyebrow}</p>}
          <h2 id={titleId} className="section__title">
            {title}
          </h2>
          <div aria-hidden="true" className="section__rule" />
          {intro && <p className="section__intro">{intro}</p>}
        </ScrollReveal>
        {children}
      </div>
    </section>
  );
}
