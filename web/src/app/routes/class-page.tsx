import { isClassSlug } from '@studio/core/pages/publicRoutes';
import { data } from 'react-router';
import { classPagesBySlug } from '@/content/classPages/classPagesBySlug.ts';
import { siteConfig } from '@/content/siteConfig.ts';
import { ClassPage } from '@/features/classes/components/ClassPage.tsx';
import { fetchClassIslands, type ClassIslands } from '@/features/classes/classIslands.ts';
import { classIslandsOf, classPageHeadOf } from '@/features/classes/lib/classPageData.ts';
import { NotFoundPage, notFoundMeta } from '@/components/layout/NotFoundPage.tsx';
import { openServerOnly, serverOnly, type ServerOnly } from '@/hydration/serverOnly.ts';
import type { Route } from './+types/class-page';

/**
 * The class's page as staff published it, with its coming week worked out on the server (closures and cancelled
 * dates included); any slug but the eight classes' is the not-found page, with 404. What its code draws again comes
 * with the page (the hero's texts, the questions); the static island's data (features/classes/classIslands.ts: the
 * schedule with the coming week, the instructor, the benefits, the kit list) is the server's alone: the HTML already
 * holds it, drawn.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isClassSlug(params.slug)) return data(null, { status: 404 });
  const content = await context.site.content();
  return {
    ...classPageHeadOf(content, params.slug),
    islands: serverOnly(classIslandsOf(content, params.slug)),
  };
}

/**
 * A class page drawn in the browser (a client-side navigation) draws its island too: its data comes from its own
 * address, beside the loader's.
 */
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs) {
  if (!isClassSlug(params.slug)) return serverLoader();
  const [head, islands] = await Promise.all([serverLoader(), fetchClassIslands(params.slug, request.signal)]);
  return head ? { ...head, islands } : head;
}

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  if (!isClassSlug(params.slug)) return notFoundMeta();
  const { meta: page } = classPagesBySlug[params.slug];
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: `${siteConfig.url}/classes/${params.slug}` },
  ];
}

/** /classes/:slug: one of the eight class pages, or the site's not-found page for any other slug. */
export default function ClassPageRoute({ params, loaderData }: Route.ComponentProps) {
  if (!isClassSlug(params.slug) || !loaderData) return <NotFoundPage />;
  const { islands, ...head } = loaderData;
  // React Router types what it serialises, not the class the loader gave: a ServerOnly, or plain data it fetched.
  const held = islands as ServerOnly<ClassIslands> | ClassIslands;
  return <ClassPage content={{ ...classPagesBySlug[params.slug], ...head }} islands={openServerOnly(held)} />;
}
