import { useSyncExternalStore } from 'react';

/** What counts as the visitor starting to use the page. A scroll includes the browser's jump to a `#section`. */
const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let interacted = false;
const listeners = new Set<() => void>();

function stopListening() {
  for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
}

function onInteraction() {
  interacted = true;
  stopListening();
  for (const listener of listeners) listener();
  listeners.clear();
}

function subscribe(listener: () => void): () => void {
  if (interacted) return () => {};
  if (listeners.size === 0) {
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the visitor has scrolled, touched, clicked or pressed a key on this page yet. */
export function hasInteracted(): boolean {
  return interacted;
}

/** Calls `callback` once, at the visitor's first interaction (at once if that has happened). Browser only. */
export function whenInteracted(callback: () => void) {
  if (interacted) callback();
  else subscribe(callback);
}

/** `hasInteracted`, as a hook: false while prerendering and hydrating, true from the first interaction on. */
export function useHasInteracted(): boolean {
  return useSyncExternalStore(subscribe, hasInteracted, () => false);
}

/** Forgets the interaction and stops listening, as a newly loaded page would be: for tests. */
export function resetInteraction() {
  interacted = false;
  stopListening();
  listeners.clear();
}
