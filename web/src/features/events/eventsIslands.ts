import type { StudioEvent } from '@studio/core/events/events';
import { useRouteIslands } from '@/hydration/serverOnly.ts';
import { fetchPageResource } from '@/lib/pageResource.ts';

/**
 * What /events draws in its static island (hydration/StaticIsland.tsx): the upcoming events, featured and regular,
 * soonest first. The server draws their cards into the HTML; the browser keeps that HTML and gets none of this data
 * with the page, as it would only repeat the markup (and drawing fifty cards again while hydrating held a phone's main
 * thread for hundreds of milliseconds). A client-side navigation to /events fetches it (EVENTS_ISLANDS_PATH,
 * app/routes/events-islands.ts) to draw them.
 */
export interface EventsIslands {
  featured: StudioEvent[];
  regular: StudioEvent[];
}

/** The address of the island's data, for an events page drawn in the browser. */
export const EVENTS_ISLANDS_PATH = '/events-islands';

/** The events page's route (app/routes/events.tsx). */
const EVENTS_ROUTE = 'app/routes/events';

/** What a failed load reads as: no events, so visitors see the empty state rather than an error (SPEC 8). */
export const NO_EVENTS: EventsIslands = { featured: [], regular: [] };

/** The island's data where there is any (the server's render, a client-side navigation), else undefined. */
export function useEventsIslands(): EventsIslands | undefined {
  return useRouteIslands<EventsIslands>(EVENTS_ROUTE);
}

/**
 * The island's data, for an events page drawn in the browser. A failed request is logged and reads as no events; a
 * navigation given up (its signal aborted) still fails, as there is nothing to draw.
 */
export async function fetchEventsIslands(signal?: AbortSignal): Promise<EventsIslands> {
  try {
    return await fetchPageResource<EventsIslands>(EVENTS_ISLANDS_PATH, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Could not load upcoming events', error);
    return NO_EVENTS;
  }
}
