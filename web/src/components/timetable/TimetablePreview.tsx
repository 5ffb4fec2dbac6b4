import { TIMETABLE_FEED_PATH } from '@studio/core/timetable/timetable';
import type { TimetableViewDay } from '@studio/core/timetable/timetableView';
import { TimetableDays } from './TimetableDays.tsx';

/**
 * The studio's own timetable in short, where a page shows it beside other things: the home page's Schedule
 * section (today and the next days, both sites) and a class page (that class's coming week). Sessions already over
 * are left out. `query` narrows the links to the same filter (`?class=boxing`).
 */
export function TimetablePreview({
  days,
  query = '',
  compact = false,
  showClass = true,
}: {
  days: readonly TimetableViewDay[];
  query?: string;
  compact?: boolean;
  showClass?: boolean;
}) {
  const coming = days.map((day) => ({ ...day, entries: day.entries.filter((entry) => entry.state !== 'past') }));
  return (
    <div className="timetable-preview">
      <TimetableDays days={coming} headingLevel={3} compact={compact} showClass={showClass} />
      <p className="timetable-more">
        <a href={`/timetable${query}`}>Full timetable</a>
        <a href={`${TIMETABLE_FEED_PATH}${query}`}>Add to calendar</a>
      </p>
    </div>
  );
}
