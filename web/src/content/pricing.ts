export type { MembershipPlan } from '@studio/core/content/siteContent';

/** £10, £70: whole pounds as the studio writes them. */
export function formatPlanPrice(price: number): string {
  return Number.isInteger(price) ? `£${price}` : `£${price.toFixed(2)}`;
}
