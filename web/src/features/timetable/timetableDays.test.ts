import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTimetableDays, TIMETABLE_DAYS_PATH } from './timetableDays.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fetchTimetableDays', () => {
  it('asks for the days of the same filters as the timetable’s address', async () => {
    const fetched = vi.fn(async () => Response.json([{ day: '2026-11-30' }]));
    vi.stubGlobal('fetch', fetched);
    await expect(fetchTimetableDays('?site=st-helens&group=kids')).resolves.toEqual([{ day: '2026-11-30' }]);
    expect(fetched).toHaveBeenCalledWith(`${TIMETABLE_DAYS_PATH}?site=st-helens&group=kids`, { signal: undefined });
  });

  it('fails when the server does not answer with the days', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    await expect(fetchTimetableDays('')).rejects.toThrow(/answered 503/);
  });
});
