import { createContext, use } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/** A section's content as the form holds it (react-hook-form names its fields by path: `plans.0.price`). */
export type ContentValues = Record<string, unknown>;

/**
 * The section's form, for its fields: one object for the form's life, so that handing it down draws nothing again
 * (react-hook-form's own FormProvider gives a new context value at every render of the form).
 */
export const EditorFormContext = createContext<UseFormReturn<ContentValues> | null>(null);

export function useEditorForm(): UseFormReturn<ContentValues> {
  const form = use(EditorFormContext);
  if (!form) throw new Error('The content fields are drawn inside a section form.');
  return form;
}
