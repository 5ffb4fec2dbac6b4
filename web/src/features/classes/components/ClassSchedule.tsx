import AccessTime from '@mui/icons-material/AccessTime';
import Groups from '@mui/icons-material/Groups';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAges, sessionTimeText } from '@studio/core/timetable';
import { trialHref } from '@studio/core/trialLinks';
import { Link as RouterLink } from 'react-router';
import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { useSiteContent } from '@/content/siteContent.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { ClassWeek } from './ClassWeek.tsx';

/** The class's weekly timetable: who each session is for, who coaches it and at which studio. */
export function ClassSchedule({ content }: { content: ClassPageContent }) {
  const { schedule } = content;
  const { hours } = useSiteContent();
  const openingHours = hours.openingHours.map((entry) => `${entry.days} ${entry.hours}`).join('; ');
  return (
    <Section
      id="class-schedule"
      eyebrow="When to train"
      title="Weekly Schedule"
      intro={schedule.description}
      tone="raised"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: 'text.secondary' }}>
        <Groups aria-hidden="true" fontSize="small" />
        <Typography variant="body2">{schedule.classSize}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 4, color: 'text.secondary' }}>
        <AccessTime aria-hidden="true" fontSize="small" />
        <Typography variant="body2">Studio opening hours: {openingHours}.</Typography>
      </Stack>
      <Box
        component="ul"
        aria-label={`${content.title} sessions`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {schedule.sessions.map((session) => (
          <Paper
            component="li"
            key={session.id}
            variant="outlined"
            sx={{ p: 2.5, bgcolor: 'background.default', borderLeft: 4, borderLeftColor: 'primary.main' }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
              {session.day}
            </Typography>
            <Typography sx={{ fontWeight: 700, color: 'secondary.main', mb: 1 }}>{sessionTimeText(session)}</Typography>
            <Typography>
              {session.ages ? `${session.level} · Ages ${formatAges(session.ages)}` : session.level}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              Coach: {session.coach}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', mt: 0.5 }}>
              <PlaceOutlined aria-hidden="true" sx={{ fontSize: '1rem' }} />
              <Typography variant="body2">{session.site}</Typography>
            </Stack>
            {session.trialPlaces > 0 && session.start !== null && (
              <Link
                component={RouterLink}
                to={trialHref({ classSlug: content.slug, site: session.site })}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 44,
                  fontWeight: 700,
                  color: 'text.primary',
                }}
              >
                Book a free trial
                <span className="visually-hidden">
                  : {session.day} {sessionTimeText(session)}, {session.site}
                </span>
              </Link>
            )}
          </Paper>
        ))}
      </Box>
      <ClassWeek slug={content.slug} title={content.title} />
    </Section>
  );
}
