import type { SubmissionFilter, SubmissionNote } from '@studio/core/enquiries/enquiries';
import type { ContactSubmission } from '@studio/core/enquiries/submissions';
import type { Backend } from '../port.ts';
import { queryString, type HttpClient } from './httpClient.ts';

const filterQuery = (filter: SubmissionFilter = {}) =>
  queryString({ query: filter.query, status: filter.status, class_interest: filter.class_interest });

export function httpSubmissions({ request, requestCsv }: HttpClient): Backend['submissions'] {
  return {
    list: async (filter) =>
      (await request<{ submissions: ContactSubmission[] }>('GET', `/api/admin/submissions${filterQuery(filter)}`))
        .submissions,
    setRead: async (id, read) =>
      (
        await request<{ submission: ContactSubmission }>('PATCH', `/api/admin/submissions/${encodeURIComponent(id)}`, {
          read,
        })
      ).submission,
    // The inbox as a pipeline: status, notes, retention and erasure.
    setStatus: async (id, status) =>
      (
        await request<{ submission: ContactSubmission }>(
          'PUT',
          `/api/admin/submissions/${encodeURIComponent(id)}/status`,
          { status },
        )
      ).submission,
    listNotes: async (id) =>
      (await request<{ notes: SubmissionNote[] }>('GET', `/api/admin/submissions/${encodeURIComponent(id)}/notes`))
        .notes,
    addNote: async (id, text) =>
      (
        await request<{ note: SubmissionNote }>('POST', `/api/admin/submissions/${encodeURIComponent(id)}/notes`, {
          text,
        })
      ).note,
    remove: async (id) => {
      await request('DELETE', `/api/admin/submissions/${encodeURIComponent(id)}`);
    },
    exportCsv: (filter) => requestCsv(`/api/admin/submissions.csv${filterQuery(filter)}`),
    findByEmail: async (email) =>
      (
        await request<{ submissions: ContactSubmission[] }>(
          'GET',
          `/api/admin/people/messages${queryString({ email })}`,
        )
      ).submissions,
    exportByEmail: (email) => requestCsv(`/api/admin/people/messages.csv${queryString({ email })}`),
    eraseByEmail: async (email) =>
      (await request<{ erased: number }>('DELETE', `/api/admin/people/messages${queryString({ email })}`)).erased,
    retentionDays: async () => (await request<{ days: number }>('GET', '/api/admin/retention')).days,
  };
}
