import { useSiteContent } from '@/content/siteContent.tsx';
import { GOAL_MARK } from '@/insights/insightsPage.ts';
import { ExternalButtonLink } from './ExternalButtonLink.tsx';

/**
 * The members' portal of the gym-management provider, in a new tab; `className` sets the button's look. A click on it
 * is a goal of studio insights.
 */
export function MemberPortalLink({ className }: { className: string }) {
  const { studio } = useSiteContent();
  return (
    <ExternalButtonLink className={className} href={studio.memberPortalUrl} {...{ [GOAL_MARK]: 'portal' }}>
      Member Portal
    </ExternalButtonLink>
  );
}
