import { isClassSlug } from '@studio/core/pages/publicRoutes';
import { classIslandsOf } from '@/features/classes/lib/classPageData.ts';
import type { Route } from './+types/class-islands';

/**
 * /class-islands/:slug: the data of a class page's static island (features/classes/classIslands.ts), which a class
 * page drawn in the browser fetches; the page the server renders carries it drawn, not as data. Kept as long as a
 * page is.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isClassSlug(params.slug)) return new Response(null, { status: 404 });
  return Response.json(classIslandsOf(await context.site.content(), params.slug));
}
