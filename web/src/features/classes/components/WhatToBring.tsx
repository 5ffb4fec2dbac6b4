import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { Section } from '@/components/layout/Section.tsx';
import { BackpackIcon, InfoOutlinedIcon } from '@/components/layout/classPageIcons.tsx';

/** The kit list, then the note on borrowing or renting kit. */
export function WhatToBring({ content }: { content: Pick<ClassPageContent, 'whatToBring' | 'equipmentRental'> }) {
  return (
    <Section id="class-kit" eyebrow="Be ready" title="What to Bring">
      <div className="class-kit">
        <ul className="grid-list class-kit__list">
          {content.whatToBring.map((entry) => (
            <li key={entry.item} className="class-kit__item">
              <span aria-hidden="true" className="class-kit__badge">
                <BackpackIcon className="class-page__small-icon" />
              </span>
              <div>
                <h3 className="subheading class-kit__name">{entry.item}</h3>
                <p className="class-page__muted">{entry.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <aside aria-labelledby="class-rental-heading" className="card class-card class-kit__rental">
          <div className="class-kit__rental-head">
            <InfoOutlinedIcon />
            <h3 id="class-rental-heading" className="subheading class-kit__rental-title">
              Equipment Rental
            </h3>
          </div>
          <p className="class-page__text">{content.equipmentRental}</p>
        </aside>
      </div>
    </Section>
  );
}
