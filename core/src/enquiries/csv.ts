/** CSV for spreadsheets, free of any library so the browser's backend adapter can use it without weight. */

/** The byte order mark that makes Excel read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula starts with `=`, `+`, `-` or `@` (or a tab / carriage return that
 * some trim first): a leading `'` makes it text (OWASP, CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One cell: neutralised, and quoted when it holds a quote, a comma or a line break. */
export function csvCell(value: string | number | null): string {
  const text = neutraliseCell(value === null ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
