import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { trialHref } from '@studio/core/trialLinks';
import { Link as RouterLink } from 'react-router';
import { classIcons } from '@/components/layout/classIcons.tsx';
import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { ClassHeroMedia } from './ClassHeroMedia.tsx';

/** Title, description and the class's picture (or looping clip), with the way to sign up. */
export function ClassHero({ content }: { content: ClassPageContent }) {
  const Icon = classIcons[content.icon];
  return (
    <Box
      component="section"
      aria-labelledby="class-title"
      sx={{
        position: 'relative',
        isolation: 'isolate',
        overflow: 'hidden',
        minHeight: { xs: 560, md: 620 },
        display: 'flex',
        alignItems: 'flex-end',
        // Clears the fixed site header.
        pt: { xs: 12, md: 14 },
        pb: { xs: 6, md: 9 },
      }}
    >
      <ClassHeroMedia content={content} />
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 720 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, color: 'secondary.main' }}>
            <Icon aria-hidden="true" />
            <Typography variant="overline" component="p">
              {content.eyebrow}
            </Typography>
          </Stack>
          <Typography variant="h1" id="class-title" sx={{ mb: 2.5 }}>
            {content.title}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'text.primary', mb: 4, maxWidth: 640 }}>
            {content.description}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to="/signup" variant="contained" size="large">
              Join Today
            </Button>
            <Button
              component={RouterLink}
              to={trialHref({ classSlug: content.slug })}
              variant="outlined"
              size="large"
              color="inherit"
            >
              Book a Free Trial
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
