import type { ImageRecord, SlotImageMap } from '@studio/core/images';
import type { PublicImageKey } from '@studio/core/slots';
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';

/**
 * The map lives in a small store, not in context state: a context change would reach sections that are still
 * waiting to hydrate (see HydrateWhenVisible) and hydrate them all at once. Only the components that
 * read a slot subscribe, and the first to subscribe has the map loaded: a page that shows no slot (an event's)
 * asks for nothing.
 */
class SlotImageStore {
  private slots: SlotImageMap = {};
  private readonly listeners = new Set<() => void>();
  private requested = false;
  private readonly load: () => Promise<SlotImageMap>;

  constructor(load: () => Promise<SlotImageMap>) {
    this.load = load;
  }

  get = (): SlotImageMap => this.slots;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    this.request();
    return () => {
      this.listeners.delete(listener);
    };
  };

  private request() {
    if (this.requested) return;
    this.requested = true;
    this.load().then(
      (slots) => {
        this.slots = slots;
        for (const listener of this.listeners) listener();
      },
      (error: unknown) => console.error('Could not load the uploaded slot images', error),
    );
  }
}

const noUploads: SlotImageMap = {};
const SlotImagesContext = createContext<SlotImageStore | null>(null);

/**
 * Loads the uploaded image of every public slot once, when the first part of the page that shows one has
 * rendered (after hydration, on a server-rendered page), so the server's HTML shows the built-in art first and the
 * page switches to staff uploads when they arrive. On failure the built-in art simply stays.
 */
export function SlotImagesProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const [store] = useState(() => new SlotImageStore(() => backend.images.slotMap()));
  return <SlotImagesContext.Provider value={store}>{children}</SlotImagesContext.Provider>;
}

const subscribeToNothing = () => () => {};
const readNothing = () => noUploads;

/**
 * The uploaded image of a slot, or undefined while loading, when none is uploaded, for no slot (null: nothing is
 * asked for), or outside the provider.
 */
export function useSlotImage(key: PublicImageKey | null): ImageRecord | undefined {
  const provided = useContext(SlotImagesContext);
  const store = key === null ? null : provided;
  // The server snapshot is empty, so hydration matches the server-rendered built-in art before switching.
  const slots = useSyncExternalStore(store?.subscribe ?? subscribeToNothing, store?.get ?? readNothing, readNothing);
  return key === null ? undefined : slots[key];
}
