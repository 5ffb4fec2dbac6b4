import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import type { TimelineEntry } from '@/content/timeline.ts';

/** 'Our Journey': the studio's history as a vertical timeline, alternating sides on wide screens. */
export function OurJourney({ entries }: { entries: TimelineEntry[] }) {
  return (
    <Box sx={{ mt: { xs: 10, md: 14 } }}>
      <Box sx={{ textAlign: 'center', mb: { xs: 5, md: 7 } }}>
        <ScrollReveal>
          <Typography variant="overline" component="p" sx={{ color: 'primary.light' }}>
            1979 to today
          </Typography>
          <Typography variant="h2" component="h3">
            Our Journey
          </Typography>
        </ScrollReveal>
      </Box>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          position: 'relative',
          // The spine of the timeline: at the left on phones, in the middle on wide screens.
          '&::before': {
            content: '""',
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: { xs: 15, md: '50%' },
            width: 2,
            transform: { md: 'translateX(-1px)' },
            background: (theme) => `linear-gradient(${theme.palette.primary.main}, ${theme.palette.primary.dark}00)`,
          },
        }}
      >
        {entries.map((entry, index) => {
          const onRight = index % 2 === 1;
          return (
            <Box
              component="li"
              key={entry.id}
              sx={{
                position: 'relative',
                pl: { xs: 6, md: 0 },
                mb: { xs: 4, md: 2 },
                display: { md: 'flex' },
                justifyContent: onRight ? 'flex-end' : 'flex-start',
              }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  top: 26,
                  left: { xs: 8, md: '50%' },
                  width: 16,
                  height: 16,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  border: 3,
                  borderColor: 'background.default',
                  boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}`,
                  transform: { md: 'translateX(-50%)' },
                }}
              />
              <Box sx={{ width: { md: 'calc(50% - 40px)' } }}>
                <ScrollReveal>
                  <Box
                    component="article"
                    sx={{
                      p: { xs: 2.5, md: 3.5 },
                      borderRadius: 3,
                      bgcolor: 'background.paper',
                      border: 1,
                      borderColor: 'divider',
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: '96px 1fr' },
                      gap: 2.5,
                      alignItems: 'start',
                    }}
                  >
                    <Box
                      component="img"
                      src={entry.imageUrl}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={96}
                      height={72}
                      sx={{
                        display: { xs: 'none', sm: 'block' },
                        width: 96,
                        height: 72,
                        objectFit: 'cover',
                        borderRadius: 2,
                      }}
                    />
                    <Box>
                      <Typography
                        component="p"
                        sx={{
                          color: 'secondary.main',
                          fontFamily: (theme) => theme.typography.h2.fontFamily,
                          fontWeight: 900,
                          fontSize: '1.5rem',
                          lineHeight: 1,
                        }}
                      >
                        {entry.year}
                      </Typography>
                      <Typography variant="h4" component="h4" sx={{ mt: 1, mb: 1 }}>
                        {entry.title}
                      </Typography>
                      <Typography color="text.secondary">{entry.content}</Typography>
                      {entry.additionalContent && (
                        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
                          {entry.additionalContent}
                        </Typography>
                      )}
                      {entry.footer && (
                        <Typography variant="body2" sx={{ mt: 2, color: 'grey.400', fontStyle: 'italic' }}>
                          {entry.footer}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                </ScrollReveal>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
