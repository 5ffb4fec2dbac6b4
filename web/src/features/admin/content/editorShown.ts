import { noteTypedBeforeHydration, RESTORING_ATTRIBUTE, TYPED_EARLY_KEY } from './components/typedBeforeHydration.ts';
import { EDITOR_SHOWN_MARK } from './editorShownMark.ts';
import { UNSAVED_EDIT_KEY_PREFIX } from './unsavedEdits.ts';
import { CONTENT_SECTIONS } from '@studio/core/content/siteContent';

/** The id of the section form's title: the form is in the document when it is. */
export const EDITOR_FORM_TITLE_ID = 'content-form-title';

/** The id of the list the section to edit is chosen from. */
export const SECTION_LIST_ID = 'content-section';

export function markEditorShown(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(EDITOR_SHOWN_MARK, 'mark').length > 0) return;
  performance.mark(EDITOR_SHOWN_MARK);
}

/**
 * A page whose section form the server drew (the self-hosted server, for the person signed in: docs/decisions/033)
 * shows it before its code runs: the mark is set once the document is parsed with the form in it and the frame
 * after that has been painted (the task after the next animation frame), whatever the code is doing. The form then
 * is on screen with its values and its styles (in the HTML's `<head>`), and what is typed into it is kept
 * (components/typedBeforeHydration.ts). Self-contained: it is turned into source text with `toString`.
 */
export function markServerDrawnEditor(formTitleId: string, mark: string): void {
  const whenParsed = () => {
    // Hidden while the edits this browser kept are brought back: the code marks it when shown.
    if (!document.getElementById(formTitleId) || document.documentElement.hasAttribute('data-editor-restoring')) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (performance.getEntriesByName(mark, 'mark').length === 0) performance.mark(mark);
      }, 0),
    );
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
}

/**
 * The inline script for the `<head>` of a page whose section form the server drew (entry.server.tsx), hashed into
 * its CSP like every inline script: the mark, and the note of what is typed before the code runs.
 */
export const serverDrawnEditorScript =
  `(${markServerDrawnEditor.toString()})(${JSON.stringify(EDITOR_FORM_TITLE_ID)},${JSON.stringify(EDITOR_SHOWN_MARK)});` +
  `(${noteTypedBeforeHydration.toString()})(${JSON.stringify(EDITOR_FORM_TITLE_ID)},${JSON.stringify(TYPED_EARLY_KEY)},${JSON.stringify(SECTION_LIST_ID)},${JSON.stringify(UNSAVED_EDIT_KEY_PREFIX)},${JSON.stringify(RESTORING_ATTRIBUTE)},${JSON.stringify(CONTENT_SECTIONS[0]!.id)})`;
