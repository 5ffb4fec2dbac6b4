/**
 * How long contact messages are kept before they are deleted automatically (UK GDPR storage limitation).
 * One setting read by the retention sweep, the admin inbox's policy line and the privacy notice.
 */
export const DEFAULT_CONTACT_RETENTION_DAYS = 365;

/** The retention period in the words people use: "12 months", "6 months", "90 days", "1 day". */
export function describeRetention(days: number): string {
  if (!Number.isInteger(days) || days <= 0)
    throw new RangeError(`Retention must be a whole number of days, got ${days}`);
  if (days % 365 === 0) return days === 365 ? '12 months' : `${days / 365} years`;
  if (days % 30 === 0) return days === 30 ? '1 month' : `${days / 30} months`;
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * The public pages are built once with the default period; whoever serves them writes the configured one in (the
 * self-hosted server as it loads the build, `npm run deploy` into the Firebase build). Every page's `<head>` holds
 * the period in this meta tag, so the browser renders the same period after a client-side navigation, and the
 * privacy notice marks each place it states the period with this attribute.
 */
export const CONTACT_RETENTION_META = 'contact-retention-days';
export const CONTACT_RETENTION_ATTRIBUTE = 'data-contact-retention-days';

const RETENTION_META = new RegExp(`(<meta name="${CONTACT_RETENTION_META}" content=")\\d+(")`, 'g');
const RETENTION_MARK = new RegExp(`(<span ${CONTACT_RETENTION_ATTRIBUTE}=")\\d+(">)[^<]*(</span>)`, 'g');

/** A built page with `days` as its retention period, in the meta tag and in every marked statement of it. */
export function fillContactRetention(html: string, days: number): string {
  const words = describeRetention(days);
  return html
    .replace(RETENTION_META, `$1${days}$2`)
    .replace(
      RETENTION_MARK,
      (_match, open: string, close: string, end: string) => `${open}${days}${close}${words}${end}`,
    );
}
