import { Outlet, useNavigate } from 'react-router';
import { Themed } from '@/hydration/Themed.tsx';
import { useStaffAuth } from '@/features/admin/auth/api/staffSession.ts';
import { AdminGuard } from '@/features/admin/layout/components/AdminGuard.tsx';
import { AdminLayout } from '@/features/admin/layout/components/AdminLayout.tsx';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';

export const meta = () => adminMeta('Admin');

export default function AdminRoute() {
  const { signOut } = useStaffAuth();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    navigate('/admin/login', { replace: true });
  };
  return (
    <Themed>
      <AdminGuard>
        <AdminLayout onLogout={() => void logout()}>
          <Outlet />
        </AdminLayout>
      </AdminGuard>
    </Themed>
  );
}
