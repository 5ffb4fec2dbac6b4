import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { studioToday } from '@studio/core/events/eventRules';
import { renderedPageHeaders } from '@studio/core/node/pageSecurity';
import { STATIC_PUBLIC_PATHS } from '@studio/core/pages/publicRoutes';
import type { SiteContent } from '@studio/core/content/siteContent';
import { parseTimetableFilter, TIMETABLE_FEED_PATH, timetableQuery } from '@studio/core/timetable/timetable';
import type { SiteData } from '@studio/core/content/siteData';
import { isLivePagePath } from '@studio/core/trials/trialLinks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { systemClock, type Clock } from '../clock.ts';
import { createRenderCache } from './renderCache.ts';
import { createRequestActivity } from './requestActivity.ts';
import { CACHE_REVALIDATE, etagOf, isCompressible, sendHeld, type HeldResponse } from './staticSite.ts';

/** React Router's answers to a client-side navigation: `/events/{id}.data`, `/_root.data` for the home page. */
const DATA_REQUEST = /\.data$/;

export interface PageRendererOptions {
  /** The web app's server build (`web/dist/server/index.js`), beside the client files. */
  serverBuildPath: string;
  site: SiteData;
  /** The upcoming events' ids: their pages are rendered ahead of visitors with the public pages. */
  upcomingEventIds(): string[];
  /** SITE_URL: when set, pages name this origin whatever address they were asked at. */
  siteUrl: string | undefined;
  onError(error: unknown, url: string): void;
  /** Time as warming's wait for a pause with no request reads it; the system's unless a test moves it. */
  clock?: Clock;
}

/** The web app's server build next to its client files, if it was built (`npm run build`). */
export function serverBuildPathFor(webRoot: string): string | undefined {
  const path = resolve(webRoot, '..', 'server', 'index.js');
  return existsSync(path) ? path : undefined;
}

export { isLivePagePath };

/** Whether a path is a page (or a page's data) for the renderer rather than a file. */
export function isPagePath(pathname: string): boolean {
  if (pathname === TIMETABLE_FEED_PATH) return true;
  return DATA_REQUEST.test(pathname) || !(pathname.startsWith('/assets/') || /\.[^/]*$/.test(pathname));
}

/** The one query parameter a page's answer depends on: which routes' data a `.data` request asks for. */
const DATA_ROUTES_PARAM = '_routes';

/**
 * The timetable, its feed and its days (the data of a timetable drawn in the browser), the ones that read their query
 * string: the filters, kept in one order.
 */
const TIMETABLE_PAGE = /^\/timetable(\.data|\.ics|-days)?$/;

/**
 * The address a request's page is rendered and kept at. Only the timetable reads its query string as it renders
 * (its filters, normalised: a few hundred addresses at most); the admin's `?message=` is read in the browser, once
 * staff are signed in. Anything else is dropped: a shared link's `?fbclid=…` or `?utm_source=…`, different on
 * every click, would otherwise render the page afresh each time and push the known pages out of the cache. A
 * `.data` request keeps the routes it asks for.
 */
export function renderedUrl(url: URL): string {
  const params = new URLSearchParams(
    TIMETABLE_PAGE.test(url.pathname) ? timetableQuery(parseTimetableFilter(url.searchParams)) : '',
  );
  const routes = DATA_REQUEST.test(url.pathname) ? url.searchParams.get(DATA_ROUTES_PARAM) : null;
  if (routes !== null) params.set(DATA_ROUTES_PARAM, routes);
  const search = params.toString();
  return `${url.origin}${url.pathname}${search ? `?${search}` : ''}`;
}

async function held(url: string, response: Response): Promise<HeldResponse> {
  const body = Buffer.from(await response.arrayBuffer());
  // Each rendered page names the hashes of its own inline scripts (the loader, React Router's context and data); the
  // staff area's pages get its stricter policy.
  const page = renderedPageHeaders(new URL(url).pathname, response, body);
  return {
    status: response.status,
    body,
    contentType: page.contentType,
    cacheControl: CACHE_REVALIDATE,
    etag: etagOf(body),
    csp: page.csp,
    headers: page.kept,
    compressible: isCompressible(page.contentType, body.length),
    encoded: new Map(),
  };
}

/**
 * The public pages rendered in-process by the web app's server build (React Router `createRequestHandler`), with
 * the loaders reading the stores directly, behind the render cache: `siteChanged()` is the one call that makes
 * every page show a change.
 */
export async function createPageRenderer(options: PageRendererOptions) {
  const build = (await import(pathToFileURL(options.serverBuildPath).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const loadContext = { site: options.site };
  // Warming renders a page only in a pause with no request (see the cache's `idle`).
  const activity = createRequestActivity(options.clock ?? systemClock);
  const cache = createRenderCache({
    idle: activity.quiet,
    render: async (url) => held(url, await handle(new Request(url), loadContext)),
    warmPaths: () => [...STATIC_PUBLIC_PATHS, ...options.upcomingEventIds().map((id) => `/events/${id}`)],
    knownOrigins: options.siteUrl ? [options.siteUrl] : [],
    // "Upcoming" moves on at midnight in the studio's time zone: an event page's list of others with it, and dated
    // content (grading days, the banner's dates) leaves the pages, so every page is drawn again on the new day.
    period: options.site.today ?? (() => studioToday()),
    onError: options.onError,
  });
  cache.invalidate();

  /**
   * A page rendered for one request alone (a visitor's free-trial page, a staff page for the person signed in):
   * never from or into the render cache, and never kept by the browser or anything between.
   */
  async function renderForOne(
    request: FastifyRequest,
    reply: FastifyReply,
    render: (url: URL) => Promise<Response>,
  ): Promise<FastifyReply> {
    let url: URL;
    try {
      url = new URL(request.url, options.siteUrl ?? `${request.protocol}://${request.host}`);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    }
    return sendHeld(request, reply, {
      ...(await held(url.href, await render(url))),
      cacheControl: 'no-store',
      sentOnce: true,
    });
  }

  return {
    cache,
    /** The site's data changed: every page is rendered again before it is served again. */
    siteChanged: () => cache.invalidate(),

    /** Fastify hooks (onRequest; onResponse and onRequestAbort): warming waits while requests are answered. */
    requestStarted: activity.started,
    requestEnded: activity.ended,

    /**
     * A page rendered with `content` in place of the live content, for a draft's preview: never from or into the
     * render cache, and without the web app's scripts (nothing hydrates or fetches the live data over it).
     */
    async preview(path: string, content: SiteContent, origin: string): Promise<{ status: number; html: string }> {
      const site: SiteData = { ...options.site, content: () => content };
      const response = await handle(new Request(new URL(path, options.siteUrl ?? origin)), { site });
      return { status: response.status, html: await response.text() };
    },
    /** A free-trial page or its form post, rendered now for this visitor (their address counts their bookings). */
    async serveLive(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const headers: Record<string, string> = { accept: String(request.headers.accept ?? '*/*') };
      if (request.headers['content-type']) headers['content-type'] = String(request.headers['content-type']);
      const post = request.method === 'POST';
      return renderForOne(request, reply, (url) =>
        handle(
          new Request(url, { method: request.method, headers, body: post ? String(request.body ?? '') : undefined }),
          {
            site: options.site,
            client: { ip: request.ip },
          },
        ),
      );
    },

    /**
     * A staff page drawn for the person signed in (the Site Content editor, see staffEditorPage.ts): never from or
     * into the render cache, and never kept by the browser or anything between.
     */
    async serveStaff(request: FastifyRequest, reply: FastifyReply, staffEditor: unknown): Promise<FastifyReply> {
      return renderForOne(request, reply, (url) => handle(new Request(url), { site: options.site, staffEditor }));
    },

    async serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const origin = options.siteUrl ?? `${request.protocol}://${request.host}`;
      let url: string;
      try {
        url = renderedUrl(new URL(request.url, origin));
      } catch {
        return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
      }
      return sendHeld(request, reply, await cache.get(url));
    },
  };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;
