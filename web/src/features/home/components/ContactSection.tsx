import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { telHref } from '@studio/core/phone';
import { lazy, Suspense, useRef } from 'react';
import { MapEmbed } from '@/components/embeds/MapEmbed.tsx';
import { useNearViewport } from '@/components/embeds/useNearViewport.ts';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { useSiteContent } from '@/content/siteContent.tsx';
import { button } from '@/design/tokens.ts';

// The form (with its validation library) is fetched only as the visitor nears it, to keep the first view light.
const ContactForm = lazy(() =>
  import('@/components/contact/ContactForm.tsx').then((module) => ({ default: module.ContactForm })),
);

function FormPlaceholder() {
  return (
    <Box role="status" aria-label="Loading the contact form">
      <Stack spacing={2.5}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={132} />
        <Skeleton variant="rounded" height={44} width={200} sx={{ borderRadius: `${button.radius}px` }} />
      </Stack>
    </Box>
  );
}

function LazyContactForm() {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '600px');
  return (
    <Box ref={box} sx={{ minHeight: 420 }}>
      {near ? (
        <Suspense fallback={<FormPlaceholder />}>
          <ContactForm idPrefix="home-contact" />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </Box>
  );
}

/** The contact form, the studio's e-mail and phone, and both sites with a map each. */
export function ContactSection() {
  const { studio, hours } = useSiteContent();
  return (
    <Section
      id="contact"
      tone="raised"
      eyebrow="Contact"
      title="Start Your Journey"
      intro="Book a tour or a free trial class, ask about the timetable, or just say hello. Send us a message and a coach will get back to you within one working day."
    >
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ScrollReveal>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, bgcolor: 'background.default' }}>
              <Typography variant="h3" sx={{ fontSize: '1.35rem', mb: 3 }}>
                Send us a message
              </Typography>
              <LazyContactForm />
            </Paper>
          </ScrollReveal>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ScrollReveal delay={100}>
            <Typography variant="h3" sx={{ fontSize: '1.35rem', mb: 3 }}>
              Prefer to talk?
            </Typography>
            <Stack spacing={2} sx={{ mb: 4 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Phone sx={{ color: 'primary.light' }} aria-hidden="true" />
                <Link href={telHref(studio.phone)} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                  {studio.phone}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Email sx={{ color: 'primary.light' }} aria-hidden="true" />
                <Link href={`mailto:${studio.email}`} sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
                  {studio.email}
                </Link>
              </Stack>
            </Stack>
            <Box component="dl" sx={{ m: 0 }}>
              {hours.openingHours.map((line) => (
                <Box key={line.days} sx={{ display: 'flex', gap: 2, py: 0.75 }}>
                  <Box component="dt" sx={{ fontWeight: 700, minWidth: 110 }}>
                    {line.days}
                  </Box>
                  <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                    {line.hours}
                  </Box>
                </Box>
              ))}
            </Box>
          </ScrollReveal>
        </Grid>
        {Object.values(studio.sites).map((site, index) => (
          <Grid key={site.name} size={{ xs: 12, md: 6 }}>
            <ScrollReveal delay={index * 100}>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
                {site.name}
              </Typography>
              <Typography component="address" color="text.secondary" sx={{ fontStyle: 'normal', mb: 2 }}>
                {site.address}
              </Typography>
              <MapEmbed query={site.mapQuery} title={`Map of our ${site.name} studio`} />
            </ScrollReveal>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
