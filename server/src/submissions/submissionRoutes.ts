import { messages } from '@studio/core/messages';
import { contactInputSchema, isHoneypotFilled, readInputSchema } from '@studio/core/submissions';
import type { FastifyInstance } from 'fastify';
import { clientNetwork } from '../http/clientNetwork.ts';
import { recordActivity } from '../activity/activityLog.ts';
import { currentStaff } from '../auth/staffGuard.ts';
import type { Database } from '../db/database.ts';
import { HttpError, parseWith } from '../http/httpErrors.ts';
import { retryAfterSeconds, type RateLimitRule, type RateLimits } from '../http/rateLimits.ts';
import type { SubmissionStore } from './submissionStore.ts';

const SUBMISSION_NOT_FOUND = 'Message not found';

export function contactRoutes(
  app: FastifyInstance,
  store: SubmissionStore,
  rateLimits: RateLimits,
  limit: { max: number; windowMs: number },
): void {
  const sentByAddress: RateLimitRule = { bucket: 'contact-address', ...limit };
  rateLimits.prune([sentByAddress]);

  app.post('/api/contact', async (request, reply) => {
    // Invalid messages are not counted, so a visitor fixing a typo is never held back.
    const fields = parseWith(contactInputSchema, request.body);
    const reservation = rateLimits.reserve([{ rule: sentByAddress, key: clientNetwork(request.ip) }]);
    if (!reservation.granted)
      throw new HttpError(429, messages.contactRateLimited, {
        'retry-after': retryAfterSeconds(reservation.retryAfterMs),
      });
    // A filled honeypot is a bot: it is told all went well, and nothing is kept.
    if (isHoneypotFilled(fields)) {
      request.log.info({ ip: request.ip }, 'contact honeypot filled; message dropped');
    } else {
      store.add(fields);
    }
    return reply.code(201).send({ ok: true });
  });
}

export function staffSubmissionRoutes(app: FastifyInstance, store: SubmissionStore, db: Database): void {
  app.get('/api/admin/submissions', async () => ({ submissions: store.list() }));

  app.patch('/api/admin/submissions/:id', async (request) => {
    const { id } = request.params as { id: string };
    const { read } = parseWith(readInputSchema, request.body);
    const submission = store.setRead(id, read);
    if (!submission) throw new HttpError(404, SUBMISSION_NOT_FOUND);
    recordActivity(db, {
      actor: currentStaff(request).email,
      kind: 'message.read',
      item: `Message from ${submission.name}`,
      detail: read ? 'Marked read' : 'Marked unread',
    });
    return { submission };
  });
}
