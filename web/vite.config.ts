import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Public pages load their shared code in a few chunks instead of one per set of pages that shares a module (45 files
 * for the home page with the bundler's default, most under 2 KB). Each file is a request, and on a phone over
 * HTTP/1.1 (six connections, a round trip each) the count cost more than the bytes. Groups, by which public route
 * modules import a module, directly or not, through static imports (code loaded on demand stays on demand):
 * - `shell`: imported by the root or the sign-up page, so every public page loads it (MUI's core, Emotion, ...);
 * - `site`: imported by the site layout (header, footer) or by three or more of the pages inside it;
 * - `site-<pages>`: imported by exactly two of those pages (the home and class pages share the contact section's
 *   parts, the two event pages the event card), so no page loads another's code for the sake of a file less;
 * and modules no public page imports (staff pages, Firebase) keep the default split. Route modules and the code
 * only their own feature uses stay in their route's chunk. See docs/decisions/001-prerendering.md.
 */
const PUBLIC_ROUTE_MODULE =
  /src[\\/](root|app[\\/]routes[\\/](home|class-page|events|event-detail|not-found|signup)|app[\\/]layouts[\\/]SiteLayout)\.tsx$/;
const SHARED_MODULE = /node_modules|src[\\/](components|lib|backend|app)[\\/]/;
const FEATURE_MODULE = /src[\\/]features[\\/]/;

/**
 * MUI's class-name modules (`inputBaseClasses.mjs`, ...). The theme's module imports many of them, and a few import
 * another component's barrel for its class names, so every MUI input reaches the root through imports that use none
 * of its code: followed, they would put the contact form's inputs in `shell`.
 */
const CLASS_NAMES_MODULE = /node_modules[\\/]@mui[\\/]material[\\/].+Classes\.mjs$/;

/** What Rolldown lets a chunk-name function ask about the module graph. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** The names of the public route modules that import `id`, directly or through other modules. */
function publicRoutesImporting(id: string, ctx: ChunkingContext): Set<string> {
  const routes = new Set<string>();
  const followClassNames = CLASS_NAMES_MODULE.test(id);
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const importer of ctx.getModuleInfo(next)?.importers ?? []) {
      if (!followClassNames && CLASS_NAMES_MODULE.test(importer)) continue;
      const route = PUBLIC_ROUTE_MODULE.exec(importer)?.[1];
      if (route) routes.add(route.replace(/\\/g, '/'));
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return routes;
}

/** The chunk a public module goes in, or null for the default split (code no public page uses, a route's own). */
function publicChunkOf(id: string, ctx: ChunkingContext): string | null {
  const feature = FEATURE_MODULE.test(id);
  if (PUBLIC_ROUTE_MODULE.test(id) || !(feature || SHARED_MODULE.test(id))) return null;
  const routes = publicRoutesImporting(id, ctx);
  if (routes.size === 0 || (feature && routes.size === 1)) return null;
  if (routes.has('root') || routes.has('app/routes/signup')) return 'shell';
  if (routes.has('app/layouts/SiteLayout') || routes.size > 2) return 'site';
  return `site-${[...routes]
    .map((route) => route.replace('app/routes/', ''))
    .sort()
    .join('+')}`;
}

const isShell = (id: string, ctx: ChunkingContext) => publicChunkOf(id, ctx) === 'shell';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React DOM is evaluated in a task of its own (see startAfterPaint.ts); React joins React Router.
            { name: 'react-dom', test: /node_modules[\\/]react-dom[\\/]/, priority: 4 },
            { name: 'react-router', test: /node_modules[\\/](react|scheduler|react-router)[\\/]/, priority: 3 },
            // A group's modules take their dependencies along, so `shell` claims its own first.
            { name: (id: string, ctx: ChunkingContext) => (isShell(id, ctx) ? 'shell' : null), priority: 2 },
            {
              name: (id: string, ctx: ChunkingContext) => (isShell(id, ctx) ? null : publicChunkOf(id, ctx)),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
