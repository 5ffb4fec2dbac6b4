import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '@/app/brand.ts';

/** The dark banner at the top of the events pages; its top padding clears the fixed site header. */
export function PageHero({ overline, title, children }: { overline: string; title: string; children?: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        pt: { xs: 14, md: 16 },
        pb: { xs: 6, md: 8 },
        background: `radial-gradient(ellipse at 15% 0%, ${brand.red}55 0%, transparent 55%), radial-gradient(ellipse at 100% 100%, ${brand.redDark}33 0%, transparent 50%), linear-gradient(180deg, ${brand.coal} 0%, ${brand.ink} 100%)`,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ color: 'primary.light', mb: 1.5 }}>
          {overline}
        </Typography>
        <Typography variant="h1" component="h1" sx={{ maxWidth: 900 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

/** A titled block of a page, with its heading wired up as the section's name. */
export function PageSection({
  id,
  title,
  lead,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'raised';
}) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tone === 'raised' ? 'background.paper' : 'transparent' }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h2" component="h2" sx={{ mb: lead ? 1.5 : { xs: 3, md: 4 } }}>
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 4 }, maxWidth: 720, fontSize: '1.05rem' }}>
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
