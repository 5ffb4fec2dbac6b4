/**
 * What differs between two versions of a section, field by field: what the History shows for each version and
 * what the editor counts as unsaved changes.
 */
export interface ContentChange {
  /** Where: object keys and list positions. */
  path: (string | number)[];
  /** undefined when the item was added. */
  before: unknown;
  /** undefined when the item was removed. */
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field that differs, in the order the section lists them; a list item added or removed is one change. */
export function contentChanges(before: unknown, after: unknown, path: (string | number)[] = []): ContentChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: ContentChange[] = [];
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      if (index >= before.length) changes.push({ path: [...path, index], before: undefined, after: after[index] });
      else if (index >= after.length) changes.push({ path: [...path, index], before: before[index], after: undefined });
      else changes.push(...contentChanges(before[index], after[index], [...path, index]));
    }
    return changes;
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => contentChanges(before[key], after[key], [...path, key]));
  }
  return Object.is(before, after) ? [] : [{ path, before, after }];
}

/**
 * Whether `next` changes nothing of `live`. Such a version is never written: a publish, a restore or a schedule of
 * it is refused (`contentMessages.nothingToPublish`), so the History never shows a version where nothing differs.
 */
export function changesNothing(live: unknown, next: unknown): boolean {
  return contentChanges(live, next).length === 0;
}
