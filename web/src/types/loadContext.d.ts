import type { SiteData } from '@studio/core/content/siteData';
import type { StaffEditorAnswers } from '@/features/admin/content/api/editorPrefill.ts';

// What the server hands every page loader (server/src/site/renderCache.ts, the Firebase site function).
declare module 'react-router' {
  interface AppLoadContext {
    site: SiteData;
    /** The visitor's address, where a page counts what they send (the free-trial booking form). */
    client?: { ip: string };
    /** The self-hosted server's staff API answers for the person the editor's first screen is drawn for. */
    staffEditor?: StaffEditorAnswers;
  }
}
