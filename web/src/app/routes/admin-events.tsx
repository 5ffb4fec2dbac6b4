import { EventsPage } from '@/features/admin/events/components/EventsPage.tsx';
import { adminMeta } from '@/features/admin/layout/adminMeta.ts';

export const meta = () => adminMeta('Event Management');

export default function AdminEventsRoute() {
  return <EventsPage />;
}
