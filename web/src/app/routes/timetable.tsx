import { parseTimetableFilter } from '@studio/core/timetable/timetable';
import { timetableView, type TimetableViewDay } from '@studio/core/timetable/timetableView';
import { siteConfig } from '@/content/siteConfig.ts';
import { TimetablePage } from '@/features/timetable/components/TimetablePage.tsx';
import { fetchTimetableDays } from '@/features/timetable/timetableDays.ts';
import { openServerOnly, serverOnly, type ServerOnly } from '@/hydration/serverOnly.ts';
import type { Route } from './+types/timetable';

const title = `Timetable | ${siteConfig.name}`;
const description =
  'Every class at The Martial Arts Studio in Aintree, Liverpool and St Helens for the coming week: kickboxing, Thai boxing, boxing, fitness and kids classes, with closures.';

/**
 * The week the address asks for (`?site=st-helens&group=kids&week=1`), worked out on the server from the published
 * content at the moment of rendering; the render cache draws it again when the content or the UK day changes. The
 * days are a static island (features/timetable/timetableDays.ts): the server's render reads them, the page's data
 * does not repeat them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = parseTimetableFilter(new URL(request.url).searchParams);
  const view = timetableView(await context.site.content(), { filter });
  return { ...view, days: serverOnly(view.days) };
}

/** A timetable drawn in the browser (a client-side navigation) draws its days too: they come from their own address. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const [view, days] = await Promise.all([
    serverLoader(),
    fetchTimetableDays(new URL(request.url).search, request.signal),
  ]);
  return { ...view, days };
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
  // React Router types what it serialises, not the class the loader gave: the days are a ServerOnly or plain days.
  const days = loaderData.days as ServerOnly<TimetableViewDay[]> | TimetableViewDay[];
  return <TimetablePage view={loaderData} days={openServerOnly(days)} />;
}
