import {
  contentActivity,
  contentMessages,
  contentRestoreSchema,
  contentSaveSchema,
  isContentSectionId,
  sectionSchema,
  type ContentSectionId,
} from '@studio/core/siteContent';
import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../activity/activityLog.ts';
import { currentStaff } from '../auth/staffGuard.ts';
import type { Database } from '../db/database.ts';
import { HttpError, parseWith } from '../http/httpErrors.ts';
import { ContentConflictError, UnknownRevisionError, type ContentStore } from './contentStore.ts';

function sectionParam(params: unknown): ContentSectionId {
  const section = (params as { section?: string }).section;
  if (!isContentSectionId(section)) throw new HttpError(404, contentMessages.unknownSection);
  return section;
}

/** The store's refusals as answers: 409 for a stale version, 404 for a missing revision. */
function answering<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ContentConflictError) throw new HttpError(409, error.message);
    if (error instanceof UnknownRevisionError) throw new HttpError(404, error.message);
    throw error;
  }
}

export function publicContentRoutes(app: FastifyInstance, store: ContentStore): void {
  app.get('/api/content', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(store.site().json),
  );
}

/** Staff read, save and restore sections; each save and restore goes in the activity log with the version it made. */
export function staffContentRoutes(app: FastifyInstance, store: ContentStore, db: Database): void {
  app.get('/api/admin/content/:section', async (request) => ({ section: store.get(sectionParam(request.params)) }));

  app.put('/api/admin/content/:section', async (request) => {
    const section = sectionParam(request.params);
    const { version, content } = parseWith(contentSaveSchema, request.body);
    const valid = parseWith(sectionSchema(section), content);
    const actor = currentStaff(request).email;
    const saved = answering(() => store.save(section, version, valid, actor));
    recordActivity(db, { actor, ...contentActivity(section, saved.version, null) });
    return { section: saved };
  });

  app.get('/api/admin/content/:section/revisions', async (request) => ({
    revisions: store.history(sectionParam(request.params)),
  }));

  app.post('/api/admin/content/:section/restore', async (request) => {
    const section = sectionParam(request.params);
    const { version, revision } = parseWith(contentRestoreSchema, request.body);
    const actor = currentStaff(request).email;
    const restored = answering(() => store.restore(section, version, revision, actor));
    recordActivity(db, { actor, ...contentActivity(section, restored.version, revision) });
    return { section: restored };
  });
}
