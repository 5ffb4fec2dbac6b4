import { CONTENT_SECTIONS, isContentSectionId } from '@studio/core/content/siteContent';
import { editorPrefillOf } from '@/features/admin/content/api/editorPrefill.ts';
import { loadSectionEarly } from '@/features/admin/content/api/useSiteContentEditor.ts';
import { SiteContentPage } from '@/features/admin/content/components/SiteContentPage.tsx';
import { EDITOR_FORM_TITLE_ID } from '@/features/admin/content/editorShown.ts';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';
import type { Route } from './+types/admin-content';

export const meta = () => adminMeta('Site Content');

/** The section the self-hosted server drew for the person signed in, if it did (see 033). */
export function loader({ context }: Route.LoaderArgs) {
  const prefill = editorPrefillOf(context.staffEditor);
  // A page drawn whole paints before its code runs (root.tsx).
  return { prefill, drawnWhole: prefill !== null };
}

/** A navigation in the browser asks the server nothing: the editor loads its section itself. */
export function clientLoader() {
  return { prefill: null, drawnWhole: false };
}

// Opened from its address (a reload, a link) on a page the server did not draw the section on: the section's data is
// asked for as this code loads, before the page has hydrated and checked the sign-in, so that it is there when the
// editor is drawn.
if (
  typeof window !== 'undefined' &&
  window.location.pathname === '/admin/content' &&
  !document.getElementById(EDITOR_FORM_TITLE_ID)
) {
  const asked = new URLSearchParams(window.location.search).get('section');
  loadSectionEarly(isContentSectionId(asked) ? asked : CONTENT_SECTIONS[0]!.id);
}

export default function AdminContentRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage prefill={loaderData.prefill} />;
}
