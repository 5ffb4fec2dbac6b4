import type { TimetableEntry, TimetableViewDay } from '@studio/core/timetable/timetableView';

/**
 * Days of the studio's timetable, each a heading and the list of its sessions: what /timetable, the home page's
 * Schedule section and a class page draw from the same data. Plain elements (components/timetable/TimetableDays.css).
 * `week` lays a whole week out in seven columns on a wide screen (/timetable); otherwise days sit three abreast.
 * `compact` leaves out the coach and level for the home page's short version.
 */
export function TimetableDays({
  days,
  headingLevel = 2,
  week = false,
  compact = false,
  showClass = true,
}: {
  days: readonly TimetableViewDay[];
  headingLevel?: 2 | 3;
  week?: boolean;
  compact?: boolean;
  showClass?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol
      className={
        week ? 'grid-list timetable-days timetable-days--week' : 'grid-list timetable-days timetable-days--few'
      }
    >
      {days.map((day) => (
        <li key={day.day} className="timetable-day" aria-labelledby={`day-${day.day}`}>
          <Heading id={`day-${day.day}`} className="minor-heading timetable-day__title">
            {day.isToday ? `Today, ${day.label}` : day.label}
          </Heading>
          {day.closures.map((closure) => (
            <p key={closure.site} className="timetable-day__closed">
              {`${closure.site}: Closed – ${closure.reason}`}
            </p>
          ))}
          {day.entries.length === 0 ? (
            <p className="timetable-day__none">{day.isToday ? 'No more sessions today' : 'No sessions'}</p>
          ) : (
            <ul className="grid-list timetable-day__sessions">
              {day.entries.map((entry) => (
                <TimetableSession key={entry.key} entry={entry} compact={compact} showClass={showClass} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

const STATE_CLASS: Record<TimetableEntry['state'], string> = {
  coming: 'timetable-session',
  past: 'timetable-session timetable-session--past',
  closed: 'timetable-session timetable-session--off',
  cancelled: 'timetable-session timetable-session--off',
};

function TimetableSession({
  entry,
  compact,
  showClass,
}: {
  entry: TimetableEntry;
  compact: boolean;
  showClass: boolean;
}) {
  return (
    <li className={STATE_CLASS[entry.state]}>
      <p className="timetable-session__time">
        <time dateTime={entry.start}>{entry.startText}</time> – <time dateTime={entry.end}>{entry.endText}</time>
      </p>
      {showClass && (
        <p className="timetable-session__class">
          <a href={`/classes/${entry.classSlug}`}>{entry.className}</a>
        </p>
      )}
      {entry.state === 'closed' && <p className="timetable-session__state">{`Closed – ${entry.reason}`}</p>}
      {entry.state === 'cancelled' && <p className="timetable-session__state">{`Cancelled – ${entry.reason}`}</p>}
      {entry.state === 'past' && <p className="timetable-session__past">Finished</p>}
      <p className="timetable-session__details">
        {[compact ? null : entry.level, entry.ages, compact ? null : `Coach: ${entry.coach}`, entry.site]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {entry.trialHref && (
        <p className="timetable-session__trial">
          <a href={entry.trialHref} className="text-link">
            Book a free trial
            <span className="visually-hidden">
              : {entry.className}, {entry.startText}, {entry.site}
            </span>
          </a>
        </p>
      )}
    </li>
  );
}
