import type { ClassSlug } from '@studio/core/pages/publicRoutes';
import type { TimetableViewDay } from '@studio/core/timetable/timetableView';
import { TimetablePreview } from '@/components/timetable/TimetablePreview.tsx';

/**
 * The class's coming week from the studio's timetable: dates, closures and cancelled sessions, and its feed. The class
 * page's loader works it out on the server (features/classes/lib/classPageData.ts).
 */
export function ClassWeek({
  slug,
  title,
  days,
}: {
  slug: ClassSlug;
  title: string;
  days: readonly TimetableViewDay[];
}) {
  return (
    <div className="class-week">
      <h3 className="minor-heading">{`${title}: the coming week`}</h3>
      <TimetablePreview days={days} query={`?class=${slug}`} showClass={false} />
    </div>
  );
}
