import { contentChanges } from '@studio/core/content/siteContentDiff';
import { getAt, pathKey } from './contentFields.ts';

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * The changed fields (as paths, `reviews.4.text`) of the form's content against the saved content: after an edit of
 * one field (`name`, as react-hook-form names it), only that field's part is compared again, so a keystroke costs the
 * same in the largest section as in the smallest. The whole content is compared when there is no earlier answer, no
 * name (content replaced as a whole), or the field lies in a part that the saved content has not, or has as another
 * kind (an item added since: the whole item is one change), as `contentChanges` counts such parts whole.
 */
export function changedFields(
  saved: unknown,
  values: unknown,
  earlier: readonly string[] | null = null,
  name?: string,
): string[] {
  const everything = () => contentChanges(saved, values).map((change) => pathKey(change.path));
  if (!earlier || !name) return everything();
  const path = name.split('.');
  for (let depth = 0; depth < path.length; depth++) {
    const before = getAt(saved, path.slice(0, depth));
    const after = getAt(values, path.slice(0, depth));
    if (!isContainer(before) || !isContainer(after) || Array.isArray(before) !== Array.isArray(after))
      return everything();
    const part = path[depth]!;
    // A list position or key only one side has: contentChanges counts it whole.
    if (!(part in before) || !(part in after)) return everything();
  }
  const inside = (key: string) => key === name || key.startsWith(`${name}.`);
  return [
    ...earlier.filter((key) => !inside(key)),
    ...contentChanges(getAt(saved, path), getAt(values, path), path).map((change) => pathKey(change.path)),
  ];
}
