import { homeIslandsOf } from '@/features/home/lib/homeIslandsData.ts';
import type { Route } from './+types/home-islands';

/**
 * /home-islands: the data of the home page's static islands (features/home/homeIslands.ts), which a home page drawn
 * in the browser fetches; the page the server renders carries them drawn, not as data. Kept as long as a page is.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(homeIslandsOf(await context.site.content(), new Date()));
}
