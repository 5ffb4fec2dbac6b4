import type { ImageRecord, SlotImageMap } from '@studio/core/content/images';
import type { PublicImageKey } from '@studio/core/content/slots';
import { createContext, useContext, type ReactNode } from 'react';

const noUploads: SlotImageMap = {};
const SlotImagesContext = createContext<SlotImageMap>(noUploads);

/**
 * The image staff uploaded for each public slot, as the root loader read it with the page: the server's HTML draws
 * an upload from the first paint (no built-in art that switches later), and the browser asks for nothing. The value
 * stays the same through hydration, so it never wakes the sections still waiting to hydrate (HydrateWhenVisible).
 */
export function SlotImagesProvider({ slots, children }: { slots: SlotImageMap | undefined; children: ReactNode }) {
  return <SlotImagesContext value={slots ?? noUploads}>{children}</SlotImagesContext>;
}

/** The uploaded image of a slot; undefined when none is uploaded, for no slot (null) or outside the provider. */
export function useSlotImage(key: PublicImageKey | null): ImageRecord | undefined {
  const slots = useContext(SlotImagesContext);
  return key === null ? undefined : slots[key];
}
