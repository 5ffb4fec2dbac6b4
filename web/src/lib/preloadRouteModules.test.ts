import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fallbackRoutes, withRoutePreloads } from './preloadRouteModules.ts';

type Manifest = EntryContext['manifest'];

function route(id: string, parentId: string | undefined, path: string | undefined, imports: string[] = []) {
  return {
    id,
    parentId,
    path,
    index: path === undefined && parentId !== 'root' ? true : undefined,
    module: `/assets/${id.replace(/\W/g, '-')}.js`,
    imports,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
  };
}

/** The shape of this site's routes: a layout of public pages, the admin area, a catch-all. */
const manifest = {
  entry: { module: '/assets/entry.js', imports: [] },
  url: '/assets/manifest.js',
  version: '1',
  routes: {
    root: route('root', undefined, '', ['/assets/react.js']),
    layout: route('layout', 'root', undefined, ['/assets/react.js', '/assets/header.js']),
    home: route('home', 'layout', undefined),
    events: route('events', 'layout', 'events', ['/assets/cards.js']),
    event: route('event', 'layout', 'events/:id', ['/assets/cards.js', '/assets/map.js']),
    missing: route('missing', 'layout', '*'),
    admin: route('admin', 'root', 'admin', ['/assets/admin-shell.js']),
    adminEvents: route('adminEvents', 'admin', 'events', ['/assets/forms.js']),
  },
} as unknown as Manifest;

/** Runs the inline script against an address; returns the preloads it adds. */
function preloadsFor(pathname: string): string[] {
  const html = withRoutePreloads('<html><head><title>x</title></head><body></body></html>', manifest);
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const added: { rel: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => added.push(link) },
  };
  new Function('document', 'location', script)(document, { pathname });
  expect(added.every((link) => link.rel === 'modulepreload')).toBe(true);
  return added.map((link) => link.href);
}

describe('route preloads for the SPA fallback', () => {
  it('lists every page, static addresses before parameters and the catch-all last', () => {
    expect(fallbackRoutes(manifest).map((page) => page.pattern)).toEqual([
      '^//?$',
      '^/events/?$',
      '^/admin/events/?$',
      '^/events/[^/]+/?$',
      '^/.*/?$',
    ]);
  });

  it("preloads an event page's chunks and those of the routes around it, once each", () => {
    expect(preloadsFor('/events/0b4c7e2a')).toEqual([
      '/assets/root.js',
      '/assets/react.js',
      '/assets/layout.js',
      '/assets/header.js',
      '/assets/event.js',
      '/assets/cards.js',
      '/assets/map.js',
    ]);
  });

  it('matches the admin area and the catch-all by the same rules as the router', () => {
    expect(preloadsFor('/admin/events')).toContain('/assets/forms.js');
    expect(preloadsFor('/admin/events')).not.toContain('/assets/cards.js');
    expect(preloadsFor('/no/such/page')).toContain('/assets/missing.js');
    expect(preloadsFor('/events')).toContain('/assets/events.js');
    expect(preloadsFor('/events')).not.toContain('/assets/map.js');
  });

  it('goes into the head, ahead of everything in the body', () => {
    const html = withRoutePreloads('<html><head></head><body><script type="module"></script></body></html>', manifest);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(() => withRoutePreloads('<p>no head</p>', manifest)).toThrow(/no <\/head>/);
  });
});
