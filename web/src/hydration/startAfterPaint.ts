/**
 * A prerendered page already shows everything it has to say, so its app code should not compete with the page
 * and its hero image for a slow phone's network and CPU. React Router's `<Scripts />` asks for every module at
 * once (a `<link rel="modulepreload">` each, plus a module script importing the route modules); this rewrite
 * starts the same imports only once the page has loaded and painted (a frame after `load`, after the browser has
 * reported its first contentful paint, and after its hero image has decoded). Links and anchors work as plain HTML until then. Staff pages are left alone: they have
 * nothing to show without its code.
 *
 * The loader also keeps steps apart for a slow phone's main thread: the preloads go in a few at a time, and the
 * chunks are imported one per task in React Router's order, before the entry hydrates. An import evaluates every
 * chunk it depends on that has not run yet; that order lists the entry's chunks (React DOM, React Router) first and
 * then each route with its shared chunks, so the large chunks run in tasks of their own. The reverse order, used
 * before, evaluated the home route with React DOM, React Router and the site's chunk in one task of about 24 ms on
 * the bench machine (95 ms at Lighthouse's 4x slowdown); see docs/decisions/015-loading-machinery.md.
 *
 * Runs on the server on the HTML React Router renders (see entry.server.tsx); it throws if that HTML no longer
 * has the shape it expects, so a React Router upgrade that changes it fails every page (and the e2e build test)
 * instead of leaving pages half-working.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/;
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/;
/**
 * Inserting a module preload starts its fetch on the main thread: about 7 ms each on a slow phone (Chromium at 4x
 * CPU slowdown), so two per task keep every task well under the 50 ms that counts as blocking.
 */
const PRELOADS_PER_TASK = 2;

interface RouterModules {
  /** Side-effect imports (the route manifest), in order. */
  setup: string[];
  /** `import * as name from url` of each route module. */
  routes: { name: string; url: string }[];
  /** The object literal that maps route ids to those names. */
  routeMap: string;
  entry: string;
}

function parseRouterModuleScript(code: string): RouterModules {
  const modules: RouterModules = { setup: [], routes: [], routeMap: '', entry: '' };
  // React Router writes one statement per line or several on a line; split on the statement ends.
  const statements = code
    .split(/;\s*/)
    .map((statement) => statement.trim())
    .filter(Boolean)
    .map((statement) => `${statement};`);
  for (const statement of statements) {
    const staticImport = STATIC_IMPORT.exec(statement);
    const routeMap = ROUTE_MODULES.exec(statement);
    const entry = ENTRY_IMPORT.exec(statement);
    if (staticImport?.[1] && staticImport[2]) modules.routes.push({ name: staticImport[1], url: staticImport[2] });
    else if (staticImport?.[2]) modules.setup.push(staticImport[2]);
    else if (routeMap?.[1]) modules.routeMap = routeMap[1];
    else if (entry?.[1]) modules.entry = entry[1];
    else throw new Error(`Unexpected statement in React Router's module script: ${statement}`);
  }
  if (!modules.entry || !modules.routeMap) throw new Error("React Router's module script has no entry or route map");
  return modules;
}

function loaderScript(preloads: string[], modules: RouterModules): string {
  const names = modules.routes.map((route) => route.name).join(', ');
  const routeImports = modules.routes.map((route) => `import(${route.url})`).join(', ');
  const setupImports = modules.setup.map((url) => `import(${url})`).join(', ');
  return [
    '(() => {',
    `  const preloads = ${JSON.stringify(preloads)};`,
    `  const entry = ${modules.entry};`,
    '  const nextTask = () => new Promise((resolve) => setTimeout(resolve));',
    '  const start = async () => {',
    `    for (let i = 0; i < preloads.length; i += ${PRELOADS_PER_TASK}) {`,
    `      document.head.append(...preloads.slice(i, i + ${PRELOADS_PER_TASK}).map((href) => {`,
    "        const link = document.createElement('link');",
    "        link.rel = 'modulepreload';",
    '        link.href = href;',
    '        return link;',
    '      }));',
    '      await nextTask();',
    '    }',
    '    for (const url of preloads) {',
    '      if (url === entry) continue;',
    '      await import(url);',
    '      await nextTask();',
    '    }',
    `    await Promise.all([${setupImports}]);`,
    `    const [${names}] = await Promise.all([${routeImports}]);`,
    `    window.__reactRouterRouteModules = ${modules.routeMap};`,
    '    await import(entry);',
    '  };',
    // The hero is the page's largest paint: decoding a large image can take a phone longer than a frame after
    // `load`, and code fetched before it shows competes with it (Lighthouse counts that code into its LCP).
    '  const heroes = [...document.querySelectorAll(\'img[fetchpriority="high"]\')];',
    // The first contentful paint as the browser reports it, once it is on screen: `load` can come before the first
    // frame is presented (a long first layout), and a fetch started before that counts into FCP and LCP too.
    '  const painted = new Promise((resolve) => {',
    "    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))",
    '      return resolve();',
    '    new PerformanceObserver((list, observer) => {',
    "      if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
    '      observer.disconnect();',
    '      resolve();',
    "    }).observe({ type: 'paint', buffered: true });",
    '  });',
    '  const afterPaint = () =>',
    '    Promise.all([painted, ...heroes.map((image) => image.decode().catch(() => {}))]).then(() =>',
    '      requestAnimationFrame(() => setTimeout(start)),',
    '    );',
    "  if (document.readyState === 'complete') afterPaint();",
    "  else addEventListener('load', afterPaint, { once: true });",
    '})();',
  ].join('\n');
}

export function startAppAfterPaint(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script?.[1]) throw new Error('The rendered page has no React Router module script to defer');
  const loader = loaderScript(preloads, parseRouterModuleScript(script[1]));
  return html.replace(MODULE_PRELOAD, '').replace(script[0], () => `<script>${loader}</script>`);
}
