import type { ActivityKind } from '@studio/core/activity';
import {
  csvFileName,
  ENQUIRY_STATUS_LABELS,
  emailLookupSchema,
  noteInputSchema,
  statusInputSchema,
  submissionFilterSchema,
  submissionsCsv,
} from '@studio/core/enquiries';
import { readInputSchema } from '@studio/core/submissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordActivity } from '../activity/activityLog.ts';
import { currentStaff } from '../auth/staffGuard.ts';
import type { Database } from '../db/database.ts';
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

export function staffSubmissionRoutes(
  app: FastifyInstance,
  store: SubmissionStore,
  db: Database,
  policy: { retentionDays: number },
): void {
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new HttpError(404, SUBMISSION_NOT_FOUND);
    return value;
  };
  // Entries name a message by its id, never by the person: an erasure must not leave their name in the log.
  const logged = (request: FastifyRequest, kind: ActivityKind, item: string | null, detail?: string) =>
    recordActivity(db, { actor: currentStaff(request).email, kind, item, detail: detail ?? null });
  const messageItem = (id: string) => `Message ${id}`;

  app.get('/api/admin/submissions', async (request) => ({
    submissions: store.list(parseWith(submissionFilterSchema, queryOf(request.query))),
  }));

  app.get('/api/admin/submissions.csv', async (request, reply) => {
    const submissions = store.list(parseWith(submissionFilterSchema, queryOf(request.query)));
    logged(request, 'message.exported', null, `${submissions.length} in CSV`);
    return sendCsv(reply, submissionsCsv(submissions), csvFileName(new Date()));
  });

  app.get('/api/admin/retention', async () => ({ days: policy.retentionDays }));

  app.patch('/api/admin/submissions/:id', async (request) => {
    const { id } = request.params as { id: string };
    const { read } = parseWith(readInputSchema, request.body);
    const submission = found(store.setRead(id, read));
    logged(request, 'message.read', messageItem(id), read ? 'Marked read' : 'Marked unread');
    return { submission };
  });

  app.put('/api/admin/submissions/:id/status', async (request) => {
    const { id } = request.params as { id: string };
    const { status } = parseWith(statusInputSchema, request.body);
    const submission = found(store.setStatus(id, status));
    logged(request, 'message.status', messageItem(id), ENQUIRY_STATUS_LABELS[status]);
    return { submission };
  });

  app.get('/api/admin/submissions/:id/notes', async (request) => {
    const { id } = request.params as { id: string };
    return { notes: found(store.notes(id)) };
  });

  app.post('/api/admin/submissions/:id/notes', async (request, reply) => {
    const { id } = request.params as { id: string };
    const { text } = parseWith(noteInputSchema, request.body);
    const note = found(store.addNote(id, text, currentStaff(request).email));
    logged(request, 'message.note', messageItem(id));
    return reply.code(201).send({ note });
  });

  app.delete('/api/admin/submissions/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!store.remove(id)) throw new HttpError(404, SUBMISSION_NOT_FOUND);
    logged(request, 'message.deleted', messageItem(id));
    return reply.code(204).send();
  });

  // A person's request about their data: every message from one address, to export or erase.
  app.get('/api/admin/people/messages', async (request) => {
    const { email } = parseWith(emailLookupSchema, queryOf(request.query));
    return { submissions: store.findByEmail(email) };
  });

  app.get('/api/admin/people/messages.csv', async (request, reply) => {
    const { email } = parseWith(emailLookupSchema, queryOf(request.query));
    const submissions = store.findByEmail(email);
    logged(request, 'message.exported', null, `${submissions.length} from one address, in CSV`);
    return sendCsv(reply, submissionsCsv(submissions), csvFileName(new Date(), email));
  });

  app.delete('/api/admin/people/messages', async (request) => {
    const { email } = parseWith(emailLookupSchema, queryOf(request.query));
    const erased = store.eraseByEmail(email);
    logged(request, 'message.erased', null, `${erased} from one address`);
    return { erased };
  });
}
