import { InsightsPage } from '@/features/admin/insights/components/InsightsPage.tsx';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';

export const meta = () => adminMeta('Insights');

export default function AdminInsightsRoute() {
  return <InsightsPage />;
}
