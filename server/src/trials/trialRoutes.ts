import { buildTrialCalendar } from '@studio/core/calendar/ics';
import { studioToday } from '@studio/core/events/eventRules';
import { STUDIO_SITES, type StudioSite } from '@studio/core/timetable/timetable';
import { manageLink, STUDIO_NAME } from '@studio/core/mail/trialMail';
import {
  outcomeSchema,
  registerQuerySchema,
  siteAddress,
  staffCancelSchema,
  trialMailSettingsSchema,
  publicTrialBooking,
} from '@studio/core/trials/trials';
import type { SiteContent } from '@studio/core/content/siteContent';
import { mailStatus } from '@studio/core/enquiries/enquiries';
import { registerCsv, registerCsvName, wouldCancelSchema } from '@studio/core/trials/trialRegister';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { currentStaff } from '../auth/staffGuard.ts';
import { HttpError, NOT_FOUND, parseWith, refuseUnreadableBody } from '../http/httpErrors.ts';
import type { Trials } from './trials.ts';

const BOOKING_NOT_FOUND = 'Booking not found';

/** The booking form's API: the sessions on offer, booking, and the manage link's page and one action. */
export function publicTrialRoutes(
  app: FastifyInstance,
  trials: Trials,
  { content, siteUrl }: { content: () => SiteContent; siteUrl: string | undefined },
): void {
  app.get('/api/trials/sessions', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { occurrences: trials.occurrences() };
  });

  app.post('/api/trials', async (request, reply) => {
    refuseUnreadableBody(request.body);
    const result = await trials.book(request.body, request.ip);
    if (!result.ok) {
      if (result.retryAfter) void reply.header('retry-after', result.retryAfter);
      const error = Object.values(result.errors)[0] ?? 'The booking is not valid';
      return reply.code(result.status).send({ error, fields: result.errors });
    }
    return reply.code(201).send({ token: result.token, booking: publicTrialBooking(result.booking) });
  });

  app.get('/api/trials/booking/:token', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const found = trials.byToken((request.params as { token: string }).token);
    if (!found) throw new HttpError(404, BOOKING_NOT_FOUND);
    return { booking: publicTrialBooking(found.booking), over: found.over };
  });

  app.post('/api/trials/booking/:token/cancel', async (request, reply) => {
    const result = trials.cancelByToken((request.params as { token: string }).token);
    if (!result.ok) return reply.code(result.status).send({ error: result.error });
    return { booking: publicTrialBooking(result.booking) };
  });

  // "Add to calendar": the one occurrence, for as long as the link works.
  app.get('/api/trials/booking/:token/calendar.ics', async (request, reply) => {
    const { token } = request.params as { token: string };
    const found = trials.byToken(token);
    if (!found || found.over || found.booking.status !== 'booked') return reply.code(404).send({ error: NOT_FOUND });
    const origin = siteUrl ?? `${request.protocol}://${request.host}`;
    const { address } = siteAddress(content().studio, found.booking.site);
    return reply
      .type('text/calendar; charset=utf-8; method=PUBLISH')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="free-trial.ics"')
      .send(
        buildTrialCalendar(found.booking, { address, manageUrl: manageLink(origin, token), organiser: STUDIO_NAME }),
      );
  });
}

function query(request: { query: unknown }): { day?: string; site?: StudioSite } {
  const raw = request.query && typeof request.query === 'object' ? { ...(request.query as object) } : {};
  return parseWith(registerQuerySchema, raw);
}

/** Trials in the admin (both roles): the register, attendance, cancelling with a reason, the CSV. */
export function staffTrialRoutes(app: FastifyInstance, trials: Trials): void {
  // Without a day: the next day that holds booked trials (Trials opens there).
  app.get('/api/admin/trials', async (request) => {
    const { day, site } = query(request);
    return { register: trials.register(day, site), settings: trials.settings() };
  });

  app.get('/api/admin/trials.csv', async (request, reply: FastifyReply) => {
    const asked = query(request);
    const day = asked.day ?? studioToday();
    const site = asked.site ?? STUDIO_SITES[0];
    const register = trials.register(day, site);
    trials.logExport(currentStaff(request).email, `${day} ${site}`);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${registerCsvName(day, site)}"`)
      .send(registerCsv(register));
  });

  app.put('/api/admin/trials/:id/outcome', async (request) => {
    const { id } = request.params as { id: string };
    const { outcome } = parseWith(outcomeSchema, request.body);
    const result = trials.setOutcome(id, outcome, currentStaff(request).email);
    if (!result.ok) throw new HttpError(result.status, result.error);
    return { booking: result.booking };
  });

  // What publishing a draft of the closures or a class page would cancel, for the editor's confirmation.
  app.post('/api/admin/trials/would-cancel', async (request) => {
    const { section, content } = parseWith(wouldCancelSchema, request.body);
    const result = trials.wouldCancel(section, content);
    if ('error' in result) throw new HttpError(400, result.error);
    return { cancels: result.cancels };
  });

  app.post('/api/admin/trials/:id/cancel', async (request, reply) => {
    const { id } = request.params as { id: string };
    const { reason } = parseWith(staffCancelSchema, request.body);
    const result = trials.staffCancel(id, reason, currentStaff(request).email);
    if (!result.ok) return reply.code(result.status).send({ error: result.error });
    return { booking: result.booking };
  });

  app.get('/api/admin/people/trials', async (request) => {
    const raw = request.query && typeof request.query === 'object' ? (request.query as { email?: unknown }) : {};
    if (typeof raw.email !== 'string' || !raw.email.trim()) throw new HttpError(400, 'Please enter an email address');
    return { bookings: trials.findByEmail(raw.email) };
  });
}

/**
 * Owners switch the follow-up e-mails on and off, and hear whether e-mail is set up (`mailOffReason` from the
 * server's configuration: undefined when it is).
 */
export function ownerTrialRoutes(app: FastifyInstance, trials: Trials, mailOffReason?: string): void {
  app.get('/api/admin/mail-status', async () => mailStatus(mailOffReason, 'server'));

  app.put('/api/admin/trials/settings', async (request) => {
    const settings = parseWith(trialMailSettingsSchema, request.body);
    return { settings: trials.setSettings(settings, currentStaff(request).email) };
  });
}
