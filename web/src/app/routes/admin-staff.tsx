import { OwnersOnly } from '@/features/admin/auth/components/OwnersOnly.tsx';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';
import { StaffPage } from '@/features/admin/staff/components/StaffPage.tsx';

export const meta = () => adminMeta('Staff');

export default function AdminStaffRoute() {
  return (
    <OwnersOnly>
      <StaffPage />
    </OwnersOnly>
  );
}
