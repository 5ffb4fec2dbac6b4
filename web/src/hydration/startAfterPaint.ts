/**
 * A prerendered public page already shows everything it has to say, so its app code should not compete with the
 * page and its hero image for a slow phone's network and CPU: fetched at once, as React Router's `<Scripts />` asks,
 * it put the first contentful paint and the LCP of every public page at 2.2 to 2.4 s in Lighthouse's phone
 * simulation instead of about 1 s (docs/decisions/024-loading-machinery-after-plain-pages.md).
 *
 * So a public page renders React Router's `<Scripts />` unchanged inside a `<noscript>` (root.tsx): with scripting
 * on, the browser keeps that markup as text and neither fetches nor runs any of it. `startAppAfterPaint`, an inline
 * script in the page's `<head>` (entry.server.tsx, hashed into the page's CSP like every inline script), reads it
 * back with the DOM's own parser once the page has loaded and painted (a frame after `load`, after the browser has
 * reported its first contentful paint, and after its hero image has decoded), and starts it:
 * - the module preloads go in a few at a time (inserting one costs the main thread about 7 ms on a slow phone);
 * - each preloaded chunk but the entry is evaluated in a task of its own, in React Router's order (the entry's
 *   chunks, React DOM and React Router, first, then each route with its shared chunks): evaluated together by the
 *   module script, they made one long task (95 ms at Lighthouse's 4x slowdown, see 015);
 * - React Router's own scripts run as it wrote them, copied into the page: its context script at once, as the page is
 *   read (`runContextScripts`: the data scripts React Router writes at the end of the page feed it), its module
 *   script after the chunks (it imports the route modules, already evaluated, and the entry, which hydrates).
 * Links and anchors work as plain HTML until then, and a tap on a button is kept (keepTaps.ts). Staff pages render
 * `<Scripts />` as usual: they have nothing to show without their code.
 *
 * Self-contained (no imports, no closure over module values): it is turned into source text with `toString`.
 */
export function startAppAfterPaint(holderId: string, entryModule: string, preloadsPerTask: number): void {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const start = async () => {
    const holder = document.getElementById(holderId);
    if (!holder) return;
    const parsed = document.createElement('template');
    parsed.innerHTML = holder.textContent ?? '';
    const elements = [...parsed.content.children];
    const preloads = elements
      .filter((element) => element.localName === 'link' && element.getAttribute('rel') === 'modulepreload')
      .map((link) => link.getAttribute('href') ?? '');
    for (let i = 0; i < preloads.length; i += preloadsPerTask) {
      document.head.append(
        ...preloads.slice(i, i + preloadsPerTask).map((href) => {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          return link;
        }),
      );
      await nextTask();
    }
    for (const src of preloads) {
      if (src === entryModule) continue;
      await new Promise((resolve) => {
        const chunk = document.createElement('script');
        chunk.type = 'module';
        chunk.src = src;
        chunk.onload = chunk.onerror = resolve;
        document.head.append(chunk);
      });
      await nextTask();
    }
    // A script parsed from markup never runs; one made here, with the same attributes and text, does.
    for (const original of elements) {
      if (original.localName !== 'script' || original.getAttribute('type') !== 'module') continue;
      const script = document.createElement('script');
      for (const attribute of original.attributes) script.setAttribute(attribute.name, attribute.value);
      script.text = original.textContent ?? '';
      holder.before(script);
    }
  };
  // The hero is the page's largest paint: decoding a large image can take a phone longer than a frame after `load`,
  // and code fetched before it shows competes with it (Lighthouse counts that code into its LCP).
  const heroes = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  // The first contentful paint as the browser reports it, once it is on screen: `load` can come before the first
  // frame is presented (a long first layout), and a fetch started before that counts into FCP and LCP too.
  const painted = new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  const afterPaint = () =>
    void Promise.all([painted, ...heroes.map((image) => image.decode().catch(() => {}))]).then(() =>
      requestAnimationFrame(() => setTimeout(() => void start())),
    );
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}

/**
 * Runs the classic scripts of React Router's `<Scripts />` held in the `<noscript>` at once, as the browser would have:
 * its context script, which the data scripts React Router writes at the end of the page feed, and which its chunks
 * read. Inline, right after the `<noscript>` (entry.server.tsx); self-contained, like `startAppAfterPaint`.
 */
export function runContextScripts(holderId: string): void {
  const holder = document.getElementById(holderId);
  if (!holder) return;
  const parsed = document.createElement('template');
  parsed.innerHTML = holder.textContent ?? '';
  for (const original of parsed.content.querySelectorAll('script:not([type="module"])')) {
    const script = document.createElement('script');
    for (const attribute of original.attributes) script.setAttribute(attribute.name, attribute.value);
    script.text = original.textContent ?? '';
    holder.after(script);
  }
}

/** The `id` of the `<noscript>` that holds a public page's `<Scripts />` (root.tsx). */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * Inserting a module preload starts its fetch on the main thread: about 7 ms each on a slow phone (Chromium at 4x
 * CPU slowdown), so two per task keep every task well under the 50 ms that counts as blocking.
 */
const PRELOADS_PER_TASK = 2;

/**
 * The inline script a public page carries in its `<head>` (entry.server.tsx). `entryModule` is the app's entry
 * (`EntryContext.manifest.entry.module`), which hydrates and so runs last, from React Router's module script.
 */
export function startAfterPaintScript(entryModule: string): string {
  const args = [JSON.stringify(APP_SCRIPTS_ID), JSON.stringify(entryModule), PRELOADS_PER_TASK].join(', ');
  return `(${startAppAfterPaint.toString()})(${args});`;
}

/** The inline script right after the `<noscript>` (entry.server.tsx puts it there). */
export function contextScriptsScript(): string {
  return `(${runContextScripts.toString()})(${JSON.stringify(APP_SCRIPTS_ID)});`;
}
