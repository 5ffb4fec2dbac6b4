import { pathKey } from '../contentFields.ts';
import { useEditorForm } from './editorForm.ts';
import type { Path } from './fieldProps.ts';

/** An emptied optional field means "none". */
export const emptyAsNull = (typed: unknown) => (typed === '' ? null : typed);

/** What a field holds now, for its input's first value (the input keeps what is typed after that). */
export function useInitialText(path: Path): string {
  const { getValues } = useEditorForm();
  const value = getValues(pathKey(path));
  return value === undefined || value === null ? '' : String(value);
}
