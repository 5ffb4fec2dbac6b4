import {
  cancelContentSchedule,
  contentHistory,
  discardContentDraft,
  isContentRefused,
  publishContent,
  restoreRevision,
  saveContentDraft,
  scheduleContent,
  type ContentRefusal,
  type ContentRefused,
} from '@studio/core/content/contentChanges';
import {
  contentDraftSchema,
  contentMessages,
  contentRestoreSchema,
  contentSaveSchema,
  contentScheduleInputSchema,
  isContentSectionId,
  sectionPages,
  withSection,
  type ContentSectionId,
  type SiteContent,
} from '@studio/core/content/siteContent';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentStaff, requireOwner } from '../auth/staffGuard.ts';
import { HttpError, parseWith } from '../http/httpErrors.ts';
import { PREVIEW_HEADERS, previewHtml } from '@studio/core/content/contentPreview';
import type { ContentStore } from './contentStore.ts';

function sectionParam(params: unknown): ContentSectionId {
  const section = (params as { section?: string }).section;
  if (!isContentSectionId(section)) throw new HttpError(404, contentMessages.unknownSection);
  return section;
}

/**
 * Core's refusals as answers: 400 for content or a time that will not do and for a version that would change
 * nothing, 409 for a stale version, 404 for something missing, 403 for another's draft.
 */
const REFUSAL_STATUS: Record<ContentRefusal, number> = {
  invalid: 400,
  unchanged: 400,
  conflict: 409,
  'not-found': 404,
  'not-your-draft': 403,
};

function answer<T extends object>(outcome: T | ContentRefused): T {
  if (isContentRefused(outcome)) throw new HttpError(REFUSAL_STATUS[outcome.refused], outcome.message);
  return outcome;
}

export function publicContentRoutes(app: FastifyInstance, store: ContentStore): void {
  app.get('/api/content', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(store.site().json),
  );
}

const ownerOnly = { preHandler: requireOwner };

/**
 * Staff read sections and keep drafts; Owners publish, schedule, restore and discard others' drafts. Each change
 * goes in the activity log.
 */
/** Renders a public page with the given content (undefined while the web app is not built). */
export type PreviewRenderer = (
  path: string,
  content: SiteContent,
  origin: string,
) => Promise<{ status: number; html: string }> | undefined;

export function staffContentRoutes(
  app: FastifyInstance,
  store: ContentStore,
  now: () => Date,
  renderPreview: PreviewRenderer,
): void {
  const changesOf = (request: FastifyRequest) => store.changesBy(currentStaff(request).email);

  // Preview: a public page the section shows on, rendered with its draft (or, without one, as it is live), for staff
  // only; never kept by the render cache, by a browser or by a CDN, and never indexed.
  app.get('/api/admin/content/:section/preview', async (request, reply) => {
    const section = sectionParam(request.params);
    const pages = sectionPages(section);
    const page = (request.query as { page?: string }).page ?? pages[0]!;
    if (!pages.includes(page)) throw new HttpError(404, contentMessages.unknownSection);
    const draft = store.draft(section);
    const content = withSection(store.site().content, section, draft?.content ?? store.get(section).content);
    const rendered = await renderPreview(page, content, `${request.protocol}://${request.host}`);
    if (!rendered) throw new HttpError(503, 'The site has not been built yet, so there is nothing to preview.');
    return reply
      .code(rendered.status)
      .type('text/html; charset=utf-8')
      .headers(PREVIEW_HEADERS)
      .send(previewHtml(rendered.html));
  });

  // Every section's draft (who saved it, when), which the editor's section list marks.
  app.get('/api/admin/content/drafts', async () => ({ drafts: store.drafts() }));

  app.get('/api/admin/content/:section', async (request) => {
    const section = sectionParam(request.params);
    return { section: store.get(section), draft: store.draft(section), schedules: store.schedules(section) };
  });

  // Publish: the content goes live as the next version, and the section's draft ends.
  app.put('/api/admin/content/:section', ownerOnly, async (request) => {
    const section = sectionParam(request.params);
    const { version, content } = parseWith(contentSaveSchema, request.body);
    return { section: answer(await publishContent(changesOf(request), section, version, content)) };
  });

  app.put('/api/admin/content/:section/draft', async (request) => {
    const section = sectionParam(request.params);
    const { version, content } = parseWith(contentDraftSchema, request.body);
    return { draft: answer(await saveContentDraft(changesOf(request), section, version, content)) };
  });

  app.delete('/api/admin/content/:section/draft', async (request) => {
    const section = sectionParam(request.params);
    const { email, role } = currentStaff(request);
    return { draft: answer(await discardContentDraft(changesOf(request), section, { email, role })) };
  });

  app.post('/api/admin/content/:section/schedules', ownerOnly, async (request, reply) => {
    const section = sectionParam(request.params);
    const { version, content, publish_at } = parseWith(contentScheduleInputSchema, request.body);
    const schedule = answer(await scheduleContent(changesOf(request), section, version, content, publish_at, now()));
    return reply.code(201).send({ schedule });
  });

  app.delete('/api/admin/content/:section/schedules/:id', ownerOnly, async (request) => {
    const section = sectionParam(request.params);
    const { id } = request.params as { id: string };
    return { schedule: answer(await cancelContentSchedule(changesOf(request), section, id)) };
  });

  app.get('/api/admin/content/:section/revisions', async (request) => ({
    revisions: await contentHistory(changesOf(request), sectionParam(request.params)),
  }));

  app.post('/api/admin/content/:section/restore', ownerOnly, async (request) => {
    const section = sectionParam(request.params);
    const { version, revision } = parseWith(contentRestoreSchema, request.body);
    return { section: answer(await restoreRevision(changesOf(request), section, version, revision)) };
  });
}
