import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import {
  INSIGHTS_ENDPOINT,
  type GoalBeacon,
  type InsightBeacon,
  type InsightGoal,
  type PageViewBeacon,
  type VitalsBeacon,
} from '@studio/core/insights/insightsBeacon';
import {
  GOAL_CLASS_MARK,
  GOAL_EVENT,
  GOAL_FROM_MARK,
  GOAL_MARK,
  NOT_FOUND_MARK,
  PAGE_EVENT,
  visitCounted,
} from './insightsPage.ts';

/**
 * Studio insights' script in the visitor's browser (docs/decisions/029-studio-insights.md): plain, no React, loaded
 * by the root once the page is idle (useStudioInsights.ts), with web-vitals in the same file. It sends, with
 * `navigator.sendBeacon`, as text (a simple request: no preflight, same origin, no cookie read or set):
 * - a page view when it starts and each time the router shows another path (a change of query or hash alone is the
 *   same page), with the referrer on the first only, and the goal the page confirms (marks.ts);
 * - a goal for a click on a link marked with one (Join Today, the member portal), a phone or an e-mail link, and for
 *   the event a page sends (a contact message sent, marks.ts's `reportGoal`);
 * - one beacon with the page's Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift, the
 *   first time the page is hidden.
 * Each asks `visitCounted` first: a choice made on /privacy, or staff signing in, applies from the next beacon.
 */

function send(pathname: string, beacon: InsightBeacon): void {
  if (visitCounted(pathname))
    navigator.sendBeacon?.(INSIGHTS_ENDPOINT, new Blob([JSON.stringify(beacon)], { type: 'text/plain' }));
}

/** The page as the beacons name it: its path with its query (core keeps only the utm fields of the query). */
const page = () => ({ p: location.pathname + location.search, w: innerWidth });
const notFound = () => (document.querySelector(`[${NOT_FOUND_MARK}]`) ? 1 : undefined);

/** The path of the page shown last: a view for each new one, and where the next one came from. */
let shownPath: string | undefined;

function pageShown(): void {
  const { pathname, origin } = location;
  if (pathname === shownPath) return;
  const { referrer } = document;
  const view: PageViewBeacon = { t: 'view', ...page(), nf: notFound() };
  if (shownPath === undefined && referrer) view.r = referrer;
  const from = shownPath ?? (referrer.startsWith(`${origin}/`) ? new URL(referrer).pathname : '');
  shownPath = pathname;
  const confirmed = document.querySelector(`[${GOAL_FROM_MARK}]`);
  if (confirmed?.getAttribute(GOAL_FROM_MARK) === from) {
    view.g = confirmed.getAttribute(GOAL_MARK) as InsightGoal;
    view.c = confirmed.getAttribute(GOAL_CLASS_MARK) ?? undefined;
  }
  send(pathname, view);
}

function goalMade(goal: InsightGoal | null | undefined): void {
  if (goal) send(location.pathname, { t: 'goal', ...page(), g: goal } satisfies GoalBeacon);
}

/** The goal a click makes: its link's mark, or a phone or an e-mail link's own. */
function goalOfClick(event: Event): InsightGoal | null | undefined {
  const link = (event.target as Element).closest?.('a');
  const href = link?.getAttribute('href') ?? '';
  return (
    (link?.getAttribute(GOAL_MARK) as InsightGoal | null | undefined) ??
    (href.startsWith('tel:') ? 'phone' : href.startsWith('mailto:') ? 'email' : null)
  );
}

/**
 * The page's vitals, sent once, the first time the page is hidden (the visitor leaves, or switches tab or app), with
 * the page as it was loaded: web-vitals measures the document, not each client-side navigation.
 */
function measureVitals(): void {
  const { pathname } = location;
  const vitals: VitalsBeacon = { t: 'vitals', ...page(), nf: notFound() };
  let sent = false;
  const hidden = () => {
    // Nothing measured (hidden before the first paint): nothing to send.
    if (sent || (vitals.lcp ?? vitals.inp ?? vitals.cls) === undefined) return;
    sent = true;
    send(pathname, vitals);
  };
  // On `window`, not captured: after web-vitals' own listeners (captured on `window`), which report the final values
  // as the page is hidden.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && hidden());
  addEventListener('pagehide', hidden);
  // Every change kept as it comes: a page left without being hidden first (Chrome navigating the tab to another site)
  // has only `pagehide`, when web-vitals has reported nothing final yet.
  const keep = ({ name, value }: Metric) => {
    vitals[name.toLowerCase() as 'lcp' | 'inp' | 'cls'] = value;
  };
  const everyChange = { reportAllChanges: true };
  onLCP(keep, everyChange);
  onINP(keep, everyChange);
  onCLS(keep, everyChange);
}

/** Starts counting this page and those the visitor goes on to, and measuring its speed; once. */
export function startInsights(): void {
  if (shownPath !== undefined) return;
  pageShown();
  addEventListener(PAGE_EVENT, pageShown);
  addEventListener(GOAL_EVENT, (event) => goalMade((event as CustomEvent<InsightGoal>).detail));
  // Captured, so that a link's own handler (a router link's navigation) cannot hide the click from it.
  addEventListener('click', (event) => goalMade(goalOfClick(event)), true);
  measureVitals();
}
