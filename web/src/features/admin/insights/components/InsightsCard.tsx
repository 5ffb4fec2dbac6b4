import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * One part of the page ("Top pages", "Site speed", ...): a card whose heading names the region, and the tables in
 * it. `wide` cards take the whole row where the page has two columns.
 */
export function InsightsCard({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
      )}
      {children(headingId)}
    </Paper>
  );
}
