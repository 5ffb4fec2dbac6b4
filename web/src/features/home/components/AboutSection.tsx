import ArrowForward from '@mui/icons-material/ArrowForward';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Groups from '@mui/icons-material/Groups';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ResponsiveImage } from '@/components/images/ResponsiveImage.tsx';
import { useAnchorClick } from '@/components/layout/anchors.ts';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { builtinImages } from '@/content/builtinImages.ts';
import { timeline } from '@/content/timeline.ts';
import { shadow, tint } from '@/design/tokens.ts';
import { OurJourney } from './OurJourney.tsx';

const highlights = [
  {
    icon: EmojiEvents,
    title: 'Over four decades on the mats',
    text: 'From Lau Gar Kung Fu in 1979 to champions in the ring today.',
  },
  {
    icon: Groups,
    title: 'Everyone belongs here',
    text: 'Kids from age 5, complete beginners, busy parents and competing fighters train side by side.',
  },
  {
    icon: Verified,
    title: 'Coaches who care',
    text: 'Qualified, first-aid trained and DBS-checked, with time for every member.',
  },
];

/** Who the studio is, beside the `home_about` picture, then the 'Our Journey' timeline. */
export function AboutSection() {
  const anchorClick = useAnchorClick();
  return (
    <Section
      id="about"
      eyebrow="About us"
      title="More Than a Gym"
      intro={`Two studios, one family. For over forty years we have taught martial arts across St Helens and Liverpool, and our aim has never changed: make every member fitter, stronger and more confident than the day they walked in.`}
    >
      <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ScrollReveal>
            <Box
              sx={{
                position: 'relative',
                borderRadius: 3,
                overflow: 'hidden',
                aspectRatio: '4 / 3',
                boxShadow: shadow.photo,
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  inset: 0,
                  border: 2,
                  borderColor: 'primary.main',
                  borderRadius: 3,
                  pointerEvents: 'none',
                },
              }}
            >
              <ResponsiveImage
                slot="home_about"
                fallback={builtinImages.about}
                alt="Inside The Martial Arts Studio"
                sizes="(min-width: 900px) 560px, 100vw"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </Box>
          </ScrollReveal>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ScrollReveal delay={100}>
            <Typography variant="h3" sx={{ mb: 2 }}>
              Real martial arts, taught properly
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              We are not a franchise and we are not a fad. Our coaching comes from a lineage that started in kung fu and
              grew through kickboxing, Thai boxing and boxing, and every class is built on the same foundations: solid
              technique, hard work and respect for the people you train with.
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              Our Aintree studio is the flagship: over 6000 sq ft with a full-size ring, a heavy bag station, a gym and
              an onsite cafe. Our St Helens studio, where it all began, keeps the close-knit feel that made us.
            </Typography>
            <Stack spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {highlights.map(({ icon: Icon, title, text }) => (
                <Stack component="li" direction="row" spacing={2} key={title}>
                  <Box
                    sx={{
                      flexShrink: 0,
                      width: 44,
                      height: 44,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: tint.red15,
                      color: 'primary.light',
                    }}
                  >
                    <Icon aria-hidden="true" />
                  </Box>
                  <Box>
                    <Typography sx={{ fontWeight: 800 }}>{title}</Typography>
                    <Typography color="text.secondary">{text}</Typography>
                  </Box>
                </Stack>
              ))}
            </Stack>
          </ScrollReveal>
        </Grid>
      </Grid>
      <OurJourney entries={timeline} />
      <Box sx={{ textAlign: 'center', mt: { xs: 6, md: 8 } }}>
        <ScrollReveal>
          <Button
            component={RouterLink}
            to="/#contact"
            onClick={anchorClick('contact')}
            variant="contained"
            size="large"
            endIcon={<ArrowForward />}
          >
            Start Your Journey Today
          </Button>
        </ScrollReveal>
      </Box>
    </Section>
  );
}
