/**
 * Checks the production build itself (`npm run test:e2e` builds first): every prerendered public page carries
 * its text and critical styles, and no public page pulls in staff or Firebase code.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { STATIC_PUBLIC_PATHS } from '@studio/core/publicRoutes';
import { repoRoot } from '../lib/site.ts';

const clientDir = path.resolve(repoRoot, 'web', process.env.WEB_BUILD_DIR ?? 'dist', 'client');

function htmlFileOf(route: string): string {
  return path.join(clientDir, route === '/' ? '' : route, 'index.html');
}

function read(file: string): string {
  assert.ok(existsSync(file), `${path.relative(repoRoot, file)} is missing: build the site first`);
  return readFileSync(file, 'utf8');
}

function headOf(html: string): string {
  const end = html.indexOf('</head>');
  assert.ok(end > 0, 'the page has a <head>');
  return html.slice(0, end);
}

function bodyOf(html: string): string {
  return html.slice(html.indexOf('</head>'));
}

function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const ROUTE_PRELOAD_SCRIPT = /<script>(\(\(\) => \{\s*const chunks = [\s\S]*?)<\/script>/;

/**
 * The SPA fallback's route preload script names the chunks of every page it may serve; run it as the browser
 * would at `pathname` to see which it preloads there.
 */
function routePreloadsAt(html: string, pathname: string): string[] {
  const script = ROUTE_PRELOAD_SCRIPT.exec(html)?.[1];
  if (!script) return [];
  const links: { href: string }[] = [];
  const document = { createElement: () => ({}), head: { append: (link: { href: string }) => links.push(link) } };
  new Function('document', 'location', script)(document, { pathname });
  return links.map((link) => link.href);
}

/**
 * The JS files a page starts with at `pathname`: its module scripts and modulepreloads, plus what those import
 * statically.
 */
function scriptsLoadedBy(html: string, pathname = '/'): string[] {
  const page = html.replace(ROUTE_PRELOAD_SCRIPT, '');
  const direct = [
    ...page.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...page.matchAll(/<script[^>]+src="([^"]+)"/g),
    // The loader that starts the app after the first paint names every chunk it loads as a string literal.
    ...page.matchAll(/"(\/assets\/[^"]+\.js)"/g),
  ]
    .map((match) => match[1] as string)
    .concat(routePreloadsAt(html, pathname));
  const seen = new Set<string>();
  const queue = [...direct];
  while (queue.length) {
    const url = queue.shift() as string;
    if (seen.has(url) || !url.startsWith('/assets/')) continue;
    seen.add(url);
    const code = read(path.join(clientDir, url));
    // Static imports only: dynamic `import()` chunks load later, on demand.
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{},\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), match[1] as string));
    }
  }
  return [...seen];
}

const headings = new Map<string, string>();

describe('prerendered public pages', () => {
  for (const route of STATIC_PUBLIC_PATHS) {
    test(`${route} holds its heading and its critical styles`, () => {
      const html = read(htmlFileOf(route));
      const h1s = [...bodyOf(html).matchAll(/<h1\b([^>]*)>([\s\S]*?)<\/h1>/g)];
      assert.equal(h1s.length, 1, `${route} has exactly one <h1>`);
      const [, attributes = '', inner = ''] = h1s[0] as RegExpMatchArray;
      const heading = textOf(inner);
      assert.ok(heading.length >= 3, `${route} has heading text, got "${heading}"`);
      headings.set(route, heading);

      const head = headOf(html);
      const styles = [...head.matchAll(/<style data-(?:emotion="[^"]+"|static-css)[^>]*>([\s\S]*?)<\/style>/g)];
      assert.ok(styles.length > 0, `${route} has its styles in <head>`);
      assert.ok(!bodyOf(html).includes('<style'), `${route} keeps every style in <head>`);
      const css = styles.map((match) => match[1]).join('');
      // Every class of the heading is defined in the inlined CSS (an Emotion class, or a class of the static CSS
      // of the plain first screen): it paints styled before any JS.
      const classes = /\bclass="([^"]+)"/.exec(attributes)?.[1]?.split(/\s+/) ?? [];
      const styledBy = classes.filter((name) => !name.startsWith('Mui'));
      assert.ok(styledBy.length > 0, `${route}'s heading has a class that styles it`);
      for (const name of styledBy) {
        const rule = new RegExp(`\\.${name}(?![\\w-])[^{}]*\\{`);
        assert.match(css, rule, `${route}'s heading style ${name} is inlined`);
      }
    });
  }

  test('every prerendered page has its own heading', () => {
    assert.equal(new Set(headings.values()).size, headings.size, JSON.stringify(Object.fromEntries(headings)));
  });

  test('every image in the prerendered HTML reserves its space', () => {
    for (const route of STATIC_PUBLIC_PATHS) {
      for (const [img] of bodyOf(read(htmlFileOf(route))).matchAll(/<img\b[^>]*>/g)) {
        assert.match(img, /\bwidth="\d+"/, `${route}: ${img} has a width`);
        assert.match(img, /\bheight="\d+"/, `${route}: ${img} has a height`);
      }
    }
  });

  test('the home page preloads its hero image with high priority', () => {
    const head = headOf(read(htmlFileOf('/')));
    const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*>/.exec(head)?.[0];
    assert.ok(preload, 'the home page preloads an image');
    assert.match(preload, /fetchPriority="high"/i);
    assert.match(preload, /imageSrcSet="[^"]*\/images\/builtin\/hero-/);
  });
});

describe('what public pages load', () => {
  const fallback = path.join(clientDir, '__spa-fallback.html');
  const pages = [
    ...STATIC_PUBLIC_PATHS.map((route) => [route, htmlFileOf(route), route] as const),
    // Event pages are rendered in the browser from the SPA fallback.
    ['/events/{id} (SPA fallback)', fallback, '/events/0b4c7e2a-event'] as const,
  ];

  for (const [route, file, pathname] of pages) {
    test(`${route} loads no staff and no Firebase code`, () => {
      const scripts = scriptsLoadedBy(read(file), pathname);
      assert.ok(
        scripts.some((url) => url.includes('entry.client')),
        `${route} loads the app (${scripts.join(', ')})`,
      );
      const staff = scripts.filter((url) => /\/admin/i.test(url));
      assert.deepEqual(staff, [], `${route} loads staff route modules`);
      const firebase = scripts.filter((url) => /firebase/i.test(readFileSync(path.join(clientDir, url), 'utf8')));
      assert.deepEqual(firebase, [], `${route} loads Firebase code`);
    });
  }

  // Each file is a request: over HTTP/1.1 a phone has six connections and pays a round trip per file. The shared
  // code comes in a few chunks (see web/vite.config.ts); the bundler's default split made 30 to 46 files here.
  const MOST_FILES = 15;
  for (const [route, file, pathname] of pages) {
    test(`${route} starts with at most ${MOST_FILES} JS files`, () => {
      const scripts = scriptsLoadedBy(read(file), pathname);
      assert.ok(scripts.length <= MOST_FILES, `${route} loads ${scripts.length}: ${scripts.join(', ')}`);
    });
  }

  /** The scripts a page starts with that hold MUI or Emotion code. */
  const stylingCode = (file: string, pathname: string) =>
    scriptsLoadedBy(read(file), pathname).filter((url) =>
      /data-emotion|[`"']Mui[A-Z]/.test(readFileSync(path.join(clientDir, url), 'utf8')),
    );

  // The backend adapter comes with every page's first code: anything it imports from core must stay free of zod,
  // whose validation loads with the forms that use it (about 26 KB gzip).
  test('/ starts without the schema library', () => {
    const withZod = scriptsLoadedBy(read(htmlFileOf('/')), '/').filter((url) =>
      /\$ZodType|ZodError/.test(readFileSync(path.join(clientDir, url), 'utf8')),
    );
    assert.deepEqual(withZod, [], '/ starts with zod');
  });

  test('/ hydrates its first screen without MUI or Emotion: their code loads with the sections below it', () => {
    assert.deepEqual(stylingCode(htmlFileOf('/'), '/'), [], `/ starts with MUI or Emotion code`);
  });

  test('an event page draws without MUI or Emotion: it renders in the browser, so their code would hold it up', () => {
    assert.deepEqual(
      stylingCode(fallback, '/events/0b4c7e2a-event'),
      [],
      'an event page starts with MUI or Emotion code',
    );
  });

  test("the SPA fallback fetches the code of the page at its address at once, and only that page's", () => {
    const html = read(fallback);
    assert.ok(routePreloadsAt(html, '/events/0b4c7e2a-event').some((url) => /\/event-detail-/.test(url)));
    assert.ok(routePreloadsAt(html, '/admin/events').some((url) => /\/admin-events-/.test(url)));
    assert.ok(!routePreloadsAt(html, '/events/0b4c7e2a-event').some((url) => /\/admin/.test(url)));
  });

  test('the SPA fallback paints the studio mark and a loading status before its code runs', () => {
    const body = bodyOf(read(fallback));
    assert.match(body, /<p[^>]*role="status"[^>]*>Loading…<\/p>/);
    assert.match(body, /MARTIAL ARTS STUDIO|Martial Arts Studio/);
    assert.ok(headOf(read(fallback)).includes('<style data-static-css>'), 'with its styles in <head>');
  });
});
