import { Themed } from '@/hydration/Themed.tsx';
import { SetPasswordPage } from '@/features/admin/account/components/SetPasswordPage.tsx';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';

export const meta = () => adminMeta('Set your password');

export default function AdminSetPasswordRoute() {
  return (
    <Themed>
      <SetPasswordPage />
    </Themed>
  );
}
