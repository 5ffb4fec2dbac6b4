import { CONTACT_RETENTION_META, DEFAULT_CONTACT_RETENTION_DAYS } from '@studio/core/retention';

/**
 * How many days contact messages are kept, as whoever served this page configured it: the build renders the
 * default, the server (or `npm run deploy`) writes the configured period into every page's meta tag, and the
 * browser reads it from there, so its first render matches the HTML it hydrates.
 */
export function contactRetentionDays(): number {
  if (typeof document === 'undefined') return DEFAULT_CONTACT_RETENTION_DAYS;
  const days = Number(document.querySelector(`meta[name="${CONTACT_RETENTION_META}"]`)?.getAttribute('content'));
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_CONTACT_RETENTION_DAYS;
}
