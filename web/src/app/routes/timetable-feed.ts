import { studioToday } from '@studio/core/events/eventRules';
import { TIMETABLE_FEED_PATH, parseTimetableFilter } from '@studio/core/timetable/timetable';
import { buildTimetableCalendar } from '@studio/core/timetable/timetableCalendar';
import { siteConfig } from '@/content/siteConfig.ts';
import type { Route } from './+types/timetable-feed';

/**
 * /timetable.ics: the timetable as a calendar feed to subscribe to (`?class=kickboxing&site=aintree` narrows it as
 * the page's filters do). Rendered and kept like a page, so it changes when the content or the UK day does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const now = new Date();
  const body = buildTimetableCalendar(await context.site.content(), {
    siteUrl: url.origin,
    organiser: siteConfig.name,
    filter: { ...parseTimetableFilter(url.searchParams), week: 0 },
    today: studioToday(now),
    now,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${TIMETABLE_FEED_PATH.slice(1)}"`,
    },
  });
}
