import { isAdminPath } from '@studio/core/pages/contentSecurityPolicy';
import { INSIGHTS_OPT_OUT_KEY, INSIGHTS_STAFF_KEY } from '@studio/core/insights/insightsBeacon';

/**
 * What the pages share with the studio insights script (beacon.ts, loaded once the page is idle): whether this
 * browser's visits are counted, and the names of the marks a page's markup carries and of the events a page sends.
 * It comes with every page's first code (the root's), so the script finds it loaded, and a browser whose visits are
 * not counted loads no script at all. Kept small, for that reason: every byte here is on every page's first load.
 */

/** Whether this browser's storage holds `key`; storage that cannot be read holds nothing, and the visit counts. */
function stored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** The browser itself asks not to be tracked: Global Privacy Control, or Do Not Track. */
export function browserAsksNotToBeCounted(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
}

/** The visitor chose "Don't count my visits" on /privacy, in this browser. */
export const optedOut = (): boolean => stored(INSIGHTS_OPT_OUT_KEY);

/**
 * Whether a view of `pathname` in this browser is counted, asked before each beacon: never the staff area, nor a
 * browser where staff are signed in, nor one that asks not to be tracked or whose visitor opted out.
 */
export function visitCounted(pathname: string): boolean {
  return !isAdminPath(pathname) && !stored(INSIGHTS_STAFF_KEY) && !optedOut() && !browserAsksNotToBeCounted();
}

/**
 * On a link, the goal a click on it makes ("Join Today": `join`, the member portal: `portal`); on a page that confirms
 * a goal, that goal.
 */
export const GOAL_MARK = 'data-insights-goal';
/**
 * On a page that confirms a goal (a trial's booking page), with GOAL_MARK and the class it was for: the page the goal
 * is made on. The goal is counted with the view when the visitor arrives from there, so that a later visit (the
 * booking's page opened again from its e-mail) counts no second one.
 */
export const GOAL_FROM_MARK = 'data-insights-from';
export const GOAL_CLASS_MARK = 'data-insights-class';
/** On the not-found page: its views are counted as "not found", whatever the address. */
export const NOT_FOUND_MARK = 'data-insights-not-found';

/** Sent on `window` by the root each time the router shows another path. */
export const PAGE_EVENT = 'studio-insights-page';
/** Sent on `window`, with the goal as its detail, by a page that sees a goal made (the contact form's success). */
export const GOAL_EVENT = 'studio-insights-goal';
