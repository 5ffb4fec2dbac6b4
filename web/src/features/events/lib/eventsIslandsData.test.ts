import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_EVENTS } from '../eventsIslands.ts';
import { studioEvent } from '../testing/renderEvents.tsx';
import { eventsIslandsOf } from './eventsIslandsData.ts';

const now = new Date('2025-06-01T09:00:00Z');
const fightNight = studioEvent('2025-06-22', { title: 'Summer Fight Night', featured: true });
const seminar = studioEvent('2025-07-05', { title: 'Thai Boxing Seminar' });
const social = studioEvent('2025-06-10', { title: 'Members Social' });
const lastWeek = studioEvent('2025-05-25', { title: 'Spring Open Day', featured: true });

describe('eventsIslandsOf', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it('splits the upcoming events into featured and regular, soonest first, leaving out any gone by', async () => {
    const islands = await eventsIslandsOf({ upcomingEvents: async () => [seminar, fightNight, lastWeek, social] }, now);
    expect(islands).toEqual({ featured: [fightNight], regular: [social, seminar] });
  });

  it('logs a failed read and gives no events, so the page shows its empty state', async () => {
    const failure = new Error('offline');
    const islands = await eventsIslandsOf(
      {
        upcomingEvents: () => {
          throw failure;
        },
      },
      now,
    );
    expect(islands).toEqual(NO_EVENTS);
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
    await expect(eventsIslandsOf({ upcomingEvents: () => Promise.reject(failure) }, now)).resolves.toEqual(NO_EVENTS);
  });
});
