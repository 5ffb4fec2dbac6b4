import { describe, expect, it } from 'vitest';
import { testSession, testTimetable } from '../timetable/timetableFixtures.ts';
import { trialOccurrences } from './trials.ts';
import { trialView } from './trialView.ts';

// Wednesday 25 November 2026, 08:30 UK (GMT).
const now = new Date('2026-11-25T08:30:00Z');
const view = (query: string, sessions = [testSession({})], booked: (key: string) => number = () => 0) =>
  trialView(trialOccurrences(testTimetable(sessions), { now, booked }), new URLSearchParams(query));

describe('trialView', () => {
  it('offers every class, even one with no trial places, so a link to it never drops it from the list', () => {
    const shown = view('class=kids-classes');
    expect(shown.classes.map((option) => option.slug)).toContain('kids-classes');
    expect(shown.classSlug).toBe('kids-classes');
    expect(shown.bookable).toBe(0);
  });

  it("preselects a class page's session by its id: its next date with room, shown above the details", () => {
    const shown = view('class=kickboxing&site=aintree&session=kickboxing.session-1', [testSession({})], (key) =>
      key === 'kickboxing.session-1.2026-11-30' ? 3 : 0,
    );
    expect(shown.session).toBe('kickboxing.session-1.2026-12-07');
    expect(shown.chosen).toEqual({
      key: 'kickboxing.session-1.2026-12-07',
      label: 'Monday 7 December 2026, 6:00pm - 7:00pm · Kickboxing · Aintree',
    });
    expect(shown.bookable).toBe(1);
  });

  it('still takes an occurrence key, and chooses nothing for a full one', () => {
    expect(view('session=kickboxing.session-1.2026-11-30').session).toBe('kickboxing.session-1.2026-11-30');
    const full = view('session=kickboxing.session-1.2026-11-30', [testSession({})], () => 3);
    expect(full.session).toBeNull();
    expect(full.chosen).toBeNull();
  });

  it('with nothing to book at the chosen site, points to the next session with room at the other one', () => {
    const sessions = [
      testSession({}),
      testSession({ id: 'sat', day: 'Saturday', start: '10:00', end: '11:00', site: 'St Helens' }),
    ];
    const shown = view('class=kickboxing&site=aintree', sessions, (key) => (key.includes('session-1') ? 3 : 0));
    expect(shown.bookable).toBe(0);
    expect(shown.elsewhere).toEqual({
      site: 'St Helens',
      key: 'kickboxing.sat.2026-11-28',
      label: 'Saturday 28 November 2026, 10:00am - 11:00am',
      href: '/trial?class=kickboxing&site=st-helens&session=kickboxing.sat.2026-11-28',
    });
    expect(view('class=kickboxing&site=st-helens', sessions).elsewhere).toBeNull();
  });
});
