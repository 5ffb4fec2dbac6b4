import { describe, expect, it, vi } from 'vitest';
import { startAppAfterPaint } from './startAfterPaint.ts';

const routerHtml = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/>',
  '</head><body><h1>Home</h1>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"app/routes/home":route1};',
  '  import("/assets/entry.client-2.js");</script></body></html>',
].join('\n');

describe('startAppAfterPaint', () => {
  it('removes the module preloads and the module script, keeping the page and the other scripts', () => {
    const html = startAppAfterPaint(routerHtml);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<h1>Home</h1>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  /** Runs the loader script of `routerHtml` in a scope that records what it fetches and imports. */
  function runLoader({ paintTimings }: { paintTimings: boolean }) {
    const html = startAppAfterPaint(routerHtml);
    const loader = /<script>(\(\(\) => \{[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const imported: string[] = [];
    const appended: string[] = [];
    const listeners: Record<string, () => void> = {};
    let heroDecoded = () => {};
    let reportPaint = (_name: string) => {};
    const hero = { decode: () => new Promise<void>((resolve) => (heroDecoded = resolve)) };
    /** The browser's paint timings: `reportPaint` delivers an entry, as the browser does once a paint is shown. */
    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
        reportPaint = (name) =>
          callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, this);
      }
      observe() {}
      disconnect() {
        reportPaint = () => {};
      }
    }
    const scope = {
      PerformanceObserver: paintTimings ? FakePerformanceObserver : undefined,
      document: {
        readyState: 'interactive',
        querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? [hero] : []),
        createElement: () => ({ rel: '', href: '' }),
        head: { append: (...links: { href: string }[]) => appended.push(...links.map((link) => link.href)) },
      },
      window: {} as Record<string, unknown>,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => setTimeout(callback),
      load: (url: string) => {
        imported.push(url);
        return Promise.resolve({ url });
      },
    };
    // The loader's dynamic imports go to `load`, so what it asks for can be watched.
    const run = new Function(...Object.keys(scope), loader.replaceAll('import(', 'load('));
    run(...Object.values(scope));
    return {
      imported,
      appended,
      scope,
      fireLoad: () => listeners.load?.(),
      heroDecoded: () => heroDecoded(),
      reportPaint: (name: string) => reportPaint(name),
    };
  }

  const aWhile = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('loads the same modules, in the same roles, once the page has loaded and its hero painted, entry last', async () => {
    const { imported, appended, scope, fireLoad, heroDecoded, reportPaint } = runLoader({ paintTimings: true });
    expect(imported).toEqual([]);

    fireLoad();
    // Nothing is fetched while the hero image is still decoding.
    await aWhile();
    expect(appended).toEqual([]);

    heroDecoded();
    // Nor before the browser reports the first contentful paint (a first paint alone is not it).
    reportPaint('first-paint');
    await aWhile();
    expect(appended).toEqual([]);

    reportPaint('first-contentful-paint');
    await vi.waitFor(() => expect(imported).toContain('/assets/entry.client-2.js'));
    expect(appended).toEqual(['/assets/manifest-1.js', '/assets/entry.client-2.js', '/assets/root-3.js']);
    // Preloaded chunks in React Router's order, one per task, then the manifest and the route modules, and the entry
    // (which hydrates) last.
    expect(imported).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-3.js',
      '/assets/manifest-1.js',
      '/assets/root-3.js',
      '/assets/home-4.js',
      '/assets/entry.client-2.js',
    ]);
    expect(scope.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-3.js' },
      'app/routes/home': { url: '/assets/home-4.js' },
    });
  });

  it('waits for the hero and `load` alone where the browser reports no paint timings', async () => {
    const { imported, fireLoad, heroDecoded } = runLoader({ paintTimings: false });
    fireLoad();
    heroDecoded();
    await vi.waitFor(() => expect(imported).toContain('/assets/entry.client-2.js'));
  });

  it('fails loudly when React Router no longer writes the script it rewrites', () => {
    expect(() => startAppAfterPaint('<html><body><h1>Home</h1></body></html>')).toThrow(/module script/);
    expect(() => startAppAfterPaint('<script type="module" async="">import "/a.js"; console.log(1);</script>')).toThrow(
      /Unexpected statement/,
    );
  });
});
