import { useState } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import type { InsightsSettings } from '@/backend/port.ts';
import { useAsync } from '@/lib/useAsync.ts';

/** Owners: who may see Insights, and a change to it. */
export function useInsightsSettings() {
  const { insights } = useBackend();
  const loaded = useAsync<InsightsSettings | null>(
    () => (insights ? insights.settings() : Promise.resolve(null)),
    [insights],
  );
  const [saving, setSaving] = useState(false);
  return {
    status: loaded.status,
    settings: loaded.data ?? null,
    saving,
    /** Resolves to the settings as saved; rejects with the backend's error. */
    async save(settings: InsightsSettings): Promise<InsightsSettings> {
      if (!insights) throw new Error('Insights cannot be reached from this admin.');
      setSaving(true);
      try {
        const saved = await insights.setSettings(settings);
        loaded.setData(() => saved);
        return saved;
      } finally {
        setSaving(false);
      }
    },
  };
}
