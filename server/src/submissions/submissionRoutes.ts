import {
  csvFileName,
  emailLookupSchema,
  noteInputSchema,
  statusInputSchema,
  submissionFilterSchema,
  submissionsCsv,
} from '@studio/core/enquiries';
import { readInputSchema } from '@studio/core/submissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentStaff } from '../auth/staffGuard.ts';
import { HttpError, parseWith, refuseUnreadableBody } from '../http/httpErrors.ts';
import type { ContactIntake } from './contactIntake.ts';
import type { SubmissionStore } from './submissionStore.ts';

const SUBMISSION_NOT_FOUND = 'Message not found';

/** `POST /api/contact`: the core contact use case, in HTTP. */
export function contactRoutes(app: FastifyInstance, intake: ContactIntake): void {
  app.post('/api/contact', async (request, reply) => {
    refuseUnreadableBody(request.body);
    const outcome = await intake.receive(request.body, request.ip);
    switch (outcome.status) {
      case 'invalid':
        throw new HttpError(400, outcome.message);
      case 'rate-limited':
        throw new HttpError(429, outcome.message, { 'retry-after': String(outcome.retryAfterSeconds) });
      case 'ignored-spam':
        request.log.info({ ip: request.ip }, 'contact honeypot filled; message dropped');
        break;
      case 'saved':
        break;
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

/** The staff's inbox calls, in HTTP: the store records each action in the activity log. */
export function staffSubmissionRoutes(
  app: FastifyInstance,
  store: SubmissionStore,
  policy: { retentionDays: number },
): void {
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new HttpError(404, SUBMISSION_NOT_FOUND);
    return value;
  };
  const actor = (request: FastifyRequest) => currentStaff(request).email;

  app.get('/api/admin/submissions', async (request) => ({
    submissions: store.list(parseWith(submissionFilterSchema, queryOf(request.query))),
  }));

  app.get('/api/admin/submissions.csv', async (request, reply) => {
    const submissions = store.exportList(parseWith(submissionFilterSchema, queryOf(request.query)), actor(request));
    return sendCsv(reply, submissionsCsv(submissions), csvFileName(new Date()));
  });

  app.get('/api/admin/retention', async () => ({ days: policy.retentionDays }));

  app.patch('/api/admin/submissions/:id', async (request) => {
    const { id } = request.params as { id: string };
    const { read } = parseWith(readInputSchema, request.body);
    return { submission: found(store.setRead(id, read, actor(request))) };
  });

  app.put('/api/admin/submissions/:id/status', async (request) => {
    const { id } = request.params as { id: string };
    const { status } = parseWith(statusInputSchema, request.body);
    return { submission: found(store.setStatus(id, status, actor(request))) };
  });

  app.get('/api/admin/submissions/:id/notes', async (request) => {
    const { id } = request.params as { id: string };
    return { notes: found(store.notes(id)) };
  });

  app.post('/api/admin/submissions/:id/notes', async (request, reply) => {
    const { id } = request.params as { id: string };
    const { text } = parseWith(noteInputSchema, request.body);
    return reply.code(201).send({ note: found(store.addNote(id, text, actor(request))) });
  });

  app.delete('/api/admin/submissions/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!store.remove(id, actor(request))) throw new HttpError(404, SUBMISSION_NOT_FOUND);
    return reply.code(204).send();
  });

  // A person's request about their data: every message from one address, to export or erase.
  app.get('/api/admin/people/messages', async (request) => {
    const { email } = parseWith(emailLookupSchema, queryOf(request.query));
    return { submissions: store.findByEmail(email) };
  });

  app.get('/api/admin/people/messages.csv', async (request, reply) => {
    const { email } = parseWith(emailLookupSchema, queryOf(request.query));
    const submissions = store.exportByEmail(email, actor(request));
    return sendCsv(reply, submissionsCsv(submissions), csvFileName(new Date(), email));
  });

  app.delete('/api/admin/people/messages', async (request) => {
    const { email } = parseWith(emailLookupSchema, queryOf(request.query));
    return { erased: store.eraseByEmail(email, actor(request)) };
  });
}
