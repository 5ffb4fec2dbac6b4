import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STATIC_PUBLIC_PATHS } from '@studio/core/pages/publicRoutes';

/**
 * A stand-in for `react-router build` output, small enough to read: client files (a hashed asset, an icon) and a
 * server build React Router's `createRequestHandler` runs. Its pages are a heading and an inline script naming
 * the page (so each page's CSP hash differs) plus the number of this render (a page served from the cache shows the same number); an event's page reads its event through
 * the load context as the real one does, the root's loader the contact retention period, the banner's message from the content and the uploaded hero image, and answers 404 without one, as does any path but the known ones.
 */
export const FAKE_ASSET = `console.log(${JSON.stringify('studio '.repeat(500))});`;

const SERVER_BUILD = String.raw`
const notFound = (data) => ({ type: 'DataWithResponseInit', data, init: { status: 404 } });
const KNOWN = new Set(['/admin', '/admin/login', '/admin/dashboard', '/admin/events', ...${JSON.stringify(STATIC_PUBLIC_PATHS)}]);
export let renders = 0;
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function handleRequest(request, status, headers, context) {
  renders += 1;
  const { root, ...pages } = context.staticHandlerContext.loaderData;
  const data = Object.values(pages).find(Boolean) ?? {};
  const path = new URL(request.url).pathname;
  const title = data.title ?? 'Page not found';
  const days = root?.contactRetentionDays;
  const html = '<!DOCTYPE html><html lang="en-GB"><head><title>' + escape(title) + '</title>' +
    '<meta name="contact-retention-days" content="' + days + '"/></head><body>' +
    '<h1>' + escape(title) + '</h1>' + '<p>Train with us.</p>'.repeat(100) + '<p id="render">' + renders + '</p>' +
    (root?.banner ? '<p id="banner">' + escape(root.banner) + '</p>' : '') +
    (root?.hero ? '<img id="hero" alt="" src="' + escape(root.hero) + '"/>' : '') +
    (root?.studioDay ? '<p id="day">' + escape(root.studioDay) + '</p>' : '') +
    (path === '/privacy' ? '<p>We keep contact messages for <span data-contact-retention-days="' + days + '"></span>.</p>' : '') +
    '<script>window.__page = ' + JSON.stringify(path).replace(/</g, '\\u003c') + ';</script>' +
    '<script type="module" src="/assets/app-abc123.js"></script></body></html>';
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers });
}

const route = (id, parentId, path, loader, index) => ({
  id, parentId, path, index, caseSensitive: undefined,
  module: { default: () => null, loader },
});

export const entry = { module: { default: handleRequest } };
export const routes = {
  root: route('root', undefined, '', async ({ context }) => ({
    contactRetentionDays: context.site.contactRetentionDays,
    banner: (await context.site.content()).banner.message,
    hero: (await context.site.slotImages()).home_hero?.url,
    studioDay: context.site.today?.(),
  })),
  event: route('event', 'root', 'events/:id', async ({ params, context }) => {
    const found = await context.site.eventWithOthers(params.id);
    return found ? { title: found.event.title, others: found.others.length } : notFound({ title: 'Event Not Found' });
  }),
  home: route('home', 'root', undefined, () => ({ title: 'page /' }), true),
  page: route('page', 'root', '*', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/\/$/, '');
    return KNOWN.has(path) ? { title: 'page ' + path } : notFound(null);
  }),
};
const manifestRoute = (id, parentId, path, hasLoader) => ({
  id, parentId, path, hasAction: false, hasLoader, hasClientAction: false, hasClientLoader: false,
  hasClientMiddleware: false, hasErrorBoundary: false, module: '/assets/' + id + '.js', imports: [], css: [],
});
export const assets = {
  entry: { module: '/assets/entry.js', imports: [], css: [] },
  routes: {
    root: manifestRoute('root', undefined, '', true),
    event: manifestRoute('event', 'root', 'events/:id', true),
    home: { ...manifestRoute('home', 'root', undefined, true), index: true },
    page: manifestRoute('page', 'root', '*', true),
  },
  url: '/assets/manifest.js',
  version: '1',
};
export const assetsBuildDirectory = 'client';
export const basename = '/';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'initial' };
export const publicPath = '/';
`;

/** Writes the stand-in build into a new temp dir and returns that dir (for WEB_BUILD_DIR). */
export function writeFakeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'studio-web-build-'));
  const client = join(root, 'client');
  mkdirSync(join(client, 'assets'), { recursive: true });
  writeFileSync(join(client, 'assets', 'app-abc123.js'), FAKE_ASSET);
  writeFileSync(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(client, 'favicon.ico'), Buffer.alloc(64));
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'server', 'index.js'), SERVER_BUILD);
  return root;
}
