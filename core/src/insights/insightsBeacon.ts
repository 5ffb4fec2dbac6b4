/**
 * What a visitor's browser sends to `POST /api/insights` (studio insights, docs/decisions/029-studio-insights.md):
 * a JSON body, sent with `navigator.sendBeacon` as text. Short field names keep the beacon script small; core's
 * `parseBeacon` (insights.ts) bounds every field before anything is counted.
 */

/** The conversions counted. `trial` and `contact` are sent by the pages that confirm them, the rest on a click. */
export const INSIGHT_GOALS = ['contact', 'trial', 'join', 'portal', 'phone', 'email'] as const;
export type InsightGoal = (typeof INSIGHT_GOALS)[number];

export interface PageViewBeacon {
  t: 'view';
  /** `location.pathname` with `location.search`: core keeps only utm_source, utm_medium and utm_campaign. */
  p: string;
  /** `document.referrer` (core keeps only its host, and none for the site's own pages). */
  r?: string;
  /** The viewport's width in CSS pixels: phone, tablet or desktop. */
  w: number;
  /** The page is the not-found page: counted as "not found", whatever its address. */
  nf?: 1;
  /** A goal the page itself confirms (a trial's confirmation: `trial`), with the class it was for. */
  g?: InsightGoal;
  c?: string;
}

export interface GoalBeacon {
  t: 'goal';
  p: string;
  w: number;
  g: InsightGoal;
  /** The class a trial was booked for. */
  c?: string;
}

export interface VitalsBeacon {
  t: 'vitals';
  p: string;
  w: number;
  /** Largest Contentful Paint and Interaction to Next Paint in ms, Cumulative Layout Shift unitless. */
  lcp?: number;
  inp?: number;
  cls?: number;
  nf?: 1;
}

export type InsightBeacon = PageViewBeacon | GoalBeacon | VitalsBeacon;

/** Where the beacons go, on both backends (Firebase Hosting rewrites it to the `insights` function). */
export const INSIGHTS_ENDPOINT = '/api/insights';

/** The key of the visitor's own choice not to be counted, in their browser's localStorage: the one thing stored. */
export const INSIGHTS_OPT_OUT_KEY = 'studio-insights-opt-out';

/** Set in a browser's localStorage while someone is signed in to the staff area there: their visits are not counted. */
export const INSIGHTS_STAFF_KEY = 'studio-insights-staff';
