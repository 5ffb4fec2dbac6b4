import { splitUpcomingEvents } from '@studio/core/events/eventRules';
import type { SiteData } from '@studio/core/content/siteData';
import { NO_EVENTS, type EventsIslands } from '../eventsIslands.ts';

/**
 * The events page's island data (eventsIslands.ts) as the site holds it now: its upcoming events split into featured
 * and regular. A failed read is logged and reads as no events: visitors see the empty state rather than an error
 * (SPEC 8), as they did when the browser loaded the list.
 */
export async function eventsIslandsOf(
  site: Pick<SiteData, 'upcomingEvents'>,
  now = new Date(),
): Promise<EventsIslands> {
  try {
    return splitUpcomingEvents(await site.upcomingEvents(), now);
  } catch (error) {
    console.error('Could not load upcoming events', error);
    return NO_EVENTS;
  }
}
