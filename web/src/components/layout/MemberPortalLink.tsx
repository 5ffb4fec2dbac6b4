import { siteConfig } from '@/content/siteConfig.ts';
import { OpenInNewIcon } from './icons.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/** The members' portal of the gym-management provider, in a new tab; `className` sets the button's look. */
export function MemberPortalLink({ className }: { className: string }) {
  return (
    <a className={className} href={siteConfig.memberPortalUrl} target="_blank" rel="noopener noreferrer">
      Member Portal
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      <span className="button__end-icon">
        <OpenInNewIcon />
      </span>
    </a>
  );
}
