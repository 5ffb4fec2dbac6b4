import { useSyncExternalStore } from 'react';
import { afterNextPaint, onceAfterPaint } from './afterPaint.ts';

/**
 * The number of a section's changed fields, held outside the section form's state: a keystroke that changes it
 * draws again only the few parts that show it (the bar's words and buttons), not the form around them.
 */
export interface ChangeCount {
  /** The count now (what leaving the page or saving asks). */
  get(): number;
  set(count: number): void;
  subscribe(listener: () => void): () => void;
}

/**
 * `get` answers the new count at once; the parts that show it are told after the next paint (`notifyLater`), so the
 * key that changed the count shows first and the bar follows a frame later, instead of both waiting for each other.
 * Several changes before that paint tell the parts once.
 */
export function createChangeCount(
  initial: number,
  notifyLater: (notify: () => void) => void = afterNextPaint,
): ChangeCount {
  let count = initial;
  const listeners = new Set<() => void>();
  const notify = onceAfterPaint(() => {
    for (const listener of listeners) listener();
  }, notifyLater);
  return {
    get: () => count,
    set(next) {
      if (next === count) return;
      count = next;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The count, and a new render whenever it has changed (after the paint of the change; see createChangeCount). */
export function useChangeCount(changes: ChangeCount): number {
  return useSyncExternalStore(changes.subscribe, changes.get, changes.get);
}
