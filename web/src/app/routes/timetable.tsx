import { parseTimetableFilter } from '@studio/core/timetable/timetable';
import { timetableView } from '@studio/core/timetable/timetableView';
import { siteConfig } from '@/content/siteConfig.ts';
import { TimetablePage } from '@/features/timetable/components/TimetablePage.tsx';
import type { Route } from './+types/timetable';

const title = `Timetable | ${siteConfig.name}`;
const description =
  'Every class at The Martial Arts Studio in Aintree, Liverpool and St Helens for the coming week: kickboxing, Thai boxing, boxing, fitness and kids classes, with closures.';

/**
 * The week the address asks for (`?site=st-helens&group=kids&week=1`), worked out on the server from the published
 * content at the moment of rendering; the render cache draws it again when the content or the UK day changes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = parseTimetableFilter(new URL(request.url).searchParams);
  return timetableView(await context.site.content(), { filter });
}

export function meta(): Route.MetaDescriptors {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { tagName: 'link', rel: 'canonical', href: `${siteConfig.url}/timetable` },
  ];
}

/** Plain elements, no MUI theme around it. */
export default function TimetableRoute({ loaderData }: Route.ComponentProps) {
  return <TimetablePage view={loaderData} />;
}
