import { pageCss } from '@/app/pageCss.server.ts';

/**
 * /page-css: every public page's CSS as one stylesheet, which a page reached by client-side navigation loads before
 * it shows (app/pageCssLink.ts); the page a visit starts on carries its own CSS inline. Its address names its content.
 */
export function loader() {
  return new Response(pageCss, {
    headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
