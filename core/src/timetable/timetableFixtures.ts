import { CLASS_SLUGS } from '../pages/publicRoutes.ts';
import type { ClassSession, Closure } from '../content/siteContent.ts';
import type { TimetableInput } from './timetable.ts';

/** For tests: a Monday 6pm kickboxing session at Aintree with 3 trial places, changed by `fields`. */
export const testSession = (fields: Partial<ClassSession>): ClassSession => ({
  id: 'session-1',
  day: 'Monday',
  start: '18:00',
  end: '19:00',
  unreadTime: null,
  level: 'All levels',
  coach: 'Mark Reynolds',
  site: 'Aintree',
  ages: null,
  trialPlaces: 3,
  cancellations: [],
  ...fields,
});

/** For tests: a timetable in which only kickboxing has sessions; every other class page is empty. */
export function testTimetable(sessions: ClassSession[], closures: Closure[] = []): TimetableInput {
  const classes = Object.fromEntries(CLASS_SLUGS.map((slug) => [slug, { schedule: { sessions: [] } }])) as never;
  return { classes: { ...(classes as object), kickboxing: { schedule: { sessions } } } as never, closures };
}
