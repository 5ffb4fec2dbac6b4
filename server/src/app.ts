import { join } from 'node:path';
import { TRIAL_FORM_BODY_LIMIT } from '@studio/core/trials/trialLinks';
import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  isAdminPath,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from '@studio/core/pages/contentSecurityPolicy';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createActivityLog } from './activity/activityLog.ts';
import { authRoutes } from './auth/authRoutes.ts';
import { createKnownDevices } from './auth/knownDevices.ts';
import { createSessions } from './auth/sessions.ts';
import { createSignInLimits } from './auth/signInLimits.ts';
import { derivedKey } from './auth/signingKey.ts';
import { createStaffAccounts, StaffAccountError } from './auth/staffAccounts.ts';
import { requireOwner, staffGuard } from './auth/staffGuard.ts';
import { accountRoutes, ownerActivityRoutes, ownerStaffRoutes, setupLinkRoutes } from './auth/staffRoutes.ts';
import { systemClock, type Clock } from './clock.ts';
import { hostHeaderWarning, type ServerConfig } from './config.ts';
import { DATABASE_FILE, type Database } from './db/database.ts';
import { startWalCheckpointer } from './db/walCheckpointer.ts';
import { publicContentRoutes, staffContentRoutes } from './content/contentRoutes.ts';
import { createContentStore, type ContentStore } from './content/contentStore.ts';
import { loadStudioSigningKey, openStudioDatabase, prepareDataDir } from './files/dataDir.ts';
import { createEventStore } from './events/eventStore.ts';
import { publicEventRoutes, staffEventRoutes } from './events/eventRoutes.ts';
import { closeConnectionsWhenIdle } from './http/closeConnections.ts';
import { handleError, NOT_FOUND } from './http/httpErrors.ts';
import { createRateLimits } from './http/rateLimits.ts';
import { publicImageRoutes, staffImageRoutes, UPLOAD_LIMITS } from './images/imageRoutes.ts';
import { createImageStore } from './images/imageStore.ts';
import { createInsightsSettings } from './insights/insightsSettings.ts';
import { createInsightsStore } from './insights/insightsStore.ts';
import {
  insightsBeaconRoutes,
  ownerInsightsRoutes,
  staffInsightsRoutes,
  type BeaconCounting,
} from './insights/insightsRoutes.ts';
import { CRAWLER_FILE_CACHE_CONTROL, robotsTxt, sitemapXml } from '@studio/core/pages/crawlerFiles';
import {
  createPageRenderer,
  isLivePagePath,
  isPagePath,
  serverBuildPathFor,
  type PageRenderer,
} from './site/pageRenderer.ts';
import { publicTrialBooking } from '@studio/core/trials/trials';
import { createSiteChanges } from './site/siteChanges.ts';
import { STAFF_EDITOR_PATH, staffEditorAnswers } from './site/staffEditorPage.ts';
import { CACHE_REVALIDATE, loadStaticSite, sendHeld, type StaticSite } from './site/staticSite.ts';
import { studioToday } from '@studio/core/events/eventRules';
import { beaconLimiter } from '@studio/core/node/insights';
import { createOutbox, type SendMail } from './mail/outbox.ts';
import { smtpSender } from './mail/smtpTransport.ts';
import { startRetentionSweep } from './submissions/retentionSweep.ts';
import { createSubmissionStore } from './submissions/submissionStore.ts';
import { createContactIntake } from './submissions/contactIntake.ts';
import { contactRoutes, staffSubmissionRoutes } from './submissions/submissionRoutes.ts';
import { startScheduledWork } from './scheduledWork.ts';
import { StartupError } from './startupError.ts';
import { createTrials } from './trials/trials.ts';
import { ownerTrialRoutes, publicTrialRoutes, staffTrialRoutes } from './trials/trialRoutes.ts';

/** JSON bodies are small (the longest field is 5000 characters); anything far larger is refused unread. */
const JSON_BODY_LIMIT = 100 * 1024;

/** Headers every response carries, errors included; a route may set a stricter CSP itself. */
function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, csp: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    if (!reply.hasHeader(name)) void reply.header(name, value);
  if (!reply.hasHeader('content-security-policy')) void reply.header('content-security-policy', csp);
  if (request.protocol === 'https') void reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/**
 * Fastify's own hop count trusts nobody (it cannot tell a proxy from a client that sends the headers itself), so a
 * count becomes "the nearest N addresses are proxies": right when the server is reachable only through them.
 */
function proxyTrust(trust: ServerConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * What tests may swap: the time the server sees (rate limits, device cookies, the outbox's retries, the retention
 * sweep) and where the logs go.
 */
export interface ServerHooks {
  clock?: Clock;
  logStream?: Writable;
}

export interface BuiltServer {
  app: FastifyInstance;
  db: Database;
  site: StaticSite | undefined;
  pages: PageRenderer | undefined;
  content: ContentStore;
  /** The notification e-mail outbox (tests wait on it with `idle()`). */
  outbox: ReturnType<typeof createOutbox>;
  /** Runs the retention sweep now; returns how many messages it deleted. */
  sweepOldMessages(): number;
  /** Studio insights' beacons (tests wait with `idle()` until those answered have been counted). */
  insights: BeaconCounting;
}

/** Builds the whole self-hosted site (API, media, static web app) without listening; see `startServer`. */
export async function buildServer(config: ServerConfig, hooks: ServerHooks = {}): Promise<BuiltServer> {
  const clock = hooks.clock ?? systemClock;
  const now = clock.now;
  const { mediaDir, stillOpen } = prepareDataDir(config.dataDir);
  const signingKey = loadStudioSigningKey(config.dataDir);
  const db = openStudioDatabase(config.dataDir);
  const app = Fastify({
    logger: hooks.logStream ? { level: config.logLevel, stream: hooks.logStream } : { level: config.logLevel },
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // Errors Fastify raises before routing (an undecodable URL) skip the hooks: give them the same headers and shape.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply, contentSecurityPolicy());
      void handleError(error, request, reply);
    },
  });
  if (stillOpen.length)
    app.log.warn(
      { folders: stillOpen },
      'Other users of this machine can open the data folder: it belongs to another user, so its mode cannot be ' +
        "changed. Run the server as the folder's owner, or chmod 700 it.",
    );
  const closeConnections = closeConnectionsWhenIdle(app.server);
  app.addHook('preClose', async () => closeConnections());
  const checkpointer = startWalCheckpointer(db, join(config.dataDir, DATABASE_FILE), { log: app.log });
  app.addHook('onClose', async () => {
    await checkpointer.stop();
    db.close();
  });

  try {
    const accounts = createStaffAccounts(db);
    if (accounts.count() === 0) {
      if (config.admin) {
        try {
          await accounts.add(config.admin.email, config.admin.password);
        } catch (error) {
          if (error instanceof StaffAccountError)
            throw new StartupError(`Cannot create the staff account from ADMIN_EMAIL/ADMIN_PASSWORD: ${error.message}`);
          throw error;
        }
        app.log.info({ email: config.admin.email }, 'staff account created from ADMIN_EMAIL');
      } else {
        app.log.warn(
          'No staff account exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin -- add <email>`',
        );
      }
    }

    const sessions = createSessions(db, { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs });
    // The stores tell it after every committed change the public site shows; the renderer listens below.
    const siteChanges = createSiteChanges((error, change) =>
      app.log.error({ err: error, change }, 'a listener of site changes failed'),
    );
    siteChanges.listen((change) => app.log.info({ change }, 'site changed'));
    const events = createEventStore(db, { siteChanges });
    // Staff notification e-mail through the outbox, and the retention sweep.
    const mail = config.mail;
    const sender = mail ? smtpSender(mail) : undefined;
    const send: SendMail | undefined = sender?.send;
    if (!mail) app.log.info(`Staff notification e-mails are off: ${config.mailOffReason ?? 'not configured'}`);
    const outbox = createOutbox(db, { send, clock, log: app.log });
    const submissions = createSubmissionStore(db, {
      clock,
      notify: mail ? { outbox, to: mail.to, siteUrl: mail.siteUrl } : undefined,
    });
    const retention = startRetentionSweep(submissions, {
      retentionDays: config.contactRetentionDays,
      clock,
      log: app.log,
    });
    app.addHook('preClose', async () => {
      retention.stop();
      await outbox.stop();
      sender?.close();
    });
    const images = createImageStore(db, mediaDir, { siteChanges });
    const leftovers = await images.removeUnrecordedFiles();
    if (leftovers.length) app.log.warn({ files: leftovers }, 'removed image files an interrupted upload left behind');
    const content = createContentStore(db, { siteChanges, now: () => new Date(now()) });
    const rateLimits = createRateLimits(db, derivedKey(signingKey, 'rate-limit keys'), now);
    // Free trial bookings own their effects (ADR 023); a closure or a cancelled date published in the content cancels
    // the bookings it covers, with a message to each visitor.
    const trials = createTrials(db, {
      clock,
      outbox,
      content: () => content.site().content,
      mail,
      rateLimits,
      contactLimit: config.contactSubmissions,
      retentionDays: config.contactRetentionDays,
      log: app.log,
    });
    // Started once the trials can write the e-mails they queued as intents, so one due at start goes at once.
    outbox.start();
    siteChanges.listen((change) => {
      // Credited to whoever published the section (a schedule's Owner for a scheduled one).
      if (change.what === 'content') trials.cancelCalledOff(content.get(change.section).updated_by);
    });
    trials.cancelCalledOff();
    submissions.alsoErase(trials.eraseByEmail);
    app.addHook('onClose', async () => trials.stop());

    const serverBuildPath = serverBuildPathFor(config.webRoot);
    const built = existsSync(config.webRoot) && serverBuildPath !== undefined;
    const site = built ? await loadStaticSite(config.webRoot) : undefined;
    const pages = built
      ? await createPageRenderer({
          serverBuildPath,
          site: {
            eventWithOthers: events.withOthers,
            upcomingEvents: () => events.upcoming().events,
            content: () => content.site().content,
            slotImages: () => images.slotMap(),
            contactRetentionDays: config.contactRetentionDays,
            // The studios' day by the server's clock: dated content leaves the pages as it goes by (and tests move it).
            today: () => studioToday(new Date(now())),
            trials: {
              occurrences: () => trials.occurrences(),
              book: (input, ip) => trials.book(input, ip),
              booking: (token) => {
                const found = trials.byToken(token);
                return found && { booking: publicTrialBooking(found.booking), over: found.over };
              },
              cancel: (token) => trials.cancelByToken(token),
              findBooking: (email, ip) => trials.findBooking(email, ip),
              mailOn: trials.mailOn,
            },
          },
          upcomingEventIds: () => events.upcoming().events.map((event) => event.id),
          siteUrl: config.siteUrl,
          onError: (error, url) => app.log.error({ err: error, url }, 'a page failed to render'),
        })
      : undefined;
    if (pages) {
      siteChanges.listen(() => pages.siteChanged());
      app.addHook('preClose', async () => pages.cache.stop());
      app.addHook('onRequest', async (request) => pages.requestStarted(request));
      app.addHook('onResponse', async (request) => pages.requestEnded(request));
      app.addHook('onRequestAbort', async (request) => pages.requestEnded(request));
    } else {
      app.log.warn({ webRoot: config.webRoot }, 'The web app is not built: run `npm run build` to serve the site');
    }
    const baseCsp = contentSecurityPolicy();
    const adminCsp = adminContentSecurityPolicy();

    await app.register(cookie);
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(multipart, { limits: UPLOAD_LIMITS });
    // The API speaks JSON (and multipart for uploads) only; a text body is refused with 415 rather than guessed at.
    // Plain text is also what a cross-site form may send without a preflight.
    app.removeContentTypeParser('text/plain');
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      void reply.code(404).send({ error: NOT_FOUND });
    });
    // Every response, errors included, carries the security headers; a route may set a stricter CSP itself.
    app.addHook('onSend', (request, reply, payload, done) => {
      applySecurityHeaders(request, reply, isAdminPath(request.url.split('?')[0] ?? '/') ? adminCsp : baseCsp);
      done(null, payload);
    });

    const ping = db.prepare('SELECT 1 AS ok');
    app.get('/api/health', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { ok: ping.get()?.ok === 1 };
    });

    publicEventRoutes(app, events);
    publicImageRoutes(app, images);
    publicContentRoutes(app, content);
    contactRoutes(
      app,
      createContactIntake({
        db,
        store: submissions,
        rateLimits,
        limit: config.contactSubmissions,
        outbox,
      }),
    );
    publicTrialRoutes(app, trials, { content: () => content.site().content, siteUrl: config.siteUrl });
    // Studio insights: visitors' beacons, counted into daily totals (ADR 029).
    const insights = createInsightsStore(db);
    app.addHook('preClose', async () => insights.flush());
    const insightsSettings = createInsightsSettings(db);
    const beaconCounting = await insightsBeaconRoutes(app, {
      store: insights,
      limiter: beaconLimiter(now),
      sessions,
      siteUrl: config.siteUrl,
      now,
    });
    authRoutes(app, {
      accounts,
      sessions,
      siteUrl: config.siteUrl,
      signInLimits: createSignInLimits(rateLimits, config.loginAttempts),
      knownDevices: createKnownDevices(derivedKey(signingKey, 'known-device cookie'), now),
    });

    // Staff accounts and the activity log.
    const activity = createActivityLog(db);
    setupLinkRoutes(app, accounts, config.siteUrl);
    // The staff's calls: never kept by a browser or a proxy (one hook for the three scopes in it).
    await app.register(async (signedIn) => {
      signedIn.addHook('onSend', (_request, reply, payload, done) => {
        void reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      await signedIn.register(async (account) => {
        account.addHook('onRequest', staffGuard(sessions, config.siteUrl, { allowPasswordPending: true }));
        accountRoutes(account, accounts);
      });
      await signedIn.register(async (owner) => {
        owner.addHook('onRequest', staffGuard(sessions, config.siteUrl));
        owner.addHook('onRequest', requireOwner);
        ownerStaffRoutes(owner, accounts);
        ownerActivityRoutes(owner, activity);
        ownerTrialRoutes(owner, trials, config.mailOffReason);
        ownerInsightsRoutes(owner, insightsSettings);
      });
      await signedIn.register(async (staff) => {
        staff.addHook('onRequest', staffGuard(sessions, config.siteUrl));
        staffEventRoutes(staff, events);
        staffSubmissionRoutes(staff, submissions, { retentionDays: config.contactRetentionDays });
        staffImageRoutes(staff, images);
        staffContentRoutes(
          staff,
          content,
          () => new Date(now()),
          (path, preview, origin) => pages?.preview(path, preview, origin),
        );
        staffTrialRoutes(staff, trials);
        staffInsightsRoutes(staff, {
          store: insights,
          settings: insightsSettings,
          today: () => studioToday(new Date(now())),
        });
      });
    });
    // Insights' sweep, the activity log's and scheduled content, each at once and then on its interval.
    startScheduledWork(app, { clock, insights, activity, content });

    // With SITE_URL set, the Host header (the client's to choose) never reaches these files.
    const baseUrl = (request: { protocol: string; host: string }) =>
      config.siteUrl ?? `${request.protocol}://${request.host}`;
    app.get('/sitemap.xml', async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CRAWLER_FILE_CACHE_CONTROL)
        .send(sitemapXml(baseUrl(request), events.upcoming().events)),
    );
    app.get('/robots.txt', async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CRAWLER_FILE_CACHE_CONTROL)
        .send(robotsTxt(baseUrl(request))),
    );

    // The booking form and the manage page's cancel button post plain forms when the page's code is not running.
    await app.register(async (forms) => {
      forms.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: TRIAL_FORM_BODY_LIMIT },
        (_r, body, done) => done(null, body),
      );
      forms.post('/trial', { compress: false }, async (request, reply) =>
        pages ? pages.serveLive(request, reply) : reply.code(503).send({ error: 'The site has not been built yet.' }),
      );
      forms.post('/trial/*', { compress: false }, async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '/';
        if (!pages || !isLivePagePath(pathname)) return reply.code(404).send({ error: NOT_FOUND });
        return pages.serveLive(request, reply);
      });
      forms.post('/trial.data', { compress: false }, async (request, reply) =>
        pages ? pages.serveLive(request, reply) : reply.code(503).send({ error: 'The site has not been built yet.' }),
      );
    });

    app.get('/*', { compress: false }, async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/media/')) {
        return reply.code(404).send({ error: NOT_FOUND });
      }
      if (!site || !pages) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', CACHE_REVALIDATE)
          .send('The site has not been built yet. Run `npm run build`, then start the server again.');
      }
      const pathname = request.url.split('?')[0] ?? '/';
      if (isLivePagePath(pathname)) return pages.serveLive(request, reply);
      // The editor's first screen drawn for the person signed in (site/staffEditorPage.ts); anyone else gets the
      // shared page, which checks the sign-in in the browser.
      if (pathname === STAFF_EDITOR_PATH) {
        const answers = await staffEditorAnswers(app, request);
        if (answers) return pages.serveStaff(request, reply, answers);
      }
      if (isPagePath(pathname)) return pages.serve(request, reply);
      const file = site.file(pathname);
      if (file) return sendHeld(request, reply, file);
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_REVALIDATE)
        .send('Not found');
    });

    return { app, db, site, pages, content, outbox, sweepOldMessages: retention.sweep, insights: beaconCounting };
  } catch (error) {
    await app.close();
    throw error;
  }
}

export interface RunningServer extends BuiltServer {
  url: string;
  close(): Promise<void>;
}

/** Builds the server and listens on `config.host:config.port` (port 0 picks a free one). */
export async function startServer(config: ServerConfig, hooks: ServerHooks = {}): Promise<RunningServer> {
  const built = await buildServer(config, hooks);
  const warning = hostHeaderWarning(config);
  if (warning) built.app.log.warn(warning);
  try {
    await built.app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await built.app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(`Port ${config.port} is already in use: stop the other server or set PORT.`);
    if (code === 'EACCES')
      throw new StartupError(`Not allowed to listen on port ${config.port}: set PORT to a number above 1024.`);
    throw error;
  }
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return { ...built, url: `http://${host}:${port}`, close: () => built.app.close() };
}
