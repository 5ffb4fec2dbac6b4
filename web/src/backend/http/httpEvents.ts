import type { EventInput, StudioEvent } from '@studio/core/events/events';
import type { EventWithOthers } from '@studio/core/content/siteData';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import type { HttpClient } from './httpClient.ts';

export function httpEvents({ request }: HttpClient): Backend['events'] {
  return {
    listUpcoming: async () => (await request<{ events: StudioEvent[] }>('GET', '/api/events')).events,
    async getWithOthers(id) {
      try {
        return await request<EventWithOthers>('GET', `/api/events/${encodeURIComponent(id)}`);
      } catch (error) {
        if (error instanceof BackendError && error.code === 'not-found') return null;
        throw error;
      }
    },
    listAll: async () => (await request<{ events: StudioEvent[] }>('GET', '/api/admin/events')).events,
    create: async (input: EventInput) =>
      (await request<{ event: StudioEvent }>('POST', '/api/admin/events', input)).event,
    update: async (id, input) =>
      (await request<{ event: StudioEvent }>('PUT', `/api/admin/events/${encodeURIComponent(id)}`, input)).event,
    setFeatured: async (id, featured) =>
      (
        await request<{ event: StudioEvent }>('PATCH', `/api/admin/events/${encodeURIComponent(id)}/featured`, {
          featured,
        })
      ).event,
    remove: async (id) => {
      await request('DELETE', `/api/admin/events/${encodeURIComponent(id)}`);
    },
  };
}
