import type { TimetableViewDay } from '@studio/core/timetable/timetableView';
import { fetchPageResource } from '@/lib/pageResource.ts';

/**
 * /timetable's days are a static island (hydration/StaticIsland.tsx): the server draws the week, the browser keeps
 * that HTML and gets none of the days as data with the page (hydrating the week's sessions was most of the page's
 * main-thread work). A client-side navigation to /timetable fetches them from here, with the same filters, to draw
 * them (app/routes/timetable-days.ts).
 */
export const TIMETABLE_DAYS_PATH = '/timetable-days';

/** The days of the week a timetable address (`?site=…&week=1`) shows, for a timetable drawn in the browser. */
export function fetchTimetableDays(search: string, signal?: AbortSignal): Promise<TimetableViewDay[]> {
  return fetchPageResource<TimetableViewDay[]>(`${TIMETABLE_DAYS_PATH}${search}`, signal);
}
