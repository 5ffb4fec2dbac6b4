import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { Section } from '@/components/layout/Section.tsx';

export function ClassBenefits({ content }: { content: Pick<ClassPageContent, 'title' | 'benefits'> }) {
  return (
    <Section id="class-benefits" eyebrow="Why train with us" title={`Benefits of ${content.title}`} tone="raised">
      <ul className="grid-list grid-list--cards class-benefits">
        {content.benefits.map((benefit, index) => (
          <li key={benefit.title} className="card class-card class-benefit">
            <p aria-hidden="true" className="class-benefit__number">
              {String(index + 1).padStart(2, '0')}
            </p>
            <h3 className="subheading class-benefit__title">{benefit.title}</h3>
            <p className="class-page__muted">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
