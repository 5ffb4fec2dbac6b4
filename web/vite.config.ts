import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { faviconFromTokens } from './src/design/favicon.ts';

/**
 * Public pages load their shared code in a few chunks instead of one per set of pages that shares a module (45 files
 * for the home page with the bundler's default, most under 2 KB). Each file is a request, and on a phone over
 * HTTP/1.1 (six connections, a round trip each) the count cost more than the bytes. Groups, by which public entry
 * modules import a module, directly or not, through static imports (code loaded on demand stays on demand):
 * - `shell`: imported by the root, so every page loads it;
 * - `site`: imported by the site layout (header, banner, the loading of what is below the first screen): the plain
 *   first screen of every page but /signup, free of MUI, so the home page's first screen hydrates without MUI;
 * - `site-home`: what the home page's first screen shares with other pages but not the layout (the pictures, the
 *   studio's lines), so a page that draws none of it (/timetable) does not load it; the hero stays in the home route;
 * - `pages`: libraries imported by two or more of the other entries (the pages, the footer and the home page's
 *   sections, which load on demand), and our modules imported by three or more that draw with MUI: MUI, Emotion
 *   and what the pages share;
 * - `plain`: our modules imported by three or more that draw without MUI (the embeds' facade, the icons below the
 *   first screen), so that a page drawn without MUI (an event's page) loads no MUI; `page-top` takes the page banner
 *   and the timetable's days out of it (PAGE_TOP_MODULE), and `embeds` the embeds' facade, consent and loading
 *   (EMBED_MODULE), which a class page does not draw;
 * - `site-<entries>`: imported by exactly two of them (the home sections and class pages share the contact
 *   section's parts, the two event pages the event card), so no page loads another's code for the sake of a file;
 * and modules no public page imports (staff pages, Firebase) keep the default split. Entry modules and the code
 * only their own feature uses stay in their entry's chunk. See docs/decisions/001-prerendering.md.
 */
const PUBLIC_ENTRY_MODULE =
  /src[\\/](root|app[\\/]routes[\\/](home|class-page|timetable|events|event-detail|not-found|signup|privacy|accessibility)|app[\\/]layouts[\\/]SiteLayout|features[\\/]home[\\/]components[\\/](HomeSections|IslandSections)|components[\\/]layout[\\/]Footer)\.tsx$/;

const SHARED_MODULE =
  /node_modules|core[\\/]src[\\/]|src[\\/](components|content|lib|backend|app|hydration|design|insights)[\\/]/;
const FEATURE_MODULE = /src[\\/]features[\\/]/;
/**
 * The plain parts that draw the top of the lighter plain pages (a page's banner, the timetable's days): a group of
 * their own, so that /timetable, which uses nothing else of `plain`, loads 1 KB for them rather than `plain`'s 7 KB.
 */
const PAGE_TOP_MODULE = /src[\\/]components[\\/](layout[\\/]PageHero|timetable[\\/]TimetableDays)\.tsx$/;

/**
 * What a page needs to keep the parts the server drew as static islands (hydration/StaticIsland.tsx, serverOnly.ts)
 * and to fetch their data when it is drawn in the browser (lib/pageResource.ts): with the layout, as most public
 * pages have islands (`/`, a class page, /timetable, /events) and it is small; in `site-home`, the pictures' chunk,
 * /timetable would load the pictures for it.
 */
const ISLAND_MODULE = /src[\\/](hydration[\\/](StaticIsland\.tsx|serverOnly\.ts)|lib[\\/]pageResource\.ts)$/;

/**
 * The embeds' parts (the consent facade, the consent itself, the loading of a provider's script, the timetable
 * widget): drawn by the home page's sections, /events, /signup and an event page, not by a class page, which used to
 * load them (2.3 KB gzip) with the rest of `plain`.
 */
const EMBED_MODULE = /src[\\/](components[\\/]embeds[\\/](?!useNearViewport)|content[\\/]embeddedContent\.ts$)/;

/**
 * MUI's class-name modules (`inputBaseClasses.mjs`, ...). The theme's module imports many of them, and a few import
 * another component's barrel for its class names, so every MUI input reaches every page through imports that use
 * none of its code: followed, they would put the contact form's inputs in `pages`.
 */
const CLASS_NAMES_MODULE = /node_modules[\\/]@mui[\\/]material[\\/].+Classes\.mjs$/;

/** What Rolldown lets a chunk-name function ask about the module graph. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[]; importedIds: readonly string[] } | null;
}

const MUI_MODULE = /node_modules[\\/](@mui|@emotion)[\\/]/;

/** Whether `id` is MUI or Emotion, or imports either, directly or through other modules (static imports). */
function drawsWithMui(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (MUI_MODULE.test(id)) return true;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some(
    (imported) => !seen.has(imported) && drawsWithMui(imported, ctx, seen),
  );
}

/** The name of the public entry module `id` is (`app/routes/home`, ...), or undefined. */
const entryName = (id: string) => PUBLIC_ENTRY_MODULE.exec(id)?.[1]?.replace(/\\/g, '/');

/** The names of the public entry modules that import `id`, directly or through other modules. */
function publicEntriesImporting(id: string, ctx: ChunkingContext): Set<string> {
  const entries = new Set<string>();
  const followClassNames = CLASS_NAMES_MODULE.test(id);
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const importer of ctx.getModuleInfo(next)?.importers ?? []) {
      if (!followClassNames && CLASS_NAMES_MODULE.test(importer)) continue;
      const entry = entryName(importer);
      if (entry) entries.add(entry);
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return entries;
}

/** The chunk a public module goes in, or null for the default split (code no public page uses, an entry's own). */
function publicChunkOf(id: string, ctx: ChunkingContext): string | null {
  const entry = entryName(id);
  const feature = FEATURE_MODULE.test(id);
  if (entry || !(feature || SHARED_MODULE.test(id))) return null;
  const entries = publicEntriesImporting(id, ctx);
  if (entries.has('root')) return 'shell';
  if (entries.has('app/layouts/SiteLayout') || ISLAND_MODULE.test(id)) return 'site';
  // What the home page alone imports (its hero) stays in the home route's own chunk; what it shares with other pages
  // but the layout does not (the pictures) is `site-home`: a page that draws no picture (/timetable) loads neither.
  if (entries.size === 1 && entries.has('app/routes/home')) return null;
  if (entries.has('app/routes/home')) return 'site-home';
  const library = id.includes('node_modules');
  // A module one page alone uses (MUI, now only the home page's sections; a class page's trial links) stays with that
  // page's code: as a group of its own it would take along the shared modules it imports, and other pages would load
  // it for their sake.
  if (entries.size <= 1) return null;
  if (PAGE_TOP_MODULE.test(id)) return 'page-top';
  if (entries.size > 2 || (library && entries.size > 1)) {
    if (library || drawsWithMui(id, ctx)) return 'pages';
    return EMBED_MODULE.test(id) ? 'embeds' : 'plain';
  }
  return `site-${[...entries]
    .map((entry) => entry.replace(/^.*\//, ''))
    .sort()
    .join('+')}`;
}

/** `publicChunkOf`, worked out once per module and build: every group below asks about every module. */
const chunkOfModule = new WeakMap<ChunkingContext, Map<string, string | null>>();
function chunkOf(id: string, ctx: ChunkingContext): string | null {
  let chunks = chunkOfModule.get(ctx);
  if (!chunks) chunkOfModule.set(ctx, (chunks = new Map()));
  if (!chunks.has(id)) chunks.set(id, publicChunkOf(id, ctx));
  return chunks.get(id) ?? null;
}

/** The group of a chunk: a group's modules take their dependencies along, so the first screen claims its own first. */
const chunkIn = (name: string) => (id: string, ctx: ChunkingContext) => (chunkOf(id, ctx) === name ? name : null);
const OWN_GROUP_CHUNKS = new Set(['shell', 'site', 'site-home', 'page-top', 'plain', 'embeds']);

export default defineConfig({
  plugins: [reactRouter(), faviconFromTokens()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React DOM is evaluated in a task of its own (see startAfterPaint.ts); React joins React Router.
            { name: 'react-dom', test: /node_modules[\\/]react-dom[\\/]/, priority: 6 },
            { name: 'react-router', test: /node_modules[\\/](react|scheduler|react-router)[\\/]/, priority: 5 },
            { name: chunkIn('shell'), priority: 4 },
            { name: chunkIn('site'), priority: 3 },
            { name: chunkIn('site-home'), priority: 2.5 },
            // Before `pages`, which would otherwise take these along as what its modules import.
            { name: chunkIn('page-top'), priority: 2.2 },
            { name: chunkIn('plain'), priority: 2 },
            // After `plain`, whose icons the facade draws: they stay there rather than come along with the embeds.
            { name: chunkIn('embeds'), priority: 1.9 },
            // What two pages share, before what one page's part alone uses: that part's group would take the shared
            // modules along as its dependencies, and the other page would load the whole part for their sake.
            {
              name: (id: string, ctx: ChunkingContext) => {
                const chunk = chunkOf(id, ctx);
                return chunk?.includes('+') ? chunk : null;
              },
              priority: 1.5,
            },
            {
              name: (id: string, ctx: ChunkingContext) => {
                const chunk = chunkOf(id, ctx);
                return chunk && !OWN_GROUP_CHUNKS.has(chunk) ? chunk : null;
              },
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
