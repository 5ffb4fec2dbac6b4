import type { TimetableViewDay } from '@studio/core/timetable/timetableView';
import { useRouteLoaderData } from 'react-router';
import { TimetablePreview } from '@/components/timetable/TimetablePreview.tsx';

/** The home page's loader (app/routes/home.tsx) works the days out on the server. */
const HOME_ROUTE = 'app/routes/home';

/** The home page's Schedule section: the studio's own timetable for today and the next days, above the provider's. */
export function HomeTimetable() {
  const data = useRouteLoaderData(HOME_ROUTE) as { timetable?: TimetableViewDay[] } | undefined;
  if (!data?.timetable) return null;
  return <TimetablePreview days={data.timetable} compact />;
}
