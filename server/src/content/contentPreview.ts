import { PREVIEW_BAR_TEXT } from '@studio/core/siteContent';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>/gi;

/** The bar across the top of a preview: plain HTML with its own style, as the page's scripts do not run. */
const BAR =
  `<aside aria-label="Preview" style="position:sticky;top:0;z-index:2147483647;margin:0;padding:12px 16px;` +
  `background:#1a1a1a;color:#fff;font:700 16px/1.4 system-ui,sans-serif;text-align:center;` +
  `border-bottom:4px solid #f5c400">${PREVIEW_BAR_TEXT}</aside>`;

/**
 * A rendered page made into a draft's preview: kept out of search engines (`noindex`), with the preview bar at the
 * top, and without the web app's scripts, so that nothing hydrates the page or fetches the live content over the
 * draft.
 */
export function previewHtml(html: string): string {
  return html
    .replace(SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<head([^>]*)>/i, '<head$1><meta name="robots" content="noindex, nofollow">')
    .replace(/<body([^>]*)>/i, `<body$1>${BAR}`);
}
