import { isClassSlug } from '@studio/core/pages/publicRoutes';
import { NO_FILTER } from '@studio/core/timetable/timetable';
import { withLiveFigures } from '@studio/core/content/siteContentRules';
import { timetableView } from '@studio/core/timetable/timetableView';
import { data } from 'react-router';
import { classPagesBySlug } from '@/content/classPages/classPagesBySlug.ts';
import { siteConfig } from '@/content/siteConfig.ts';
import { ClassPage } from '@/features/classes/components/ClassPage.tsx';
import { NotFoundPage, notFoundMeta } from '@/components/layout/NotFoundPage.tsx';
import type { Route } from './+types/class-page';

/**
 * The class's page as staff published it, with its coming week worked out on the server (closures and cancelled
 * dates included); any slug but the eight classes' is the not-found page, with 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isClassSlug(params.slug)) return data(null, { status: 404 });
  const content = await context.site.content();
  const filter = { ...NO_FILTER, classSlug: params.slug };
  const page = content.classes[params.slug];
  return {
    ...page,
    // A price or opening time an answer quotes by name ({price:Pay As You Go}), filled in from the current price list
    // and hours here: the page carries the answers, not the price list.
    faqs: page.faqs.map((faq) => ({ ...faq, answer: withLiveFigures(faq.answer, content) })),
    timetable: timetableView(content, { filter }).days,
  };
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
  return isClassSlug(params.slug) && loaderData ? (
    <ClassPage content={{ ...classPagesBySlug[params.slug], ...loaderData }} />
  ) : (
    <NotFoundPage />
  );
}
