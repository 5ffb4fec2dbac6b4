import type { InsightsPeriod, InsightsReport } from '@studio/core/insights/insightsReport';
import type { Backend, InsightsSettings } from '../port.ts';
import type { HttpClient } from './httpClient.ts';

/** `?period=7d`, or `?from=...&to=...` for a custom period (both sent, even empty: the server says what is wrong). */
const periodQuery = (period: InsightsPeriod) =>
  `?${new URLSearchParams(typeof period === 'string' ? { period } : { from: period.from, to: period.to }).toString()}`;

export function httpInsights({ request }: HttpClient): Backend['insights'] {
  return {
    report: async (period) =>
      (await request<{ report: InsightsReport }>('GET', `/api/admin/insights${periodQuery(period)}`)).report,
    settings: async () =>
      (await request<{ settings: InsightsSettings }>('GET', '/api/admin/insights/settings')).settings,
    setSettings: async (settings) =>
      (await request<{ settings: InsightsSettings }>('PUT', '/api/admin/insights/settings', settings)).settings,
  };
}
