import { describe, expect, it } from 'vitest';
import {
  eventDateFromDay,
  eventInputSchema,
  isUpcoming,
  otherUpcomingEvents,
  sortEventsNewestFirst,
  splitUpcomingEvents,
  studioToday,
  type StudioEvent,
} from './events.ts';
import { messages } from '../shared/messages.ts';

const NOW = new Date('2026-06-15T21:30:00.000Z'); // 22:30 in London (BST): still 15 June there

function event(id: string, day: string, featured = false): StudioEvent {
  return {
    id,
    title: `Event ${id}`,
    description: 'd',
    date: eventDateFromDay(day),
    time: '6:00 PM - 8:00 PM',
    location: 'Aintree',
    price: null,
    booking_url: null,
    featured,
    image_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: null,
  };
}

describe('upcoming events', () => {
  it("uses the studio's own calendar day", () => {
    expect(studioToday(NOW)).toBe('2026-06-15');
    expect(studioToday(new Date('2026-06-15T23:30:00.000Z'))).toBe('2026-06-16');
  });

  it('keeps events dated today or later, and drops earlier ones', () => {
    expect(isUpcoming(event('a', '2026-06-15'), NOW)).toBe(true);
    expect(isUpcoming(event('b', '2026-06-14'), NOW)).toBe(false);
    expect(isUpcoming(event('c', '2027-01-01'), NOW)).toBe(true);
  });

  it('splits upcoming events into featured and regular, soonest first', () => {
    const events = [
      event('late', '2026-09-01'),
      event('past', '2026-01-01', true),
      event('soon', '2026-07-01'),
      event('star', '2026-08-01', true),
    ];
    const { featured, regular } = splitUpcomingEvents(events, NOW);
    expect(featured.map((e) => e.id)).toEqual(['star']);
    expect(regular.map((e) => e.id)).toEqual(['soon', 'late']);
  });

  it('lists at most three other upcoming events, never the current one or past ones', () => {
    const events = ['2026-06-20', '2026-06-16', '2026-06-30', '2026-07-30', '2026-08-30'].map((day, i) =>
      event(String(i), day),
    );
    events.push(event('past', '2026-06-01'));
    expect(otherUpcomingEvents(events, '1', NOW).map((e) => e.id)).toEqual(['0', '2', '3']);
    expect(otherUpcomingEvents([event('only', '2026-07-01')], 'only', NOW)).toEqual([]);
  });

  it('orders the admin list newest date first', () => {
    const sorted = sortEventsNewestFirst([
      event('a', '2026-01-01'),
      event('b', '2027-01-01'),
      event('c', '2026-06-01'),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('event input', () => {
  const valid = {
    title: 'Fight Night',
    description: 'Line one\nLine two',
    date: '2026-12-05',
    time: '6:00 PM - 8:00 PM',
    location: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
    price: 12.5,
    booking_url: 'https://tickets.example.com/fight-night',
    featured: true,
    image_url: null,
  };

  it('accepts a complete event', () => {
    expect(eventInputSchema.parse(valid)).toEqual(valid);
  });

  it('asks for every required field with the SPEC message', () => {
    for (const field of ['title', 'date', 'time', 'location', 'description'] as const) {
      const result = eventInputSchema.safeParse({ ...valid, [field]: '   ' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.eventFormIncomplete);
    }
  });

  it('takes an absent price and booking URL as null', () => {
    expect(eventInputSchema.parse({ ...valid, price: null, booking_url: null })).toMatchObject({
      price: null,
      booking_url: null,
    });
  });

  it('refuses negative prices, fractions of a penny, non-URLs, impossible dates and unknown fields', () => {
    expect(eventInputSchema.safeParse({ ...valid, price: -1 }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...valid, price: 1.005 }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...valid, booking_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...valid, booking_url: 'not a url' }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...valid, date: '2026-02-30' }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...valid, admin: true }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...valid, image_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...valid, image_url: 'data:image/png;base64,AAAA' }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...valid, image_url: '/media/event_1732300000000.jpg' }).success).toBe(true);
  });
});
