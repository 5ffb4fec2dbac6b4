import { parseTimetableFilter } from '@studio/core/timetable/timetable';
import { timetableView } from '@studio/core/timetable/timetableView';
import type { Route } from './+types/timetable-days';

/**
 * /timetable-days: the days /timetable shows for the same filters (features/timetable/timetableDays.ts), which a
 * timetable drawn in the browser fetches; the page the server renders carries them drawn, not as data. The render
 * cache keeps it by its filters, as it does the page (server/src/site/pageRenderer.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = parseTimetableFilter(new URL(request.url).searchParams);
  return Response.json(timetableView(await context.site.content(), { filter }).days);
}
