import { EMBED_SOURCES } from './embedOrigins.ts';

export interface ContentSecurityPolicyOptions {
  /** `sha256-…` hashes of the inline scripts of the page being served (React Router's server-rendered pages hold some). */
  scriptHashes?: readonly string[];
  /** Extra origins the page may load images from (e.g. a storage bucket in the Firebase deployment). */
  extraImageOrigins?: readonly string[];
  /** Extra origins the page may call (e.g. Firebase APIs in the Firebase deployment). */
  extraConnectOrigins?: readonly string[];
}

const NO_EMBEDS = { script: [], frame: [], connect: [], img: [], style: [] } as const;

function policy(
  embeds: { readonly [directive in keyof typeof EMBED_SOURCES]: readonly string[] },
  options: ContentSecurityPolicyOptions,
): string {
  const hashes = (options.scriptHashes ?? []).map((hash) => `'${hash}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...embeds.script],
    ['style-src', "'self'", "'unsafe-inline'", ...embeds.style],
    ['img-src', "'self'", 'data:', 'blob:', ...embeds.img, ...(options.extraImageOrigins ?? [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...embeds.connect, ...(options.extraConnectOrigins ?? [])],
    ['frame-src', ...(embeds.frame.length > 0 ? embeds.frame : ["'none'"])],
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

/**
 * The public site's Content-Security-Policy, written once for the self-hosted server and mirrored in
 * `firebase.json`. Only the embeds the site really uses are allowed, each origin only for what its embed loads
 * (and nothing loads from them before the visitor chooses it); styles need 'unsafe-inline' because Emotion
 * injects them.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  return policy(EMBED_SOURCES, options);
}

/**
 * The staff area's policy: nothing from any third party, no frames. The site's own origin only, plus what the
 * deployment's own backend needs (the Firebase services, passed in as extra origins).
 */
export function adminContentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  return policy(NO_EMBEDS, options);
}

/** The staff area's pages: `/admin` and everything under it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * RE2 patterns (Firebase Hosting's `regex` header rules, which have no look-ahead) for the staff area's paths and
 * for every other path, so each path gets exactly one of the two policies whatever order Hosting applies rules in.
 */
export const ADMIN_PATH_PATTERN = '^/admin(?:/.*)?$';
export const PUBLIC_PATH_PATTERN = (() => {
  const segment = 'admin';
  const alternatives: string[] = [];
  for (let i = 0; i < segment.length; i += 1) {
    const start = segment.slice(0, i);
    // Stops before the whole segment ("/", "/adm"), or leaves it at this letter ("/about", "/adx").
    alternatives.push(start, `${start}[^${segment[i]}].*`);
  }
  // Longer names that begin with it ("/administrator").
  alternatives.push(`${segment}[^/].*`);
  return `^/(?:${alternatives.join('|')})$`;
})();

/** Headers every response carries, besides the CSP (and HSTS, which only applies over HTTPS). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
