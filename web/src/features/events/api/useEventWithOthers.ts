import { otherUpcomingEvents } from '@studio/core/eventRules';
import { useMemo } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { useAsync } from '@/lib/useAsync.ts';

/** One event with up to three other upcoming ones; `data` is null when there is no such event. */
export function useEventWithOthers(id: string) {
  const backend = useBackend();
  const state = useAsync(() => backend.events.getWithOthers(id), [id]);
  const others = useMemo(() => (state.data ? otherUpcomingEvents(state.data.others, id) : []), [state.data, id]);
  return { ...state, others };
}
