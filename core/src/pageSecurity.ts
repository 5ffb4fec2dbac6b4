import { createHash } from 'node:crypto';
import { adminContentSecurityPolicy, contentSecurityPolicy, isAdminPath } from './contentSecurityPolicy.ts';

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
