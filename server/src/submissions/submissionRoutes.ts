import {
  csvFileName,
  emailLookupSchema,
  noteInputSchema,
  statusInputSchema,
  submissionFilterSchema,
  submissionsCsv,
} from '@studio/core/enquiries/enquiries';
import {
  addEnquiryNote,
  deleteEnquiry,
  ENQUIRY_NOT_FOUND,
  eraseEnquiriesFrom,
  markEnquiryRead,
  setEnquiryStatus,
  type EnquiryOutcome,
} from '@studio/core/enquiries/enquiryChanges';
import { readInputSchema, type ContactSubmission } from '@studio/core/enquiries/submissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentStaff } from '../auth/staffGuard.ts';
import { HttpError, parseWith, refuseUnreadableBody } from '../http/httpErrors.ts';
import type { ContactIntake } from './contactIntake.ts';
import type { SubmissionStore } from './submissionStore.ts';

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

/** The staff's inbox calls, in HTTP: core's enquiry changes on the store, which logs each with its change. */
export function staffSubmissionRoutes(
  app: FastifyInstance,
  store: SubmissionStore,
  policy: { retentionDays: number },
): void {
  const found = <T>(outcome: EnquiryOutcome<T>): T => {
    if (outcome.status === 'not-found') throw new HttpError(404, ENQUIRY_NOT_FOUND);
    return outcome.value;
  };
  const actor = (request: FastifyRequest) => currentStaff(request).email;
  const changes = (request: FastifyRequest) => store.changesBy(actor(request));
  const csvOf = (submissions: readonly ContactSubmission[]) => {
    const notes = store.notesOfAll(submissions.map((submission) => submission.id));
    return submissionsCsv(submissions, (id) => notes.get(id) ?? []);
  };

  app.get('/api/admin/submissions', async (request) => ({
    submissions: store.list(parseWith(submissionFilterSchema, queryOf(request.query))),
  }));

  app.get('/api/admin/submissions.csv', async (request, reply) => {
    const submissions = store.exportList(parseWith(submissionFilterSchema, queryOf(request.query)), actor(request));
    return sendCsv(reply, csvOf(submissions), csvFileName(new Date()));
  });

  app.get('/api/admin/retention', async () => ({ days: policy.retentionDays }));

  app.patch('/api/admin/submissions/:id', async (request) => {
    const { id } = request.params as { id: string };
    const { read } = parseWith(readInputSchema, request.body);
    return { submission: found(await markEnquiryRead(changes(request), id, read)) };
  });

  app.put('/api/admin/submissions/:id/status', async (request) => {
    const { id } = request.params as { id: string };
    const { status } = parseWith(statusInputSchema, request.body);
    return { submission: found(await setEnquiryStatus(changes(request), id, status)) };
  });

  app.get('/api/admin/submissions/:id/notes', async (request) => {
    const { id } = request.params as { id: string };
    const notes = store.notes(id);
    if (!notes) throw new HttpError(404, ENQUIRY_NOT_FOUND);
    return { notes };
  });

  app.post('/api/admin/submissions/:id/notes', async (request, reply) => {
    const { id } = request.params as { id: string };
    const { text } = parseWith(noteInputSchema, request.body);
    return reply.code(201).send({ note: found(await addEnquiryNote(changes(request), id, text, actor(request))) });
  });

  app.delete('/api/admin/submissions/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    found(await deleteEnquiry(changes(request), id));
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
    return sendCsv(reply, csvOf(submissions), csvFileName(new Date(), email));
  });

  app.delete('/api/admin/people/messages', async (request) => {
    const { email } = parseWith(emailLookupSchema, queryOf(request.query));
    return { erased: await eraseEnquiriesFrom(changes(request), email) };
  });
}
