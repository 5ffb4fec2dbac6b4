import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { createEmotionCache } from '@/lib/emotionCache.ts';
import { insertBeforeHeadEnd } from '@/lib/html.ts';
import { withRoutePreloads } from '@/lib/preloadRouteModules.ts';
import { startAppAfterPaint } from '@/lib/startAfterPaint.ts';
import { staticCss } from '@/styles/staticCss.ts';

/** Rendering that takes longer than this is a bug (prerendered pages hold no per-request data). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Runs at build time only (`ssr: false`): React Router calls it for every prerendered path and for the SPA
 * fallback. The whole page is rendered first, then the static styles and the Emotion styles it used go into
 * `<head>`, so the static HTML paints fully styled before any JavaScript runs. See docs/decisions/001-prerendering.md.
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

  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const rendered = await renderDocument(
    <CacheProvider value={emotionCache}>
      <ServerRouter context={routerContext} url={request.url} />
    </CacheProvider>,
  );
  // The static styles of the plain first-screen parts, then the Emotion styles the MUI parts of this page used.
  const styled = insertBeforeHeadEnd(
    rendered.html,
    `<style data-static-css>${staticCss}</style>` +
      emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(rendered.html)),
    'its styles',
  );
  // A prerendered page paints before its code loads. The SPA fallback has nothing to paint without its code, so
  // it fetches all of it at once: the root's chunks and those of the page the address matches.
  const html = routerContext.isSpaMode ? withRoutePreloads(styled, routerContext.manifest) : startAppAfterPaint(styled);

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers: responseHeaders, status: rendered.failed ? 500 : responseStatusCode });
}

/** Renders to a complete string, waiting for everything (suspense included), as static generation needs. */
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
