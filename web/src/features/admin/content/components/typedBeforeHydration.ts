/**
 * What is typed into the form the server drew (docs/decisions/033) before the editor's code has taken it over. That
 * form is on screen and takes keys from its first paint, but the section's form (react-hook-form) writes each field's
 * starting text into its box as it takes the box over, and hears no key typed before: the keys would be wiped, or
 * shown and not counted. So an inline script in the page's `<head>` notes each box's text as it is typed
 * (`noteTypedBeforeHydration`), and once the form has taken the boxes over it types that text in again
 * (`typeAgainWhatWasTyped`): each box then reports its text as a key would, and counts as an edit.
 */

/** Where the note is kept on `window` until the form takes it. */
export const TYPED_EARLY_KEY = '__studioTypedBeforeHydration';

/**
 * Notes the text of each box of the form whose title has id `formTitleId` as it is typed, until the note is taken;
 * until then, too, a section chosen in the list `sectionListId` is opened by loading its address.
 * Self-contained: it is turned into source text with `toString` (editorShown.ts).
 */
export function noteTypedBeforeHydration(
  formTitleId: string,
  key: string,
  sectionListId: string,
  keptEditKey: string,
  restoringAttribute: string,
  firstSection: string,
): void {
  const typed = new Map<string, string>();
  const holder = window as unknown as Record<string, unknown>;
  holder[key] = typed;
  // This browser kept unsaved edits of the section: the form the server drew lacks them, so it is hidden until the
  // code has brought them back (useSectionForm), rather than shown and edited, then redrawn under the person's hand.
  try {
    if (localStorage.getItem(keptEditKey + (new URLSearchParams(location.search).get('section') ?? firstSection))) {
      document.documentElement.setAttribute(restoringAttribute, '');
      const style = document.createElement('style');
      style.textContent = `[${restoringAttribute}] form[aria-labelledby="${formTitleId}"]{visibility:hidden}`;
      document.head.append(style);
    }
  } catch {
    // Storage switched off: nothing kept.
  }
  const note = (event: Event) => {
    if (holder[key] !== typed) {
      document.removeEventListener('input', note, true);
      return;
    }
    const box = event.target;
    if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement) || !box.name) return;
    const form = document.getElementById(formTitleId)?.closest('form');
    if (form?.contains(box)) typed.set(box.name, box.value);
  };
  document.addEventListener('input', note, true);
  // Another section chosen before the code runs opens it, as a link would: the server draws that one.
  document.addEventListener('change', (event) => {
    const list = event.target;
    if (holder[key] !== typed || !(list instanceof HTMLSelectElement) || list.id !== sectionListId) return;
    const address = new URL(location.href);
    address.searchParams.set('section', list.value);
    location.assign(address.href);
  });
  // Enter in a box before the code runs sends nothing (the form has no address to go to); the kept tap on Save
  // draft it makes (keepTaps.ts) saves once the code runs, as Enter does then.
  document.addEventListener('submit', (event) => {
    if (holder[key] === typed && event.target === document.getElementById(formTitleId)?.closest('form')) {
      event.preventDefault();
    }
  });
}

/** On the document while the form the server drew waits for the edits this browser kept (see the note's script). */
export const RESTORING_ATTRIBUTE = 'data-editor-restoring';

/** The form the server drew is shown, the edits this browser kept brought back into it. */
export function showRestoredForm(): void {
  document.documentElement.removeAttribute(RESTORING_ATTRIBUTE);
}

/** Whether the form the server drew is on the page and not yet taken over by the editor's code. */
export function serverDrawnFormWaiting(): boolean {
  return (
    typeof window !== 'undefined' && (window as unknown as Record<string, unknown>)[TYPED_EARLY_KEY] instanceof Map
  );
}

/** The boxes' texts noted before the form took them over, taken once (nothing on a page the server did not draw). */
function takeTypedBeforeHydration(): ReadonlyMap<string, string> | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as Record<string, unknown>;
  const typed = holder[TYPED_EARLY_KEY];
  if (!(typed instanceof Map)) return null;
  holder[TYPED_EARLY_KEY] = null;
  return typed as ReadonlyMap<string, string>;
}

/**
 * Types in again, as the browser would, what was typed into `form`'s boxes before it was taken over, then an input
 * event (React's change handlers and the long texts' listeners both hear it). React hears an input event only when
 * the box's text differs from the text it last saw (as it hydrated the box, it saw what was typed): so the box is
 * first set to another text through React's own setter, then to the typed text past it. Called once the fields are
 * registered (the form's first effect).
 */
export function typeAgainWhatWasTyped(form: HTMLFormElement | null): void {
  const typed = takeTypedBeforeHydration();
  if (!form || !typed) return;
  for (const [name, value] of typed) {
    const box = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`);
    if (!box || box.type === 'checkbox' || box.type === 'radio') continue;
    const prototype = box instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    box.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(box, value);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
