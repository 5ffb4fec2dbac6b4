import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@/components/embeds/useNearViewport.ts';
import { Section } from '@/components/layout/Section.tsx';

// The page's first view does not need the form's code (its fields, core's rules), so it loads on approach.
const ContactForm = lazy(() =>
  import('@/components/contact/ContactForm.tsx').then((module) => ({ default: module.ContactForm })),
);

/** The studio's contact form, with the class interest already set to this class. */
export function ClassContact({ classInterest }: { classInterest: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, '600px');
  const waiting = (
    <p role="status" className="class-contact__waiting">
      Loading the contact form...
    </p>
  );
  return (
    <Section
      id="class-contact"
      eyebrow="Book a free trial"
      title="Get in Touch"
      intro={`Questions about ${classInterest}, or ready for your free trial session? Send us a message and a coach will get back to you.`}
    >
      <div className="card class-card class-contact">
        {/* Reserves roughly the form's height so the page does not jump when it arrives. */}
        <div ref={slot} className="class-contact__slot">
          {near ? (
            <Suspense fallback={waiting}>
              <ContactForm defaultClassInterest={classInterest} idPrefix="class-contact" />
            </Suspense>
          ) : (
            waiting
          )}
        </div>
      </div>
    </Section>
  );
}
