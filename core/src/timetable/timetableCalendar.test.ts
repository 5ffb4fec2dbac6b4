import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { ClassSession } from '../content/siteContent.ts';
import { SEED_SITE_CONTENT } from '../content/siteContentSeed.ts';
import { buildTimetableCalendar } from './timetableCalendar.ts';
import { NO_FILTER, parseTimetableFilter, type TimetableFilter } from './timetable.ts';

const SITE_URL = 'https://www.themartialartsstudio.co.uk';

function feed(content = SEED_SITE_CONTENT, filter: TimetableFilter = NO_FILTER, today = '2026-03-18') {
  return buildTimetableCalendar(content, {
    siteUrl: SITE_URL,
    organiser: 'The Martial Arts Studio',
    filter,
    today,
    now: new Date(`${today}T12:00:00Z`),
  });
}

/** The feed as a calendar app reads it: ical.js, with the feed's own VTIMEZONE. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/** The first `count` occurrences' starts, as UTC instants. */
function starts(event: ICAL.Event, count: number): string[] {
  const iterator = event.iterator();
  const result: string[] = [];
  for (let next = iterator.next(); next && result.length < count; next = iterator.next())
    result.push(event.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
  return result;
}

const withKickboxing = (sessions: ClassSession[], closures = SEED_SITE_CONTENT.closures) => ({
  ...SEED_SITE_CONTENT,
  closures,
  classes: {
    ...SEED_SITE_CONTENT.classes,
    kickboxing: {
      ...SEED_SITE_CONTENT.classes.kickboxing,
      schedule: { ...SEED_SITE_CONTENT.classes.kickboxing.schedule, sessions },
    },
  },
});

const monday6pm: ClassSession = {
  ...SEED_SITE_CONTENT.classes.kickboxing.schedule.sessions[0]!,
  id: 'session-1',
  day: 'Monday',
  start: '18:00',
  end: '19:00',
};

describe('the timetable feed', () => {
  it('is valid iCalendar: CRLF lines of at most 75 octets, one weekly event per timed session', () => {
    const text = feed();
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const sessions = Object.values(SEED_SITE_CONTENT.classes).flatMap((page) => page.schedule.sessions);
    const events = parsed(text);
    expect(events).toHaveLength(sessions.length);
    for (const event of events) {
      expect(event.component.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=WEEKLY');
      expect(event.startDate.zone!.tzid).toBe('Europe/London');
    }
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  });

  it('keeps a 6pm class at 6pm UK time across the clocks going forward and back', () => {
    const [spring] = parsed(
      feed(withKickboxing([monday6pm]), parseTimetableFilter(new URLSearchParams('class=kickboxing'))),
    );
    expect(starts(spring!, 3)).toEqual([
      '2026-03-16T18:00:00.000Z',
      '2026-03-23T18:00:00.000Z',
      '2026-03-30T17:00:00.000Z',
    ]);
    const [autumn] = parsed(
      feed(withKickboxing([monday6pm]), parseTimetableFilter(new URLSearchParams('class=kickboxing')), '2026-10-20'),
    );
    expect(starts(autumn!, 2)).toEqual(['2026-10-19T17:00:00.000Z', '2026-10-26T18:00:00.000Z']);
  });

  it('leaves out closed and cancelled dates as EXDATEs', () => {
    const content = withKickboxing([{ ...monday6pm, cancellations: [{ date: '2026-03-23', reason: 'Coach ill' }] }], {
      closures: [{ id: 'easter', firstDay: '2026-04-03', lastDay: '2026-04-06', sites: ['Aintree'], reason: 'Easter' }],
    });
    const [event] = parsed(feed(content, parseTimetableFilter(new URLSearchParams('class=kickboxing'))));
    expect(starts(event!, 3)).toEqual([
      '2026-03-16T18:00:00.000Z',
      '2026-03-30T17:00:00.000Z',
      '2026-04-13T17:00:00.000Z',
    ]);
  });

  it('keeps one UID per session across edits, and escapes text', () => {
    const before = parsed(feed(withKickboxing([monday6pm])));
    const edited = { ...monday6pm, start: '18:30', end: '19:30', level: 'Beginners; bring gloves, water' };
    const after = parsed(feed(withKickboxing([edited])));
    const uid = `kickboxing-session-1@www.themartialartsstudio.co.uk`;
    expect(before.map((event) => event.uid)).toContain(uid);
    expect(after.map((event) => event.uid)).toContain(uid);
    expect(after.find((event) => event.uid === uid)!.description).toContain('Beginners; bring gloves, water');
  });

  it('carries what the filter asks for', () => {
    const kids = parsed(
      feed(SEED_SITE_CONTENT, parseTimetableFilter(new URLSearchParams('site=st-helens&group=kids'))),
    );
    expect(kids.map((event) => event.summary)).toEqual([
      'Kids Classes (St Helens)',
      'Kids Classes (St Helens)',
      'Kids Classes (St Helens)',
    ]);
  });
});
