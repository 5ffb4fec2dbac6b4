import { describe, expect, it } from 'vitest';
import { studioTimeToUtc } from '../calendar/studioClock.ts';
import { localDateTime, parseEventTime, studioIsoDateTime } from './eventTime.ts';

const at = (hour: number, minute = 0) => hour * 60 + minute;

describe('parseEventTime', () => {
  it.each([
    ['6:00 PM - 8:00 PM', at(18), at(20)],
    ['18:00-20:00', at(18), at(20)],
    ['10am - 2pm', at(10), at(14)],
    ['6-8pm', at(18), at(20)],
    ['11-1pm', at(11), at(13)],
    ['6pm-8', at(18), at(20)],
    ['6.30pm – 8.30pm', at(18, 30), at(20, 30)],
    ['7:15 p.m. to 9 p.m.', at(19, 15), at(21)],
    ['10pm - 1am', at(22), at(25)],
    ['12pm-1pm', at(12), at(13)],
    ['12am - 2am', at(0), at(2)],
    ['From 9:30am until 12 noon', at(9, 30), at(12)],
  ])('reads %s', (text, start, end) => {
    expect(parseEventTime(text)).toEqual({ startMinutes: start, endMinutes: end });
  });

  it.each([
    ['7pm', at(19)],
    ['19:30', at(19, 30)],
    [' 9 AM ', at(9)],
  ])('reads a start without an end: %s', (text, start) => {
    expect(parseEventTime(text)).toEqual({ startMinutes: start, endMinutes: null });
  });

  it.each(['All day', 'TBC', '7-9', '7', '25:00', '13pm', '6:75pm', 'Doors 6pm, fights 7pm', ''])(
    'gives up on %j (the event becomes all-day)',
    (text) => {
      expect(parseEventTime(text)).toBeNull();
    },
  );
});

describe('studio time', () => {
  it('converts British Summer Time to UTC', () => {
    expect(studioTimeToUtc('2025-06-22', at(18)).toISOString()).toBe('2025-06-22T17:00:00.000Z');
    expect(studioIsoDateTime('2025-06-22', at(18))).toBe('2025-06-22T18:00:00+01:00');
  });

  it('keeps Greenwich Mean Time as UTC', () => {
    expect(studioTimeToUtc('2025-12-07', at(10)).toISOString()).toBe('2025-12-07T10:00:00.000Z');
    expect(studioIsoDateTime('2025-12-07', at(10))).toBe('2025-12-07T10:00:00+00:00');
  });

  it('follows the clock changes', () => {
    // Clocks go forward at 01:00 GMT on 30 March 2025 and back at 02:00 BST on 26 October 2025.
    expect(studioTimeToUtc('2025-03-29', at(18)).toISOString()).toBe('2025-03-29T18:00:00.000Z');
    expect(studioTimeToUtc('2025-03-30', at(18)).toISOString()).toBe('2025-03-30T17:00:00.000Z');
    expect(studioTimeToUtc('2025-10-25', at(18)).toISOString()).toBe('2025-10-25T17:00:00.000Z');
    expect(studioTimeToUtc('2025-10-26', at(18)).toISOString()).toBe('2025-10-26T18:00:00.000Z');
    // The hour the clocks skip reads with the offset before it; the hour they pass twice is its first, in BST.
    expect(studioTimeToUtc('2025-03-30', at(1, 30)).toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(studioTimeToUtc('2025-03-30', at(0, 59)).toISOString()).toBe('2025-03-30T00:59:00.000Z');
    expect(studioTimeToUtc('2025-03-30', at(2)).toISOString()).toBe('2025-03-30T01:00:00.000Z');
    expect(studioTimeToUtc('2025-10-26', at(0, 59)).toISOString()).toBe('2025-10-25T23:59:00.000Z');
    expect(studioTimeToUtc('2025-10-26', at(1, 30)).toISOString()).toBe('2025-10-26T00:30:00.000Z');
    expect(studioIsoDateTime('2025-10-26', at(1, 30))).toBe('2025-10-26T01:30:00+01:00');
    expect(studioTimeToUtc('2025-10-26', at(2)).toISOString()).toBe('2025-10-26T02:00:00.000Z');
  });

  it('rolls an end past midnight into the next day', () => {
    expect(localDateTime('2025-12-31', at(25))).toBe('2026-01-01T01:00:00');
    expect(studioTimeToUtc('2025-06-30', at(25)).toISOString()).toBe('2025-07-01T00:00:00.000Z');
  });
});
