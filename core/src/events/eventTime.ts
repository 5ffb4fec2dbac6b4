import { studioOffsetMs, studioTimeToUtc } from '../calendar/studioClock.ts';

/**
 * An event's time of day, read from the free text staff type ('6:00 PM - 8:00 PM', '18:00-20:00', '7pm').
 * Minutes count from midnight of the event's day at the studios; an end past midnight is above 1440.
 */
export interface EventTimeRange {
  startMinutes: number;
  endMinutes: number | null;
}

interface ClockReading {
  hour: number;
  minute: number;
  meridiem: 'am' | 'pm' | null;
  hasMinutes: boolean;
}

const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?|noon|midday)?`;
const RANGE = new RegExp(String.raw`^(?:from\s+)?${CLOCK}(?:\s*(?:-|to|until|till)\s*${CLOCK})?$`);

function reading(hour?: string, minute?: string, suffix?: string): ClockReading | null {
  if (hour === undefined) return null;
  const word = suffix?.replace(/\./g, '');
  const meridiem = word === 'am' ? 'am' : word === 'pm' || word === 'noon' || word === 'midday' ? 'pm' : null;
  return {
    hour: Number(hour),
    minute: minute === undefined ? 0 : Number(minute),
    meridiem,
    hasMinutes: minute !== undefined,
  };
}

function toMinutes(clock: ClockReading, meridiem: 'am' | 'pm' | null): number | null {
  if (clock.minute > 59) return null;
  if (meridiem === null) return clock.hour <= 23 ? clock.hour * 60 + clock.minute : null;
  if (clock.hour < 1 || clock.hour > 12) return null;
  const hour24 = (clock.hour % 12) + (meridiem === 'pm' ? 12 : 0);
  return hour24 * 60 + clock.minute;
}

const other = (meridiem: 'am' | 'pm'): 'am' | 'pm' => (meridiem === 'am' ? 'pm' : 'am');

/**
 * Reads a start and optional end time; null when the text is not a plain time or range (then the event is all-day).
 * A side without am/pm borrows the other side's ('6-8pm' is 18:00-20:00, '11-1pm' is 11:00-13:00).
 * Bare hours with no am/pm anywhere ('7-9') are too ambiguous to guess.
 */
export function parseEventTime(text: string): EventTimeRange | null {
  const normalised = text
    .trim()
    .toLowerCase()
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ');
  const match = RANGE.exec(normalised);
  if (!match) return null;
  const start = reading(match[1], match[2], match[3]);
  const end = reading(match[4], match[5], match[6]);
  if (!start) return null;

  if (!end) {
    if (start.meridiem === null && !start.hasMinutes) return null;
    const startMinutes = toMinutes(start, start.meridiem);
    return startMinutes === null ? null : { startMinutes, endMinutes: null };
  }

  if (start.meridiem === null && end.meridiem === null && !start.hasMinutes && !end.hasMinutes) return null;

  let startMinutes: number | null;
  let endMinutes: number | null;
  if (start.meridiem === null && end.meridiem !== null && start.hour <= 12) {
    endMinutes = toMinutes(end, end.meridiem);
    startMinutes = toMinutes(start, end.meridiem);
    if (startMinutes !== null && endMinutes !== null && startMinutes > endMinutes)
      startMinutes = toMinutes(start, other(end.meridiem));
  } else if (end.meridiem === null && start.meridiem !== null && end.hour <= 12) {
    startMinutes = toMinutes(start, start.meridiem);
    endMinutes = toMinutes(end, start.meridiem);
    if (startMinutes !== null && endMinutes !== null && endMinutes < startMinutes)
      endMinutes = toMinutes(end, other(start.meridiem));
  } else {
    startMinutes = toMinutes(start, start.meridiem);
    endMinutes = toMinutes(end, end.meridiem);
  }
  if (startMinutes === null || endMinutes === null) return null;
  if (endMinutes === startMinutes) return { startMinutes, endMinutes: null };
  // '10pm - 1am' ends the next day.
  return { startMinutes, endMinutes: endMinutes < startMinutes ? endMinutes + 24 * 60 : endMinutes };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYY-MM-DDTHH:MM:SS` of `day` plus `minutes` as written on a clock (no zone), rolling into the next day if needed. */
export function localDateTime(day: string, minutes: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date, 0, minutes));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`;
}

/** ISO 8601 with the studios' offset, e.g. `2025-06-22T18:00:00+01:00` (summer) or `2025-12-07T18:00:00+00:00`. */
export function studioIsoDateTime(day: string, minutes: number): string {
  const offsetMinutes = studioOffsetMs(studioTimeToUtc(day, minutes)) / 60_000;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${localDateTime(day, minutes)}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}
