import { DEFAULT_CONTACT_RETENTION_DAYS } from '@studio/core/retention';
import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '@/content/siteContent.tsx';

/**
 * How many days contact messages are kept, as the server that rendered the page is configured
 * (CONTACT_RETENTION_DAYS): the root route's loader data, so the HTML and the browser's render agree; the default
 * where there is none (a page rendered without a server, tests).
 */
export function useContactRetentionDays(): number {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  return data?.contactRetentionDays ?? DEFAULT_CONTACT_RETENTION_DAYS;
}
