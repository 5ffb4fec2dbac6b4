import type { InsightsPeriod, InsightsReport } from '@studio/core/insights/insightsReport';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { useAsync } from '@/lib/useAsync.ts';

/** The report of a period (none while the period asked for is not valid), and `reload` to ask again. */
export function useInsightsReport(period: InsightsPeriod | null) {
  const { insights } = useBackend();
  return useAsync<InsightsReport | null>(
    () => (period && insights ? insights.report(period) : Promise.resolve(null)),
    [insights, period],
  );
}
