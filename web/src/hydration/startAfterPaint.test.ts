import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ID, runContextScripts, startAppAfterPaint } from './startAfterPaint.ts';

/** What React Router's `<Scripts />` writes, as the browser keeps it inside the `<noscript>` (text). */
const routerScripts = [
  '<script>window.__reactRouterContext = {};</script>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/react-dom-3.js"/>',
  '<link rel="modulepreload" href="/assets/root-4.js"/>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-4.js";',
  '  window.__reactRouterRouteModules = {"root":route0};',
  '  import("/assets/entry.client-2.js");</script>',
].join('\n');

const ENTRY = '/assets/entry.client-2.js';

/** A page as a browser with scripting on reads it: the `<noscript>` holds its markup as text, a hero image. */
function page() {
  document.head.innerHTML = '';
  document.body.innerHTML = '<h1>Home</h1><img fetchpriority="high" alt="">';
  const holder = document.createElement('noscript');
  holder.id = APP_SCRIPTS_ID;
  holder.textContent = routerScripts;
  document.body.append(holder);
  let heroDecoded = () => {};
  const hero = document.querySelector('img') as HTMLImageElement;
  hero.decode = () => new Promise<void>((resolve) => (heroDecoded = resolve));
  return { holder, heroDecoded: () => heroDecoded() };
}

/** The browser's paint timings: `reportPaint` delivers an entry, as the browser does once a paint is shown. */
function fakePaintTimings() {
  let report = (_name: string) => {};
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
      report = (name) => callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, this);
    }
    observe() {}
    disconnect() {
      report = () => {};
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return (name: string) => report(name);
}

/** The module scripts the loader adds to `<head>` (one per chunk), each "evaluated" (its load event) at once. */
function evaluateChunksAsTheyCome(): string[] {
  const evaluated: string[] = [];
  new MutationObserver(() => {
    for (const script of document.head.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')) {
      if (script.dataset.seen) continue;
      script.dataset.seen = 'yes';
      evaluated.push(script.getAttribute('src') ?? '');
      script.dispatchEvent(new Event('load'));
    }
  }).observe(document.head, { childList: true });
  return evaluated;
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('runContextScripts', () => {
  it("runs React Router's context script from the <noscript> at once, and nothing else", () => {
    const { holder } = page();
    runContextScripts(APP_SCRIPTS_ID);
    const added = holder.nextElementSibling as HTMLScriptElement;
    expect(added.localName).toBe('script');
    expect(added.text).toBe('window.__reactRouterContext = {};');
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(preloaded()).toEqual([]);
  });
});

describe('startAppAfterPaint', () => {
  it("starts React Router's scripts once the page has loaded and its hero painted, chunks one by one, entry last", async () => {
    const reportPaint = fakePaintTimings();
    const { holder, heroDecoded } = page();
    const evaluated = evaluateChunksAsTheyCome();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    startAppAfterPaint(APP_SCRIPTS_ID, ENTRY, 2);
    await aWhile();
    expect(preloaded()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    // Nothing is fetched while the hero image is still decoding.
    await aWhile();
    expect(preloaded()).toEqual([]);

    heroDecoded();
    // Nor before the browser reports the first contentful paint (a first paint alone is not it).
    reportPaint('first-paint');
    await aWhile();
    expect(preloaded()).toEqual([]);

    reportPaint('first-contentful-paint');
    await vi.waitFor(() => expect(holder.previousElementSibling?.getAttribute('type')).toBe('module'));
    expect(preloaded()).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-2.js',
      '/assets/react-dom-3.js',
      '/assets/root-4.js',
    ]);
    // Every chunk but the entry, in React Router's order, each in a task of its own; the entry is left to React
    // Router's module script, copied as it was written (after the chunks, so it runs last).
    expect(evaluated).toEqual(['/assets/manifest-1.js', '/assets/react-dom-3.js', '/assets/root-4.js']);
    const moduleScript = holder.previousElementSibling as HTMLScriptElement;
    expect(moduleScript.hasAttribute('async')).toBe(true);
    expect(moduleScript.text).toContain(`import("${ENTRY}");`);
    // The context script is runContextScripts' to run, at once: not run twice.
    expect([...document.querySelectorAll('script:not([type])')]).toHaveLength(0);
  });

  it('waits for the hero and `load` alone where the browser reports no paint timings', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { holder, heroDecoded } = page();
    evaluateChunksAsTheyCome();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    startAppAfterPaint(APP_SCRIPTS_ID, ENTRY, 2);
    heroDecoded();
    await vi.waitFor(() => expect(holder.previousElementSibling?.getAttribute('type')).toBe('module'));
  });
});
