import { Themed } from '@/hydration/Themed.tsx';
import { AdminLoginPage } from '@/features/admin/auth/components/AdminLoginPage.tsx';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';

export const meta = () => adminMeta('Admin Login');

export default function AdminLoginRoute() {
  return (
    <Themed>
      <AdminLoginPage />
    </Themed>
  );
}
