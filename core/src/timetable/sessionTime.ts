/**
 * A class session's time of day: 24-hour `HH:MM`, within the studio's day (05:00 to 23:00). Free of zod so the
 * public pages (timetable, class pages) and the upgrade of older content use it without loading the schemas.
 */

export const SESSION_EARLIEST = '05:00';
export const SESSION_LATEST = '23:00';

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

/** Minutes after midnight of a `HH:MM` time. */
export function clockMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** `HH:MM` of minutes after midnight. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "6:00pm", "10:30am", "12:00pm": how the site has always written a session's times. */
export function formatClockTime(time: string): string {
  const minutes = clockMinutes(time);
  const hour = Math.floor(minutes / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
}

/** "6:00pm - 7:00pm". */
export function formatSessionTime(start: string, end: string): string {
  return `${formatClockTime(start)} - ${formatClockTime(end)}`;
}

/** One side of a range: `6:00pm`, `6pm`, `6.30 pm`, `18:00`. A bare `6` or `18` is not a time: it is never guessed. */
const SIDE = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?`;
const RANGE = new RegExp(String.raw`^${SIDE}\s*(?:-|to)\s*${SIDE}$`);

function sideMinutes(hour: string, minute: string | undefined, meridiem: string | undefined): number | null {
  const h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  if (m > 59) return null;
  if (meridiem === undefined) {
    // 24-hour clock: needs its minutes ("18:00"), so "6-7" is never read as a time.
    if (minute === undefined || h > 23) return null;
    return h * 60 + m;
  }
  if (h < 1 || h > 12) return null;
  return ((h % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + m;
}

/**
 * Reads the free text older content held ("6:00pm - 7:00pm", "6pm-7pm", "18:00–19:00") into a start and end. Each
 * side must say which half of the day it is (am/pm, or a 24-hour time with minutes); anything else, an end not after
 * the start or a time outside 05:00-23:00, is null: a time is never guessed.
 */
export function parseSessionTime(text: string): { start: string; end: string } | null {
  const normalised = text
    .trim()
    .toLowerCase()
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/\b([ap])\.m\.?/g, '$1m')
    .replace(/\s+/g, ' ');
  const match = RANGE.exec(normalised);
  if (!match) return null;
  const start = sideMinutes(match[1]!, match[2], match[3]);
  const end = sideMinutes(match[4]!, match[5], match[6]);
  if (start === null || end === null) return null;
  const range = { start: clockTime(start), end: clockTime(end) };
  return sessionTimeProblem(range.start, range.end) === null ? range : null;
}

/** Why a start and end cannot be a session's times, or null when they can. */
export function sessionTimeProblem(start: string, end: string): { field: 'start' | 'end'; message: string } | null {
  if (start < SESSION_EARLIEST || start > SESSION_LATEST)
    return { field: 'start', message: `Between ${SESSION_EARLIEST} and ${SESSION_LATEST}` };
  if (end < SESSION_EARLIEST || end > SESSION_LATEST)
    return { field: 'end', message: `Between ${SESSION_EARLIEST} and ${SESSION_LATEST}` };
  if (end <= start) return { field: 'end', message: 'The end must be after the start' };
  return null;
}
