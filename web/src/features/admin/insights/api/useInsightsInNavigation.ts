import type { StaffRole } from '@studio/core/staff/staff';
import { useEffect, useState } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';

/**
 * Whether the admin's navigation offers Insights: to Owners always, to Staff while an Owner lets them. Staff's
 * access is read once for the layout; until it is known (or when it cannot be read) Staff are not offered it.
 */
export function useInsightsInNavigation(role: StaffRole): boolean {
  const { insights } = useBackend();
  const [staffCanSee, setStaffCanSee] = useState(false);
  useEffect(() => {
    if (!insights || role === 'owner') return;
    let live = true;
    insights
      .settings()
      .then((settings) => live && setStaffCanSee(settings.staffCanSee))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [insights, role]);
  if (!insights) return false;
  return role === 'owner' || staffCanSee;
}
