import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isAnchorJump, scrollToAnchor } from './anchors.ts';
import { ALL_SECTIONS_RENDERED } from '@/hydration/sectionsRendered.ts';

/** Navigation state for a change of the address that is not a new page (a list's open item): the scroll stays. */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/**
 * Every route change starts at the top of the page; arriving at `/#anchor` scrolls to that section instead.
 * Back and forward keep the browser's remembered position, and an anchor jump on the home page has scrolled already.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (isAnchorJump(location.state) || keepsScroll(location.state)) return;
    // The address has moved on already (a history change this render has not caught up with, such as a second
    // `#section` while the page was still hydrating): the browser has jumped there, and the render for that change
    // decides what else to do. Scrolling to this render's anchor now would undo that jump.
    if (location.hash !== window.location.hash) return;
    const anchor = decodeURIComponent(location.hash.slice(1));
    // A history change to `#section` on a page already laid out in full: the browser's own jump (smooth by then)
    // lands exactly, and a second one from here would cut it short.
    if (anchor && navigationType === 'POP' && document.documentElement.hasAttribute(ALL_SECTIONS_RENDERED)) return;
    if (anchor) {
      // The section may render a frame later (lazy route chunk); try again once before giving up.
      if (!scrollToAnchor(anchor, false)) {
        const frame = window.requestAnimationFrame(() => scrollToAnchor(anchor, false));
        return () => window.cancelAnimationFrame(frame);
      }
      return;
    }
    // Instant, overriding the page's smooth scrolling: a new page should simply start at its top.
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location.key, location.hash, location.state, navigationType]);

  return null;
}
