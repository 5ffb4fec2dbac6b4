import type { MailStatus } from '@studio/core/enquiries/enquiries';
import type { PublicTrialBooking, TrialBooking, TrialMailSettings, TrialOccurrence } from '@studio/core/trials/trials';
import type { Backend } from '../port.ts';
import type { HttpClient } from './httpClient.ts';

/** Staff: the trials register, outcomes, cancelling, the people search and the trial e-mails' settings. */
export function httpTrialAdmin({ request, requestCsv }: HttpClient): Backend['trials'] {
  return {
    register: (day, site) => {
      const query = new URLSearchParams({ ...(day ? { day } : {}), ...(site ? { site } : {}) }).toString();
      return request('GET', `/api/admin/trials${query ? `?${query}` : ''}`);
    },
    setOutcome: async (id, outcome) => {
      await request('PUT', `/api/admin/trials/${encodeURIComponent(id)}/outcome`, { outcome });
    },
    cancel: async (id, reason) => {
      await request('POST', `/api/admin/trials/${encodeURIComponent(id)}/cancel`, { reason });
    },
    exportCsv: (day, site) => requestCsv(`/api/admin/trials.csv?${new URLSearchParams({ day, site }).toString()}`),
    findByEmail: async (email) =>
      (
        await request<{ bookings: TrialBooking[] }>(
          'GET',
          `/api/admin/people/trials?${new URLSearchParams({ email }).toString()}`,
        )
      ).bookings,
    setSettings: async (settings) =>
      (await request<{ settings: TrialMailSettings }>('PUT', '/api/admin/trials/settings', settings)).settings,
    wouldCancel: async (section, content) =>
      (
        await request<{ cancels: { booking: TrialBooking; reason: string }[] }>(
          'POST',
          '/api/admin/trials/would-cancel',
          { section, content },
        )
      ).cancels,
  };
}

export function httpMailStatus({ request }: HttpClient): Backend['mail'] {
  return {
    status: () => request<MailStatus>('GET', '/api/admin/mail-status'),
  };
}

/** Visitors: the sessions open to a free trial, booking one, and the booking's own page by its link. */
export function httpTrialBooking({ request }: HttpClient): Backend['trialBooking'] {
  return {
    sessions: async () =>
      (await request<{ occurrences: TrialOccurrence[] }>('GET', '/api/trials/sessions')).occurrences,
    book: (input) => request('POST', '/api/trials', input),
    booking: (token) => request('GET', `/api/trials/booking/${encodeURIComponent(token)}`),
    cancel: async (token) =>
      (
        await request<{ booking: PublicTrialBooking }>(
          'POST',
          `/api/trials/booking/${encodeURIComponent(token)}/cancel`,
        )
      ).booking,
  };
}
