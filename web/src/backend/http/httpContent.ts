import type {
  ContentDraft,
  ContentRevision,
  ContentSchedule,
  ContentSection,
  SiteContent,
} from '@studio/core/content/siteContent';
import { previewPath } from '@studio/core/content/contentPreview';
import type { Backend, DraftNote } from '../port.ts';
import type { HttpClient } from './httpClient.ts';

/** The site content: sections, drafts, schedules, revisions and previews. */
export function httpContent({ request, baseUrl }: HttpClient): Backend['content'] {
  return {
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
  };
}
