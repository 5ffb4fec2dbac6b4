import type { StudioEvent } from '@studio/core/events/events';
import { buildEventCalendar, calendarFileName } from '@studio/core/calendar/ics';

/** Builds the event's .ics file in the browser and hands it to the visitor as a download. */
export function downloadEventCalendar(event: StudioEvent, pageUrl: string, organiser: string): void {
  const ics = buildEventCalendar(event, { pageUrl, organiser });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(event.title);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the object URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
