import { describe, expect, it } from 'vitest';
import type { StudioEvent } from '../events/events.ts';
import { buildEventCalendar, calendarFileName, escapeIcsText, foldIcsLine, icsUtcStamp } from './ics.ts';

const summerFightNight: StudioEvent = {
  id: 'abc123',
  title: 'Summer Fight Night; Round 2, Aintree',
  description: 'Doors open early.\nBring a friend, bring a flag \\o/',
  date: '2025-06-22T00:00:00.000Z',
  time: '6:00 PM - 8:00 PM',
  location: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
  price: 12.5,
  booking_url: 'https://tickets.example.com/fight-night',
  featured: true,
  image_url: null,
  created_at: '2025-05-01T10:00:00.000Z',
  updated_at: null,
};
const options = {
  pageUrl: 'https://www.themartialartsstudio.co.uk/events/abc123',
  organiser: 'The Martial Arts Studio',
  now: new Date('2025-05-02T09:08:07.654Z'),
};

/** Undoes folding, then splits into content lines. */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldIcsLine', () => {
  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  it('folds at 75 octets with a space on each continuation line', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(parts[0]).toHaveLength(75);
    expect(parts[1]).toMatch(/^ x{74}$/);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('counts octets, never splitting a multi-byte character', () => {
    const line = `SUMMARY:${'£🥊'.repeat(30)}`;
    const parts = foldIcsLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      // A lone surrogate would mean a character was cut in half.
      expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(foldIcsLine(line).replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildEventCalendar', () => {
  const ics = buildEventCalendar(summerFightNight, options);
  const lines = contentLines(ics);

  it('uses CRLF line endings throughout and ends with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const raw of ics.split('\r\n')) expect(new TextEncoder().encode(raw).length).toBeLessThanOrEqual(75);
  });

  it('describes one event with a stable UID and a UTC stamp', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//The Martial Arts Studio//Events//EN');
    expect(lines).toContain('UID:event-abc123@www.themartialartsstudio.co.uk');
    expect(lines).toContain('DTSTAMP:20250502T090807Z');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('gives a parsed time in Europe/London with its time zone rules (BST in June)', () => {
    expect(lines).toContain('DTSTART;TZID=Europe/London:20250622T180000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20250622T200000');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/London');
    expect(lines).toContain('TZOFFSETTO:+0100');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
  });

  it('keeps winter (GMT) times as written and rolls late finishes into the next day', () => {
    const winter = contentLines(
      buildEventCalendar({ ...summerFightNight, date: '2025-12-31T00:00:00.000Z', time: '10pm - 1am' }, options),
    );
    expect(winter).toContain('DTSTART;TZID=Europe/London:20251231T220000');
    expect(winter).toContain('DTEND;TZID=Europe/London:20260101T010000');
  });

  it('leaves out DTEND when only a start is known', () => {
    const start = contentLines(buildEventCalendar({ ...summerFightNight, time: '7pm' }, options));
    expect(start).toContain('DTSTART;TZID=Europe/London:20250622T190000');
    expect(start.some((line) => line.startsWith('DTEND'))).toBe(false);
  });

  it('makes an all-day event when the time cannot be read', () => {
    const allDay = contentLines(
      buildEventCalendar({ ...summerFightNight, date: '2025-12-07T00:00:00.000Z', time: 'All day' }, options),
    );
    expect(allDay).toContain('DTSTART;VALUE=DATE:20251207');
    expect(allDay).toContain('DTEND;VALUE=DATE:20251208');
    expect(allDay).not.toContain('BEGIN:VTIMEZONE');
  });

  it('escapes the text fields', () => {
    expect(lines).toContain('SUMMARY:Summer Fight Night\\; Round 2\\, Aintree');
    expect(lines).toContain('LOCATION:Emirates House\\, Stopgate Ln\\, Liverpool L9 6AN');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toContain('Doors open early.\\nBring a friend\\, bring a flag \\\\o/');
    expect(description).toContain('Price: £12.50');
    expect(description).toContain('Book: https://tickets.example.com/fight-night');
    expect(lines).toContain('URL:https://www.themartialartsstudio.co.uk/events/abc123');
  });

  it('says Free entry for an event without a price', () => {
    const free = contentLines(buildEventCalendar({ ...summerFightNight, price: null, booking_url: null }, options));
    const description = free.find((line) => line.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('Price: Free entry');
    expect(description).not.toContain('Book:');
  });
});

describe('helpers', () => {
  it('stamps in UTC without milliseconds', () => {
    expect(icsUtcStamp(new Date('2025-06-22T17:00:00.999Z'))).toBe('20250622T170000Z');
  });

  it('names the file after the event', () => {
    expect(calendarFileName('Summer Fight Night; Round 2, Aintree')).toBe('summer-fight-night-round-2-aintree.ics');
    expect(calendarFileName('Café Social')).toBe('cafe-social.ics');
    expect(calendarFileName('!!!')).toBe('event.ics');
  });
});
