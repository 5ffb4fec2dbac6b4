import type { ActivityPage } from '@studio/core/activity/activity';
import type { Backend } from '../port.ts';
import type { HttpClient } from './httpClient.ts';

export function httpActivityLog({ request }: HttpClient): Backend['activity'] {
  return {
    list: async (filter = {}) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filter)) if (value) query.set(key, String(value));
      const suffix = query.size ? `?${query.toString()}` : '';
      return request<ActivityPage>('GET', `/api/admin/activity${suffix}`);
    },
  };
}
