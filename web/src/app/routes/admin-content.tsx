import { SiteContentPage } from '@/features/admin/content/components/SiteContentPage.tsx';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';

export const meta = () => adminMeta('Site Content');

export default function AdminContentRoute() {
  return <SiteContentPage />;
}
