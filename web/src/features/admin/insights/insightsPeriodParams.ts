import { PERIOD_LABELS, type InsightsPeriod, type InsightsRange } from '@studio/core/insights/insightsReport';

/** The periods the page offers by name ("Last 7 days", ...). */
export type NamedPeriod = keyof typeof PERIOD_LABELS;
export const NAMED_PERIODS = Object.keys(PERIOD_LABELS) as NamedPeriod[];

/** What the page shows when the address names no period. */
export const DEFAULT_PERIOD: NamedPeriod = '30d';

const isNamedPeriod = (value: string | null): value is NamedPeriod =>
  value !== null && (NAMED_PERIODS as string[]).includes(value);

export const isCustomPeriod = (period: InsightsPeriod): period is { from: string; to: string } =>
  typeof period === 'object';

/**
 * The period an address asks for: `?period=7d` (or 30d, 12m), or `?from=YYYY-MM-DD&to=YYYY-MM-DD` for a custom one
 * (checked later, with core's messages); anything else is the default period.
 */
export function periodFromParams(params: URLSearchParams): InsightsPeriod {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null) return { from, to };
  const named = params.get('period');
  return isNamedPeriod(named) ? named : DEFAULT_PERIOD;
}

/** The query that names a period, so a reload or a shared link shows the same. */
export function paramsOfPeriod(period: InsightsPeriod): Record<string, string> {
  return isCustomPeriod(period) ? { from: period.from, to: period.to } : { period };
}

/** Whether two periods are the same choice. */
export function samePeriod(a: InsightsPeriod, b: InsightsPeriod): boolean {
  return JSON.stringify(paramsOfPeriod(a)) === JSON.stringify(paramsOfPeriod(b));
}

const DAY_MS = 86_400_000;

/** How many days a range covers, both ends included. */
export function rangeDays(range: Pick<InsightsRange, 'from' | 'to'>): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** What the changes are against: "the previous 7 days", "the previous 12 months", "the previous day". */
export function previousPeriodText(period: InsightsPeriod, range: InsightsRange): string {
  if (!isCustomPeriod(period)) return `the previous ${PERIOD_LABELS[period].replace(/^Last /, '')}`;
  const days = rangeDays(range);
  return days === 1 ? 'the previous day' : `the previous ${days} days`;
}
