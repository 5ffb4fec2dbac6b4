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

/** Marks each place the privacy notice states the period (tests find it by this attribute). */
export const CONTACT_RETENTION_ATTRIBUTE = 'data-contact-retention-days';
