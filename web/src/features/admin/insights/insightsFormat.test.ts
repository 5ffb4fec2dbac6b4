import { describe, expect, it } from 'vitest';
import { changeText, formatCount, formatPercent, formatRate, formatVital, rangeSentence } from './insightsFormat.ts';

describe('Insights numbers', () => {
  it('writes counts and shares the British way', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatPercent(0.75)).toBe('75%');
    expect(formatPercent(0.004)).toBe('0.4%');
    expect(formatRate(5 / 300)).toBe('1.7%');
  });

  it('says how a figure changed on the period before', () => {
    const before = 'the previous 7 days';
    expect(changeText({ value: 112, previous: 100, change: 0.12 }, before)).toBe('+12% on the previous 7 days');
    expect(changeText({ value: 95, previous: 100, change: -0.05 }, before)).toBe('−5% on the previous 7 days');
    expect(changeText({ value: 1300, previous: 100, change: 12 }, before)).toBe('+1,200% on the previous 7 days');
    expect(changeText({ value: 100, previous: 100, change: 0 }, before)).toBe('No change on the previous 7 days');
    expect(changeText({ value: 4, previous: 0, change: null }, before)).toBe('none before');
  });

  it('writes LCP and INP in milliseconds and CLS with two decimals', () => {
    expect(formatVital('lcp', 2300)).toBe('2,300 ms');
    expect(formatVital('inp', 90)).toBe('90 ms');
    expect(formatVital('cls', 0.1)).toBe('0.10');
  });

  it('says which days are shown and which they are compared with', () => {
    expect(
      rangeSentence({ from: '2026-11-24', to: '2026-11-30', previousFrom: '2026-11-17', previousTo: '2026-11-23' }),
    ).toBe('24 Nov 2026 to 30 Nov 2026, compared with 17 Nov 2026 to 23 Nov 2026.');
  });
});
