import { INSIGHTS_OPT_OUT_KEY } from '@studio/core/insights/insightsBeacon';
import { useSyncExternalStore } from 'react';
import { browserAsksNotToBeCounted, optedOut } from './insightsPage.ts';

/**
 * The visitor's own choice not to be counted by studio insights, made on /privacy: kept in this browser's
 * localStorage (the one thing studio insights stores in a visitor's browser, and only when they choose it), and read
 * by the script before each beacon, so it applies from the next one. The page is built for a visitor who has chosen
 * nothing; their own choice shows once it runs in the browser.
 */

const listeners = new Set<() => void>();

/** Stores the choice, or removes it; false when the browser would not store it (storage switched off). */
export function setOptedOut(notCounted: boolean): boolean {
  let stored = true;
  try {
    if (notCounted) localStorage.setItem(INSIGHTS_OPT_OUT_KEY, '1');
    else localStorage.removeItem(INSIGHTS_OPT_OUT_KEY);
  } catch {
    stored = false;
  }
  for (const listener of listeners) listener();
  return stored;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === INSIGHTS_OPT_OUT_KEY) listener();
  };
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

const nothingChosen = () => false;

/** Whether the visitor chose not to be counted, kept current. */
export function useOptedOut(): boolean {
  return useSyncExternalStore(subscribe, optedOut, nothingChosen);
}

/** Whether the browser asks not to be tracked (Global Privacy Control, Do Not Track), which stops the counting too. */
export function useBrowserAsksNotToBeCounted(): boolean {
  return useSyncExternalStore(subscribe, browserAsksNotToBeCounted, nothingChosen);
}
