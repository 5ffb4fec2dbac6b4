import { TimetablePreview } from '@/components/timetable/TimetablePreview.tsx';
import { StaticIsland } from '@/hydration/StaticIsland.tsx';
import { useHomeIslands } from '../homeIslands.ts';

/**
 * The home page's Schedule section: the studio's own timetable for today and the next days, above the provider's. A
 * static island: the home page's loader works the days out on the server, and the page carries them drawn only.
 */
export function HomeTimetable() {
  const islands = useHomeIslands();
  return <StaticIsland>{islands && <TimetablePreview days={islands.timetable} compact />}</StaticIsland>;
}
