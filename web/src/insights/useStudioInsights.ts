import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PAGE_EVENT, visitCounted } from './insightsPage.ts';

/**
 * Studio insights from the root: the script (beacon.ts) loads once the page has hydrated and the browser is idle
 * (where it cannot tell, as in Safari, a task later), so it never competes with the first paint or hydration, and
 * only where the page as loaded is counted (not the staff area, not a browser that opted out or asks not to be
 * tracked). Each path the router shows afterwards is announced to it (PAGE_EVENT); it decides what to send.
 */
export function useStudioInsights(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!visitCounted(location.pathname)) return;
    (window.requestIdleCallback ?? setTimeout)(
      () => void import('./beacon.ts').then((beacon) => beacon.startInsights()),
    );
  }, []);
  useEffect(() => {
    dispatchEvent(new Event(PAGE_EVENT));
  }, [pathname]);
}
