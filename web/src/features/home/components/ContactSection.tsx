import { telHref } from '@studio/core/contact/phone';
import { lazy, Suspense, useRef } from 'react';
import { MapEmbed } from '@/components/embeds/MapEmbed.tsx';
import { useNearViewport } from '@/components/embeds/useNearViewport.ts';
import { EmailIcon, PhoneIcon } from '@/components/layout/contentIcons.tsx';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { useSiteContent } from '@/content/siteContent.tsx';
import { SiteHours } from './SiteHours.tsx';
import { useSiteHours } from './useSiteHours.ts';

// The form (with core's rules) is fetched only as the visitor nears it, to keep the first view light.
const ContactForm = lazy(() =>
  import('@/components/contact/ContactForm.tsx').then((module) => ({ default: module.ContactForm })),
);

/** Where the form will be: the shapes of its fields, pulsing, until its code has arrived. */
function FormPlaceholder() {
  return (
    <div role="status" aria-label="Loading the contact form" className="contact-section__placeholder">
      <div className="contact-section__skeleton" />
      <div className="contact-section__skeleton" />
      <div className="contact-section__skeleton" />
      <div className="contact-section__skeleton contact-section__skeleton--message" />
      <div className="contact-section__skeleton contact-section__skeleton--button" />
    </div>
  );
}

function LazyContactForm() {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '600px');
  return (
    <div ref={box} className="contact-section__form">
      {near ? (
        <Suspense fallback={<FormPlaceholder />}>
          <ContactForm idPrefix="home-contact" />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </div>
  );
}

/** The contact form, the studio's e-mail and phone, and each site with its opening hours and a map. */
export function ContactSection() {
  const { studio } = useSiteContent();
  const hours = useSiteHours();
  const sites = [studio.sites.aintree, studio.sites.stHelens];
  return (
    <Section
      id="contact"
      tone="raised"
      eyebrow="Contact"
      title="Start Your Journey"
      intro="Book a tour or a free trial class, ask about the timetable, or just say hello. Send us a message and a coach will get back to you within one working day."
    >
      <div className="contact-section">
        <ScrollReveal className="contact-section__message">
          <div className="contact-section__card">
            <h3 className="contact-section__heading">Send us a message</h3>
            <LazyContactForm />
          </div>
        </ScrollReveal>
        <ScrollReveal delay={100} className="contact-section__talk">
          <h3 className="contact-section__heading">Prefer to talk?</h3>
          <ul className="contact-section__ways">
            <li className="contact-section__way">
              <PhoneIcon className="contact-section__icon" />
              <a href={telHref(studio.phone)} className="contact-section__link">
                {studio.phone}
              </a>
            </li>
            <li className="contact-section__way">
              <EmailIcon className="contact-section__icon" />
              <a href={`mailto:${studio.email}`} className="contact-section__link contact-section__link--email">
                {studio.email}
              </a>
            </li>
          </ul>
        </ScrollReveal>
        {sites.map((site, index) => {
          const nameId = `contact-site-${index + 1}`;
          return (
            <ScrollReveal key={site.name} delay={index * 100} className="contact-site">
              <div role="group" aria-labelledby={nameId}>
                <h3 id={nameId} className="contact-site__name">
                  {site.name}
                </h3>
                <address className="contact-site__address">{site.address}</address>
                {hours[index] && (
                  <div className="contact-site__hours">
                    <h4 className="contact-site__hours-title">Opening hours</h4>
                    <SiteHours hours={hours[index]} variant="contact" />
                  </div>
                )}
                <MapEmbed query={site.mapQuery} title={`Map of our ${site.name} studio`} />
              </div>
            </ScrollReveal>
          );
        })}
      </div>
    </Section>
  );
}
