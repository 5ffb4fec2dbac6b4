import { useParams } from 'react-router';
import { Themed } from '@/app/Themed.tsx';
import { EventDetailPage } from '@/features/events/components/EventDetailPage.tsx';

// The page renders its own <title> and meta tags from the event it loads; route meta cannot see that data.
export function meta() {
  return [];
}

export default function EventDetailRoute() {
  const { id = '' } = useParams();
  // A fresh page per event, so moving between events never shows the previous one.
  return (
    <Themed>
      <EventDetailPage key={id} id={id} />
    </Themed>
  );
}
