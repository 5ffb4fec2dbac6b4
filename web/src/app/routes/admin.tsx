import { Outlet, useLoaderData, useNavigate } from 'react-router';
import { Themed } from '@/hydration/Themed.tsx';
import { useStaffAuth } from '@/features/admin/auth/api/staffSession.ts';
import { AdminGuard } from '@/features/admin/layout/components/AdminGuard.tsx';
import { AdminLayout } from '@/features/admin/layout/components/AdminLayout.tsx';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';
import { signedInOnServer } from '@/features/admin/content/api/editorPrefill.ts';
import type { Route } from './+types/admin';

export const meta = () => adminMeta('Admin');

/** Who the server drew the page for: only the self-hosted server's editor page is drawn for someone (see 033). */
export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: signedInOnServer(context.staffEditor) };
}

/** A navigation in the browser asks the server nothing: the sign-in is checked in the browser (AdminGuard). */
export function clientLoader() {
  return { signedIn: null };
}

export default function AdminRoute() {
  // Absent where the route is drawn without its loader (the staff area's tests).
  const signedIn = (useLoaderData<typeof loader>() as ReturnType<typeof loader> | undefined)?.signedIn ?? null;
  const { signOut } = useStaffAuth();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    navigate('/admin/login', { replace: true });
  };
  return (
    <Themed>
      <AdminGuard signedIn={signedIn}>
        <AdminLayout onLogout={() => void logout()}>
          <Outlet />
        </AdminLayout>
      </AdminGuard>
    </Themed>
  );
}
