/**
 * Studio insights' daily totals: what each counter is, and the buckets real-user speed is kept in. Shared by the
 * counting (insights.ts, on the backends) and the report (insightsReport.ts, also in the staff's browser on Firebase).
 */

/**
 * One day's counters, each a number under a key:
 * - `views` (key ''): page views; `visitors` (key ''): daily unique visitors;
 * - `page` / `pageVisitors` (key: the path, "(not found)" for a 404): views and visitors of each page;
 * - `referrer` (key: the other site's host): page views that came from it;
 * - `campaign` (key: "source / medium / campaign"): page views with utm parameters;
 * - `device` (key: phone, tablet, desktop): visitors;
 * - `goal` (key: an InsightGoal): conversions; `goalPage` (key: "goal path"): the page each was sent from;
 * - `trialClass` (key: a class slug): trials booked for each class;
 * - `lcp`, `inp`, `cls` (key: "route device bucket"): real-user speed samples, a histogram per route and device.
 */
export const INSIGHT_METRICS = [
  'views',
  'visitors',
  'page',
  'pageVisitors',
  'referrer',
  'campaign',
  'device',
  'goal',
  'goalPage',
  'trialClass',
  'lcp',
  'inp',
  'cls',
] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

export function isInsightMetric(value: unknown): value is InsightMetric {
  return (INSIGHT_METRICS as readonly unknown[]).includes(value);
}

/** One counter of one day, as both stores keep it. */
export interface InsightTotal {
  /** YYYY-MM-DD, the UK day. */
  day: string;
  metric: InsightMetric;
  key: string;
  count: number;
}

/** A counter to add to: `by` is 1 unless said. */
export interface InsightCount {
  metric: InsightMetric;
  key: string;
  by?: number;
}

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Phone below 600 CSS pixels wide, tablet below 1024, desktop from there (the site's own breakpoints). */
export function deviceOf(width: number): Device {
  if (width < 600) return 'phone';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

/** The path of a page that answered 404, whatever its address, so junk addresses fold into one line. */
export const NOT_FOUND_PATH = '(not found)';

export type VitalMetric = 'lcp' | 'inp' | 'cls';
export const VITAL_METRICS: readonly VitalMetric[] = ['lcp', 'inp', 'cls'];

/**
 * Each metric's histogram: a sample is kept as the upper bound of its bucket (`step` wide, the last bucket holding
 * everything from `max` up), so a p75 read from the totals is at most one step above the true one. Google's bands:
 * good up to `good`, poor above `poor` (web.dev/articles/vitals).
 */
export const VITALS: Record<VitalMetric, { step: number; max: number; good: number; poor: number; unit: string }> = {
  lcp: { step: 100, max: 10_000, good: 2500, poor: 4000, unit: 'ms' },
  inp: { step: 10, max: 2000, good: 200, poor: 500, unit: 'ms' },
  cls: { step: 0.01, max: 1, good: 0.1, poor: 0.25, unit: '' },
};

/** The bucket a sample is counted in: its upper bound, rounded so floating point does not make two of one. */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const { step, max } = VITALS[metric];
  const bounded = Math.min(Math.max(value, 0), max);
  const upper = Math.max(1, Math.ceil(bounded / step - 1e-9)) * step;
  return Math.round(Math.min(upper, max) * 100) / 100;
}

export type VitalBand = 'good' | 'needs improvement' | 'poor';

export function vitalBand(metric: VitalMetric, p75: number): VitalBand {
  const { good, poor } = VITALS[metric];
  if (p75 <= good) return 'good';
  return p75 <= poor ? 'needs improvement' : 'poor';
}

/** The page views and vitals' route of an event's page: events come and go, their speed is one route's. */
export const EVENT_ROUTE = '/events/{event}';

/** The route real-user speed is kept under: a page's path, every event page as one. */
export function vitalsRoute(path: string): string {
  return /^\/events\/[^/]+$/.test(path) ? EVENT_ROUTE : path;
}

/** How long daily totals are kept: 25 months, so a year can be compared with the one before. */
export const INSIGHTS_RETENTION_MONTHS = 25;

/** The first day kept on `today`: the same day of the month 25 months before (the month's last if shorter). */
export function insightsKeepFrom(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - INSIGHTS_RETENTION_MONTHS, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastOfMonth));
  return first.toISOString().slice(0, 10);
}
