import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** True while prerendering and while hydrating, false in renders that start in the browser. */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
