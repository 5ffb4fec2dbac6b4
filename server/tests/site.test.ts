import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EMBED_SOURCES } from '@studio/core/embedOrigins';
import { STATIC_PUBLIC_PATHS } from '@studio/core/publicRoutes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../web/src/content/siteConfig.ts';
import {
  Client,
  dayFromToday,
  eventInput,
  staffClient,
  startTestServer,
  tempDir,
  type TestServer,
} from './testServer.ts';

const INLINE_SCRIPT = 'window.__reactRouterContext = {"ssr":false};';
/** What the build writes for the retention period: the default, in the head's meta tag and in the notice's text. */
const RETENTION_HEAD = '<meta name="contact-retention-days" content="365"/>';
const RETENTION_TEXT = 'We keep contact messages for <span data-contact-retention-days="365">12 months</span>.';
const APP_JS = `console.log(${JSON.stringify('studio '.repeat(500))});`;

/** A stand-in for `react-router build` output: prerendered pages, the SPA fallback and a hashed asset. */
function writeWebBuild(buildDir: string): void {
  const client = join(buildDir, 'client');
  const page = (title: string, text = '') =>
    `<!DOCTYPE html><html lang="en-GB"><head><title>${title}</title>${RETENTION_HEAD}</head><body><h1>${title}</h1>${text}${'<p>Train with us.</p>'.repeat(100)}<script>${INLINE_SCRIPT}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
  for (const path of STATIC_PUBLIC_PATHS) {
    mkdirSync(join(client, path), { recursive: true });
    writeFileSync(join(client, path, 'index.html'), page(`page ${path}`, path === '/privacy' ? RETENTION_TEXT : ''));
  }
  writeFileSync(join(client, '__spa-fallback.html'), page('fallback'));
  mkdirSync(join(client, 'assets'), { recursive: true });
  writeFileSync(join(client, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

let server: TestServer;
let buildDir: string;

beforeAll(async () => {
  buildDir = tempDir('studio-web-build-');
  writeWebBuild(buildDir);
  server = await startTestServer({ WEB_BUILD_DIR: buildDir });
});
afterAll(() => server?.destroy());

/** The body exactly as sent on the wire (fetch would decode it). */
function rawBody(path: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe('the static site', () => {
  it('serves each prerendered page as HTML that revalidates', async () => {
    for (const path of ['/', '/classes/kickboxing', '/events', '/signup', '/events/']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain(`<h1>page ${path.replace(/(.)\/$/, '$1')}</h1>`);
    }
  });

  it('answers page paths it has no file for with the SPA fallback and 200', async () => {
    for (const path of [
      '/events/0b7c1c7e-1111-4222-8333-444455556666',
      '/admin',
      '/admin/dashboard',
      '/no-such-page',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text()).toContain('<h1>fallback</h1>');
    }
  });

  it("preloads an event page's event with its HTML, and nothing for other fallback pages", async () => {
    const id = '0b7c1c7e-1111-4222-8333-444455556666';
    for (const path of [`/events/${id}`, `/events/${id}/`]) {
      expect((await get(path)).headers.get('link'), path).toBe(
        `</api/events/${id}>; rel=preload; as=fetch; crossorigin=anonymous`,
      );
    }
    for (const path of ['/events/not-an-id', '/events/a>b', `/events/${id}/more`, '/admin', '/', '/events']) {
      expect((await get(path)).headers.get('link'), path).toBeNull();
    }
  });

  it('answers a missing file or unknown API path with 404', async () => {
    expect((await get('/assets/missing-123.js')).status).toBe(404);
    expect((await get('/missing.png')).status).toBe(404);
    const api = await get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found' });
    expect((await fetch(`${server.url}/api/events`, { method: 'DELETE' })).status).toBe(404);
  });

  it('caches hashed assets for a year and supports revalidation by ETag', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = asset.headers.get('etag')!;
    expect((await get('/', {})).headers.get('etag')).not.toBe(etag);
    expect((await get('/assets/app-abc123.js', { 'if-none-match': etag })).status).toBe(304);
  });

  it('compresses text with brotli or gzip', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decodes the body itself; the length on the wire is what must shrink.
    expect(Number(br.headers.get('content-length'))).toBeLessThan(APP_JS.length / 5);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('<h1>page /</h1>');
    expect(brotliDecompressSync(await rawBody('/assets/app-abc123.js', 'br')).toString()).toBe(APP_JS);
    expect(gunzipSync(await rawBody('/', 'gzip')).toString()).toContain('<h1>page /</h1>');
    const none = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(APP_JS);
  });

  it('puts security headers on every response, with the inline script hashes of each page in its CSP', async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    for (const path of ['/', '/admin/dashboard', '/api/events', '/api/nothing', '/assets/app-abc123.js']) {
      const answer = await get(path);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(answer.headers.get('permissions-policy')).toContain('camera=()');
      const csp = answer.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp, path).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      if (path === '/' || path === '/admin/dashboard') expect(csp).toContain(hash);
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('allows in its CSP every third-party origin the site embeds', () => {
    const origin = (url: string) => new URL(url).origin;
    expect(EMBED_SOURCES.script).toContain(origin(siteConfig.gymWidgets.scriptUrl));
    expect(EMBED_SOURCES.script).toContain(origin(siteConfig.instagram.scriptUrl));
    expect(EMBED_SOURCES.frame).toContain(origin(siteConfig.instagram.posts[0]));
    expect(EMBED_SOURCES.frame).toContain(origin(siteConfig.maps.embedUrl('Liverpool')));
    expect(EMBED_SOURCES.frame).toContain(origin(siteConfig.gymWidgets.signupUrl));
  });
});

describe('the contact retention period', () => {
  it('states the default period on /privacy when none is configured', async () => {
    const html = await (await get('/privacy')).text();
    expect(html).toContain('<span data-contact-retention-days="365">12 months</span>');
    expect(html).toContain(RETENTION_HEAD);
  });

  it('states the configured CONTACT_RETENTION_DAYS on /privacy and in every page for the browser to read', async () => {
    const configured = await startTestServer({ WEB_BUILD_DIR: buildDir, CONTACT_RETENTION_DAYS: '180' });
    try {
      const privacy = await fetch(`${configured.url}/privacy`, { headers: { 'accept-encoding': 'gzip' } });
      const html = await privacy.text();
      expect(html).toContain('We keep contact messages for <span data-contact-retention-days="180">6 months</span>.');
      expect(html).not.toContain('12 months');
      for (const path of ['/privacy', '/', '/events/0b7c1c7e-1111-4222-8333-444455556666', '/admin']) {
        expect(await (await fetch(`${configured.url}${path}`)).text(), path).toContain(
          '<meta name="contact-retention-days" content="180"/>',
        );
      }
      // The page's CSP still names its inline script, and its ETag is that of what is sent.
      expect(privacy.headers.get('content-security-policy')).toContain(
        `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`,
      );
      expect(privacy.headers.get('etag')).not.toBe((await get('/privacy')).headers.get('etag'));
    } finally {
      await configured.destroy();
    }
  });
});

describe('crawler files', () => {
  it('lists the public pages and upcoming events in sitemap.xml, with absolute URLs', async () => {
    const staff = await staffClient(server);
    const upcoming = (await staff.post('/api/admin/events', eventInput({ date: dayFromToday(5) }))).body.event;
    const past = (await staff.post('/api/admin/events', eventInput({ date: dayFromToday(-5) }))).body.event;
    const answer = await get('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/xml/);
    const xml = await answer.text();
    for (const path of STATIC_PUBLIC_PATHS) expect(xml).toContain(`<loc>${server.url}${path}</loc>`);
    expect(xml).toContain(`<loc>${server.url}/privacy</loc>`);
    expect(xml).toContain(`<loc>${server.url}/accessibility</loc>`);
    expect(xml).toContain(`<loc>${server.url}/events/${upcoming.id}</loc>`);
    expect(xml).not.toContain(past.id);
    expect(xml).not.toContain('/admin');
  });

  it('allows crawling except admin and API, and points to the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api');
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

describe('without a web build', () => {
  it('still serves the API and says how to build the site', async () => {
    const bare = await startTestServer();
    try {
      expect((await new Client(bare.url).get('/api/health')).body).toEqual({ ok: true });
      const page = await fetch(`${bare.url}/`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build');
    } finally {
      await bare.destroy();
    }
  });
});
