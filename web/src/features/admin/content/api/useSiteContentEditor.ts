import type { ContentRevision, ContentSection, ContentSectionId } from '@studio/core/siteContent';
import { useCallback } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { useAsync } from '@/lib/useAsync.ts';

/** One section as stored (with the version a save must name), and the calls that change it. */
export function useContentSection(section: ContentSectionId) {
  const { content, images } = useBackend();
  const state = useAsync(() => content.get(section), [content, section]);
  const { setData } = state;

  const save = useCallback(
    async (version: number, next: unknown) => {
      const saved = (await content.save(section, version, next as ContentSection['content'])) as ContentSection;
      setData(() => saved);
      return saved;
    },
    [content, section, setData],
  );

  const restore = useCallback(
    async (version: number, revision: number) => {
      const restored = (await content.restore(section, version, revision)) as ContentSection;
      setData(() => restored);
      return restored;
    },
    [content, section, setData],
  );

  const uploadPhoto = useCallback(async (file: File) => (await images.upload('instructor', file)).url, [images]);

  return { ...state, save, restore, uploadPhoto };
}

/** The section's revisions, newest first. */
export function useContentHistory(section: ContentSectionId) {
  const { content } = useBackend();
  return useAsync(() => content.history(section) as Promise<ContentRevision[]>, [content, section]);
}
