import type { ActivityEntry, ActivityKind } from '@studio/core/activity/activity';
import { useState } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { errorMessage } from '@/backend/errors.ts';
import { useAsync } from '@/lib/useAsync.ts';

/** The log's first page for the chosen filters, and older pages on request. */
export function useActivityLog(filter: { actor: string; kind: ActivityKind | '' }) {
  const { activity } = useBackend();
  const first = useAsync(
    () => activity.list({ actor: filter.actor || undefined, kind: filter.kind || undefined }),
    [activity, filter.actor, filter.kind],
  );
  const [older, setOlder] = useState<{ key: string; entries: ActivityEntry[]; next: string | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const key = `${filter.actor}|${filter.kind}|${first.status}`;
  const extra = older?.key === key ? older : null;

  const entries = first.status === 'success' ? [...first.data.entries, ...(extra?.entries ?? [])] : [];
  const next = extra ? extra.next : first.status === 'success' ? first.data.next : null;

  return {
    status: first.status,
    error: first.error,
    entries,
    actors: first.data?.actors ?? [],
    hasOlder: next !== null,
    loadingOlder,
    olderError,
    async loadOlder() {
      if (!next) return;
      setLoadingOlder(true);
      setOlderError(null);
      try {
        const page = await activity.list({
          actor: filter.actor || undefined,
          kind: filter.kind || undefined,
          before: next,
        });
        setOlder({ key, entries: [...(extra?.entries ?? []), ...page.entries], next: page.next });
      } catch (error) {
        setOlderError(errorMessage(error, 'Older entries could not be loaded. Please try again.'));
      } finally {
        setLoadingOlder(false);
      }
    },
  };
}
