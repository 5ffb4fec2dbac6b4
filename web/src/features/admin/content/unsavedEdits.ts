import type { ContentSectionId } from '@studio/core/content/siteContent';

/**
 * A section's unsaved edits, kept in this browser's storage as they are typed so that a reload, a closed tab or a
 * slip of the finger loses nothing. One per section; `basis` names the live version and draft they were made on.
 */
export interface UnsavedEdit {
  basis: string;
  content: unknown;
}

/** Where a section's unsaved edit is kept: this, then the section's id (read by editorShown.ts's inline script too). */
export const UNSAVED_EDIT_KEY_PREFIX = 'studio.content-edit.';

const keyOf = (section: ContentSectionId) => `${UNSAVED_EDIT_KEY_PREFIX}${section}`;

/** Storage may be unavailable (private modes, a full quota): then edits are simply not kept. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readUnsavedEdit(section: ContentSectionId): UnsavedEdit | null {
  try {
    const text = storage()?.getItem(keyOf(section));
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<UnsavedEdit>;
    return typeof parsed.basis === 'string' && 'content' in parsed
      ? { basis: parsed.basis, content: parsed.content }
      : null;
  } catch {
    return null;
  }
}

export function keepUnsavedEdit(section: ContentSectionId, edit: UnsavedEdit): void {
  try {
    storage()?.setItem(keyOf(section), JSON.stringify(edit));
  } catch {
    // Full or refused: the edit stays on the page only.
  }
}

export function forgetUnsavedEdit(section: ContentSectionId): void {
  try {
    storage()?.removeItem(keyOf(section));
  } catch {
    // Nothing to forget.
  }
}
