import type { ClassSlug } from '../pages/publicRoutes.ts';

/**
 * How a free-trial session occurrence is named, and the links to /trial: free of zod, so the timetable, the class
 * pages and the booking pages share them without loading the booking rules.
 */

/** A visitor books a date in the next 14 days (today is day 1). */
export const TRIAL_BOOKING_DAYS = 14;

/** `{classSlug}.{sessionId}.{YYYY-MM-DD}`: session ids are unique within their class page, so the key names the class. */
export function occurrenceKey(classSlug: ClassSlug, sessionId: string, day: string): string {
  return `${classSlug}.${sessionId}.${day}`;
}

/**
 * The free-trial pages: rendered for each request, never kept (places change with every booking; a manage link's
 * page is one visitor's), and the only pages that take a form post. `.data` is React Router's request from the page.
 */
const LIVE_PAGE = /^\/trial(\/booking\/[A-Za-z0-9_-]{1,100})?(\.data)?$/;

export function isLivePagePath(pathname: string): boolean {
  return LIVE_PAGE.test(pathname);
}

/** The form posts of the free-trial pages: at most this many bytes. */
export const TRIAL_FORM_BODY_LIMIT = 16 * 1024;
