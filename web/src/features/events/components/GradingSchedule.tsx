import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { eventDateFromDay } from '@studio/core/eventRules';
import { formatEventDate } from '@studio/core/format';
import { brand } from '@/app/brand.ts';
import { GRADING_SCHEDULE } from '../gradingSchedule.ts';
import { PageSection } from './PageHero.tsx';

/** The year's grading days, as published. */
export function GradingSchedule() {
  return (
    <PageSection
      id="grading-schedule"
      title={`${GRADING_SCHEDULE.year} Grading Schedule`}
      lead="Belt promotions run every 3-4 months. Gradings take place on these Sundays; your instructor will let you know when you're ready."
      tone="raised"
    >
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {GRADING_SCHEDULE.days.map((day, index) => (
          <Box
            component="li"
            key={day}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: { xs: 2.5, md: 3 },
              borderRadius: 3,
              border: '1px solid',
              borderColor: 'divider',
              background: `linear-gradient(135deg, ${brand.steel} 0%, ${brand.ink} 100%)`,
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                flexShrink: 0,
                width: 52,
                height: 52,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(245,183,0,0.14)',
                color: 'secondary.main',
              }}
            >
              <WorkspacePremium />
            </Box>
            <Box>
              <Typography variant="overline" component="p" sx={{ color: 'secondary.main', lineHeight: 1.6 }}>
                Grading {index + 1}
              </Typography>
              <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
                <time dateTime={day}>{formatEventDate(eventDateFromDay(day))}</time>
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
