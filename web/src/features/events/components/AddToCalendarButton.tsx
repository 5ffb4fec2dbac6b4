import type { StudioEvent } from '@studio/core/events/events';
import { EventAvailableIcon } from '@/components/layout/eventIcons.tsx';
import { siteConfig } from '@/content/siteConfig.ts';
import { downloadEventCalendar } from '../lib/downloadEventCalendar.ts';

/** Downloads the event as an .ics file that any calendar app can open. */
export function AddToCalendarButton({ event, pageUrl }: { event: StudioEvent; pageUrl: string }) {
  return (
    <button
      type="button"
      className="button button--outlined button--full-width event-details__calendar"
      onClick={() => downloadEventCalendar(event, pageUrl, siteConfig.name)}
    >
      <span className="button__start-icon">
        <EventAvailableIcon />
      </span>
      Add to Calendar
    </button>
  );
}
