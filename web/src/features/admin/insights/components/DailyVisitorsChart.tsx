import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { InsightsReport } from '@studio/core/insights/insightsReport';
import { useId, useState } from 'react';
import { formatCount, formatDay, formatRange, formatShortDate } from '../insightsFormat.ts';
import { InsightsCard } from './InsightsCard.tsx';
import { InsightsTable, type InsightsColumn } from './InsightsTable.tsx';

type Day = InsightsReport['daily'][number];

const TABLE_COLUMNS: InsightsColumn<Day>[] = [
  { label: 'Day', cell: (day) => formatDay(day.day) },
  { label: 'Visitors', numeric: true, cell: (day) => formatCount(day.visitors) },
  { label: 'Page views', numeric: true, cell: (day) => formatCount(day.pageViews) },
];

/** What the chart shows, in words, for screen readers: the period, the totals and the busiest day. */
function chartDescription(daily: InsightsReport['daily']): string {
  const first = daily[0];
  const last = daily[daily.length - 1];
  if (!first || !last) return 'No days in this period.';
  const busiest = daily.reduce((best, day) => (day.visitors > best.visitors ? day : best), first);
  const period = formatRange(first.day, last.day);
  const most =
    busiest.visitors > 0
      ? ` The most visitors in a day: ${formatCount(busiest.visitors)}, on ${formatDay(busiest.day)}.`
      : ' No visitors were counted on any day.';
  return `Visitors and page views each day, ${period}.${most} In the chart the arrow keys move from day to day; Show as table lists every day's numbers.`;
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Daily visitors and page views as a line chart, or ("Show as table") a table of the same numbers. Visitors are a solid
 * line, page views a dashed one, so the two differ by more than colour.
 */
export function DailyVisitorsChart({ daily }: { daily: InsightsReport['daily'] }) {
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [showTable, setShowTable] = useState(false);
  const descriptionId = useId();
  const days = daily.map((day) => utcDay(day.day));
  return (
    <InsightsCard title="Daily visitors" wide>
      {(headingId) => (
        <>
          {showTable ? (
            <InsightsTable
              labelledBy={headingId}
              columns={TABLE_COLUMNS}
              rows={daily}
              rowKey={(day) => day.day}
              empty="No days in this period."
              maxHeight={360}
            />
          ) : (
            <Box
              component="figure"
              aria-labelledby={headingId}
              aria-describedby={descriptionId}
              sx={{
                m: 0,
                height: { xs: 240, md: 300 },
                borderRadius: 1,
                [`& .MuiLineChart-line[data-series="pageViews"]`]: { strokeDasharray: '6 4' },
                // The chart takes focus for its arrow keys: the frame shows where the focus is.
                '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.light', outlineOffset: 4 },
              }}
            >
              <LineChart
                skipAnimation={reducedMotion}
                margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
                xAxis={[
                  {
                    data: days,
                    scaleType: 'utc',
                    valueFormatter: (value: Date, context) =>
                      context.location === 'tick' ? formatShortDate(isoDay(value)) : formatDay(isoDay(value)),
                  },
                ]}
                yAxis={[{ min: 0, valueFormatter: (value: number) => formatCount(value), width: 48 }]}
                series={[
                  {
                    id: 'visitors',
                    label: 'Visitors',
                    data: daily.map((day) => day.visitors),
                    color: theme.palette.primary.light,
                    showMark: false,
                    valueFormatter: (value) => (value === null ? '' : formatCount(value)),
                  },
                  {
                    id: 'pageViews',
                    label: 'Page views',
                    data: daily.map((day) => day.pageViews),
                    color: theme.palette.secondary.main,
                    showMark: false,
                    valueFormatter: (value) => (value === null ? '' : formatCount(value)),
                  },
                ]}
                grid={{ horizontal: true }}
              />
            </Box>
          )}
          <Box component="p" id={descriptionId} sx={{ typography: 'body2', color: 'text.secondary', my: 1 }}>
            {chartDescription(daily)}
          </Box>
          <Button
            variant={showTable ? 'contained' : 'outlined'}
            color="inherit"
            startIcon={<TableChartIcon aria-hidden />}
            aria-pressed={showTable}
            onClick={() => setShowTable((shown) => !shown)}
            sx={{ minHeight: 44 }}
          >
            Show as table
          </Button>
        </>
      )}
    </InsightsCard>
  );
}
