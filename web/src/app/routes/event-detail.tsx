import { useParams } from 'react-router';
import { EventDetailPage } from '@/features/events/components/EventDetailPage.tsx';

// The page renders its own <title> and meta tags from the event it loads; route meta cannot see that data.
export function meta() {
  return [];
}

export default function EventDetailRoute() {
  const { id = '' } = useParams();
  // A fresh page per event, so moving between events never shows the previous one. The page is plain elements
  // (no MUI theme around it): see EventDetailPage.
  return <EventDetailPage key={id} id={id} />;
}
