import { sortImagesNewestFirst } from '@studio/core/content/images';
import { useCallback } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import type { UploadProgress } from '@/backend/port.ts';
import { useAsync } from '@/lib/useAsync.ts';

/**
 * Every uploaded image, newest first, plus upload and delete. A change updates the list in place
 * (the server answers with the stored record), so the cards and the focus stay where they are.
 */
export function useImageLibrary() {
  const { images } = useBackend();
  const state = useAsync(() => images.list(), [images]);
  const { setData } = state;
  const uploadSlotImage = useCallback(
    async (slotId: string, file: File, onProgress: UploadProgress) => {
      const image = await images.upload(slotId, file, onProgress);
      setData((list) => sortImagesNewestFirst([image, ...list.filter((other) => other.name !== image.name)]));
      return image;
    },
    [images, setData],
  );
  const deleteImage = useCallback(
    async (name: string) => {
      await images.remove(name);
      setData((list) => list.filter((image) => image.name !== name));
    },
    [images, setData],
  );
  return { ...state, uploadSlotImage, deleteImage };
}
