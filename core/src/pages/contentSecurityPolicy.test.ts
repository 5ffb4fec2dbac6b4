import { describe, expect, it } from 'vitest';
import {
  ADMIN_PATH_PATTERN,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  isAdminPath,
  PUBLIC_PATH_PATTERN,
} from './contentSecurityPolicy.ts';
import { EMBED_ORIGINS } from './embedOrigins.ts';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the staff area policy', () => {
  it('allows no third-party origin and no frame', () => {
    const csp = adminContentSecurityPolicy({ scriptHashes: ['sha256-abc'] });
    for (const origin of Object.values(EMBED_ORIGINS)) expect(csp).not.toContain(origin);
    expect(csp).not.toMatch(/https?:/);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-abc'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds only the deployment’s own backend origins it is given', () => {
    const csp = adminContentSecurityPolicy({
      extraConnectOrigins: ['https://firestore.googleapis.com'],
      extraImageOrigins: ['https://firebasestorage.googleapis.com'],
    });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://firestore.googleapis.com']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com']);
  });

  it('has the same directives as the public policy, which keeps the embeds it needs', () => {
    const names = (csp: string) => csp.split('; ').map((part) => part.split(' ')[0]);
    expect(names(adminContentSecurityPolicy())).toEqual(names(contentSecurityPolicy()));
    expect(directive(contentSecurityPolicy(), 'frame-src')).toContain(EMBED_ORIGINS.maps);
  });
});

describe('which paths are the staff area', () => {
  const admin = ['/admin', '/admin/', '/admin/login', '/admin/events/new'];
  const publicPaths = [
    '/',
    '/a',
    '/ad',
    '/adm',
    '/admi',
    '/about',
    '/adx',
    '/administrator',
    '/adminx/y',
    '/events',
    '/privacy',
    '/assets/admin-123.js',
    '/classes/admin',
    '/sitemap.xml',
  ];

  it('knows them by path', () => {
    for (const path of admin) expect(isAdminPath(path), path).toBe(true);
    for (const path of publicPaths) expect(isAdminPath(path), path).toBe(false);
  });

  it('gives every path exactly one of the two patterns Firebase Hosting uses', () => {
    const adminPattern = new RegExp(ADMIN_PATH_PATTERN);
    const publicPattern = new RegExp(PUBLIC_PATH_PATTERN);
    for (const path of [...admin, ...publicPaths]) {
      expect(adminPattern.test(path), path).toBe(isAdminPath(path));
      expect(publicPattern.test(path), path).toBe(!isAdminPath(path));
    }
    // RE2 has no look-around or back-references.
    expect(PUBLIC_PATH_PATTERN).not.toMatch(/\(\?[=!<]|\\\d/);
  });
});
