/**
 * The user timing mark set once per page load when the Site Content editor first shows a section's form: how soon
 * the editor appears, as `npm run bench -- --editor-only` reads it from Lighthouse (and a browser's performance
 * panel shows it). Apart from editorShown.ts, which sets it in the browser, so the bench reads the name alone.
 */
export const EDITOR_SHOWN_MARK = 'content-editor-shown';
