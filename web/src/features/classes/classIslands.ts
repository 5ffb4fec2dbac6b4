import type { ClassSlug } from '@studio/core/pages/publicRoutes';
import type { ClassContent } from '@studio/core/content/siteContent';
import type { TimetableViewDay } from '@studio/core/timetable/timetableView';
import { fetchPageResource } from '@/lib/pageResource.ts';

/**
 * What a class page draws in its static island (hydration/StaticIsland.tsx): the sections whose content never changes
 * in the browser (the weekly schedule with the coming week, the instructor, the benefits, the kit list). The server
 * draws them into the HTML; the browser keeps that HTML and gets none of this data with the page, as it would only
 * repeat the markup (hydrating them was most of the page's main-thread work). A client-side navigation to a class
 * page fetches it (classIslandsPath, app/routes/class-islands.ts) to draw them.
 */
export interface ClassIslands {
  content: Pick<ClassContent, 'schedule' | 'instructor' | 'benefits' | 'whatToBring' | 'equipmentRental'>;
  /** The class's coming week from the studio's timetable. */
  timetable: TimetableViewDay[];
}

/** The address of a class page's islands' data, for a class page drawn in the browser. */
export function classIslandsPath(slug: ClassSlug): string {
  return `/class-islands/${slug}`;
}

/** The islands' data of a class page drawn in the browser. */
export function fetchClassIslands(slug: ClassSlug, signal?: AbortSignal): Promise<ClassIslands> {
  return fetchPageResource<ClassIslands>(classIslandsPath(slug), signal);
}
