import {
  csvFileName,
  emailLookupSchema,
  noteInputSchema,
  statusInputSchema,
  submissionFilterSchema,
  submissionsCsv,
} from '@studio/core/enquiries';
import { messages } from '@studio/core/messages';
import { contactInputSchema, isHoneypotFilled, readInputSchema } from '@studio/core/submissions';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { signedInStaff } from '../auth/staffGuard.ts';
import { HttpError, parseWith } from '../http/httpErrors.ts';
import { SlidingWindowLimiter } from '../http/rateLimiter.ts';
import type { SubmissionStore } from './submissionStore.ts';

const SUBMISSION_NOT_FOUND = 'Message not found';

export function contactRoutes(
  app: FastifyInstance,
  store: SubmissionStore,
  limit: { max: number; windowMs: number },
  /** Wakes the mail outbox after a message (and its notification) is stored. */
  afterAdd: () => void = () => {},
): void {
  const sentByIp = new SlidingWindowLimiter(limit.max, limit.windowMs);

  app.post('/api/contact', async (request, reply) => {
    // Invalid messages are not counted, so a visitor fixing a typo is never held back.
    const fields = parseWith(contactInputSchema, request.body);
    if (sentByIp.isLimited(request.ip)) throw new HttpError(429, messages.contactRateLimited);
    sentByIp.hit(request.ip);
    // A filled honeypot is a bot: it is told all went well, and nothing is kept.
    if (isHoneypotFilled(fields)) {
      request.log.info({ ip: request.ip }, 'contact honeypot filled; message dropped');
    } else {
      store.add(fields);
      // The e-mail is sent in the background: an SMTP outage never slows or fails the visitor's answer.
      afterAdd();
    }
    return reply.code(201).send({ ok: true });
  });
}

function sendCsv(reply: FastifyReply, csv: string, fileName: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

/** A query string's values as the one string each (a repeated parameter is refused by the schema). */
function queryOf(query: unknown): Record<string, unknown> {
  return query && typeof query === 'object' ? { ...(query as Record<string, unknown>) } : {};
}

export function staffSubmissionRoutes(
  app: FastifyInstance,
  store: SubmissionStore,
  policy: { retentionDays: number },
): void {
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new HttpError(404, SUBMISSION_NOT_FOUND);
    return value;
  };

  app.get('/api/admin/submissions', async (request) => ({
    submissions: store.list(parseWith(submissionFilterSchema, queryOf(request.query))),
  }));

  app.get('/api/admin/submissions.csv', async (request, reply) =>
    sendCsv(
      reply,
      submissionsCsv(store.list(parseWith(submissionFilterSchema, queryOf(request.query)))),
      csvFileName(new Date()),
    ),
  );

  app.get('/api/admin/retention', async () => ({ days: policy.retentionDays }));

  app.patch('/api/admin/submissions/:id', async (request) => {
    const { id } = request.params as { id: string };
    const { read } = parseWith(readInputSchema, request.body);
    return { submission: found(store.setRead(id, read)) };
  });

  app.put('/api/admin/submissions/:id/status', async (request) => {
    const { id } = request.params as { id: string };
    const { status } = parseWith(statusInputSchema, request.body);
    return { submission: found(store.setStatus(id, status)) };
  });

  app.get('/api/admin/submissions/:id/notes', async (request) => {
    const { id } = request.params as { id: string };
    return { notes: found(store.notes(id)) };
  });

  app.post('/api/admin/submissions/:id/notes', async (request, reply) => {
    const { id } = request.params as { id: string };
    const { text } = parseWith(noteInputSchema, request.body);
    const note = found(store.addNote(id, text, signedInStaff(request).email));
    return reply.code(201).send({ note });
  });

  app.delete('/api/admin/submissions/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!store.remove(id)) throw new HttpError(404, SUBMISSION_NOT_FOUND);
    return reply.code(204).send();
  });

  // A person's request about their data: every message from one address, to export or erase.
  app.get('/api/admin/people/messages', async (request) => {
    const { email } = parseWith(emailLookupSchema, queryOf(request.query));
    return { submissions: store.findByEmail(email) };
  });

  app.get('/api/admin/people/messages.csv', async (request, reply) => {
    const { email } = parseWith(emailLookupSchema, queryOf(request.query));
    return sendCsv(reply, submissionsCsv(store.findByEmail(email)), csvFileName(new Date(), email));
  });

  app.delete('/api/admin/people/messages', async (request) => {
    const { email } = parseWith(emailLookupSchema, queryOf(request.query));
    return { erased: store.eraseByEmail(email) };
  });
}
