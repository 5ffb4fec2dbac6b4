import { useEffect, useState } from 'react';
import { useEditorForm } from './editorForm.ts';

let waiting: (() => void)[] = [];

/**
 * Runs at once the work waiting for the next paint (afterNextPaint calls it after that paint): what the editor reads
 * before it acts (saving, leaving) then includes the keys typed in the last frame.
 */
export function flushAfterPaint(): void {
  const now = waiting;
  waiting = [];
  for (const work of now) work();
}

/**
 * Runs `work` once the browser has painted the frame being drawn: in the task after the next animation frame, with
 * every other piece of work asked for before then (so the parts they draw again are drawn in one render). Without
 * animation frames (a page in the background, a test's DOM), in the next task. A key typed into the editor shows
 * first; what only follows it (the count of changed fields, a field's length, an item's summary) a frame later.
 */
export function afterNextPaint(work: () => void): void {
  waiting.push(work);
  if (waiting.length > 1) return;
  if (typeof requestAnimationFrame !== 'function') setTimeout(flushAfterPaint, 0);
  else requestAnimationFrame(() => setTimeout(flushAfterPaint, 0));
}

/**
 * `work` as a function that may be called any number of times before the next paint and runs it once after it
 * (through `later`, afterNextPaint unless a test gives its own).
 */
export function onceAfterPaint(work: () => void, later: (run: () => void) => void = afterNextPaint): () => void {
  let asked = false;
  const run = () => {
    asked = false;
    work();
  };
  return () => {
    if (asked) return;
    asked = true;
    later(run);
  };
}

/**
 * What `compute` makes of the field `name` (a text's length, an item's title and changes), drawn again after the
 * paint of the key that changed it (see afterNextPaint) rather than within that key. `compute` must keep its
 * identity between renders (a function outside the component, or `useCallback`); `same` says when two results need
 * no new render.
 */
export function useFieldAfterPaint<T>(
  name: string,
  compute: (value: unknown) => T,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  const form = useEditorForm();
  const [value, setValue] = useState(() => compute(form.getValues(name)));
  useEffect(() => {
    const update = () => {
      const next = compute(form.getValues(name));
      setValue((before) => (same(before, next) ? before : next));
    };
    const stop = form.subscribe({ name, formState: { values: true }, callback: onceAfterPaint(update) });
    // A change between the first render and this subscription.
    update();
    return stop;
  }, [form, name, compute, same]);
  return value;
}
