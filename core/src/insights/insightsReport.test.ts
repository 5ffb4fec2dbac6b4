import { describe, expect, it } from 'vitest';
import { insightsMessages, insightsRange, insightsReport, type InsightsRange } from './insightsReport.ts';
import type { InsightTotal } from './insightsTotals.ts';

const row = (day: string, metric: InsightTotal['metric'], key: string, count: number): InsightTotal => ({
  day,
  metric,
  key,
  count,
});

function range(period: Parameters<typeof insightsRange>[0], today = '2026-11-28'): InsightsRange {
  const found = insightsRange(period, today);
  if ('error' in found) throw new Error(found.error);
  return found;
}

describe('insightsRange', () => {
  it('gives each period its days and the same length just before', () => {
    expect(range('7d')).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
      previousFrom: '2026-11-15',
      previousTo: '2026-11-21',
    });
    expect(range('30d')).toMatchObject({ from: '2026-10-30', previousTo: '2026-10-29', previousFrom: '2026-09-30' });
    expect(range('12m')).toMatchObject({ from: '2025-11-29', to: '2026-11-28', previousTo: '2025-11-28' });
    expect(range('12m', '2028-02-29')).toMatchObject({ from: '2027-03-01' });
    expect(range({ from: '2026-11-01', to: '2026-11-10' })).toMatchObject({
      previousFrom: '2026-10-22',
      previousTo: '2026-10-31',
    });
  });

  it('refuses a custom period that is not one', () => {
    const error = (from: string, to: string) => insightsRange({ from, to }, '2026-11-28');
    expect(error('2026-11-31', '2026-12-01')).toEqual({ error: insightsMessages.badDay });
    expect(error('yesterday', '2026-11-01')).toEqual({ error: insightsMessages.badDay });
    expect(error('2026-13-01', '2026-13-02')).toEqual({ error: insightsMessages.badDay });
    expect(error('2026-11-10', '2026-11-01')).toEqual({ error: insightsMessages.fromAfterTo });
    expect(error('2026-11-10', '2026-11-29')).toEqual({ error: insightsMessages.future });
    expect(error('2024-10-27', '2026-11-01')).toEqual({ error: insightsMessages.tooOld });
  });
});

describe('insightsReport', () => {
  const week = range('7d');
  const totals = [
    row('2026-11-27', 'visitors', '', 3),
    row('2026-11-28', 'visitors', '', 2),
    row('2026-11-28', 'views', '', 9),
    row('2026-11-20', 'visitors', '', 4),
    row('2026-11-20', 'goal', 'contact', 2),
    row('2026-11-28', 'goal', 'contact', 1),
    row('2026-11-28', 'goal', 'trial', 1),
    row('2026-11-28', 'goal', 'phone', 2),
    row('2026-11-28', 'goalPage', 'contact /classes/boxing', 1),
    row('2026-11-28', 'trialClass', 'boxing', 1),
    row('2026-11-28', 'page', '/', 5),
    row('2026-11-28', 'page', '/classes/boxing', 4),
    row('2026-11-28', 'pageVisitors', '/', 2),
    row('2026-11-28', 'pageVisitors', '/classes/boxing', 2),
    row('2026-11-28', 'referrer', 'google.com', 3),
    row('2026-11-28', 'device', 'phone', 2),
    // Outside both periods: not counted.
    row('2026-01-01', 'visitors', '', 100),
  ];
  const report = insightsReport(totals, week);

  it('sums the figures with their change against the period before', () => {
    expect(report.visitors).toEqual({ value: 5, previous: 4, change: 0.25 });
    expect(report.pageViews).toEqual({ value: 9, previous: 0, change: null });
    expect(report.enquiries).toEqual({ value: 1, previous: 2, change: -0.5 });
    expect(report.trials.value).toBe(1);
  });

  it('lists every day of the period, 0 where nothing was counted', () => {
    expect(report.daily).toHaveLength(7);
    expect(report.daily[0]).toEqual({ day: '2026-11-22', visitors: 0, pageViews: 0 });
    expect(report.daily[6]).toEqual({ day: '2026-11-28', visitors: 2, pageViews: 9 });
  });

  it('ranks pages and referrers, and lists the devices, clicks and the funnel per class', () => {
    expect(report.topPages).toEqual([
      { path: '/', visitors: 2, pageViews: 5 },
      { path: '/classes/boxing', visitors: 2, pageViews: 4 },
    ]);
    expect(report.referrers).toEqual([{ host: 'google.com', pageViews: 3 }]);
    expect(report.devices).toEqual([
      { device: 'phone', visitors: 2 },
      { device: 'tablet', visitors: 0 },
      { device: 'desktop', visitors: 0 },
    ]);
    expect(report.clicks).toContainEqual({ goal: 'phone', count: 2 });
    expect(report.goalPages).toEqual([{ goal: 'contact', path: '/classes/boxing', count: 1 }]);
    expect(report.funnel.find((entry) => entry.classSlug === 'boxing')).toEqual({
      classSlug: 'boxing',
      className: 'Boxing',
      visitors: 2,
      trials: 1,
      enquiries: 1,
      rate: 1,
    });
    expect(report.funnel.find((entry) => entry.classSlug === 'kickboxing')?.rate).toBeNull();
  });

  it("reads each route's p75 from its histogram, with Google's band and the samples behind it", () => {
    const speed = insightsReport(
      [
        row('2026-11-28', 'lcp', '/ phone 1200', 2),
        row('2026-11-28', 'lcp', '/ phone 3000', 1),
        row('2026-11-28', 'lcp', '/ phone 5000', 1),
        row('2026-11-27', 'inp', '/events/{event} desktop 250', 4),
        row('2026-11-28', 'cls', '/ phone 0.02', 4),
      ],
      week,
    ).speed;
    expect(speed).toEqual([
      { route: '/', device: 'phone', metric: 'lcp', p75: 3000, band: 'needs improvement', samples: 4 },
      { route: '/', device: 'phone', metric: 'cls', p75: 0.02, band: 'good', samples: 4 },
      { route: '/events/{event}', device: 'desktop', metric: 'inp', p75: 250, band: 'needs improvement', samples: 4 },
    ]);
  });
});
