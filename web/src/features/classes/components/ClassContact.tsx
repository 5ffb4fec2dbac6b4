import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@/components/embeds/useNearViewport.ts';
import { Section } from '@/components/layout/Section.tsx';

// The form brings react-hook-form and zod with it; the page's first view does not need them, so they load on approach.
const ContactForm = lazy(() =>
  import('@/components/contact/ContactForm.tsx').then((module) => ({ default: module.ContactForm })),
);

/** The studio's contact form, with the class interest already set to this class. */
export function ClassContact({ classInterest }: { classInterest: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, '600px');
  const waiting = (
    <Typography role="status" sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
      Loading the contact form...
    </Typography>
  );
  return (
    <Section
      id="class-contact"
      eyebrow="Book a free trial"
      title="Get in Touch"
      intro={`Questions about ${classInterest}, or ready for your free trial session? Send us a message and a coach will get back to you.`}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, bgcolor: 'background.paper', maxWidth: 880, mx: 'auto' }}>
        {/* Reserves roughly the form's height so the page does not jump when it arrives. */}
        <Box ref={slot} sx={{ minHeight: { xs: 560, sm: 400 } }}>
          {near ? (
            <Suspense fallback={waiting}>
              <ContactForm defaultClassInterest={classInterest} idPrefix="class-contact" />
            </Suspense>
          ) : (
            waiting
          )}
        </Box>
      </Paper>
    </Section>
  );
}
