import { MAX_IMAGE_BYTES } from '@studio/core/limits';
import { messages } from '@studio/core/messages';

/** The checks made before any upload starts: an image type, at most 5 MB. Null when the file may go. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return messages.onlyImages;
  if (file.size > MAX_IMAGE_BYTES) return messages.imageTooLarge;
  return null;
}
