import { ImagesPage } from '@/features/admin/images/components/ImagesPage.tsx';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';

export const meta = () => adminMeta('Image Management');

export default function AdminImagesRoute() {
  return <ImagesPage />;
}
