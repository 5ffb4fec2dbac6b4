/*
 * Free of zod (no import from siteContent.ts): the staff area's HTTP adapter, which public pages load on first use,
 * builds its preview address from here.
 */

/** What the preview of a draft says across the top of the page. */
export const PREVIEW_BAR_TEXT = 'Preview of your draft — not live';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>/gi;

/**
 * The bar along the bottom of a preview, always in view: plain HTML with its own style, as the page's scripts do not
 * run. At the top it covered the site's header, which is fixed there; a spacer at the end of the page keeps the
 * footer's last line clear of it.
 */
const BAR_HEIGHT = '56px';
const BAR =
  `<aside aria-label="Preview" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;margin:0;` +
  `box-sizing:border-box;min-height:${BAR_HEIGHT};padding:12px 16px;background:#1a1a1a;color:#fff;` +
  `font:700 16px/1.4 system-ui,sans-serif;text-align:center;border-top:4px solid #f5c400">${PREVIEW_BAR_TEXT}</aside>`;
const SPACER = `<div aria-hidden="true" style="height:${BAR_HEIGHT}"></div>`;

/**
 * A rendered page made into a draft's preview: kept out of search engines (`noindex`), with the preview bar on
 * it, and without the web app's scripts, so that nothing hydrates the page or fetches the live content over the
 * draft.
 */
export function previewHtml(html: string): string {
  return html
    .replace(SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<head([^>]*)>/i, '<head$1><meta name="robots" content="noindex, nofollow">')
    .replace(/<body([^>]*)>/i, `<body$1>${BAR}`)
    .replace(/<\/body>/i, `${SPACER}</body>`);
}

/** Where a section's preview is asked for: the same path on both backends (Hosting rewrites it to the site function). */
export function previewPath(section: string, page?: string): string {
  return `/api/admin/content/${section}/preview${page ? `?${new URLSearchParams({ page })}` : ''}`;
}

/** A preview's path: the section is the first match. */
export const PREVIEW_PATH_PATTERN = /^\/api\/admin\/content\/([^/]+)\/preview$/;

/**
 * On Firebase a preview tab carries the staff member's ID token in this cookie, limited to the preview paths: Hosting
 * passes no other cookie to a function, and the public pages (which the CDN keeps) never receive it.
 */
export const PREVIEW_SESSION_COOKIE = '__session';
export const PREVIEW_SESSION_COOKIE_PATH = '/api/admin/content';

/** The headers every preview answer carries, refused ones too: kept by no cache, browser or CDN, never indexed. */
export const PREVIEW_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' } as const;
