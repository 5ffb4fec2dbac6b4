import type { JourneyEntry } from '@studio/core/content/siteContent';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { journeyThumbnail } from '@/content/timeline.ts';

/**
 * 'Our Journey': the studio's history as a vertical timeline, alternating sides on wide screens. Plain elements
 * styled by OurJourney.css.
 */
export function OurJourney({ entries }: { entries: readonly JourneyEntry[] }) {
  return (
    <div className="journey">
      <ScrollReveal className="journey__head">
        <p className="section__eyebrow">1979 to today</p>
        <h3 className="section__title">Our Journey</h3>
      </ScrollReveal>
      <ol className="journey__list">
        {entries.map((entry, index) => (
          <li key={entry.id} className={index % 2 === 1 ? 'journey__entry journey__entry--right' : 'journey__entry'}>
            <div aria-hidden="true" className="journey__dot" />
            <div className="journey__side">
              <ScrollReveal>
                <article className="journey__card">
                  <img
                    className="journey__image"
                    src={journeyThumbnail(entry.id, index)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={96}
                    height={72}
                  />
                  <div>
                    <p className="journey__year">{entry.year}</p>
                    <h4 className="minor-heading journey__title">{entry.title}</h4>
                    <p className="journey__text">{entry.content}</p>
                    {entry.additionalContent && (
                      <p className="journey__text journey__text--more">{entry.additionalContent}</p>
                    )}
                    {entry.footer && <p className="journey__footer">{entry.footer}</p>}
                  </div>
                </article>
              </ScrollReveal>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
