import AccessTime from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GymWidget } from '@/components/embeds/GymWidget.tsx';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { useSiteContent } from '@/content/siteContent.tsx';
import { HomeTimetable } from './HomeTimetable.tsx';

/** Opening hours beside the live timetables of both studios (the gym-management provider's widgets). */
export function ScheduleSection() {
  const { hours } = useSiteContent();
  return (
    <Section
      id="schedule"
      tone="raised"
      eyebrow="Schedule"
      title="Class Timetable"
      intro="Classes run seven days a week across both studios. Book your spot through the member portal, or just turn up for your free trial."
    >
      <HomeTimetable />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ScrollReveal fill>
            <Paper
              sx={{
                p: { xs: 3, md: 4 },
                height: '100%',
                background: (theme) =>
                  `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.background.default} 75%)`,
              }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
                <AccessTime aria-hidden="true" />
                <Typography variant="h3" sx={{ fontSize: '1.35rem' }}>
                  Opening Hours
                </Typography>
              </Stack>
              <Box component="dl" sx={{ m: 0 }}>
                {hours.openingHours.map((line) => (
                  <Box
                    key={line.days}
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      py: 1.5,
                      borderBottom: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Box component="dt" sx={{ fontWeight: 700 }}>
                      {line.days}
                    </Box>
                    <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                      {line.hours}
                    </Box>
                  </Box>
                ))}
              </Box>
              <Typography color="text.secondary" sx={{ mt: 3 }}>
                Gradings are held on Sundays, with belt promotions every 3-4 months.
              </Typography>
            </Paper>
          </ScrollReveal>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <ScrollReveal delay={100}>
            <Typography variant="h3" sx={{ fontSize: '1.35rem', mb: 2 }}>
              Studio timetable
            </Typography>
            <GymWidget widget="schedule" title="studio timetable" />
          </ScrollReveal>
        </Grid>
        <Grid size={12}>
          <ScrollReveal>
            <Typography variant="h3" sx={{ fontSize: '1.35rem', mb: 2, mt: { xs: 2, md: 3 } }}>
              St Helens timetable
            </Typography>
            <GymWidget widget="stHelensSchedule" title="St Helens timetable" />
          </ScrollReveal>
        </Grid>
      </Grid>
    </Section>
  );
}
