import { STUDIO_TIME_ZONE } from '../shared/limits.ts';

/*
 * The studios' clock: their UTC offset at an instant, and a wall-clock time there as an instant. Apart from
 * eventTime.ts, which reads events' times, so the timetable (on the home page and every class page) loads this alone.
 */

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: STUDIO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const HOUR_MS = 3600 * 1000;
/** Offsets already worked out, by UTC hour: the UK's clocks change on a whole UTC hour (01:00). */
const offsetByHour = new Map<number, number>();
const MOST_HOURS_KEPT = 10_000;

/** The studios' UTC offset at an instant, in milliseconds (0 in winter, one hour in British Summer Time). */
export function studioOffsetMs(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const offset = offsetAt(instant);
  if (Number.isNaN(offset)) return offset;
  if (offsetByHour.size >= MOST_HOURS_KEPT) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

function offsetAt(instant: Date): number {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

const DAY_MS = 24 * HOUR_MS;

/**
 * Wall-clock time at the studios on `day` (`YYYY-MM-DD`) plus `minutes`, as a real instant, read as RFC 5545 (3.3.5)
 * and Temporal's `compatible` read it on the days the clocks change: a time the clocks skip (01:30 on the last Sunday
 * of March) uses the offset before the change, so it is 02:30 BST; a time they pass twice (01:30 on the last Sunday
 * of October) is the first, in BST. Checked against Temporal at every quarter hour of 2020-2035 (ADR 032).
 */
export function studioTimeToUtc(day: string, minutes: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, date, 0, minutes);
  // The UK has two offsets; a day either side of any instant shows both around a change and the one otherwise.
  const before = studioOffsetMs(new Date(naive - DAY_MS));
  const after = studioOffsetMs(new Date(naive + DAY_MS));
  const readings = [naive - before, naive - after].filter((at) => naive - at === studioOffsetMs(new Date(at)));
  return new Date(readings.length > 0 ? Math.min(...readings) : naive - before);
}
