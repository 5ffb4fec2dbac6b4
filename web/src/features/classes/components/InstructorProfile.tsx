import CheckRounded from '@mui/icons-material/CheckRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClassInstructor } from '@/content/classPages/classPageContent.ts';
import { Section } from '@/components/layout/Section.tsx';

/** "Mark Reynolds" -> "MR": shown in place of a photo until the studio supplies one. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function InstructorProfile({ instructor }: { instructor: ClassInstructor }) {
  return (
    <Section id="class-instructor" eyebrow="Your coach" title="Meet Your Instructor">
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, bgcolor: 'background.paper' }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 3, md: 5 }}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <InstructorPortrait instructor={instructor} />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h3">{instructor.name}</Typography>
            <Typography sx={{ color: 'secondary.main', fontWeight: 700, mb: 2 }}>{instructor.title}</Typography>
            <Typography sx={{ mb: 3 }}>{instructor.bio}</Typography>
            <Typography variant="h4" component="h4" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
              Qualifications
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {instructor.qualifications.map((qualification) => (
                <Stack
                  component="li"
                  key={qualification}
                  direction="row"
                  spacing={1.25}
                  sx={{ alignItems: 'flex-start' }}
                >
                  <CheckRounded aria-hidden="true" sx={{ color: 'primary.light', mt: 0.25 }} fontSize="small" />
                  <Typography>{qualification}</Typography>
                </Stack>
              ))}
            </Box>
          </Box>
        </Stack>
      </Paper>
    </Section>
  );
}

const portraitSize = { xs: 128, md: 180 };

function InstructorPortrait({ instructor }: { instructor: ClassInstructor }) {
  if (instructor.photo) {
    return (
      <Avatar
        src={instructor.photo}
        alt={`${instructor.name}, ${instructor.title}`}
        sx={{ width: portraitSize, height: portraitSize, border: 3, borderColor: 'primary.main' }}
      />
    );
  }
  // The name is right beside it, so the monogram is decoration.
  return (
    <Avatar
      aria-hidden="true"
      sx={{
        width: portraitSize,
        height: portraitSize,
        fontSize: { xs: '2.6rem', md: '3.6rem' },
        fontWeight: 900,
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 60%, ${theme.palette.background.paper} 100%)`,
        border: 3,
        borderColor: 'secondary.main',
      }}
    >
      {initialsOf(instructor.name)}
    </Avatar>
  );
}
