import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isAnchorJump, scrollToAnchor } from './anchors.ts';

/**
 * Every route change starts at the top of the page; arriving at `/#anchor` scrolls to that section instead.
 * Back and forward keep the browser's remembered position, and an anchor jump on the home page has scrolled already.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The history entry the page loaded in. The browser jumped to its `#section` before the page was whole, so the page
  // scrolls there itself; any later history change to a `#section` is the browser's own (smooth) jump, which lands
  // exactly and which a second one from here would cut short.
  const arrivalKey = useRef(location.key);

  useEffect(() => {
    if (isAnchorJump(location.state)) return;
    // The address has moved on already (a history change this render has not caught up with, such as a second
    // `#section` while the page was still hydrating): the browser has jumped there, and the render for that change
    // decides what else to do. Scrolling to this render's anchor now would undo that jump.
    if (location.hash !== window.location.hash) return;
    const anchor = decodeURIComponent(location.hash.slice(1));
    if (anchor && navigationType === 'POP' && location.key !== arrivalKey.current) return;
    if (anchor) {
      // The section may render a frame later (lazy route chunk); try again once before giving up.
      if (!scrollToAnchor(anchor, false)) {
        const frame = window.requestAnimationFrame(() => scrollToAnchor(anchor, false));
        return () => window.cancelAnimationFrame(frame);
      }
      return;
    }
    // Instant, whatever the page's `scroll-behavior`: a new page should simply start at its top.
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location.key, location.hash, location.state, navigationType]);

  return null;
}
