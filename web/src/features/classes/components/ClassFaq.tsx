import { useState } from 'react';
import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { Section } from '@/components/layout/Section.tsx';
import { ExpandMoreIcon } from '@/components/layout/classPageIcons.tsx';

/**
 * Questions as an accordion: each question is an h3 wrapping a button, and the answer a region labelled by it,
 * so screen-reader users can jump between questions and open them with Enter or Space. A price or opening time an
 * answer quotes by name is filled in by the class page's loader (app/routes/class-page.tsx).
 */
export function ClassFaq({ content }: { content: Pick<ClassPageContent, 'faqs'> }) {
  return (
    <Section id="class-faq" eyebrow="Good to know" title="Frequently Asked Questions" tone="raised">
      <div className="class-faq">
        {content.faqs.map((faq, index) => (
          <FaqItem key={faq.question} id={`class-faq-${index + 1}`} question={faq.question} answer={faq.answer} />
        ))}
      </div>
    </Section>
  );
}

function FaqItem({ id, question, answer }: { id: string; question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="faq" data-open={open || undefined}>
      <h3 className="faq__heading">
        <button
          type="button"
          id={`${id}-question`}
          aria-controls={`${id}-answer`}
          aria-expanded={open}
          className="faq__question"
          onClick={() => setOpen(!open)}
        >
          <span className="faq__question-text">{question}</span>
          <ExpandMoreIcon className="faq__icon" />
        </button>
      </h3>
      <div id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} className="faq__answer" hidden={!open}>
        <p className="class-page__muted">{answer}</p>
      </div>
    </div>
  );
}
