import type { ClassSlug } from '@studio/core/pages/publicRoutes';
import type { TimetableViewDay } from '@studio/core/timetable/timetableView';
import { useRouteLoaderData } from 'react-router';
import { TimetablePreview } from '@/components/timetable/TimetablePreview.tsx';

/** The class page's loader (app/routes/class-page.tsx) works the coming week out on the server. */
const CLASS_PAGE_ROUTE = 'app/routes/class-page';

/** The class's coming week from the studio's timetable: dates, closures and cancelled sessions, and its feed. */
export function ClassWeek({ slug, title }: { slug: ClassSlug; title: string }) {
  const data = useRouteLoaderData(CLASS_PAGE_ROUTE) as { timetable?: TimetableViewDay[] } | undefined;
  if (!data?.timetable) return null;
  return (
    <div className="class-week">
      <h3 className="minor-heading">{`${title}: the coming week`}</h3>
      <TimetablePreview days={data.timetable} query={`?class=${slug}`} showClass={false} />
    </div>
  );
}
