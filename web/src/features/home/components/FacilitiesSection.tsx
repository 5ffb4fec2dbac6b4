import CheckCircle from '@mui/icons-material/CheckCircle';
import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResponsiveImage } from '@/components/images/ResponsiveImage.tsx';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { BookTourLink } from './BookTourLink.tsx';
import { builtinImages } from '@/content/builtinImages.ts';
import { equipment, facilities, type Facility } from '@/content/facilities.ts';
import { studioCopy } from '@/content/studio.ts';

type PicturedFacility = Facility & { image: NonNullable<Facility['image']> };

function isPictured(facility: Facility): facility is PicturedFacility {
  return facility.image !== null;
}

/** One area with its picture: the newest upload for its slot, else the built-in art. */
function FacilityCard({ facility, featured }: { facility: PicturedFacility; featured: boolean }) {
  return (
    <Box
      component="article"
      sx={{
        height: '100%',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        '&:hover img': { transform: 'scale(1.04)' },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          aspectRatio: '4 / 3',
          flex: featured ? { md: 1 } : undefined,
          minHeight: featured ? { md: 360 } : undefined,
        }}
      >
        <ResponsiveImage
          slot={facility.image.slot}
          fallback={builtinImages[facility.image.builtin]}
          alt={`${facility.name} at the studio`}
          sizes={
            featured ? '(min-width: 900px) 560px, 100vw' : '(min-width: 900px) 280px, (min-width: 600px) 50vw, 100vw'
          }
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            transition: 'transform 600ms ease-out',
          }}
        />
      </Box>
      <Box sx={{ p: { xs: 2.5, md: featured ? 3.5 : 2.5 } }}>
        <Typography variant="h3" sx={{ fontSize: featured ? '1.6rem' : '1.15rem', mb: 0.75 }}>
          {facility.name}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: featured ? '1rem' : '0.92rem' }}>
          {facility.description}
        </Typography>
      </Box>
    </Box>
  );
}

/** The studio's spaces in pictures, the shop, and the equipment list. */
export function FacilitiesSection() {
  const pictured = facilities.filter(isPictured);
  const [main, ...others] = pictured;
  const unpictured = facilities.filter((facility) => !isPictured(facility));
  return (
    <Section
      id="facilities"
      tone="raised"
      eyebrow="Facilities"
      title="Built for Training"
      intro={`${studioCopy.studioSpace} at our Aintree flagship: everything you need to learn, train and compete under one roof.`}
    >
      <Grid container spacing={2.5}>
        {main && (
          <Grid size={{ xs: 12, md: 6 }}>
            <ScrollReveal fill>
              <FacilityCard facility={main} featured />
            </ScrollReveal>
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <Grid container spacing={2.5}>
            {others.map((facility, index) => (
              <Grid key={facility.id} size={{ xs: 12, sm: 6 }}>
                <ScrollReveal delay={(index % 2) * 100} fill>
                  <FacilityCard facility={facility} featured={false} />
                </ScrollReveal>
              </Grid>
            ))}
          </Grid>
        </Grid>
      </Grid>
      <Grid container spacing={{ xs: 3, md: 4 }} sx={{ mt: { xs: 3, md: 4 } }}>
        {unpictured.map((facility) => (
          <Grid key={facility.id} size={{ xs: 12, md: 4 }}>
            <ScrollReveal fill>
              <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%', bgcolor: 'background.default' }}>
                <Storefront sx={{ fontSize: 40, color: 'primary.light', mb: 2 }} aria-hidden="true" />
                <Typography variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
                  {facility.name}
                </Typography>
                <Typography color="text.secondary">{facility.description}</Typography>
              </Paper>
            </ScrollReveal>
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: unpictured.length ? 8 : 12 }}>
          <ScrollReveal delay={100} fill>
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%', bgcolor: 'background.default' }}>
              <Typography variant="h3" sx={{ fontSize: '1.3rem', mb: 2.5 }}>
                Fully equipped
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  gap: 1.5,
                }}
              >
                {equipment.map((item) => (
                  <Stack component="li" direction="row" spacing={1.25} key={item} sx={{ alignItems: 'flex-start' }}>
                    <CheckCircle fontSize="small" sx={{ color: 'primary.light', mt: '2px' }} aria-hidden="true" />
                    <span>{item}</span>
                  </Stack>
                ))}
              </Box>
            </Paper>
          </ScrollReveal>
        </Grid>
      </Grid>
      <Box sx={{ textAlign: 'center', mt: { xs: 5, md: 6 } }}>
        <ScrollReveal>
          <Typography color="text.secondary">
            Want to see it for yourself? <BookTourLink />
          </Typography>
        </ScrollReveal>
      </Box>
    </Section>
  );
}
