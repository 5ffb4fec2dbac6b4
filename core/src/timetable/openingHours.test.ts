import { describe, expect, it } from 'vitest';
import { closureDaysText, openingHoursView, siteClosureNotices } from './openingHours.ts';
import type { Closure } from '../content/siteContent.ts';
import { SEED_SITE_CONTENT } from '../content/siteContentSeed.ts';

/** 10:00 on Monday 15 December 2025, UK time. */
const NOW = new Date('2025-12-15T10:00:00.000Z');

const closure = (id: string, firstDay: string, lastDay: string, sites: Closure['sites'], reason: string): Closure => ({
  id,
  firstDay,
  lastDay,
  sites,
  reason,
});

describe("each site's opening hours", () => {
  it('names a closure by its days', () => {
    expect(closureDaysText('2025-12-25', '2025-12-25')).toBe('Thursday 25 December');
    expect(closureDaysText('2025-12-25', '2025-12-26')).toBe('Thursday 25 December – Friday 26 December');
  });

  it("shows each site's own lines, and a closure only on the hours of the sites it shuts", () => {
    const hours = {
      aintree: [{ days: 'Mon-Fri', hours: '8am-9pm' }],
      stHelens: [{ days: 'Mon-Sat', hours: '9am-8pm' }],
    };
    const closures = [
      closure('floor', '2025-12-17', '2025-12-17', ['St Helens'], 'Floor repairs'),
      closure('xmas', '2025-12-25', '2025-12-26', ['Aintree', 'St Helens'], 'Christmas'),
    ];
    const [aintree, stHelens] = openingHoursView({ hours, closures: { closures } }, NOW);
    expect(aintree).toEqual({
      site: 'Aintree',
      lines: hours.aintree,
      closures: [
        {
          firstDay: '2025-12-25',
          lastDay: '2025-12-26',
          reason: 'Christmas',
          text: 'Closed Thursday 25 December – Friday 26 December: Christmas',
        },
      ],
    });
    expect(stHelens?.lines).toEqual(hours.stHelens);
    expect(stHelens?.closures.map((notice) => notice.text)).toEqual([
      'Closed Wednesday 17 December: Floor repairs',
      'Closed Thursday 25 December – Friday 26 December: Christmas',
    ]);
  });

  it('shows a closure from four weeks before its first day until its last day is over', () => {
    const shut = [closure('c', '2026-01-12', '2026-01-13', ['Aintree'], 'Boiler')];
    expect(siteClosureNotices(shut, 'Aintree', '2025-12-14')).toEqual([]);
    expect(siteClosureNotices(shut, 'Aintree', '2025-12-15')).toHaveLength(1);
    expect(siteClosureNotices(shut, 'Aintree', '2026-01-13')).toHaveLength(1);
    expect(siteClosureNotices(shut, 'Aintree', '2026-01-14')).toEqual([]);
    expect(siteClosureNotices(shut, 'St Helens', '2026-01-12')).toEqual([]);
  });

  it('works the day out in UK time', () => {
    const shut = { closures: [closure('c', '2025-12-15', '2025-12-15', ['Aintree'], 'Training day')] };
    // December is GMT: 23:30 UTC is still the 15th at the studios.
    expect(
      openingHoursView({ hours: SEED_SITE_CONTENT.hours, closures: shut }, new Date('2025-12-15T23:30:00Z'))[0]!
        .closures,
    ).toHaveLength(1);
    // In summer (BST), 23:30 UTC is 00:30 the next day at the studios.
    const summer = { closures: [closure('c', '2026-06-15', '2026-06-15', ['Aintree'], 'Training day')] };
    expect(
      openingHoursView({ hours: SEED_SITE_CONTENT.hours, closures: summer }, new Date('2026-06-15T23:30:00Z'))[0]!
        .closures,
    ).toEqual([]);
  });
});
