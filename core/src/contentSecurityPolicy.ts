import { EMBED_SOURCES } from './embedOrigins.ts';

export interface ContentSecurityPolicyOptions {
  /** `sha256-…` hashes of the inline scripts of the page being served (React Router's prerendered pages hold some). */
  scriptHashes?: readonly string[];
  /** Extra origins the page may load images from (e.g. a storage bucket in the Firebase deployment). */
  extraImageOrigins?: readonly string[];
  /** Extra origins the page may call (e.g. Firebase APIs in the Firebase deployment). */
  extraConnectOrigins?: readonly string[];
}

/**
 * The site's Content-Security-Policy, written once for the self-hosted server and mirrored in `firebase.json`.
 * Only the embeds the site really uses are allowed; styles need 'unsafe-inline' because Emotion injects them.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const hashes = (options.scriptHashes ?? []).map((hash) => `'${hash}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...EMBED_SOURCES.script],
    ['style-src', "'self'", "'unsafe-inline'", ...EMBED_SOURCES.style],
    ['img-src', "'self'", 'data:', 'blob:', ...EMBED_SOURCES.img, ...(options.extraImageOrigins ?? [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...EMBED_SOURCES.connect, ...(options.extraConnectOrigins ?? [])],
    ['frame-src', ...EMBED_SOURCES.frame],
    ['media-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Headers every response carries, besides the CSP (and HSTS, which only applies over HTTPS). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
