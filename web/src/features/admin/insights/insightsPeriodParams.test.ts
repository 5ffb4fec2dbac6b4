import { insightsRange, type InsightsRange } from '@studio/core/insights/insightsReport';
import { describe, expect, it } from 'vitest';
import { paramsOfPeriod, periodFromParams, previousPeriodText, rangeDays } from './insightsPeriodParams.ts';

const rangeOf = (period: Parameters<typeof insightsRange>[0]): InsightsRange => {
  const range = insightsRange(period, '2026-11-30');
  if ('error' in range) throw new Error(range.error);
  return range;
};

describe('the period in the address', () => {
  it('reads a named period, a custom range, or falls back to the last 30 days', () => {
    expect(periodFromParams(new URLSearchParams('period=7d'))).toBe('7d');
    expect(periodFromParams(new URLSearchParams('period=12m'))).toBe('12m');
    expect(periodFromParams(new URLSearchParams('from=2026-11-01&to=2026-11-05'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-05',
    });
    expect(periodFromParams(new URLSearchParams(''))).toBe('30d');
    expect(periodFromParams(new URLSearchParams('period=forever'))).toBe('30d');
    expect(periodFromParams(new URLSearchParams('from=2026-11-01'))).toBe('30d');
  });

  it('writes a period back as it reads it', () => {
    for (const period of ['7d', '30d', '12m', { from: '2026-11-01', to: '2026-11-05' }] as const) {
      expect(periodFromParams(new URLSearchParams(paramsOfPeriod(period)))).toEqual(period);
    }
  });
});

describe('what the changes are against', () => {
  it('names the period before in the words of the choice', () => {
    expect(previousPeriodText('7d', rangeOf('7d'))).toBe('the previous 7 days');
    expect(previousPeriodText('30d', rangeOf('30d'))).toBe('the previous 30 days');
    expect(previousPeriodText('12m', rangeOf('12m'))).toBe('the previous 12 months');
    const custom = { from: '2026-11-01', to: '2026-11-14' };
    expect(previousPeriodText(custom, rangeOf(custom))).toBe('the previous 14 days');
    const oneDay = { from: '2026-11-03', to: '2026-11-03' };
    expect(previousPeriodText(oneDay, rangeOf(oneDay))).toBe('the previous day');
  });

  it('counts both ends of a range, across the clocks going back', () => {
    expect(rangeDays({ from: '2026-10-20', to: '2026-11-02' })).toBe(14);
  });
});
