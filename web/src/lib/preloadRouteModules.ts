import type { EntryContext } from 'react-router';
import { insertBeforeHeadEnd } from './html.ts';

type Manifest = EntryContext['manifest'];
type ManifestRoute = NonNullable<Manifest['routes'][string]>;

/** A page the SPA fallback may be asked for: its address pattern and the chunks its routes need. */
export interface FallbackRoute {
  /** Regular expression source matching the whole pathname. */
  pattern: string;
  /** Module and static imports of the route and of every route around it, root first, without repeats. */
  chunks: string[];
}

/**
 * Every page (leaf route) of the manifest with the chunks it needs, most specific first: static addresses, then
 * those with parameters, the catch-all last, so the first pattern that matches is React Router's match too.
 */
export function fallbackRoutes(manifest: Manifest): FallbackRoute[] {
  const routes = Object.values(manifest.routes).filter((route): route is ManifestRoute => route !== undefined);
  const parents = new Set(routes.map((route) => route.parentId));
  return routes
    .filter((route) => !parents.has(route.id))
    .map((route) => {
      const chain = ancestry(route, manifest);
      const segments = chain
        .flatMap((link) => (link.path ?? '').split('/'))
        .filter((segment) => segment !== '');
      const chunks = [...new Set(chain.flatMap((link) => [link.module, ...(link.imports ?? [])]))];
      return { segments, chunks };
    })
    .sort((a, b) => specificity(a.segments) - specificity(b.segments))
    .map(({ segments, chunks }) => ({ pattern: patternOf(segments), chunks }));
}

function ancestry(route: ManifestRoute, manifest: Manifest): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let link: ManifestRoute | undefined = route; link; link = link.parentId ? manifest.routes[link.parentId] : undefined) {
    chain.unshift(link);
  }
  return chain;
}

/** Lower is more specific: a catch-all after any parameter, a parameter after any static segment. */
function specificity(segments: string[]): number {
  if (segments.includes('*')) return 1000;
  return segments.filter((segment) => segment.startsWith(':')).length;
}

function patternOf(segments: string[]): string {
  const parts = segments.map((segment) => {
    if (segment === '*') return '.*';
    if (segment.startsWith(':')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return `^/${parts.join('/')}/?$`;
}

/**
 * The SPA fallback serves pages that are not prerendered (an event, the admin area), and its HTML can only name
 * the root's chunks: the page's own route modules would be found one import at a time after the app starts, a
 * round trip each. This inline script, run as the HTML is parsed, adds a module preload for every chunk of the
 * page the address matches, so they all download at once, alongside the root's.
 */
export function routePreloadScript(manifest: Manifest): string {
  const routes = fallbackRoutes(manifest);
  const chunks = [...new Set(routes.flatMap((route) => route.chunks))];
  const table = routes.map((route) => [route.pattern, route.chunks.map((chunk) => chunks.indexOf(chunk))]);
  return [
    '(() => {',
    `  const chunks = ${JSON.stringify(chunks)};`,
    `  const routes = ${JSON.stringify(table)};`,
    '  const match = routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));',
    '  for (const index of match ? match[1] : []) {',
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = chunks[index];',
    '    document.head.append(link);',
    '  }',
    '})();',
  ].join('\n');
}

/** Puts `routePreloadScript` at the end of the document's `<head>`. */
export function withRoutePreloads(html: string, manifest: Manifest): string {
  return insertBeforeHeadEnd(html, `<script>${routePreloadScript(manifest)}</script>`, 'the route preloads');
}
