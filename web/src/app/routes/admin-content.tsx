import { CONTENT_SECTIONS, isContentSectionId } from '@studio/core/content/siteContent';
import { loadSectionEarly } from '@/features/admin/content/api/useSiteContentEditor.ts';
import { SiteContentPage } from '@/features/admin/content/components/SiteContentPage.tsx';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';

export const meta = () => adminMeta('Site Content');

// Opened from its address (a reload, a link): the section's data is asked for as this code loads, before the page
// has hydrated and checked the sign-in, so that it is there when the editor is drawn.
if (typeof window !== 'undefined' && window.location.pathname === '/admin/content') {
  const asked = new URLSearchParams(window.location.search).get('section');
  loadSectionEarly(isContentSectionId(asked) ? asked : CONTENT_SECTIONS[0]!.id);
}

export default function AdminContentRoute() {
  return <SiteContentPage />;
}
