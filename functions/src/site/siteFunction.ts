import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import type { createRequestHandler, RequestHandler, ServerBuild } from 'react-router';
import { isAdminPath } from '@studio/core/pages/contentSecurityPolicy';
import { firebaseClientAddress } from '@studio/core/node/firebaseClientAddress';
import {
  firebasePageOrigins,
  FUNCTIONS_REGION,
  SITE_CDN_NOT_FOUND_SECONDS,
  SITE_CDN_SECONDS,
} from '@studio/core/firebase/firebaseLayout';
import { PREVIEW_HEADERS } from '@studio/core/content/contentPreview';
import { studioOffsetMs } from '@studio/core/calendar/studioClock';
import { pagePolicy, renderedPageHeaders } from '@studio/core/node/pageSecurity';
import type { SiteContent } from '@studio/core/content/siteContent';
import { adminAuth, adminFirestore } from '../adminApp.ts';
import { retentionDays } from '../contact/enquiryTriggers.ts';
import { previewAnswer, previewedSection } from './contentPreview.ts';
import { plainAnswer } from './crawlerRoutes.ts';
import { buildTrialCalendar } from '@studio/core/calendar/ics';
import type { TrialSite } from '@studio/core/content/siteData';
import { isLivePagePath, TRIAL_FORM_BODY_LIMIT } from '@studio/core/trials/trialLinks';
import { manageLink, STUDIO_NAME } from '@studio/core/mail/trialMail';
import { publicTrialBooking, siteAddress } from '@studio/core/trials/trials';
import { siteUrl } from '../contact/submitContact.ts';
import type { FirestoreTrials } from '../trials/firestoreTrials.ts';
import { firestoreTrials } from '../trials/trialFunctions.ts';
import { firestoreSiteData, readSiteContent } from './firestoreSiteData.ts';

/** lib/webServer.js: the web app's server build and React Router's request handler, bundled by scripts/build.ts. */
interface WebServer {
  build: ServerBuild;
  createRequestHandler: typeof createRequestHandler;
}

let handler: Promise<RequestHandler> | undefined;

/** The functions were bundled without a web build (see scripts/build.ts). */
class NotBuiltError extends Error {}

/** Loaded on the first request of an instance (its cold start), then kept for the instance's life. */
function requestHandler(): Promise<RequestHandler> {
  handler ??= (import(new URL('./webServer.js', import.meta.url).href) as Promise<WebServer>).then(
    (web) => web.createRequestHandler(web.build, 'production'),
    (error: unknown) => {
      handler = undefined;
      throw new NotBuiltError(String(error));
    },
  );
  return handler;
}

/** A plain form post's body (at most TRIAL_FORM_BODY_LIMIT bytes), or undefined for anything else. */
function formBody(contentType: string | undefined, raw: Buffer | undefined): string | undefined {
  if (!contentType?.toLowerCase().startsWith('application/x-www-form-urlencoded')) return undefined;
  if (raw && raw.length > TRIAL_FORM_BODY_LIMIT) return undefined;
  return raw?.toString('utf8') ?? '';
}

/** The bookings as the /trial pages read them. */
function trialSite(trials: FirestoreTrials): TrialSite {
  return {
    occurrences: () => trials.occurrences(),
    book: (input, ip) => trials.book(input, ip),
    async booking(token) {
      const found = await trials.byToken(token);
      return found && { booking: publicTrialBooking(found.booking), over: found.over };
    },
    cancel: (token) => trials.cancelByToken(token),
    findBooking: (email, ip) => trials.findBooking(email, ip),
    mailOn: trials.mailOn,
  };
}

/** "Add to calendar" on a booking's page: the one occurrence, while the link works. */
const CALENDAR_PATH = /^\/api\/trials\/booking\/([A-Za-z0-9_-]{1,100})\/calendar\.ics$/;

async function trialCalendar(token: string, origin: string): Promise<string | null> {
  const found = await firestoreTrials().byToken(token);
  if (!found || found.over || found.booking.status !== 'booked') return null;
  const content = await readSiteContent(adminFirestore());
  const { address } = siteAddress(content.studio, found.booking.site);
  return buildTrialCalendar(found.booking, {
    address,
    manageUrl: manageLink(siteUrl.value() || origin, token),
    organiser: STUDIO_NAME,
  });
}

const DAY_SECONDS = 24 * 60 * 60;

/** Seconds from `now` to the next midnight in the studios' time zone (at least 1). */
export function secondsToStudioMidnight(now: Date): number {
  const sinceMidnight = Math.floor((now.getTime() + studioOffsetMs(now)) / 1000) % DAY_SECONDS;
  return Math.max(1, DAY_SECONDS - sinceMidnight);
}

/**
 * How long a page may be kept: public pages by the Hosting CDN for SITE_CDN_SECONDS (the longest a published change
 * takes to show) but never past the studios' midnight, when dated content (grading days, the banner's dates) moves
 * on; never by browsers; a 404 for a minute at most; the staff area's pages and failures not at all.
 */
export function pageCacheControl(pathname: string, status: number, now: Date = new Date()): string {
  // The free-trial pages change with every booking, and a booking's page is one visitor's: never kept.
  if (status >= 500 || isLivePagePath(pathname)) return 'no-store';
  if (isAdminPath(pathname)) return 'no-cache';
  const untilMidnight = secondsToStudioMidnight(now);
  if (status === 404) return `public, max-age=0, s-maxage=${Math.min(SITE_CDN_NOT_FOUND_SECONDS, untilMidnight)}`;
  return `public, max-age=0, s-maxage=${Math.min(SITE_CDN_SECONDS, untilMidnight)}`;
}

/** A public page rendered with the given content in place of what Firestore holds: a draft's preview. */
async function renderWith(page: URL, content: SiteContent): Promise<{ status: number; html: string }> {
  const handle = await requestHandler();
  const site = { ...firestoreSiteData(adminFirestore(), retentionDays.value()), content: async () => content };
  const response = await handle(new Request(page, { headers: { accept: 'text/html' } }), { site });
  return { status: response.status, html: await response.text() };
}

/**
 * The public pages (and the staff area's shell) rendered from Firestore by the same server build as the
 * self-hosted server's: Hosting serves the files and rewrites every other path here (firebase.json). Loaders read
 * Firestore through the Admin SDK; each page gets its own CSP naming its inline scripts.
 */
export const site = onRequest(
  // One instance answers many visitors at once; none is kept warm (minInstances 0: the free tier), so the first
  // request after a quiet spell waits for a cold start, and the CDN answers most requests anyway.
  { region: FUNCTIONS_REGION, memory: '512MiB', concurrency: 40, maxInstances: 10, invoker: 'public' },
  async (req, res) => {
    const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost');
    const protocol = String(req.headers['x-forwarded-proto'] ?? 'https').split(',')[0];
    const url = new URL(req.originalUrl || req.url, `${protocol}://${host}`);
    // The free-trial pages are the only ones that take a form post ("Confirm booking", "Cancel booking").
    const post = req.method === 'POST' && isLivePagePath(url.pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD' && !post) {
      res.status(405).set('allow', 'GET, HEAD').set('cache-control', 'no-store').send('Method not allowed');
      return;
    }
    const body = post ? formBody(req.headers['content-type'], req.rawBody) : undefined;
    if (post && body === undefined) {
      res.status(415).set('cache-control', 'no-store').type('text/plain').send('Send the form as it is.');
      return;
    }
    try {
      if (previewedSection(url.pathname) !== null) {
        const answer = await previewAnswer(url, req.headers.cookie, {
          auth: adminAuth(),
          db: adminFirestore(),
          render: (page, content) => renderWith(new URL(page, url.origin), content),
        });
        const previewBody = Buffer.from(answer.body);
        res.status(answer.status).set(PREVIEW_HEADERS).type(answer.type);
        if (answer.status < 400)
          res.set('content-security-policy', pagePolicy(url.pathname, answer.body, firebasePageOrigins(process.env)));
        res.send(previewBody);
        return;
      }
      const calendar = CALENDAR_PATH.exec(url.pathname);
      if (calendar && req.method === 'GET') {
        const ics = await trialCalendar(calendar[1]!, url.origin);
        if (!ics) {
          res.status(404).set('cache-control', 'no-store').type('text/plain').send('Not found');
          return;
        }
        res
          .status(200)
          .type('text/calendar; charset=utf-8; method=PUBLISH')
          .set('cache-control', 'no-store')
          .set('content-disposition', 'attachment; filename="free-trial.ics"')
          .send(ics);
        return;
      }
      const plain = await plainAnswer(url.pathname, url.origin, adminFirestore());
      if (plain) {
        res.status(200).type(plain.type).set('cache-control', plain.cacheControl).send(plain.body);
        return;
      }
      const handle = await requestHandler();
      // What the pages' loaders read (web/src/types/loadContext.d.ts).
      const context = {
        site: firestoreSiteData(adminFirestore(), retentionDays.value(), trialSite(firestoreTrials())),
        // The address Hosting saw the visitor at (ADR 026), for the per-address limits of the trial form's posts.
        client: { ip: firebaseClientAddress('site', req, process.env) },
      };
      const headers: Record<string, string> = { accept: String(req.headers.accept ?? '*/*') };
      if (post) headers['content-type'] = 'application/x-www-form-urlencoded';
      const response = await handle(new Request(url, { method: req.method, headers, body }), context);
      const rendered = Buffer.from(await response.arrayBuffer());
      const page = renderedPageHeaders(url.pathname, response, rendered, firebasePageOrigins(process.env));
      res.set(page.kept).set('content-type', page.contentType);
      res.set('cache-control', pageCacheControl(url.pathname, response.status));
      if (page.csp) res.set('content-security-policy', page.csp);
      res.status(response.status).send(rendered);
    } catch (error) {
      logger.error('A page failed to render', { url: url.href, error: String(error) });
      if (error instanceof NotBuiltError) {
        res.status(503).set('cache-control', 'no-store').type('text/plain').send('The site has not been built yet.');
        return;
      }
      res
        .status(500)
        .set('cache-control', 'no-store')
        .type('text/plain')
        .send('The page could not be shown. Please try again.');
    }
  },
);
