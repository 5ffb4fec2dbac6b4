import type { ContentRevision, ContentSection, ContentSectionId } from '@studio/core/content/siteContent';
import { useCallback } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { createLazyBackend } from '@/backend/loadBackend.ts';
import type { Backend, DraftNote, SectionEditorState } from '@/backend/port.ts';
import { useAsync } from '@/lib/useAsync.ts';

type Content = ContentSection['content'];

/** What a section's editor opens with. */
async function loadSection(content: Backend['content'], section: ContentSectionId) {
  const [editor, previewUrl, site] = await Promise.all([
    content.editor(section) as Promise<SectionEditorState>,
    content.previewUrl(section),
    // The live prices and hours, which a text may quote (a save warns of a £ amount that is no current price).
    content.site(),
  ]);
  return { ...editor, previewUrl, figures: { pricing: site.pricing, hours: site.hours } };
}

let early: { section: ContentSectionId; load: ReturnType<typeof loadSection> } | undefined;

/**
 * Asks for a section's data as the editor's code loads, alongside the sign-in check and the drawing of the staff
 * area, instead of after them (the request needs only the session cookie the browser already has). The editor's
 * first load takes it; one that failed (not signed in) is asked again by the editor as usual.
 */
export function loadSectionEarly(section: ContentSectionId, content: Backend['content'] = createLazyBackend().content) {
  const load = loadSection(content, section);
  load.catch(() => undefined);
  early = { section, load };
}

function takeEarly(section: ContentSectionId) {
  const found = early?.section === section ? early.load : undefined;
  early = undefined;
  return found;
}

/**
 * One section as stored (with the version a publish must name), its draft and schedules, and the calls on them.
 * `drawn`: what the server drew the section from (editorPrefill.ts), taken as the first load.
 */
export function useContentSection(section: ContentSectionId, drawn?: Awaited<ReturnType<typeof loadSection>>) {
  const { content, images } = useBackend();
  const state = useAsync(
    () => takeEarly(section)?.catch(() => loadSection(content, section)) ?? loadSection(content, section),
    [content, section],
    drawn,
  );
  const { setData, reload } = state;

  const publish = useCallback(
    async (version: number, next: unknown) => {
      const saved = (await content.save(section, version, next as Content)) as ContentSection;
      setData((data) => ({ ...data, section: saved, draft: null }));
      return saved;
    },
    [content, section, setData],
  );

  const saveDraft = useCallback(
    async (version: number, next: unknown) => {
      const draft = await content.saveDraft(section, version, next as Content);
      setData((data) => ({ ...data, draft: draft as SectionEditorState['draft'] }));
      return draft;
    },
    [content, section, setData],
  );

  const discardDraft = useCallback(async () => {
    await content.discardDraft(section);
    setData((data) => ({ ...data, draft: null }));
  }, [content, section, setData]);

  const schedule = useCallback(
    async (version: number, next: unknown, publishAt: string) => {
      const scheduled = await content.schedule(section, version, next as Content, publishAt);
      reload();
      return scheduled;
    },
    [content, section, reload],
  );

  const cancelSchedule = useCallback(
    async (id: string) => {
      const cancelled = await content.cancelSchedule(section, id);
      setData((data) => ({
        ...data,
        schedules: data.schedules.map((entry) => (entry.id === id ? (cancelled as typeof entry) : entry)),
      }));
    },
    [content, section, setData],
  );

  const restore = useCallback(
    async (version: number, revision: number) => {
      const restored = (await content.restore(section, version, revision)) as ContentSection;
      setData((data) => ({ ...data, section: restored }));
      return restored;
    },
    [content, section, setData],
  );

  const uploadPhoto = useCallback(async (file: File) => (await images.upload('instructor', file)).url, [images]);

  return { ...state, publish, saveDraft, discardDraft, schedule, cancelSchedule, restore, uploadPhoto };
}

/**
 * Every section's draft (who saved it, when), for the section list; empty until loaded or when it cannot be.
 * `drawn`: the list the server drew the page with, taken as the first load.
 */
export function useDraftNotes(drawn?: DraftNote[]) {
  const { content } = useBackend();
  const state = useAsync(() => content.drafts(), [content], drawn);
  return { drafts: state.data ?? [], reload: state.reload };
}

/** The section's revisions, newest first. */
export function useContentHistory(section: ContentSectionId) {
  const { content } = useBackend();
  return useAsync(() => content.history(section) as Promise<ContentRevision[]>, [content, section]);
}
