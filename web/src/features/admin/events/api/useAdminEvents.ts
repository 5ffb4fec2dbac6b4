import { sortEventsNewestFirst, type EventInput, type StudioEvent } from '@studio/core/events/events';
import { useCallback } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { useAsync } from '@/lib/useAsync.ts';

/** Every event, newest date first; each change is applied to the list in place. */
export function useAdminEvents() {
  const { events, images } = useBackend();
  const state = useAsync(() => events.listAll(), [events]);
  const { setData } = state;

  const replace = useCallback(
    (saved: StudioEvent) =>
      setData((list) => sortEventsNewestFirst([saved, ...list.filter((event) => event.id !== saved.id)])),
    [setData],
  );

  const saveEvent = useCallback(
    async (id: string | null, input: EventInput) => {
      const saved = id ? await events.update(id, input) : await events.create(input);
      replace(saved);
      return saved;
    },
    [events, replace],
  );

  const setEventFeatured = useCallback(
    async (id: string, featured: boolean) => replace(await events.setFeatured(id, featured)),
    [events, replace],
  );

  const deleteEvent = useCallback(
    async (id: string) => {
      await events.remove(id);
      setData((list) => list.filter((event) => event.id !== id));
    },
    [events, setData],
  );

  const uploadEventImage = useCallback(async (file: File) => (await images.upload('event', file)).url, [images]);

  return { ...state, saveEvent, setEventFeatured, deleteEvent, uploadEventImage };
}
