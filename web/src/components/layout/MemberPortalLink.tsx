import { siteConfig } from '@/content/siteConfig.ts';
import { ExternalButtonLink } from './ExternalButtonLink.tsx';

/** The members' portal of the gym-management provider, in a new tab; `className` sets the button's look. */
export function MemberPortalLink({ className }: { className: string }) {
  return (
    <ExternalButtonLink className={className} href={siteConfig.memberPortalUrl}>
      Member Portal
    </ExternalButtonLink>
  );
}
