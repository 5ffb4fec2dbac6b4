/**
 * The user timing mark set once per page load when the Site Content editor first shows a section's form: how soon
 * the editor appears, as `npm run bench -- --editor-only` reads it from Lighthouse (and a browser's performance
 * panel shows it).
 */
export const EDITOR_SHOWN_MARK = 'content-editor-shown';

export function markEditorShown(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(EDITOR_SHOWN_MARK, 'mark').length > 0) return;
  performance.mark(EDITOR_SHOWN_MARK);
}
