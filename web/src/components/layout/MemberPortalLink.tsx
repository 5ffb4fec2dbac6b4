import { useSiteContent } from '@/content/siteContent.tsx';
import { ExternalButtonLink } from './ExternalButtonLink.tsx';

/** The members' portal of the gym-management provider, in a new tab; `className` sets the button's look. */
export function MemberPortalLink({ className }: { className: string }) {
  const { studio } = useSiteContent();
  return (
    <ExternalButtonLink className={className} href={studio.memberPortalUrl}>
      Member Portal
    </ExternalButtonLink>
  );
}
