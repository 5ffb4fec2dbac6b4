import type { LinkDescriptor } from 'react-router';

/** The address the visit started on: that page's HTML carries its CSS inline. */
const firstPath = typeof window === 'undefined' ? undefined : window.location.pathname;

/**
 * The root's stylesheet link. The page a visit starts on has only its own parts' CSS inline (app/pageCss.server.ts);
 * once the visitor moves to another page, the whole site's CSS (its address on that inline `<style>`) loads as a
 * stylesheet of React's `page` precedence, which React puts right after the inline CSS and waits for before it shows
 * the new page: no page is drawn unstyled, and the cascade is the one every page had when it carried all the CSS.
 * Nothing during the server render or hydration, whose `<head>` must match.
 */
export function pageCssLinks(): LinkDescriptor[] {
  if (firstPath === undefined || window.location.pathname === firstPath) return [];
  const href = document.querySelector<HTMLStyleElement>('style[data-page-css]')?.dataset.whole;
  // React's `precedence` makes the link a stylesheet resource: placed by precedence, kept, waited for before commit.
  return href ? [{ rel: 'stylesheet', href, precedence: 'page' } as LinkDescriptor] : [];
}
