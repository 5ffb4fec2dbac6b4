import { describe, expect, it } from 'vitest';
import { SEED_SITE_CONTENT } from '../content/siteContentSeed.ts';
import { NO_FILTER, parseTimetableFilter } from './timetable.ts';
import { formatTimetableDay, timetableView } from './timetableView.ts';

describe('timetableView', () => {
  // Wednesday 25 November 2026, 12:00 UK time.
  const now = new Date('2026-11-25T12:00:00Z');

  it('names the days as the page shows them, today first', () => {
    const view = timetableView(SEED_SITE_CONTENT, { filter: NO_FILTER, now });
    expect(view.days.map((day) => day.label)).toEqual([
      'Wednesday 25 November',
      'Thursday 26 November',
      'Friday 27 November',
      'Saturday 28 November',
      'Sunday 29 November',
      'Monday 30 November',
      'Tuesday 1 December',
    ]);
    expect(view.days[0]!.isToday).toBe(true);
    expect(view.shown).toBe(view.days.reduce((count, day) => count + day.entries.length, 0));
    expect(formatTimetableDay('2027-01-01', 'Friday')).toBe('Friday 1 January');
  });

  it('gives each session its class, times as the site writes them, ages and state', () => {
    const view = timetableView(SEED_SITE_CONTENT, {
      filter: parseTimetableFilter(new URLSearchParams('class=kids-classes')),
      now,
    });
    const [first] = view.days[0]!.entries;
    expect(first).toMatchObject({
      classSlug: 'kids-classes',
      className: 'Kids Classes',
      start: '16:30',
      startText: '4:30pm',
      endText: '5:15pm',
      ages: 'Ages 5-6',
      state: 'coming',
    });
  });

  it('moves a week at a time, at most 4 weeks ahead, keeping the filters', () => {
    const filter = parseTimetableFilter(new URLSearchParams('site=aintree'));
    const thisWeek = timetableView(SEED_SITE_CONTENT, { filter, now });
    expect([thisWeek.thisWeek, thisWeek.nextWeek]).toEqual([null, '/timetable?site=aintree&week=1']);
    const last = timetableView(SEED_SITE_CONTENT, { filter: { ...filter, week: 4 }, now });
    expect([last.thisWeek, last.nextWeek]).toEqual(['/timetable?site=aintree', null]);
    expect(last.days[0]!.day).toBe('2026-12-23');
    expect(last.filterQuery).toBe('?site=aintree');
  });
});
