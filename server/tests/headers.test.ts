/**
 * Security headers on every kind of response the self-hosted server gives: pages, the not-found page, assets, API
 * JSON, API errors, media, 404s and crawler files. HSTS only when the request really came over HTTPS.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from '@studio/core/pages/contentSecurityPolicy';
import { EMBED_ORIGINS } from '@studio/core/pages/embedOrigins';
import { FIREBASE_CONNECT_ORIGINS, FIREBASE_IMAGE_ORIGINS } from '@studio/core/firebase/firebaseLayout';
import { pagePolicy } from '@studio/core/node/pageSecurity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFakeWebBuild } from './lib/fakeWebBuild.ts';
import { makeImage, signIn, startSite, startSites, upload, type RunningSite } from './lib/reliability.ts';

const repoRoot = new URL('../../', import.meta.url).pathname;
/** The inline script the stand-in build's home page carries (see lib/fakeWebBuild.ts). */
const INLINE_SCRIPT = 'window.__page = "/";';

/** Directive name -> its sources, from a CSP header. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What a browser would apply for a fetch directive: its own value, or default-src when it is absent. */
function effective(csp: Map<string, string[]>, directive: string): string[] | undefined {
  return csp.get(directive) ?? csp.get('default-src');
}

let site: RunningSite;
let proxied: RunningSite;
let webBuild: string;
let mediaUrl: string;
let cookie: string;

beforeAll(async () => {
  webBuild = writeFakeWebBuild();
  [site, proxied] = await startSites(
    startSite({ env: { WEB_BUILD_DIR: webBuild } }),
    startSite({ env: { WEB_BUILD_DIR: webBuild, TRUST_PROXY: '1' } }),
  );
  const staff = await signIn(site);
  cookie = staff.cookie;
  const response = await upload(site, staff.headers, {
    target: 'home_hero',
    file: { bytes: await makeImage('png'), filename: 'a.png', type: 'image/png' },
  });
  mediaUrl = ((await response.json()) as { image: { url: string } }).image.url;
});

afterAll(async () => {
  await Promise.all([site?.stop(), proxied?.stop()]);
  rmSync(webBuild, { recursive: true, force: true });
});

interface Case {
  name: string;
  path: () => string;
  init?: () => RequestInit;
  status: number;
  type: RegExp;
}

const RESPONSES: Case[] = [
  { name: 'home page (HTML)', path: () => '/', status: 200, type: /^text\/html/ },
  { name: 'prerendered page', path: () => '/events/', status: 200, type: /^text\/html/ },
  { name: 'staff page', path: () => '/admin/dashboard', status: 200, type: /^text\/html/ },
  { name: 'not-found page', path: () => '/no-such-page', status: 404, type: /^text\/html/ },
  {
    name: 'compressed page',
    path: () => '/',
    init: () => ({ headers: { 'accept-encoding': 'br' } }),
    status: 200,
    type: /^text\/html/,
  },
  {
    name: 'not modified page',
    path: () => '/',
    init: () => ({ headers: { 'if-none-match': '"nope"' } }),
    status: 200,
    type: /^text\/html/,
  },
  { name: 'script asset', path: () => '/assets/app-abc123.js', status: 200, type: /^text\/javascript/ },
  { name: 'icon', path: () => '/favicon.ico', status: 200, type: /^image\// },
  { name: 'missing asset (404)', path: () => '/assets/missing-000.js', status: 404, type: /./ },
  { name: 'missing file (404)', path: () => '/nothing-here.png', status: 404, type: /./ },
  { name: 'API JSON', path: () => '/api/events', status: 200, type: /^application\/json/ },
  { name: 'API health', path: () => '/api/health', status: 200, type: /^application\/json/ },
  { name: 'API slots', path: () => '/api/images/slots', status: 200, type: /^application\/json/ },
  {
    name: 'API staff JSON',
    path: () => '/api/admin/events',
    init: () => ({ headers: { cookie } }),
    status: 200,
    type: /^application\/json/,
  },
  { name: 'API 404', path: () => '/api/no-such-thing', status: 404, type: /^application\/json/ },
  { name: 'API 401', path: () => '/api/admin/submissions', status: 401, type: /^application\/json/ },
  {
    name: 'API 400',
    path: () => '/api/contact',
    init: () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
    status: 400,
    type: /^application\/json/,
  },
  { name: 'API bad URL', path: () => '/api/events/%', status: 400, type: /^application\/json/ },
  { name: 'media file', path: () => mediaUrl, status: 200, type: /^image\/png/ },
  { name: 'media 404', path: () => '/media/home_hero_1700000000000.png', status: 404, type: /^application\/json/ },
  { name: 'robots.txt', path: () => '/robots.txt', status: 200, type: /^text\/plain/ },
  { name: 'sitemap.xml', path: () => '/sitemap.xml', status: 200, type: /^application\/xml/ },
];

describe('every response carries the security headers', () => {
  it.each(RESPONSES)('$name', async ({ path, init, status, type }) => {
    const response = await fetch(`${site.url}${path()}`, init?.());
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type') ?? '').toMatch(type);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toMatch(
      /^(strict-origin-when-cross-origin|no-referrer|same-origin|strict-origin)$/,
    );
    const header = response.headers.get('content-security-policy');
    expect(header, 'has a Content-Security-Policy').toBeTruthy();
    const csp = parseCsp(header!);
    expect(effective(csp, 'object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('strict-transport-security'), 'no HSTS over plain HTTP').toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('server') ?? '').not.toMatch(/\d/);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('pages allow no inline or eval script except their own hashed inline scripts, and no wildcard sources', async () => {
    const response = await fetch(`${site.url}/`);
    const csp = parseCsp(response.headers.get('content-security-policy')!);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(scripts).toContain(hash);
    for (const [directive, sources] of csp) {
      for (const source of sources) {
        expect(source, `${directive} names no wildcard`).not.toMatch(/^(\*|https?:|http:\/\/\*|https:\/\/\*)$/);
      }
    }
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('media is sandboxed: no script, no plugin, no page of its own', async () => {
    const csp = parseCsp((await fetch(`${site.url}${mediaUrl}`)).headers.get('content-security-policy')!);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
  });

  it('staff API answers are never cached', async () => {
    const response = await fetch(`${site.url}/api/admin/submissions`, { headers: { cookie } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

/** Every source of a policy that names another origin (anything but keywords, hashes and data:/blob:). */
function foreignSources(csp: Map<string, string[]>): string[] {
  return [...csp.values()].flat().filter((source) => !/^('.*'|data:|blob:)$/.test(source));
}

describe('the staff area has a stricter policy of its own', () => {
  it.each(['/admin', '/admin/', '/admin/login', '/admin/dashboard', '/admin/events?new=1'])(
    '%s allows no third-party origin and no frame',
    async (path) => {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(200);
      const csp = parseCsp(response.headers.get('content-security-policy')!);
      expect(foreignSources(csp)).toEqual([]);
      expect(csp.get('frame-src')).toEqual(["'none'"]);
      // The rendered page's own inline script still runs.
      const script = `window.__page = ${JSON.stringify(new URL(path, site.url).pathname)};`;
      expect(csp.get('script-src')).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(csp.get('object-src')).toEqual(["'none'"]);
    },
  );

  it('public pages keep the embed origins, the same page served at another path included', async () => {
    for (const path of ['/', '/events/', '/administrator', '/no-such-page']) {
      const csp = parseCsp((await fetch(`${site.url}${path}`)).headers.get('content-security-policy')!);
      expect(csp.get('frame-src'), path).toContain(EMBED_ORIGINS.maps);
      expect(csp.get('script-src'), path).toContain(EMBED_ORIGINS.instagram);
    }
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    for (const path of ['/', '/api/events', mediaUrl, '/api/no-such-thing']) {
      const response = await fetch(`${proxied.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=(\d{8,})/);
      expect(
        Number(/max-age=(\d+)/.exec(response.headers.get('strict-transport-security')!)![1]),
      ).toBeGreaterThanOrEqual(31_536_000);
    }
  });

  it('is not sent over plain HTTP behind the proxy, nor when an untrusted client only claims HTTPS', async () => {
    expect((await fetch(`${proxied.url}/`)).headers.get('strict-transport-security')).toBeNull();
    expect(
      (await fetch(`${site.url}/`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get(
        'strict-transport-security',
      ),
    ).toBeNull();
  });
});

describe('the Firebase deployment (firebase.json and the site function) mirrors the same policy', () => {
  interface HeaderRule {
    source?: string;
    regex?: string;
    headers: { key: string; value: string }[];
  }
  const hosting = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { headers?: HeaderRule[] };
  };
  const rules = hosting.hosting.headers ?? [];
  const everyPath = rules.find((rule) => rule.source === '**');
  const header = (rule: HeaderRule | undefined, name: string) =>
    rule?.headers.find((entry) => entry.key.toLowerCase() === name.toLowerCase())?.value;
  // What the site function sends with a rendered page (functions/src/site/siteFunction.ts).
  const page = `<html><body><script>${INLINE_SCRIPT}</script></body></html>`;
  const firebaseOrigins = { extraImageOrigins: FIREBASE_IMAGE_ORIGINS, extraConnectOrigins: FIREBASE_CONNECT_ORIGINS };
  const publicCsp = parseCsp(pagePolicy('/events', page, firebaseOrigins));
  const adminCsp = parseCsp(pagePolicy('/admin/events', page, firebaseOrigins));
  const firebaseService =
    /^https:\/\/(\*\.)?([a-z0-9-]+\.)*(googleapis\.com|cloudfunctions\.net|firebaseapp\.com|firebasestorage\.app)$/;

  it('every path carries nosniff, Referrer-Policy and HSTS (Firebase Hosting is HTTPS only)', () => {
    expect(everyPath, 'a header rule for "**"').toBeDefined();
    expect(header(everyPath, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(everyPath, 'Referrer-Policy')).toBe(SECURITY_HEADERS['Referrer-Policy']);
    expect(header(everyPath, 'Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('Hosting sends no CSP of its own: the site function sends each page its one policy, naming its scripts', () => {
    expect(rules.filter((rule) => header(rule, 'Content-Security-Policy'))).toEqual([]);
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    for (const csp of [publicCsp, adminCsp]) {
      expect(csp.get('script-src')).toContain(hash);
      expect(effective(csp, 'object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    }
  });

  it('the public CSP allows no third-party origin the self-hosted policy does not, apart from Firebase’s own services', () => {
    const selfHosted = parseCsp(contentSecurityPolicy());
    for (const [directive, sources] of publicCsp) {
      const allowed = selfHosted.get(directive) ?? [];
      for (const source of sources) {
        if (source.startsWith("'sha256-") || allowed.includes(source)) continue;
        expect(source, `${directive} ${source}`).toMatch(firebaseService);
      }
    }
    expect([...publicCsp.keys()].sort()).toEqual([...selfHosted.keys()].sort());
  });

  it('the staff area CSP allows nothing but Firebase’s own services', () => {
    for (const source of foreignSources(adminCsp)) expect(source).toMatch(firebaseService);
    expect(adminCsp.get('frame-src')).toEqual(["'none'"]);
    expect([...adminCsp.keys()].sort()).toEqual([...parseCsp(adminContentSecurityPolicy()).keys()].sort());
  });
});
