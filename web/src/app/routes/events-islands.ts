import { eventsIslandsOf } from '@/features/events/lib/eventsIslandsData.ts';
import type { Route } from './+types/events-islands';

/**
 * /events-islands: the data of the events page's static island (features/events/eventsIslands.ts), which an events
 * page drawn in the browser fetches; the page the server renders carries the events drawn, not as data. Kept as long
 * as a page is.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await eventsIslandsOf(context.site));
}
