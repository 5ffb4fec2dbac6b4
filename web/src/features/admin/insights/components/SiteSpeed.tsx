import Box from '@mui/material/Box';
import type { SpeedRow } from '@studio/core/insights/insightsReport';
import { VITAL_METRICS, type Device, type VitalBand, type VitalMetric } from '@studio/core/insights/insightsTotals';
import { BAND_LABELS, DEVICE_LABELS, FEW_SAMPLES, formatCount, formatVital, VITAL_NAMES } from '../insightsFormat.ts';
import { InsightsCard } from './InsightsCard.tsx';
import { InsightsTable, type InsightsColumn } from './InsightsTable.tsx';

/** One route on one kind of device, with its three measures (a measure without samples is missing). */
interface RouteSpeed {
  route: string;
  device: Device;
  metrics: Partial<Record<VitalMetric, SpeedRow>>;
  /** The fewest samples behind any of its measures. */
  fewestSamples: number;
}

/** Each band's colour, from the theme, beside its name: the colour is never the only sign. */
const BAND_COLOURS: Record<VitalBand, string> = {
  good: 'success.main',
  'needs improvement': 'secondary.main',
  poor: 'error.main',
};

/** The site speed rows grouped by route and device, in the report's order. */
export function routeSpeeds(speed: readonly SpeedRow[]): RouteSpeed[] {
  const byRoute = new Map<string, RouteSpeed>();
  for (const row of speed) {
    const key = `${row.route} ${row.device}`;
    const entry = byRoute.get(key) ?? { route: row.route, device: row.device, metrics: {}, fewestSamples: Infinity };
    entry.metrics[row.metric] = row;
    entry.fewestSamples = Math.min(entry.fewestSamples, row.samples);
    byRoute.set(key, entry);
  }
  return [...byRoute.values()];
}

const samplesText = (samples: number) => `${formatCount(samples)} ${samples === 1 ? 'sample' : 'samples'}`;

function MeasureCell({ row }: { row: SpeedRow | undefined }) {
  if (!row) return <Box sx={{ color: 'text.secondary' }}>No samples</Box>;
  return (
    <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.25 }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {formatVital(row.metric, row.p75)}
      </Box>
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: BAND_COLOURS[row.band], fontWeight: 700 }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: BAND_COLOURS[row.band], flexShrink: 0 }}
        />
        {BAND_LABELS[row.band]}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
        {samplesText(row.samples)}
      </Box>
    </Box>
  );
}

const COLUMNS: InsightsColumn<RouteSpeed>[] = [
  {
    label: 'Page',
    wraps: true,
    cell: (row) => (
      <>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {row.route}
        </Box>
        {row.fewestSamples < FEW_SAMPLES && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
            Few samples (fewer than {FEW_SAMPLES}): an early sign only
          </Box>
        )}
      </>
    ),
  },
  { label: 'Device', cell: (row) => DEVICE_LABELS[row.device] },
  ...VITAL_METRICS.map((metric): InsightsColumn<RouteSpeed> => ({
    label: `${VITAL_NAMES[metric].short} (p75)`,
    numeric: true,
    cell: (row) => <MeasureCell row={row.metrics[metric]} />,
  })),
];

/**
 * Site speed as visitors' own browsers measured it: the 75th percentile of LCP, INP and CLS for each page and kind of
 * device, in Google's bands, with the number of samples behind each.
 */
export function SiteSpeed({ speed }: { speed: readonly SpeedRow[] }) {
  return (
    <InsightsCard
      title="Site speed"
      wide
      intro={
        <>
          Measured in visitors&apos; own browsers. Each figure is the 75th percentile (p75): three visits in four were
          at least this fast. {VITAL_NAMES.lcp.long} (LCP): how long the main content took to show.{' '}
          {VITAL_NAMES.inp.long} (INP): how quickly the page answered a tap or click. {VITAL_NAMES.cls.long} (CLS): how
          much the page moved as it loaded, without a unit. Google&apos;s bands: Good, Needs improvement, Poor.
        </>
      }
    >
      {(headingId) => (
        <InsightsTable
          labelledBy={headingId}
          columns={COLUMNS}
          rows={routeSpeeds(speed)}
          rowKey={(row) => `${row.route} ${row.device}`}
          empty="No speed measurements in this period."
        />
      )}
    </InsightsCard>
  );
}
