import { useSyncExternalStore } from 'react';

/**
 * The number of a section's changed fields, held outside the section form's state: a keystroke that changes it
 * draws again only the few parts that show it (the bar's words and buttons), not the form around them.
 */
export interface ChangeCount {
  get(): number;
  set(count: number): void;
  subscribe(listener: () => void): () => void;
}

export function createChangeCount(initial: number): ChangeCount {
  let count = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => count,
    set(next) {
      if (next === count) return;
      count = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The count now, and a new render whenever it changes. */
export function useChangeCount(changes: ChangeCount): number {
  return useSyncExternalStore(changes.subscribe, changes.get, changes.get);
}
