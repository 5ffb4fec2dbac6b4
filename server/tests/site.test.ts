import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EMBED_SOURCES } from '@studio/core/pages/embedOrigins';
import { STATIC_PUBLIC_PATHS } from '@studio/core/pages/publicRoutes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/site/staticSite.ts';
import { siteConfig } from '../../web/src/content/siteConfig.ts';
import { FAKE_ASSET as APP_JS, writeFakeWebBuild } from './lib/fakeWebBuild.ts';
import { Client, dayFromToday, eventInput, staffClient, startTestServer, type TestServer } from './testServer.ts';

/** What a page states of the retention period the server gives its loaders (the default here). */
const RETENTION_HEAD = '<meta name="contact-retention-days" content="365"/>';

let server: TestServer;
let buildDir: string;

beforeAll(async () => {
  buildDir = writeFakeWebBuild();
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

/** The number of the render that made a page (the stand-in build writes it into each page). */
const renderOf = (html: string) => Number(/<p id="render">(\d+)<\/p>/.exec(html)?.[1]);

describe('the rendered site', () => {
  it('renders each public page as HTML that revalidates', async () => {
    for (const path of STATIC_PUBLIC_PATHS) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain(`<h1>page ${path}</h1>`);
    }
  });

  it('answers unknown paths and unknown event ids with 404 and the not-found page', async () => {
    for (const path of ['/no-such-page', '/classes/underwater-judo', '/events/0b7c1c7e-1111-4222-8333-444455556666']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await answer.text()).toMatch(/<h1>(Page not found|Event Not Found)<\/h1>/);
    }
  });

  it('renders an event page with its event, and a change to the event on the next request', async () => {
    const staff = await staffClient(server);
    const event = (await staff.post('/api/admin/events', eventInput({ title: 'Fight Night', date: dayFromToday(9) })))
      .body.event;
    const first = await get(`/events/${event.id}`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('<h1>Fight Night</h1>');

    await staff.put(
      `/api/admin/events/${event.id}`,
      eventInput({ title: 'Fight Night & Social', date: dayFromToday(9) }),
    );
    expect(await (await get(`/events/${event.id}`)).text()).toContain('<h1>Fight Night &amp; Social</h1>');

    await staff.delete(`/api/admin/events/${event.id}`);
    expect((await get(`/events/${event.id}`)).status).toBe(404);
  });

  it('renders the pages again with the content staff publish, on the next request', async () => {
    const staff = await staffClient(server);
    const { section } = (await staff.get('/api/admin/content/banner')).body;
    expect(await (await get('/signup')).text()).not.toContain('<p id="banner">');
    const banner = { ...section.content, message: 'Both studios closed 25-26 December' };
    expect((await staff.put('/api/admin/content/banner', { version: section.version, content: banner })).status).toBe(
      200,
    );
    for (const path of ['/', '/signup', '/privacy']) {
      expect(await (await get(path)).text(), path).toContain('<p id="banner">Both studios closed 25-26 December</p>');
    }
    await staff.put('/api/admin/content/banner', { version: section.version + 1, content: section.content });
    expect(await (await get('/signup')).text()).not.toContain('<p id="banner">');
  });

  it('serves a page from the cache until the site changes, then renders it once again', async () => {
    const first = await (await get('/signup')).text();
    const again = await (await get('/signup')).text();
    expect(renderOf(again)).toBe(renderOf(first));

    const staff = await staffClient(server);
    await staff.post('/api/admin/events', eventInput({ date: dayFromToday(3) }));
    const after = await (await get('/signup')).text();
    expect(renderOf(after)).toBeGreaterThan(renderOf(first));
    const [a, b] = await Promise.all([get('/signup'), get('/signup')]);
    expect(renderOf(await a.text())).toBe(renderOf(after));
    expect(renderOf(await b.text())).toBe(renderOf(after));
  });

  it("renders the pages again with a slot image staff upload, in the page's HTML", async () => {
    expect(await (await get('/')).text()).not.toContain('id="hero"');
    const staff = await staffClient(server);
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('target', 'home_hero');
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'hero.jpg');
    const uploaded = await staff.request('POST', '/api/admin/images', { body: form });
    expect(uploaded.status).toBe(201);
    const name = /<img id="hero" alt="" src="\/media\/(home_hero_\d+\.jpg)"\/>/.exec(
      await (await get('/')).text(),
    )?.[1];
    expect(name).toBeDefined();

    expect((await staff.delete(`/api/admin/images/${name}`)).status).toBe(204);
    expect(await (await get('/')).text()).not.toContain('id="hero"');
  });

  it('serves a page asked for with a tracking query from the same cached render', async () => {
    const plain = renderOf(await (await get('/signup')).text());
    const shared = await get('/signup?fbclid=IwAR0abc&utm_source=facebook');
    expect(shared.status).toBe(200);
    expect(renderOf(await shared.text())).toBe(plain);
    expect(renderOf(await (await get('/signup?utm_campaign=winter')).text())).toBe(plain);
  });

  it('renders the known pages again after a change without waiting for a visitor', async () => {
    await get('/');
    const staff = await staffClient(server);
    await staff.post('/api/admin/events', eventInput({ date: dayFromToday(4) }));
    await server.pages!.cache.warmed();
    const size = server.pages!.cache.size();
    expect(size).toBeGreaterThanOrEqual(STATIC_PUBLIC_PATHS.length);
    await get('/');
    await get('/events');
    expect(server.pages!.cache.size()).toBe(size);
  });

  it("names each page's own inline scripts in its CSP", async () => {
    for (const path of ['/', '/events', '/no-such-page']) {
      const answer = await get(path);
      const html = await answer.text();
      const hashes = inlineScriptHashes(html);
      expect(hashes.length, path).toBeGreaterThan(0);
      const scriptSrc = /script-src ([^;]*)/.exec(answer.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      const listed = scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"));
      expect(listed.sort(), path).toEqual(hashes.map((hash) => `'${hash}'`).sort());
    }
    const csp = (path: string) => get(path).then((answer) => answer.headers.get('content-security-policy'));
    expect(await csp('/')).not.toBe(await csp('/events'));
  });

  it('answers a page asked for again with the same ETag with 304', async () => {
    const etag = (await get('/events')).headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get('/events', { 'if-none-match': etag })).status).toBe(304);
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
    const script = (path: string) => `window.__page = ${JSON.stringify(path)};`;
    const hash = (path: string) => `'sha256-${createHash('sha256').update(script(path)).digest('base64')}'`;
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
      if (path === '/' || path === '/admin/dashboard') expect(csp).toContain(hash(path));
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
  it('gives the pages the default period when none is configured', async () => {
    const html = await (await get('/privacy')).text();
    expect(html).toContain('<span data-contact-retention-days="365">');
    expect(html).toContain(RETENTION_HEAD);
  });

  it('gives every page the configured CONTACT_RETENTION_DAYS as loader data, /privacy included', async () => {
    const configured = await startTestServer({ WEB_BUILD_DIR: buildDir, CONTACT_RETENTION_DAYS: '180' });
    try {
      const privacy = await fetch(`${configured.url}/privacy`, { headers: { 'accept-encoding': 'gzip' } });
      expect(await privacy.text()).toContain('<span data-contact-retention-days="180">');
      for (const path of ['/privacy', '/', '/events/0b7c1c7e-1111-4222-8333-444455556666', '/admin/dashboard']) {
        expect(await (await fetch(`${configured.url}${path}`)).text(), path).toContain(
          '<meta name="contact-retention-days" content="180"/>',
        );
      }
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
