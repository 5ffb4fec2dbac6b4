/**
 * C0 controls other than tab, line feed and carriage return, DEL, and unpaired surrogates: never part of real text,
 * and SQLite would silently cut a string at a NUL. Both backends refuse text that holds one.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udfff]/u;

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

/** Whether any string in a parsed JSON value (keys included) holds a control character. Iterative: JSON may nest deeply. */
export function hasControlCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (CONTROL_CHARACTERS.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (CONTROL_CHARACTERS.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
