import type { SiteHoursView } from '@studio/core/timetable/openingHours';

/**
 * One site's opening hours, as the studio writes them ("Mon-Fri" / "8am-9pm"), then the closures of that site that
 * are on now or coming soon. `variant` picks the look of the section it sits in (SiteHours.css).
 */
export function SiteHours({ hours, variant }: { hours: SiteHoursView; variant: 'contact' | 'schedule' }) {
  return (
    <>
      <dl className={`site-hours site-hours--${variant}`}>
        {hours.lines.map((line) => (
          <div key={`${line.days}-${line.hours}`} className="site-hours__line">
            <dt className="site-hours__days">{line.days}</dt>
            <dd className="site-hours__hours">{line.hours}</dd>
          </div>
        ))}
      </dl>
      {hours.closures.map((closure) => (
        <p key={`${closure.firstDay}-${closure.reason}`} className="site-hours__closed">
          {closure.text}
        </p>
      ))}
    </>
  );
}
