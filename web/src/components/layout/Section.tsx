import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ALL_SECTIONS_RENDERED } from '@/hydration/sectionsRendered.ts';
import { ScrollReveal } from './ScrollReveal.tsx';

/**
 * One anchored section of a page: an eyebrow, a heading that names the section for screen readers,
 * an optional intro, then the content. `tone` alternates the background so long pages read in blocks.
 * Sections sit below a page's first screen, so the browser skips their style, layout and paint until they near
 * the viewport (`content-visibility`); `auto` in the size estimate keeps a section's real height once it is known.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'default',
  children,
  sx,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'default' | 'raised';
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const titleId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      sx={[
        {
          py: { xs: 9, md: 13 },
          bgcolor: tone === 'raised' ? 'background.paper' : 'background.default',
          position: 'relative',
          overflow: 'hidden',
          contentVisibility: 'auto',
          // Block size only: an intrinsic width would make a section wider than a phone.
          containIntrinsicBlockSize: 'auto 1000px',
          [`html[${ALL_SECTIONS_RENDERED}] &`]: { contentVisibility: 'visible' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container maxWidth="lg">
        <ScrollReveal sx={{ textAlign: 'center', maxWidth: 760, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          {eyebrow && (
            <Typography variant="overline" component="p" sx={{ color: 'primary.light', mb: 1 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h2" id={titleId}>
            {title}
          </Typography>
          <Box
            aria-hidden="true"
            sx={{ width: 64, height: 4, bgcolor: 'primary.main', borderRadius: 2, mx: 'auto', mt: 2.5 }}
          />
          {intro && (
            <Typography color="text.secondary" sx={{ mt: 3, fontSize: { xs: '1.05rem', md: '1.15rem' } }}>
              {intro}
            </Typography>
          )}
        </ScrollReveal>
        {children}
      </Container>
    </Box>
  );
}
