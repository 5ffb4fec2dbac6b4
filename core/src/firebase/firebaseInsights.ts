import { isInsightMetric, type InsightMetric, type InsightTotal } from '../insights/insightsTotals.ts';

/**
 * How studio insights' totals are kept in Firestore, read by the `insights` function and by the staff's browser alike
 * (free of node modules). A totals document holds one day's counters in one map, `counts`: each field is a counter's
 * metric, a space and its key ("views ", "page /classes/boxing", "referrer google.com"). Metrics have no spaces, so the
 * first space parts them again whatever the key holds (dots, slashes and spaces are kept as they are: a map's field
 * names are literal in a document's data). A day's counters may be spread over several documents (today's shards, or
 * the parts a folded day was written in): the rows sum them.
 */
export interface InsightTotalsDocument {
  day: string;
  counts: Record<string, number>;
}

/** The field of `counts` a counter is kept under. */
export function insightCounterField(metric: InsightMetric, key: string): string {
  return `${metric} ${key}`;
}

/** The counter a field of `counts` names, or null for a field that is not one. */
export function insightCounterOf(field: string): { metric: InsightMetric; key: string } | null {
  const space = field.indexOf(' ');
  const metric = space < 0 ? '' : field.slice(0, space);
  return isInsightMetric(metric) ? { metric, key: field.slice(space + 1) } : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The rows of some totals documents: each counter of a day once, summed over the day's documents. */
export function insightTotalsOf(documents: Iterable<{ day?: unknown; counts?: unknown }>): InsightTotal[] {
  const sums = new Map<string, InsightTotal>();
  for (const { day, counts } of documents) {
    if (typeof day !== 'string' || !DAY.test(day) || counts === null || typeof counts !== 'object') continue;
    for (const [field, count] of Object.entries(counts)) {
      const counter = insightCounterOf(field);
      if (!counter || typeof count !== 'number' || !Number.isFinite(count)) continue;
      const id = `${day} ${field}`;
      const row = sums.get(id);
      if (row) row.count += count;
      else sums.set(id, { day, ...counter, count });
    }
  }
  return [...sums.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.metric.localeCompare(b.metric) || a.key.localeCompare(b.key),
  );
}

/** The one settings document: `insight_settings/main`. */
export const INSIGHT_SETTINGS_ID = 'main';

/** Who may read insights, from the settings document's data: Staff may until an Owner turns it off. */
export function insightSettingsOf(data: unknown): { staffCanSee: boolean } {
  const staffCanSee =
    data !== null && typeof data === 'object' ? (data as { staffCanSee?: unknown }).staffCanSee : null;
  return { staffCanSee: staffCanSee !== false };
}

/** The activity entry's detail when an Owner switches Staff's access (as the self-hosted server words it). */
export function insightSettingsDetail(staffCanSee: boolean): string {
  return `Staff see Insights: ${staffCanSee ? 'on' : 'off'}`;
}
