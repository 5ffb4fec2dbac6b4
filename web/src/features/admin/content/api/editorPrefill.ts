import type { ContentSectionId, SiteContent } from '@studio/core/content/siteContent';
import { isContentSectionId } from '@studio/core/content/siteContent';
import { previewPath } from '@studio/core/content/contentPreview';
import type { StaffRole } from '@studio/core/staff/staff';
import type { DraftNote, SectionEditorState, StaffUser } from '@/backend/port.ts';
import type { LoadedSection } from '../components/useSectionForm.ts';

/**
 * What the self-hosted server hands the page's loaders when it draws the editor's first screen for the person signed
 * in (server/src/site/staffEditorPage.ts): its own staff API's answers to that person's session cookie, in the API's
 * shapes. The Firebase build's server never has them (its staff sign in in the browser): there the page checks the
 * sign-in and loads the section in the browser, as every other staff page does.
 */
export interface StaffEditorAnswers {
  section: string;
  session: { user: { email: string; role: StaffRole; must_change_password: boolean } | null };
  editor: SectionEditorState;
  drafts: { drafts: DraftNote[] };
  content: { content: SiteContent };
}

/** The editor's first screen as drawn on the server: the section shown, what it opened with, the drafts' list. */
export interface EditorPrefill {
  section: ContentSectionId;
  state: LoadedSection;
  drafts: DraftNote[];
}

/** Who the server drew the page for, as the browser's session check would say it. */
export function signedInOnServer(answers: StaffEditorAnswers | undefined): StaffUser | null {
  const user = answers?.session.user;
  return user ? { email: user.email, role: user.role, mustChangePassword: user.must_change_password } : null;
}

/** The section's editor state as the browser's first load would give it (useSiteContentEditor's `loadSection`). */
export function editorPrefillOf(answers: StaffEditorAnswers | undefined): EditorPrefill | null {
  if (!answers || !isContentSectionId(answers.section)) return null;
  const { pricing, hours } = answers.content.content;
  return {
    section: answers.section,
    // The HTTP backend's preview address, relative to the site as its requests are.
    state: { ...answers.editor, previewUrl: previewPath(answers.section), figures: { pricing, hours } },
    drafts: answers.drafts.drafts,
  };
}
