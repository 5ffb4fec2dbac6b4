import { isClassSlug } from '@studio/core/publicRoutes';
import { data } from 'react-router';
import { Themed } from '@/hydration/Themed.tsx';
import { classPagesBySlug } from '@/content/classPages/classPagesBySlug.ts';
import { siteConfig } from '@/content/siteConfig.ts';
import { useSiteContent } from '@/content/siteContent.tsx';
import { ClassPage } from '@/features/classes/components/ClassPage.tsx';
import { NotFoundPage, notFoundMeta } from '@/components/layout/NotFoundPage.tsx';
import type { Route } from './+types/class-page';

/** Any slug but the eight classes' is the not-found page, answered with 404. */
export function loader({ params }: Route.LoaderArgs) {
  return isClassSlug(params.slug) ? null : data(null, { status: 404 });
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
export default function ClassPageRoute({ params }: Route.ComponentProps) {
  const { classes } = useSiteContent();
  return (
    <Themed>
      {isClassSlug(params.slug) ? (
        <ClassPage content={{ ...classPagesBySlug[params.slug], ...classes[params.slug] }} />
      ) : (
        <NotFoundPage />
      )}
    </Themed>
  );
}
