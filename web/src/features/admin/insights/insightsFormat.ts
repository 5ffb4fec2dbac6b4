import type { InsightGoal } from '@studio/core/insights/insightsBeacon';
import type { Figure, InsightsRange } from '@studio/core/insights/insightsReport';
import { VITALS, type Device, type VitalBand, type VitalMetric } from '@studio/core/insights/insightsTotals';

/** Every number on the page is written the British way: 12,345. */
const counts = new Intl.NumberFormat('en-GB');
export const formatCount = (value: number) => counts.format(value);

const wholePercent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });
const finePercent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

/** A share or a rate: "12%", with one decimal below 1% so a small one does not read as none ("0.4%"). */
export function formatPercent(fraction: number): string {
  return (Math.abs(fraction) < 0.01 && fraction !== 0 ? finePercent : wholePercent).format(fraction);
}

/** A conversion rate, which is often a few percent: one decimal ("1.7%"). */
export const formatRate = (fraction: number) => finePercent.format(fraction);

/**
 * A figure's change against the period before: "+12% on the previous 7 days", "−5% on the previous 7 days" (a true
 * minus sign, which screen readers say as "minus"), "none before" when there was nothing to compare with.
 */
export function changeText(figure: Figure, previousPeriod: string): string {
  if (figure.change === null) return 'none before';
  if (figure.change === 0) return `No change on ${previousPeriod}`;
  const sign = figure.change > 0 ? '+' : '−';
  return `${sign}${formatPercent(Math.abs(figure.change))} on ${previousPeriod}`;
}

const msFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const clsFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A p75 in its unit: LCP and INP in milliseconds ("2,300 ms"), CLS unitless with two decimals ("0.12"). */
export function formatVital(metric: VitalMetric, value: number): string {
  const { unit } = VITALS[metric];
  return unit ? `${msFormat.format(value)} ${unit}` : clsFormat.format(value);
}

/** Google's bands, as the page writes them. */
export const BAND_LABELS: Record<VitalBand, string> = {
  good: 'Good',
  'needs improvement': 'Needs improvement',
  poor: 'Poor',
};

export const VITAL_NAMES: Record<VitalMetric, { short: string; long: string }> = {
  lcp: { short: 'LCP', long: 'Largest Contentful Paint' },
  inp: { short: 'INP', long: 'Interaction to Next Paint' },
  cls: { short: 'CLS', long: 'Cumulative Layout Shift' },
};

/** Fewer samples than this and a p75 is only an early sign: the page says so. */
export const FEW_SAMPLES = 10;

export const DEVICE_LABELS: Record<Device, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };

export const CLICK_LABELS: Record<Exclude<InsightGoal, 'contact' | 'trial'>, string> = {
  join: 'Join Today',
  portal: 'Member portal',
  phone: 'Phone number',
  email: 'E-mail address',
};

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** A day of the chart's table: "Tue 3 Nov". */
export const formatDay = (day: string) => dayFormat.format(noon(day));
/** A day with its year: "3 Nov 2026". */
export const formatDate = (day: string) => dateFormat.format(noon(day));
/** A chart tick: "3 Nov". */
export const formatShortDate = (day: string) => shortDateFormat.format(noon(day));

/** "3 Nov 2026 to 9 Nov 2026" (one day: "3 Nov 2026"). */
export function formatRange(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;
}

/** The period shown and the one it is compared with, in a sentence. */
export function rangeSentence(range: InsightsRange): string {
  return `${formatRange(range.from, range.to)}, compared with ${formatRange(range.previousFrom, range.previousTo)}.`;
}
