import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { classIcons } from '@/components/layout/classIcons.tsx';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { BookTourLink } from './BookTourLink.tsx';
import { classCards } from '@/content/classes.ts';
import { useSiteContent } from '@/content/siteContent.tsx';
import { shadow } from '@/design/tokens.ts';

/** The eight classes, each card linking to its class page, then the sign-up and free-trial calls. */
export function ClassesSection() {
  const { classCards: cardText } = useSiteContent();
  return (
    <Section
      id="services"
      eyebrow="Classes"
      title="Find Your Fight"
      intro="Eight classes, one welcoming team. Whether you want to compete, get fitter or give your kids a head start, there is a class on the timetable for you."
    >
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {classCards.map((card, index) => {
          const Icon = classIcons[card.icon];
          return (
            <Grid component="li" key={card.id} size={{ xs: 12, sm: 6, md: 3 }}>
              <ScrollReveal delay={(index % 4) * 100} fill>
                {/* The whole card is clickable through the title link's ::after; the link's name stays the class name. */}
                <Box
                  component="article"
                  sx={{
                    position: 'relative',
                    height: '100%',
                    p: 3,
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'flex-start',
                    color: 'text.primary',
                    textDecoration: 'none',
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2.5,
                    transition: 'transform 250ms ease, border-color 250ms ease, box-shadow 250ms ease',
                    '&:hover, &:focus-within': {
                      transform: 'translateY(-4px)',
                      borderColor: 'primary.main',
                      boxShadow: shadow.redGlow,
                    },
                  }}
                >
                  <Box
                    sx={{
                      width: 56,
                      height: 56,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      background: (theme) =>
                        `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
                      mb: 2.5,
                    }}
                  >
                    <Icon className="class-card__icon" />
                  </Box>
                  <Typography variant="h3" sx={{ fontSize: '1.3rem', mb: 1.25 }}>
                    <Box
                      component={RouterLink}
                      to={card.path}
                      sx={{
                        color: 'inherit',
                        textDecoration: 'none',
                        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2.5 },
                        '&:focus-visible': { outline: 'none' },
                        '&:focus-visible::after': { outline: (theme) => `3px solid ${theme.palette.secondary.main}` },
                      }}
                    >
                      {card.name}
                    </Box>
                  </Typography>
                  <Typography color="text.secondary" sx={{ flex: 1, mb: 2.5 }}>
                    {cardText[card.id]}
                  </Typography>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', color: 'primary.light', fontWeight: 800 }}
                    aria-hidden="true"
                  >
                    <span>Learn more</span>
                    <ArrowForward fontSize="small" />
                  </Stack>
                </Box>
              </ScrollReveal>
            </Grid>
          );
        })}
      </Grid>
      <ScrollReveal>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 2, sm: 4 }}
          sx={{ mt: { xs: 6, md: 8 }, alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
        >
          <Button component={RouterLink} to="/signup" variant="contained" size="large" endIcon={<ArrowForward />}>
            Join a Class Today
          </Button>
          <Typography color="text.secondary">
            Not sure which class is for you? <BookTourLink />
          </Typography>
        </Stack>
      </ScrollReveal>
    </Section>
  );
}
