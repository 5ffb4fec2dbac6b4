import { splitUpcomingEvents } from '@studio/core/events/eventRules';
import { useMemo } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { useAsync } from '@/lib/useAsync.ts';

/**
 * Upcoming events split into featured and regular, soonest first.
 * A failed load is logged and reads as "no events": visitors see the empty state rather than an error (SPEC 8).
 */
export function useUpcomingEvents() {
  const backend = useBackend();
  const { status, data } = useAsync(
    () =>
      backend.events.listUpcoming().catch((error: unknown) => {
        console.error('Could not load upcoming events', error);
        return [];
      }),
    // The backend is fixed for the app's life; deps must stay plain values (useAsync serialises them).
    [],
  );
  // The client keeps only events dated today or later even if the backend sends more.
  const split = useMemo(() => splitUpcomingEvents(data ?? []), [data]);
  return { loading: status === 'loading', ...split };
}
