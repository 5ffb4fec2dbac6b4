import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadLazyCode } from '@/hydration/lazyComponent.tsx';
import { ALL_SECTIONS_RENDERED } from '@/hydration/sectionsRendered.ts';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Scrolls a home section into view (below the fixed header, via its scroll-margin); false when it is not on the page. */
export function scrollToAnchor(anchor: string, smooth: boolean): boolean {
  const target = document.getElementById(anchor);
  if (!target) return false;
  document.documentElement.setAttribute(ALL_SECTIONS_RENDERED, '');
  // 'instant', not 'auto', so no CSS `scroll-behavior` can turn it into an animation.
  target.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant', block: 'start' });
  return true;
}

/** Location state of an anchor jump already scrolled by the click, so the route-change scroll leaves it alone. */
export interface AnchorJumpState {
  anchorScrolled: true;
}

export function isAnchorJump(state: unknown): state is AnchorJumpState {
  return typeof state === 'object' && state !== null && 'anchorScrolled' in state;
}

/**
 * Click handler for links to `/#anchor`. On the home page it scrolls smoothly to the section and updates the
 * address; elsewhere the link navigates to the home page as usual and the arrival scrolls there.
 */
export function useAnchorClick() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (anchor: string, after?: () => void) => (event: MouseEvent) => {
      if (location.pathname !== '/' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
        after?.();
        return;
      }
      event.preventDefault();
      scrollToAnchor(anchor, true);
      after?.();
      // The address follows once the sections' code is in (at once, nearly always): a navigation reaching a
      // section that still waits for its code would make React drop the section's HTML (see lazyComponent).
      // If the code cannot load (offline), only the address bar changes, and the page stays as it is.
      const state: AnchorJumpState = { anchorScrolled: true };
      loadLazyCode().then(
        () => void navigate({ pathname: '/', hash: anchor }, { replace: true, preventScrollReset: true, state }),
        () => window.history.replaceState(window.history.state, '', `#${anchor}`),
      );
    },
    [location.pathname, navigate],
  );
}
