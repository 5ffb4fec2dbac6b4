import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_ISLANDS_PATH, fetchEventsIslands, NO_EVENTS } from './eventsIslands.ts';
import { studioEvent } from './testing/renderEvents.tsx';

const islands = { featured: [studioEvent('2025-06-22', { featured: true })], regular: [studioEvent('2025-07-05')] };

describe('fetchEventsIslands', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    logged.mockRestore();
    vi.unstubAllGlobals();
  });

  it('fetches the island’s data from its own address', async () => {
    const fetched = vi.fn().mockResolvedValue(Response.json(islands));
    vi.stubGlobal('fetch', fetched);
    await expect(fetchEventsIslands()).resolves.toEqual(islands);
    expect(fetched).toHaveBeenCalledWith(EVENTS_ISLANDS_PATH, { signal: undefined });
  });

  it('logs a failed request and gives no events, so the page shows its empty state', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500 })));
    await expect(fetchEventsIslands()).resolves.toEqual(NO_EVENTS);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('fails when the navigation was given up, with nothing logged', async () => {
    const given = new AbortController();
    given.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(fetchEventsIslands(given.signal)).rejects.toThrow('aborted');
    expect(logged).not.toHaveBeenCalled();
  });
});
