import {
  contentMessages,
  contentRestoreSchema,
  contentSaveSchema,
  isContentSectionId,
  sectionSchema,
  type ContentSectionId,
} from '@studio/core/siteContent';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../auth/staffGuard.ts';
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

/** Staff read, save and restore sections; the store logs each save and restore with the version it made. */
export function staffContentRoutes(app: FastifyInstance, store: ContentStore): void {
  app.get('/api/admin/content/:section', async (request) => ({ section: store.get(sectionParam(request.params)) }));

  app.put('/api/admin/content/:section', async (request) => {
    const section = sectionParam(request.params);
    const { version, content } = parseWith(contentSaveSchema, request.body);
    const valid = parseWith(sectionSchema(section), content);
    const saved = answering(() => store.save(section, version, valid, currentStaff(request).email));
    return { section: saved };
  });

  app.get('/api/admin/content/:section/revisions', async (request) => ({
    revisions: store.history(sectionParam(request.params)),
  }));

  app.post('/api/admin/content/:section/restore', async (request) => {
    const section = sectionParam(request.params);
    const { version, revision } = parseWith(contentRestoreSchema, request.body);
    const restored = answering(() => store.restore(section, version, revision, currentStaff(request).email));
    return { section: restored };
  });
}
