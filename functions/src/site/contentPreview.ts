import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { PREVIEW_PATH_PATTERN, PREVIEW_SESSION_COOKIE, previewHtml } from '@studio/core/content/contentPreview';
import { upgradeSectionContent } from '@studio/core/content/contentUpgrade';
import { COLLECTIONS } from '@studio/core/firebase/firebaseLayout';
import { messages } from '@studio/core/shared/messages';
import {
  contentMessages,
  isContentSectionId,
  sectionPages,
  withSection,
  type ContentSectionId,
  type SiteContent,
} from '@studio/core/content/siteContent';
import { readSiteContent } from './firestoreSiteData.ts';

/** What the site function sends for a preview: its status, its HTML or a plain message, and PREVIEW_HEADERS. */
export interface PreviewAnswer {
  status: number;
  type: 'text/html; charset=utf-8' | 'text/plain; charset=utf-8';
  body: string;
}

/** Renders a public page with the given content (the site function's React Router build). */
export type RenderPage = (page: string, content: SiteContent) => Promise<{ status: number; html: string }>;

const plain = (status: number, body: string): PreviewAnswer => ({ status, type: 'text/plain; charset=utf-8', body });

/** The section a path previews, or null when it is no preview's path. */
export function previewedSection(pathname: string): string | null {
  return PREVIEW_PATH_PATTERN.exec(pathname)?.[1] ?? null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

/**
 * Whether the ID token in the preview cookie is a staff member's who may see drafts: the same test as the rules'
 * `isAdmin()` (the admin claim, not disabled, not still on a first password), with revoked sessions refused.
 */
async function isStaffSession(cookieHeader: string | undefined, auth: Auth, db: Firestore): Promise<boolean> {
  const token = cookieValue(cookieHeader, PREVIEW_SESSION_COOKIE);
  if (!token) return false;
  try {
    const claims = await auth.verifyIdToken(token, true);
    if (claims.admin !== true || claims.mustChangePassword === true) return false;
    return !(await db.collection(COLLECTIONS.disabledStaff).doc(claims.uid).get()).exists;
  } catch {
    return false;
  }
}

/**
 * A section's preview on Firebase: the public page it shows on, rendered with its draft (or, without one, as it is
 * live), for staff only. Without a staff session the answer is 401, and no answer is kept by any cache.
 */
export async function previewAnswer(
  url: URL,
  cookieHeader: string | undefined,
  { auth, db, render }: { auth: Auth; db: Firestore; render: RenderPage },
): Promise<PreviewAnswer> {
  if (!(await isStaffSession(cookieHeader, auth, db))) return plain(401, messages.notSignedIn);
  const section = previewedSection(url.pathname);
  if (!isContentSectionId(section)) return plain(404, contentMessages.unknownSection);
  const pages = sectionPages(section);
  const page = url.searchParams.get('page') ?? pages[0]!;
  if (!pages.includes(page)) return plain(404, contentMessages.unknownSection);
  const rendered = await render(page, await withDraft(db, section));
  return { status: rendered.status, type: 'text/html; charset=utf-8', body: previewHtml(rendered.html) };
}

/** The live content with the section's draft in its place. */
async function withDraft(db: Firestore, section: ContentSectionId): Promise<SiteContent> {
  const [site, draft] = await Promise.all([
    readSiteContent(db),
    db.collection(COLLECTIONS.contentDrafts).doc(section).get(),
  ]);
  return draft.exists ? withSection(site, section, upgradeSectionContent(section, draft.data()?.content)) : site;
}
