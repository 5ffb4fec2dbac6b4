import { CLASS_NAMES, CLASS_SLUGS, type ClassSlug } from '../pages/publicRoutes.ts';
import type { InsightGoal } from './insightsBeacon.ts';
import {
  DEVICES,
  insightsKeepFrom,
  VITAL_METRICS,
  vitalBand,
  type Device,
  type InsightTotal,
  type VitalBand,
  type VitalMetric,
} from './insightsTotals.ts';

/**
 * What the Insights page shows for a period, worked out from the stores' daily totals, once for both backends (the
 * self-hosted server answers it; on Firebase the staff's browser reads the totals the rules let it read and asks
 * this). Free of node modules.
 */

export type InsightsPeriod = '7d' | '30d' | '12m' | { from: string; to: string };

export const PERIOD_LABELS = { '7d': 'Last 7 days', '30d': 'Last 30 days', '12m': 'Last 12 months' } as const;

export interface InsightsRange {
  from: string;
  to: string;
  /** The period of the same length just before, which the changes are against. */
  previousFrom: string;
  previousTo: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}
function dayOf(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}
export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

function isDay(value: string): boolean {
  // A month or day out of range ("2026-13-01") parses to NaN, which has no day to compare with.
  return DAY.test(value) && Number.isFinite(dayNumber(value)) && dayOf(dayNumber(value)) === value;
}

export const insightsMessages = {
  badDay: 'Enter dates as YYYY-MM-DD.',
  fromAfterTo: 'The start date must be on or before the end date.',
  future: 'The end date cannot be after today.',
  tooOld: 'Insights are kept for 25 months: choose a start date within them.',
} as const;

/** The days a period covers on `today`, or what is wrong with a custom one. */
export function insightsRange(period: InsightsPeriod, today: string): InsightsRange | { error: string } {
  let from: string;
  let to = today;
  if (period === '7d') from = addDays(today, -6);
  else if (period === '30d') from = addDays(today, -29);
  else if (period === '12m') {
    const [year, month, day] = today.split('-') as [string, string, string];
    from = addDays(`${Number(year) - 1}-${month}-${month === '02' && day === '29' ? '28' : day}`, 1);
  } else {
    if (!isDay(period.from) || !isDay(period.to)) return { error: insightsMessages.badDay };
    if (period.from > period.to) return { error: insightsMessages.fromAfterTo };
    if (period.to > today) return { error: insightsMessages.future };
    if (period.from < insightsKeepFrom(today)) return { error: insightsMessages.tooOld };
    ({ from, to } = period);
  }
  const length = dayNumber(to) - dayNumber(from) + 1;
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}

/** A figure, the same figure in the period before, and the change as a fraction (null when there was none before). */
export interface Figure {
  value: number;
  previous: number;
  change: number | null;
}

export interface SpeedRow {
  route: string;
  device: Device;
  metric: VitalMetric;
  /** The 75th percentile: ms for LCP and INP, unitless for CLS. */
  p75: number;
  band: VitalBand;
  samples: number;
}

export interface FunnelRow {
  classSlug: ClassSlug;
  className: string;
  /** Visitors to the class's page. */
  visitors: number;
  trials: number;
  /** Messages sent from the class's page. */
  enquiries: number;
  /** (trials + enquiries) / visitors, null with no visitors. */
  rate: number | null;
}

export interface InsightsReport {
  range: InsightsRange;
  visitors: Figure;
  pageViews: Figure;
  enquiries: Figure;
  trials: Figure;
  /** Every day of the period, in order, with nothing missing (0 where nothing was counted). */
  daily: { day: string; visitors: number; pageViews: number }[];
  topPages: { path: string; visitors: number; pageViews: number }[];
  referrers: { host: string; pageViews: number }[];
  campaigns: { campaign: string; pageViews: number }[];
  devices: { device: Device; visitors: number }[];
  /** Where each enquiry and trial was sent from, most first. */
  goalPages: { goal: InsightGoal; path: string; count: number }[];
  /** Clicks on Join Today, the member portal, a phone number or an e-mail address. */
  clicks: { goal: Exclude<InsightGoal, 'contact' | 'trial'>; count: number }[];
  funnel: FunnelRow[];
  speed: SpeedRow[];
}

/** How many rows a top list shows. */
export const TOP_ROWS = 10;

function change(value: number, previous: number): number | null {
  return previous === 0 ? null : (value - previous) / previous;
}

function sumBy(rows: readonly InsightTotal[], metric: string, key?: string): number {
  let sum = 0;
  for (const row of rows) if (row.metric === metric && (key === undefined || row.key === key)) sum += row.count;
  return sum;
}

function byKey(rows: readonly InsightTotal[], metric: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) if (row.metric === metric) sums.set(row.key, (sums.get(row.key) ?? 0) + row.count);
  return sums;
}

const mostFirst = <T extends { key: string; count: number }>(a: T, b: T) =>
  b.count - a.count || a.key.localeCompare(b.key);

function top(sums: Map<string, number>, rows = TOP_ROWS): { key: string; count: number }[] {
  return [...sums]
    .map(([key, count]) => ({ key, count }))
    .sort(mostFirst)
    .slice(0, rows);
}

/** The p75 of a histogram whose keys are bucket upper bounds. */
function p75(buckets: Map<number, number>): { p75: number; samples: number } {
  const sorted = [...buckets].sort(([a], [b]) => a - b);
  const samples = sorted.reduce((sum, [, count]) => sum + count, 0);
  const target = Math.ceil(samples * 0.75);
  let seen = 0;
  for (const [bound, count] of sorted) {
    seen += count;
    if (seen >= target) return { p75: bound, samples };
  }
  return { p75: 0, samples };
}

function speedRows(rows: readonly InsightTotal[]): SpeedRow[] {
  const histograms = new Map<string, Map<number, number>>();
  for (const row of rows) {
    if (!(VITAL_METRICS as readonly string[]).includes(row.metric)) continue;
    const cut = row.key.lastIndexOf(' ');
    const deviceCut = row.key.lastIndexOf(' ', cut - 1);
    if (cut < 0 || deviceCut < 0) continue;
    const id = `${row.metric} ${row.key.slice(0, cut)}`;
    const bucket = Number(row.key.slice(cut + 1));
    const histogram = histograms.get(id) ?? new Map<number, number>();
    histogram.set(bucket, (histogram.get(bucket) ?? 0) + row.count);
    histograms.set(id, histogram);
  }
  const speed: SpeedRow[] = [];
  for (const [id, histogram] of histograms) {
    const metric = id.slice(0, id.indexOf(' ')) as VitalMetric;
    const rest = id.slice(id.indexOf(' ') + 1);
    const route = rest.slice(0, rest.lastIndexOf(' '));
    const device = rest.slice(rest.lastIndexOf(' ') + 1) as Device;
    if (!(DEVICES as readonly string[]).includes(device)) continue;
    const { p75: value, samples } = p75(histogram);
    speed.push({ route, device, metric, p75: value, band: vitalBand(metric, value), samples });
  }
  const order = (row: SpeedRow) => VITAL_METRICS.indexOf(row.metric);
  return speed.sort(
    (a, b) =>
      a.route.localeCompare(b.route) || DEVICES.indexOf(a.device) - DEVICES.indexOf(b.device) || order(a) - order(b),
  );
}

const CLICK_GOALS = ['join', 'portal', 'phone', 'email'] as const;

/** The report of a range from the totals of its days and of the period before (rows outside both are ignored). */
export function insightsReport(totals: readonly InsightTotal[], range: InsightsRange): InsightsReport {
  const current = totals.filter((row) => row.day >= range.from && row.day <= range.to);
  const previous = totals.filter((row) => row.day >= range.previousFrom && row.day <= range.previousTo);
  const figure = (metric: string, key?: string): Figure => {
    const value = sumBy(current, metric, key);
    const before = sumBy(previous, metric, key);
    return { value, previous: before, change: change(value, before) };
  };
  const daily: InsightsReport['daily'] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) daily.push({ day, visitors: 0, pageViews: 0 });
  const dayIndex = new Map(daily.map((entry, index) => [entry.day, index]));
  for (const row of current) {
    const entry = daily[dayIndex.get(row.day) ?? -1];
    if (!entry) continue;
    if (row.metric === 'visitors') entry.visitors += row.count;
    if (row.metric === 'views') entry.pageViews += row.count;
  }
  const pageVisitors = byKey(current, 'pageVisitors');
  const pageViews = byKey(current, 'page');
  const goalPages = byKey(current, 'goalPage');
  const trialClass = byKey(current, 'trialClass');
  const devices = byKey(current, 'device');
  return {
    range,
    visitors: figure('visitors'),
    pageViews: figure('views'),
    enquiries: figure('goal', 'contact'),
    trials: figure('goal', 'trial'),
    daily,
    topPages: top(pageViews).map(({ key, count }) => ({
      path: key,
      visitors: pageVisitors.get(key) ?? 0,
      pageViews: count,
    })),
    referrers: top(byKey(current, 'referrer')).map(({ key, count }) => ({ host: key, pageViews: count })),
    campaigns: top(byKey(current, 'campaign')).map(({ key, count }) => ({ campaign: key, pageViews: count })),
    devices: DEVICES.map((device) => ({ device, visitors: devices.get(device) ?? 0 })),
    goalPages: top(goalPages, 50).map(({ key, count }) => {
      const cut = key.indexOf(' ');
      return { goal: key.slice(0, cut) as InsightGoal, path: key.slice(cut + 1), count };
    }),
    clicks: CLICK_GOALS.map((goal) => ({ goal, count: sumBy(current, 'goal', goal) })),
    funnel: CLASS_SLUGS.map((classSlug) => {
      const visitors = pageVisitors.get(`/classes/${classSlug}`) ?? 0;
      const trials = trialClass.get(classSlug) ?? 0;
      const enquiries = goalPages.get(`contact /classes/${classSlug}`) ?? 0;
      return {
        classSlug,
        className: CLASS_NAMES[classSlug],
        visitors,
        trials,
        enquiries,
        rate: visitors === 0 ? null : (trials + enquiries) / visitors,
      };
    }),
    speed: speedRows(current),
  };
}

/**
 * The Insights page's one read, for both backends: the period's days on `today` (or why a custom one is refused), the
 * totals of those days and of the period before from the store, and the report of them.
 */
export async function reportInsights(
  period: InsightsPeriod,
  today: string,
  totals: (from: string, to: string) => Promise<readonly InsightTotal[]>,
): Promise<InsightsReport | { error: string }> {
  const range = insightsRange(period, today);
  if ('error' in range) return range;
  return insightsReport(await totals(range.previousFrom, range.to), range);
}
