import { isClassSlug } from '@studio/core/publicRoutes';
import { classPagesBySlug } from '@/content/classPages/classPagesBySlug.ts';
import { siteConfig } from '@/content/siteConfig.ts';
import { ClassPage } from '@/features/classes/components/ClassPage.tsx';
import { NotFoundPage } from '@/components/layout/NotFoundPage.tsx';
import { meta as notFoundMeta } from './not-found.tsx';
import type { Route } from './+types/class-page';

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
  if (!isClassSlug(params.slug)) return <NotFoundPage />;
  return <ClassPage content={classPagesBySlug[params.slug]} />;
}
