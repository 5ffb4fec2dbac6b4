import type { PublicImageKey } from '@studio/core/content/slots';
import { Picture, type PictureProps } from './Picture.tsx';
import { useSlotImage } from './SlotImages.tsx';

export interface SlotPictureProps extends Omit<PictureProps, 'uploaded'> {
  /** The admin slot whose newest upload replaces the built-in art; none (null) shows the built-in art only. */
  slot?: PublicImageKey | null;
}

/** A `Picture` of a slot: the built-in art in the server's HTML, then the newest upload once the slot map has loaded. */
export function SlotPicture({ slot = null, ...picture }: SlotPictureProps) {
  return <Picture {...picture} uploaded={useSlotImage(slot)} />;
}
