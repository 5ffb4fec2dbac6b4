import { ActivityPage } from '@/features/admin/activity/components/ActivityPage.tsx';
import { OwnersOnly } from '@/features/admin/auth/components/OwnersOnly.tsx';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';

export const meta = () => adminMeta('Activity');

export default function AdminActivityRoute() {
  return (
    <OwnersOnly>
      <ActivityPage />
    </OwnersOnly>
  );
}
