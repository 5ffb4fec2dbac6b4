import { afterEach, describe, expect, it, vi } from 'vitest';
import { otherUpcomingEvents, studioToday, upcomingEvents, type StudioEvent } from '../events/events.ts';
import { formatEventDate, formatSubmissionDate } from './format.ts';

// Each new Intl.DateTimeFormat with a time zone holds native memory the garbage collector does not see: made per
// call on a hot path (every event detail request), it grew the server by gigabytes under load.
describe('date formatting reuses its formatters', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const event = (id: string, day: string): StudioEvent => ({
    id,
    title: id,
    description: '',
    date: `${day}T00:00:00.000Z`,
    time: '6pm',
    location: 'Hall',
    price: null,
    booking_url: null,
    featured: false,
    image_url: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: null,
  });

  it('makes no new Intl.DateTimeFormat per call', () => {
    const events = Array.from({ length: 20 }, (_, index) =>
      event(`e${index}`, `2099-01-${String(index + 1).padStart(2, '0')}`),
    );
    // A formatter may be made on first use (studioToday's is): the first round makes them, the next ones reuse them.
    let made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let round = 0; round < 10; round++) {
      if (round === 1) {
        made.mockRestore();
        made = vi.spyOn(Intl, 'DateTimeFormat');
      }
      studioToday();
      upcomingEvents(events);
      otherUpcomingEvents(events, 'e1');
      formatEventDate(events[0]!.date);
      formatSubmissionDate('2025-06-01T12:30:00.000Z');
    }
    expect(made).not.toHaveBeenCalled();
  });
});
