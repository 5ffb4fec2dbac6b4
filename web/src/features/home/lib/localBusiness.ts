import type { StudioDetails, StudioSite } from '@/content/studioDetails.ts';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A day as the studio writes it ("Mon", "tues", "Saturday"), or -1. */
function dayIndex(text: string): number {
  const key = text.trim().slice(0, 3).toLowerCase();
  return WEEK.findIndex((day) => day.slice(0, 3).toLowerCase() === key);
}

/** "Mon-Fri", "Sat and Sun", "Mon, Wed & Fri" as schema.org day names; null when a part is not a day. */
export function daysOfWeek(text: string): string[] | null {
  const days: string[] = [];
  for (const part of text.split(/,|&|\band\b/i)) {
    if (part.trim() === '') continue;
    const range = part.split(/\s*(?:-|–|\bto\b)\s*/i);
    const [from, to = from] = range.map(dayIndex);
    if (range.length > 2 || from === undefined || from < 0 || to === undefined || to < 0) return null;
    for (let day = from; ; day = (day + 1) % 7) {
      days.push(WEEK[day]!);
      if (day === to) break;
    }
  }
  return days.length > 0 ? days : null;
}

const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/i;

function clockTime(text: string, meridiem: string | undefined): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = (match[3] ?? meridiem)?.toLowerCase();
  if (hour > 23 || minute > 59 || (half && (hour < 1 || hour > 12))) return null;
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "8am-9pm", "9:30am – 2pm", "17:00-21:00" as opening and closing clock times; null when unreadable. */
export function openingTimes(text: string): { opens: string; closes: string } | null {
  const parts = text.split(/\s*(?:-|–|\bto\b)\s*/i);
  if (parts.length !== 2) return null;
  const [start = '', end = ''] = parts;
  // "9-2pm": a start without am/pm takes the end's.
  const endMeridiem = /(am|pm)\s*$/i.exec(end)?.[1];
  const opens = clockTime(start, endMeridiem);
  const closes = clockTime(end, undefined);
  return opens && closes ? { opens, closes } : null;
}

/** A site's opening hours as schema.org `OpeningHoursSpecification`s, leaving out any line it cannot read. */
export function openingHoursSpecification(hours: StudioSite['openingHours']) {
  return hours.flatMap(({ days, hours: times }) => {
    const dayOfWeek = daysOfWeek(days);
    const open = openingTimes(times);
    return dayOfWeek && open ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek, ...open }] : [];
  });
}

/**
 * A site's closures as schema.org special opening hours: closed all day (opens and closes at 00:00) from the first
 * day to the last.
 */
export function closedDaysSpecification(closures: StudioSite['closures']) {
  return closures.map((closure) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: closure.firstDay,
    validThrough: closure.lastDay,
  }));
}

/**
 * One schema.org `ExerciseGym` (a `LocalBusiness`) per site of the studio, for the home page: search engines show
 * each site's address, phone, its own hours and the days it is closed from it.
 */
export function localBusinessJsonLd(studio: StudioDetails) {
  return studio.sites.map((site) => ({
    '@context': 'https://schema.org',
    '@type': 'ExerciseGym',
    name: `${studio.name}, ${site.name}`,
    url: `${studio.url}/`,
    email: studio.email,
    telephone: studio.phone,
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'GB' },
    hasMap: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.mapQuery)}`,
    openingHoursSpecification: openingHoursSpecification(site.openingHours),
    ...(site.closures.length > 0 && { specialOpeningHoursSpecification: closedDaysSpecification(site.closures) }),
    sameAs: studio.social,
  }));
}
