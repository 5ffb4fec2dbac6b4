import { adminMeta } from '@/features/admin/layout/adminMeta.ts';
import { SubmissionsPage } from '@/features/admin/submissions/components/SubmissionsPage.tsx';

export const meta = () => adminMeta('Contact Form Submissions');

export default function AdminDashboardRoute() {
  return <SubmissionsPage />;
}
