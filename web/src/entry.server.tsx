import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { isAdminPath } from '@studio/core/pages/contentSecurityPolicy';
import { keepTapsScript } from '@/hydration/keepTaps.ts';
import { createEmotionCache } from '@/hydration/emotionCache.ts';
import { insertAfterElement, insertBeforeHeadEnd } from '@/lib/html.ts';
import { APP_SCRIPTS_ID, contextScriptsScript, startAfterPaintScript } from '@/hydration/startAfterPaint.ts';
import { color } from '@/design/tokens.ts';
import { serverDrawnEditorScript } from '@/features/admin/content/editorShown.ts';
import { pageCss as wholePageCss, pageCssFor, wholePageCssHref } from '@/app/pageCss.server.ts';

/** Rendering that takes longer than this is a bug: loaders read in-process stores, and a render is tens of ms. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Runs on the server for every page (`ssr: true`), behind the render cache that keeps the result until the site's
 * data changes (server/src/site/renderCache.ts; the Firebase function behind the Hosting CDN). The whole page is
 * rendered first, then the public pages' CSS and the Emotion styles it used go into `<head>`, so the HTML paints fully
 * styled before any JavaScript runs. See docs/decisions/001-prerendering.md and 007-live-rendering.md.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Public pages are plain; only the staff area draws with MUI, and its server render writes Emotion styles, which
  // go into <head> from this cache.
  const publicPage = !isAdminPath(new URL(request.url).pathname);
  const emotionCache = publicPage ? null : createEmotionCache();
  const router = <ServerRouter context={routerContext} url={request.url} />;
  const rendered = await renderDocument(
    emotionCache ? <CacheProvider value={emotionCache}>{router}</CacheProvider> : router,
  );
  // The browser's colour for its bar, the page's CSS (app/pageCss.server.ts), then the Emotion styles the
  // MUI parts of a staff page used, and the script that keeps a tap on a part of the page whose code has not run yet
  // (hydration/keepTaps.ts). Written here, on the server: the colour and the styles add nothing to the browser's code.
  // A page drawn without MUI gets no Emotion tag at all, not an empty one.
  let emotionStyles = '';
  if (emotionCache) {
    const emotionServer = createEmotionServer(emotionCache);
    const emotionChunks = emotionServer.extractCriticalToChunks(rendered.html);
    if (emotionChunks.styles.some((chunk) => chunk.css)) {
      emotionStyles = emotionServer.constructStyleTagsFromChunks(emotionChunks);
    }
  }
  // A public page paints before its code loads: root.tsx holds React Router's scripts in a <noscript>, and this
  // script starts them after the first paint (hydration/startAfterPaint.ts). So does the editor's first screen drawn
  // for the person signed in (docs/decisions/033), which also marks when its form is shown. Any other staff page has
  // nothing to paint without its code, so it fetches all of it at once, as React Router's <Scripts /> asks.
  // React Router's context script in that <noscript> runs at once, from a script right after it: the data scripts
  // React Router writes at the end of the page feed what it sets up.
  const paintsFirst = rendered.html.includes(`<noscript id="${APP_SCRIPTS_ID}">`);
  const startApp = paintsFirst
    ? `<script>${startAfterPaintScript(routerContext.manifest.entry.module)}</script>` +
      (publicPage ? '' : `<script>${serverDrawnEditorScript}</script>`)
    : '';
  const withContext = paintsFirst
    ? insertAfterElement(
        rendered.html,
        `<noscript id="${APP_SCRIPTS_ID}">`,
        '</noscript>',
        `<script>${contextScriptsScript()}</script>`,
        "React Router's context script",
      )
    : rendered.html;
  // The CSS of the parts this page draws; a page reached later by navigation loads all of it first (app/pageCssLink.ts).
  // A page that carries all of it (the staff area's) names no stylesheet to load.
  const pageCss = pageCssFor(routerContext.staticHandlerContext.matches.map((match) => match.route.id));
  const whole = pageCss === wholePageCss ? '' : ` data-whole="${wholePageCssHref}"`;
  const html = insertBeforeHeadEnd(
    withContext,
    `<meta name="theme-color" content="${color.ink}">` +
      `<script>${keepTapsScript}</script>` +
      startApp +
      `<style data-page-css data-precedence="page"${whole}>${pageCss}</style>` +
      emotionStyles,
    'its styles',
  );

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers: responseHeaders, status: rendered.failed ? 500 : responseStatusCode });
}

/** Renders to a complete string, waiting for everything (suspense included): the cache keeps whole pages. */
function renderDocument(element: React.ReactNode): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        resolve({ html: Buffer.concat(chunks).toString('utf8'), failed });
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      // Everything inline, in order: by default React moves a large Suspense boundary (a lazily hydrated section)
      // to the end of the document and reveals it later with a script, which would shift the page as it loads.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        console.error(error);
      },
    });
    const timeout = setTimeout(
      () => abort(new Error(`Rendering ${RENDER_TIMEOUT_MS} ms timed out`)),
      RENDER_TIMEOUT_MS,
    );
  });
}
