import { describe, expect, it } from 'vitest';
import { formatSessionTime, parseSessionTime } from './sessionTime.ts';

/** Every time the seed content held as text before sessions had a start and end. */
const SEED_TIMES: [string, string, string][] = [
  ['10:00am - 11:00am', '10:00', '11:00'],
  ['10:00am - 11:15am', '10:00', '11:15'],
  ['10:00am - 11:30am', '10:00', '11:30'],
  ['11:30am - 12:45pm', '11:30', '12:45'],
  ['12:00pm - 12:45pm', '12:00', '12:45'],
  ['12:00pm - 1:30pm', '12:00', '13:30'],
  ['12:15pm - 1:00pm', '12:15', '13:00'],
  ['4:30pm - 5:15pm', '16:30', '17:15'],
  ['5:00pm - 6:00pm', '17:00', '18:00'],
  ['5:15pm - 6:00pm', '17:15', '18:00'],
  ['5:30pm - 6:30pm', '17:30', '18:30'],
  ['6:00pm - 7:00pm', '18:00', '19:00'],
  ['6:30pm - 7:15pm', '18:30', '19:15'],
  ['6:30pm - 7:30pm', '18:30', '19:30'],
  ['6:30pm - 7:45pm', '18:30', '19:45'],
  ['6:30pm - 8:00pm', '18:30', '20:00'],
  ['7:00pm - 8:00pm', '19:00', '20:00'],
  ['7:00pm - 8:15pm', '19:00', '20:15'],
  ['7:15pm - 8:15pm', '19:15', '20:15'],
  ['7:15pm - 8:30pm', '19:15', '20:30'],
  ['7:30pm - 8:45pm', '19:30', '20:45'],
  ['8:00am - 8:45am', '08:00', '08:45'],
  ['8:00am - 9:00am', '08:00', '09:00'],
  ['8:00pm - 8:45pm', '20:00', '20:45'],
  ['8:15pm - 9:00pm', '20:15', '21:00'],
  ['9:00am - 9:45am', '09:00', '09:45'],
  ['9:30am - 10:15am', '09:30', '10:15'],
  ['9:30am - 10:30am', '09:30', '10:30'],
];

describe('parseSessionTime', () => {
  it.each(SEED_TIMES)('reads the seed form %s', (text, start, end) => {
    expect(parseSessionTime(text)).toEqual({ start, end });
  });

  it('writes each seed time back as the site showed it', () => {
    for (const [text, start, end] of SEED_TIMES) expect(formatSessionTime(start, end)).toBe(text);
  });

  it.each([
    ['6pm-7pm', '18:00', '19:00'],
    ['18:00–19:00', '18:00', '19:00'],
    ['18:00 - 19:00', '18:00', '19:00'],
    ['6.30 PM to 7.30 PM', '18:30', '19:30'],
    ['10am - 11:15am', '10:00', '11:15'],
    ['6:00 p.m. - 7:00 p.m.', '18:00', '19:00'],
  ])('reads %s', (text, start, end) => {
    expect(parseSessionTime(text)).toEqual({ start, end });
  });

  it.each([
    '',
    'evenings',
    'TBC',
    '6-7',
    '6-7pm',
    '18-19',
    '7pm',
    '7:00pm - 6:00pm',
    '6pm - 6pm',
    '4:00am - 5:00am',
    '10:00pm - 11:30pm',
    '25:00 - 26:00',
    '13pm - 14pm',
    '6:75pm - 7:00pm',
    '6pm-7pm and 8pm-9pm',
  ])('never guesses %j', (text) => {
    expect(parseSessionTime(text)).toBeNull();
  });
});
