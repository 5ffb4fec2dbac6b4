import type { ContactInput } from '@studio/core/enquiries/submissions';
import type { Backend } from '../port.ts';
import type { HttpClient } from './httpClient.ts';

export function httpContact({ request }: HttpClient): Backend['contact'] {
  return {
    submit: async (input: ContactInput) => {
      await request('POST', '/api/contact', input);
    },
  };
}
