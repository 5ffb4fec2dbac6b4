import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Figure, InsightsReport } from '@studio/core/insights/insightsReport';
import { useId } from 'react';
import { changeText, formatCount } from '../insightsFormat.ts';

const FIGURES = [
  { label: 'Visitors', of: (report: InsightsReport) => report.visitors },
  { label: 'Page views', of: (report: InsightsReport) => report.pageViews },
  { label: 'Enquiries', of: (report: InsightsReport) => report.enquiries },
  { label: 'Trials booked', of: (report: InsightsReport) => report.trials },
] as const;

function FigureCard({ label, figure, previousPeriod }: { label: string; figure: Figure; previousPeriod: string }) {
  const labelId = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={labelId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 800, lineHeight: 1.2 }}>
        {formatCount(figure.value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {changeText(figure, previousPeriod)}
      </Typography>
    </Paper>
  );
}

/** Visitors, page views, enquiries and trials booked in the period, each with its change on the one before. */
export function InsightsFigures({ report, previousPeriod }: { report: InsightsReport; previousPeriod: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {FIGURES.map(({ label, of }) => (
        <FigureCard key={label} label={label} figure={of(report)} previousPeriod={previousPeriod} />
      ))}
    </Box>
  );
}
