import { describe, expect, it } from 'vitest';
import { testSession, testTimetable } from './timetableFixtures.ts';
import { upgradeClassContent } from '../content/contentUpgrade.ts';
import { classPageSchema, closuresSchema, type ClassSession, type Closure } from '../content/siteContent.ts';
import { SEED_CLASS_PAGES, SEED_SITE_CONTENT } from '../content/siteContentSeed.ts';
import {
  isKidsSession,
  nextFreeSlot,
  parseTimetableFilter,
  sortSessions,
  timetableDays,
  timetableQuery,
} from './timetable.ts';

const session = testSession;
const input = testTimetable;

const closure = (fields: Partial<Closure>): Closure => ({
  id: 'closure-1',
  firstDay: '2026-12-24',
  lastDay: '2026-12-28',
  sites: ['Aintree'],
  reason: 'Christmas',
  ...fields,
});

describe('timetableDays', () => {
  it('lists 7 days from the first, each session on its weekday in start order', () => {
    const days = timetableDays(
      input([
        session({ id: 'b', start: '19:15', end: '20:30' }),
        session({ id: 'a' }),
        session({ id: 'c', day: 'Wednesday' }),
      ]),
      { firstDay: '2026-11-23', now: new Date('2026-11-23T08:00:00Z') },
    );
    expect(days.map((day) => day.weekday)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(days[0]!.occurrences.map((o) => o.session.id)).toEqual(['a', 'b']);
    expect(days[2]!.occurrences.map((o) => [o.day, o.state])).toEqual([['2026-11-25', 'coming']]);
  });

  it("marks today's sessions already started as past, never as coming", () => {
    const [today] = timetableDays(input([session({ id: 'a', start: '10:00', end: '11:00' }), session({ id: 'b' })]), {
      firstDay: '2026-11-23',
      now: new Date('2026-11-23T12:00:00Z'),
      days: 1,
    });
    expect(today!.occurrences.map((o) => o.state)).toEqual(['past', 'coming']);
  });

  it("shows a closed site's sessions as closed with the reason, the other site's as on", () => {
    const days = timetableDays(
      input(
        [session({ id: 'a', day: 'Thursday' }), session({ id: 'b', day: 'Thursday', site: 'St Helens' })],
        [closure({})],
      ),
      { firstDay: '2026-12-21', now: new Date('2026-12-01T00:00:00Z') },
    );
    const christmasEve = days.find((day) => day.day === '2026-12-24')!;
    expect(christmasEve.occurrences.map((o) => [o.session.site, o.state, o.reason])).toEqual([
      ['Aintree', 'closed', 'Christmas'],
      ['St Helens', 'coming', null],
    ]);
    expect(christmasEve.closures).toEqual([{ site: 'Aintree', reason: 'Christmas' }]);
    expect(days.find((day) => day.day === '2026-12-29')).toBeUndefined();
    expect(days.find((day) => day.day === '2026-12-21')!.closures).toEqual([]);
  });

  it('shows a cancelled occurrence as cancelled on that date only', () => {
    const sessions = [session({ cancellations: [{ date: '2026-11-30', reason: 'Coach ill' }] })];
    const days = timetableDays(input(sessions), { firstDay: '2026-11-23', now: new Date(0), days: 14 });
    const mondays = days.flatMap((day) => day.occurrences).map((o) => [o.day, o.state, o.reason]);
    expect(mondays).toEqual([
      ['2026-11-23', 'coming', null],
      ['2026-11-30', 'cancelled', 'Coach ill'],
    ]);
  });

  it('keeps a 6pm class at 6pm UK time when the clocks go forward (last Sunday of March)', () => {
    const sessions = [session({ day: 'Saturday' }), session({ id: 'b', day: 'Sunday', start: '10:00', end: '11:00' })];
    const days = timetableDays(input(sessions), { firstDay: '2026-03-21', now: new Date(0), days: 9 });
    expect(days.flatMap((day) => day.occurrences).map((o) => [o.day, o.startsAt, o.endsAt])).toEqual([
      ['2026-03-21', '2026-03-21T18:00:00.000Z', '2026-03-21T19:00:00.000Z'],
      ['2026-03-22', '2026-03-22T10:00:00.000Z', '2026-03-22T11:00:00.000Z'],
      ['2026-03-28', '2026-03-28T18:00:00.000Z', '2026-03-28T19:00:00.000Z'],
      // 29 March 2026: the clocks go forward at 01:00; 10:00 BST is 09:00 UTC.
      ['2026-03-29', '2026-03-29T09:00:00.000Z', '2026-03-29T10:00:00.000Z'],
    ]);
    const after = timetableDays(input(sessions), { firstDay: '2026-04-04', now: new Date(0), days: 1 });
    expect(after[0]!.occurrences[0]!.startsAt).toBe('2026-04-04T17:00:00.000Z');
  });

  it('keeps a 6pm class at 6pm UK time when the clocks go back (last Sunday of October)', () => {
    const sessions = [session({ day: 'Saturday' }), session({ id: 'b', day: 'Sunday' })];
    const days = timetableDays(input(sessions), { firstDay: '2026-10-24', now: new Date(0), days: 8 });
    expect(days.flatMap((day) => day.occurrences).map((o) => [o.day, o.startsAt])).toEqual([
      ['2026-10-24', '2026-10-24T17:00:00.000Z'],
      // 25 October 2026: the clocks go back at 02:00; 6pm GMT is 18:00 UTC.
      ['2026-10-25', '2026-10-25T18:00:00.000Z'],
      ['2026-10-31', '2026-10-31T18:00:00.000Z'],
    ]);
  });

  it('leaves out a session whose times staff have yet to set', () => {
    const sessions = [session({ start: null, end: null, unreadTime: 'evenings' })];
    expect(
      timetableDays(input(sessions), { firstDay: '2026-11-23', now: new Date(0), days: 1 })[0]!.occurrences,
    ).toEqual([]);
  });
});

describe('the filter', () => {
  const kids = session({ id: 'kids', ages: { from: 4, to: 6 }, site: 'St Helens' });
  const teens = session({ id: 'teens', ages: { from: 12, to: 16 }, start: '19:00', end: '20:00' });
  const adults = session({ id: 'adults', ages: { from: 16, to: null }, start: '20:00', end: '21:00' });
  const open = session({ id: 'open', start: '21:00', end: '22:00' });

  it('calls kids the sessions whose upper age is under 16', () => {
    expect([kids, teens, adults, open].map(isKidsSession)).toEqual([true, false, false, false]);
  });

  it.each([
    ['?site=st-helens&group=kids', ['kids']],
    ['?group=kids', ['kids']],
    ['?group=adults', ['teens', 'adults', 'open']],
    ['?site=aintree', ['teens', 'adults', 'open']],
    ['?class=kickboxing&site=st-helens', ['kids']],
    ['?class=boxing', []],
    ['?site=nowhere&group=everyone', ['kids', 'teens', 'adults', 'open']],
  ])('%s shows %j', (query, ids) => {
    const filter = parseTimetableFilter(new URLSearchParams(query));
    const [monday] = timetableDays(input([kids, teens, adults, open]), {
      firstDay: '2026-11-23',
      now: new Date(0),
      filter,
      days: 1,
    });
    expect(monday!.occurrences.map((o) => o.session.id)).toEqual(ids);
  });

  it('reads and writes the address in one order, ignoring what it does not know', () => {
    const filter = parseTimetableFilter(new URLSearchParams('group=kids&utm_source=x&site=st-helens&week=9'));
    expect(filter).toEqual({ site: 'St Helens', classSlug: null, group: 'kids', week: 0 });
    expect(timetableQuery(filter)).toBe('?site=st-helens&group=kids');
    expect(timetableQuery(parseTimetableFilter(new URLSearchParams('week=4&class=boxing')))).toBe(
      '?class=boxing&week=4',
    );
    expect(timetableQuery(parseTimetableFilter(new URLSearchParams('')))).toBe('');
  });
});

describe('session rules', () => {
  const page = (sessions: unknown[]) => ({
    ...SEED_CLASS_PAGES.kickboxing,
    schedule: { ...SEED_CLASS_PAGES.kickboxing.schedule, sessions },
  });
  const firstProblem = (value: unknown) => {
    const result = classPageSchema.safeParse(value);
    return result.success
      ? undefined
      : { message: result.error.issues[0]!.message, path: result.error.issues[0]!.path.join('.') };
  };

  it('refuses a session that overlaps another at the same site on the same day', () => {
    const problem = firstProblem(
      page([
        session({ id: 'a', day: 'Saturday', start: '10:00', end: '11:00', site: 'St Helens' }),
        session({ id: 'b', day: 'Saturday', start: '10:30', end: '11:30', site: 'St Helens' }),
      ]),
    );
    expect(problem).toEqual({
      message: 'Overlaps the Saturday 10:00-11:00 session at St Helens',
      path: 'schedule.sessions.1.start',
    });
    expect(firstProblem(page([session({ id: 'a' }), session({ id: 'b', site: 'St Helens' })]))).toBeUndefined();
    expect(
      firstProblem(page([session({ id: 'a' }), session({ id: 'b', start: '19:00', end: '20:00' })])),
    ).toBeUndefined();
  });

  it.each([
    [{ start: '04:30' }, 'Between 05:00 and 23:00', 'start'],
    [{ end: '23:30' }, 'Between 05:00 and 23:00', 'end'],
    [{ end: '17:00' }, 'The end must be after the start', 'end'],
    [{ start: '6pm' }, 'Use a 24-hour time like 18:00', 'start'],
    [{ start: null, end: null }, 'Set the start and end time', 'start'],
    [{ ages: { from: 2, to: 6 } }, 'Ages 3 to 99', 'ages.from'],
    [{ ages: { from: 12, to: 5 } }, 'The upper age cannot be below the lower age', 'ages.to'],
    [{ ages: { from: 16, to: 100 } }, 'Ages 3 to 99', 'ages.to'],
    [{ trialPlaces: 21 }, 'Enter a number from 0 to 20', 'trialPlaces'],
    [{ trialPlaces: 1.5 }, 'Enter a number from 0 to 20', 'trialPlaces'],
    [{ cancellations: [{ date: '2026-11-24', reason: 'Coach ill' }] }, 'Choose a Monday', 'cancellations.0.date'],
  ])('refuses %j', (fields, message, path) => {
    expect(firstProblem(page([session(fields as Partial<ClassSession>)]))).toEqual({
      message,
      path: `schedule.sessions.0.${path}`,
    });
  });

  it('accepts a session still waiting for its times, keeping the old text', () => {
    expect(firstProblem(page([session({ start: null, end: null, unreadTime: 'evenings' })]))).toBeUndefined();
  });

  it('puts a new session in the next free slot, not over another', () => {
    expect(
      nextFreeSlot([session({ id: 'a' }), session({ id: 'b', day: 'Tuesday', start: '21:30', end: '22:30' })]),
    ).toEqual({
      day: 'Wednesday',
      site: 'Aintree',
      start: '18:00',
      end: '19:00',
    });
    expect(
      nextFreeSlot([session({ id: 'a', day: 'Saturday', start: '10:00', end: '11:00', site: 'St Helens' })]),
    ).toEqual({
      day: 'Saturday',
      site: 'St Helens',
      start: '11:00',
      end: '12:00',
    });
    expect(nextFreeSlot([])).toEqual({ day: 'Monday', site: 'Aintree', start: '18:00', end: '19:00' });
  });

  it('keeps the seed in order: by day, then start time', () => {
    for (const content of Object.values(SEED_CLASS_PAGES))
      expect(sortSessions(content.schedule.sessions)).toEqual(content.schedule.sessions);
  });

  it('refuses a closure ending before it starts, or without a site', () => {
    const problem = (fields: Partial<Closure>) =>
      closuresSchema.safeParse({ closures: [closure(fields)] }).error?.issues[0]?.message;
    expect(problem({})).toBeUndefined();
    expect(problem({ lastDay: '2026-12-23' })).toBe('The last day cannot be before the first day');
    expect(problem({ sites: [] })).toBe('Pick at least one site');
    expect(problem({ reason: ' ' })).toBe('Please fill in this field');
    expect(SEED_SITE_CONTENT.closures).toEqual({ closures: [] });
  });
});

describe('upgrading stored content', () => {
  const stored = (time: string, level = 'All levels') => ({
    day: 'Monday',
    time,
    level,
    coach: 'Mark Reynolds',
    site: 'Aintree',
  });

  it('reads each free-text time into a start and end, with an id, ages, trial places and no cancellations', () => {
    const upgraded = upgradeClassContent(
      page([stored('6:00pm - 7:00pm'), { ...stored('18:00–19:30', 'Kids (ages 5-12)'), site: 'St Helens' }]),
      'kickboxing',
    ).schedule.sessions;
    expect(upgraded).toEqual([
      session({ id: 'session-1' }),
      session({
        id: 'session-2',
        end: '19:30',
        site: 'St Helens',
        level: 'Kids (ages 5-12)',
        ages: { from: 5, to: 12 },
        trialPlaces: 0,
      }),
    ]);
    expect(classPageSchema.safeParse(page(upgraded)).success).toBe(true);
  });

  it('never guesses a time it cannot read: keeps the text for staff to set the times', () => {
    const [upgraded] = upgradeClassContent(page([stored('6-7')]), 'kickboxing').schedule.sessions;
    expect(upgraded).toMatchObject({ start: null, end: null, unreadTime: '6-7' });
  });

  it('leaves content already in the new form as it is', () => {
    const content = SEED_CLASS_PAGES['kids-classes'];
    expect(upgradeClassContent(content, 'kids-classes')).toBe(content);
  });

  function page(sessions: unknown[]) {
    return {
      ...SEED_CLASS_PAGES.kickboxing,
      schedule: { ...SEED_CLASS_PAGES.kickboxing.schedule, sessions },
    } as never as typeof SEED_CLASS_PAGES.kickboxing;
  }
});
