import { DEFAULT_CONTACT_RETENTION_DAYS } from '@studio/core/enquiries/retention';
import { useRootLoaderData } from '@/content/siteContent.tsx';

/**
 * How many days contact messages are kept, as the server that rendered the page is configured
 * (CONTACT_RETENTION_DAYS): the root route's loader data, so the HTML and the browser's render agree; the default
 * where there is none (a page rendered without a server, tests).
 */
export function useContactRetentionDays(): number {
  return useRootLoaderData()?.contactRetentionDays ?? DEFAULT_CONTACT_RETENTION_DAYS;
}
