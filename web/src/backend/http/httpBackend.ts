import type { ActivityPage } from '@studio/core/activity';
import type { PublicTrialBooking, TrialBooking, TrialMailSettings, TrialOccurrence } from '@studio/core/trials';
import type { EventInput, StudioEvent } from '@studio/core/events';
import type { ImageRecord, SlotImageMap } from '@studio/core/images';
import type {
  ContentDraft,
  ContentRevision,
  ContentSchedule,
  ContentSection,
  SiteContent,
} from '@studio/core/siteContent';
import { UTF8_BOM } from '@studio/core/csv';
import { previewPath } from '@studio/core/contentPreview';
import type { MailStatus, SubmissionFilter, SubmissionNote } from '@studio/core/enquiries';
import type { SetupLink, StaffMember, StaffRole } from '@studio/core/staff';
import type { ContactInput, ContactSubmission } from '@studio/core/submissions';
import { BackendError, type BackendErrorCode } from '../errors.ts';
import type { EventWithOthers } from '@studio/core/siteData';
import type { InsightsPeriod, InsightsReport } from '@studio/core/insightsReport';
import type { Backend, DraftNote, InsightsSettings, StaffUser, UploadProgress } from '../port.ts';

const CODES: Record<number, BackendErrorCode> = {
  400: 'invalid',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  415: 'invalid',
  422: 'invalid',
  429: 'rate-limited',
  503: 'unavailable',
};

const UNREACHABLE = 'Cannot reach the server. Please check your connection and try again.';

function toError(status: number, body: unknown, retryAfter: string | null = null): BackendError {
  const message =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : `The server answered ${status}`;
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  return new BackendError(CODES[status] ?? 'unknown', message, status, seconds > 0 ? seconds : undefined);
}

/** `?query=...&status=...` with the empty parts left out; '' when nothing is set. */
function queryString(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `?period=7d`, or `?from=...&to=...` for a custom period (both sent, even empty: the server says what is wrong). */
const periodQuery = (period: InsightsPeriod) =>
  `?${new URLSearchParams(typeof period === 'string' ? { period } : { from: period.from, to: period.to }).toString()}`;

const filterQuery = (filter: SubmissionFilter = {}) =>
  queryString({ query: filter.query, status: filter.status, class_interest: filter.class_interest });

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The self-hosted server's JSON API. `baseUrl` is '' in the browser (same origin) and absolute in tests. */
export function createHttpBackend(baseUrl = '', fetchImpl: typeof fetch = (...args) => fetch(...args)): Backend {
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const text = await requestText(method, path, body);
    return parseJson(text) as T;
  }

  async function requestText(method: string, path: string, body?: unknown): Promise<string> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        credentials: 'same-origin',
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new BackendError('unavailable', UNREACHABLE);
    }
    const text = await response.text();
    // A staff call refused for want of a session (signed out elsewhere, disabled, expired): the admin leaves.
    if (response.status === 401 && /^\/api\/(admin|account)\//.test(path)) notify(null);
    if (!response.ok) throw toError(response.status, parseJson(text), response.headers.get('retry-after'));
    return text;
  }

  /** `Response.text()` drops a leading byte order mark; the file for Excel needs it back. */
  const requestCsv = async (path: string) => {
    const text = await requestText('GET', path);
    return text.startsWith(UTF8_BOM) ? text : `${UTF8_BOM}${text}`;
  };

  const listeners = new Set<(user: StaffUser | null) => void>();
  function notify(user: StaffUser | null) {
    listeners.forEach((listener) => listener(user));
  }
  const currentUser = async () =>
    toStaffUser((await request<{ user: SessionUser | null }>('GET', '/api/auth/session')).user);
  const member = async (method: string, id: string, body?: unknown) =>
    (await request<{ member: StaffMember }>(method, `/api/admin/staff/${encodeURIComponent(id)}`, body)).member;

  return {
    events: {
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
    },
    submissions: {
      list: async (filter) =>
        (await request<{ submissions: ContactSubmission[] }>('GET', `/api/admin/submissions${filterQuery(filter)}`))
          .submissions,
      setRead: async (id, read) =>
        (
          await request<{ submission: ContactSubmission }>(
            'PATCH',
            `/api/admin/submissions/${encodeURIComponent(id)}`,
            { read },
          )
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
    },
    contact: {
      submit: async (input: ContactInput) => {
        await request('POST', '/api/contact', input);
      },
    },
    images: {
      slotMap: async () => (await request<{ slots: SlotImageMap }>('GET', '/api/images/slots')).slots,
      list: async () => (await request<{ images: ImageRecord[] }>('GET', '/api/admin/images')).images,
      upload: (target, file, onProgress) =>
        typeof XMLHttpRequest === 'undefined'
          ? uploadWithFetch(fetchImpl, `${baseUrl}/api/admin/images`, target, file, onProgress)
          : uploadImage(`${baseUrl}/api/admin/images`, target, file, onProgress),
      remove: async (name) => {
        await request('DELETE', `/api/admin/images/${encodeURIComponent(name)}`);
      },
    },
    auth: {
      async signIn(email, password) {
        const answer = await request<{ user: SessionUser }>('POST', '/api/auth/login', { email, password });
        const user = toStaffUser(answer.user)!;
        notify(user);
        return user;
      },
      async signOut() {
        await request('POST', '/api/auth/logout');
        notify(null);
      },
      current: currentUser,
      onChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    // ---- site content
    content: {
      site: async () => (await request<{ content: SiteContent }>('GET', '/api/content')).content,
      get: async (section) =>
        (await request<{ section: ContentSection<typeof section> }>('GET', `/api/admin/content/${section}`)).section,
      save: async (section, version, content) =>
        (
          await request<{ section: ContentSection<typeof section> }>('PUT', `/api/admin/content/${section}`, {
            version,
            content,
          })
        ).section,
      history: async (section) =>
        (
          await request<{ revisions: ContentRevision<typeof section>[] }>(
            'GET',
            `/api/admin/content/${section}/revisions`,
          )
        ).revisions,
      restore: async (section, version, revision) =>
        (
          await request<{ section: ContentSection<typeof section> }>('POST', `/api/admin/content/${section}/restore`, {
            version,
            revision,
          })
        ).section,
      editor: async (section) => await request('GET', `/api/admin/content/${section}`),
      drafts: async () => (await request<{ drafts: DraftNote[] }>('GET', '/api/admin/content/drafts')).drafts,
      saveDraft: async (section, version, content) =>
        (
          await request<{ draft: ContentDraft<typeof section> }>('PUT', `/api/admin/content/${section}/draft`, {
            version,
            content,
          })
        ).draft,
      discardDraft: async (section) =>
        (await request<{ draft: ContentDraft<typeof section> }>('DELETE', `/api/admin/content/${section}/draft`)).draft,
      schedule: async (section, version, content, publishAt) =>
        (
          await request<{ schedule: ContentSchedule<typeof section> }>(
            'POST',
            `/api/admin/content/${section}/schedules`,
            { version, content, publish_at: publishAt },
          )
        ).schedule,
      previewUrl: async (section, page) => `${baseUrl}${previewPath(section, page)}`,
      cancelSchedule: async (section, id) =>
        (
          await request<{ schedule: ContentSchedule<typeof section> }>(
            'DELETE',
            `/api/admin/content/${section}/schedules/${encodeURIComponent(id)}`,
          )
        ).schedule,
    },
    staff: {
      list: async () => (await request<{ staff: StaffMember[] }>('GET', '/api/admin/staff')).staff,
      async add(input) {
        const added = await request<{ member: StaffMember; setup_link: SetupLink | null }>(
          'POST',
          '/api/admin/staff',
          input,
        );
        return {
          member: added.member,
          setupLink: added.setup_link && {
            url: `${baseUrl || window.location.origin}/admin/set-password#${added.setup_link.token}`,
            expiresAt: added.setup_link.expires_at,
          },
        };
      },
      setRole: (id: string, role: StaffRole) => member('PATCH', id, { role }),
      setDisabled: (id: string, disabled: boolean) => member('PATCH', id, { disabled }),
      remove: async (id) => {
        await request('DELETE', `/api/admin/staff/${encodeURIComponent(id)}`);
      },
    },
    account: {
      async changePassword(currentPassword, newPassword) {
        await request('POST', '/api/account/password', {
          current_password: currentPassword,
          new_password: newPassword,
        });
        // A first password no longer holds the person back: tell the admin.
        notify(await currentUser());
      },
      signOutOtherSessions: async () => {
        await request('POST', '/api/account/sign-out-others');
      },
      setPasswordWithLink: async (token, password) =>
        (await request<{ email: string }>('POST', '/api/auth/set-password', { token, password })).email,
    },
    activity: {
      list: async (filter = {}) => {
        const query = new URLSearchParams();
        for (const [key, value] of Object.entries(filter)) if (value) query.set(key, String(value));
        const suffix = query.size ? `?${query.toString()}` : '';
        return request<ActivityPage>('GET', `/api/admin/activity${suffix}`);
      },
    },
    trials: {
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
    },
    mail: {
      status: () => request<MailStatus>('GET', '/api/admin/mail-status'),
    },
    insights: {
      report: async (period) =>
        (await request<{ report: InsightsReport }>('GET', `/api/admin/insights${periodQuery(period)}`)).report,
      settings: async () =>
        (await request<{ settings: InsightsSettings }>('GET', '/api/admin/insights/settings')).settings,
      setSettings: async (settings) =>
        (await request<{ settings: InsightsSettings }>('PUT', '/api/admin/insights/settings', settings)).settings,
    },
    trialBooking: {
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
    },
  };
}

/** The server's session answer. */
interface SessionUser {
  email: string;
  role: StaffRole;
  must_change_password: boolean;
}

function toStaffUser(user: SessionUser | null): StaffUser | null {
  return user && { email: user.email, role: user.role, mustChangePassword: user.must_change_password };
}

function uploadForm(target: string, file: File): FormData {
  const form = new FormData();
  form.append('target', target);
  form.append('file', file, file.name);
  return form;
}

/** Where XMLHttpRequest does not exist (Node, workers), upload with fetch and report progress once, at the end. */
async function uploadWithFetch(
  fetchImpl: typeof fetch,
  url: string,
  target: string,
  file: File,
  onProgress?: UploadProgress,
): Promise<ImageRecord> {
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'POST', credentials: 'same-origin', body: uploadForm(target, file) });
  } catch {
    throw new BackendError('unavailable', UNREACHABLE);
  }
  const body = parseJson(await response.text());
  if (!response.ok || !body || typeof body !== 'object' || !('image' in body)) throw toError(response.status, body);
  onProgress?.(1);
  return body.image as ImageRecord;
}

/** Multipart upload with real progress (fetch cannot report upload progress; XMLHttpRequest can). */
function uploadImage(url: string, target: string, file: File, onProgress?: UploadProgress): Promise<ImageRecord> {
  return new Promise((resolve, reject) => {
    const form = uploadForm(target, file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'image' in body) {
        onProgress?.(1);
        resolve(body.image as ImageRecord);
      } else reject(toError(xhr.status, body));
    };
    xhr.onerror = () => reject(new BackendError('unavailable', UNREACHABLE));
    xhr.send(form);
  });
}
