import { CONTENT_SECTIONS, isContentSectionId } from '@studio/core/content/siteContent';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The one staff page drawn on the server for the person signed in: the Site Content editor's first screen. */
export const STAFF_EDITOR_PATH = '/admin/content';

/**
 * What the editor's first screen is drawn from, as the staff API answers the same browser (its own session cookie,
 * through the same guards): who is signed in, the section asked for (`?section=`, else the first), its draft and
 * schedules, every section's draft, and the live content a text may quote. The web app reads it in the staff
 * routes' loaders (web/src/features/admin/content/editorPrefill.ts), in the API's own shapes.
 */
export interface StaffEditorAnswers {
  section: string;
  session: unknown;
  editor: unknown;
  drafts: unknown;
  content: unknown;
}

/**
 * The answers for `request`, or undefined when the page cannot be drawn for someone (no session, an expired one, a
 * first password still to choose, or any call refused): that page is then the shared one, which checks the
 * sign-in in the browser as before.
 */
export async function staffEditorAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<StaffEditorAnswers | undefined> {
  const cookie = request.headers.cookie;
  if (!cookie) return undefined;
  const asked = new URL(request.url, 'http://studio.invalid').searchParams.get('section');
  const section = isContentSectionId(asked) ? asked : CONTENT_SECTIONS[0]!.id;
  const ask = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { cookie } });
    return answer.statusCode === 200 ? (answer.json() as unknown) : undefined;
  };
  const session = (await ask('/api/auth/session')) as { user?: { must_change_password?: boolean } | null } | undefined;
  if (!session?.user || session.user.must_change_password) return undefined;
  const [editor, drafts, content] = await Promise.all([
    ask(`/api/admin/content/${section}`),
    ask('/api/admin/content/drafts'),
    ask('/api/content'),
  ]);
  if (editor === undefined || drafts === undefined || content === undefined) return undefined;
  return { section, session, editor, drafts, content };
}
