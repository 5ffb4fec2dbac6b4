import { adminMeta } from '@/features/admin/layout/adminMeta.ts';
import { TrialsPage } from '@/features/admin/trials/components/TrialsPage.tsx';

export const meta = () => adminMeta('Trials');

export default function AdminTrialsRoute() {
  return <TrialsPage />;
}
