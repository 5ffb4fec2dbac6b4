import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { eventDateFromDay, studioToday } from '@studio/core/eventRules';
import { formatEventDate } from '@studio/core/format';
import { gradingYears, namedYears } from '@studio/core/siteContentRules';
import { color, tint } from '@/design/tokens.ts';
import { useSiteContent } from '@/content/siteContent.tsx';
import { Section } from '@/components/layout/Section.tsx';

/** "2025", "2025 and 2026": the years the grading days fall in, as the heading and the meta text name them. */
export function gradingYearsNamed(days: readonly string[]): string {
  return namedYears(gradingYears(days).map((group) => group.year));
}

/** "2025 Grading Schedule"; just "Grading Schedule" when there are no dates. */
export function gradingScheduleTitle(days: readonly string[]): string {
  return `${gradingYearsNamed(days)} Grading Schedule`.trim();
}

function GradingDay({ day, index, past }: { day: string; index: number; past: boolean }) {
  return (
    <Box
      component="li"
      data-past={past || undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: { xs: 2.5, md: 3 },
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        background: past ? color.ink : `linear-gradient(135deg, ${color.steel} 0%, ${color.ink} 100%)`,
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
          bgcolor: past ? tint.white6 : tint.gold14,
          color: past ? 'text.secondary' : 'secondary.main',
        }}
      >
        <WorkspacePremium />
      </Box>
      <Box>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: past ? 'text.secondary' : 'secondary.main', lineHeight: 1.6 }}
        >
          Grading {index + 1}
          {past && ' · Past'}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
          <time dateTime={day}>{formatEventDate(eventDateFromDay(day))}</time>
        </Typography>
      </Box>
    </Box>
  );
}

const listSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
} as const;

/** The grading days staff published, by year in date order; days gone by are marked past. */
export function GradingSchedule() {
  const { days } = useSiteContent().gradings;
  const years = gradingYears(days);
  const today = studioToday();
  return (
    <Section
      id="grading-schedule"
      eyebrow="Gradings"
      title={gradingScheduleTitle(days)}
      intro="Belt promotions run every 3-4 months. Gradings take place on these Sundays; your instructor will let you know when you're ready."
      tone="raised"
    >
      {years.length === 0 && <Typography>New grading dates are coming soon. Ask your instructor.</Typography>}
      {years.map(({ year, days: yearDays }) => (
        <Box key={year} sx={{ '& + &': { mt: { xs: 4, md: 5 } } }}>
          {years.length > 1 && (
            <Typography variant="h3" sx={{ fontSize: '1.35rem', mb: 2 }}>
              {year}
            </Typography>
          )}
          <Box component="ol" sx={listSx} aria-label={years.length > 1 ? `${year} gradings` : undefined}>
            {yearDays.map((day, index) => (
              <GradingDay key={day} day={day} index={index} past={day < today} />
            ))}
          </Box>
        </Box>
      ))}
    </Section>
  );
}
