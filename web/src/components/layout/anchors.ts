import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Off-screen sections are laid out with an estimated height (`content-visibility: auto`, see Section), so a jump
 * would aim at an estimate and miss once they take their real size. Before the first jump, every section is laid
 * out for real, once.
 */
export const ALL_SECTIONS_RENDERED = 'data-all-sections-rendered';

/** Scrolls a home section into view (below the fixed header, via its scroll-margin); false when it is not on the page. */
export function scrollToAnchor(anchor: string, smooth: boolean): boolean {
  const target = document.getElementById(anchor);
  if (!target) return false;
  document.documentElement.setAttribute(ALL_SECTIONS_RENDERED, '');
  // 'instant', not 'auto': 'auto' would follow the page's CSS `scroll-behavior: smooth`.
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
      const state: AnchorJumpState = { anchorScrolled: true };
      void navigate({ pathname: '/', hash: anchor }, { replace: true, preventScrollReset: true, state });
      after?.();
    },
    [location.pathname, navigate],
  );
}
