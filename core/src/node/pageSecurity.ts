import { createHash } from 'node:crypto';
import { adminContentSecurityPolicy, contentSecurityPolicy, isAdminPath } from '../pages/contentSecurityPolicy.ts';

/**
 * The per-page Content-Security-Policy of a server-rendered page, for the self-hosted server and the Firebase site
 * function alike (Node only: it hashes). Each page names the hashes of its own inline scripts (React Router's
 * context and loader data change with the content), and staff-area pages get the staff area's stricter policy.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources (`sha256-…`) of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || content === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes].sort();
}

/** The policy for a rendered page at `pathname`, with the deployment's extra origins (Firebase's). */
export function pagePolicy(
  pathname: string,
  html: string,
  extra: { extraImageOrigins?: readonly string[]; extraConnectOrigins?: readonly string[] } = {},
): string {
  const policy = isAdminPath(pathname) ? adminContentSecurityPolicy : contentSecurityPolicy;
  return policy({ ...extra, scriptHashes: inlineScriptHashes(html) });
}

/** Headers of React Router's response that a rendered page's answer keeps (each server sets the rest itself). */
export const KEPT_RESPONSE_HEADERS = [
  'location',
  'x-remix-redirect',
  'x-remix-status',
  'x-remix-reload',
  'x-remix-replace',
  // Marks a 4xx `.data` answer as React Router's own (a booking refused with its messages), not a failed request.
  'x-remix-response',
  'retry-after',
] as const;

/** What a server sends with a page React Router rendered, whatever keeps or serves it. */
export interface RenderedPageHeaders {
  contentType: string;
  /** The kept headers React Router set (redirects and its client navigation's signals). */
  kept: Record<string, string>;
  /** The page's own CSP; undefined for what is not HTML (a `.data` answer). */
  csp: string | undefined;
}

/**
 * The one step from React Router's response to the headers of the answer, for the self-hosted server's render cache
 * and the Firebase `site` function: the kept headers, the content type, and for HTML the policy naming the page's
 * own inline scripts (with the deployment's extra origins).
 */
export function renderedPageHeaders(
  pathname: string,
  response: { headers: { get(name: string): string | null } },
  body: Uint8Array,
  extra: { extraImageOrigins?: readonly string[]; extraConnectOrigins?: readonly string[] } = {},
): RenderedPageHeaders {
  const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
  const kept: Record<string, string> = {};
  for (const name of KEPT_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  const html = contentType.startsWith('text/html');
  return {
    contentType,
    kept,
    csp: html ? pagePolicy(pathname, new TextDecoder().decode(body), extra) : undefined,
  };
}
