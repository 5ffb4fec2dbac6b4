import { messages } from '@studio/core/shared/messages';
import { data, useParams, useRevalidator } from 'react-router';
import { EventLoadError } from '@/features/events/components/EventDetailStates.tsx';
import { EventDetailPage } from '@/features/events/components/EventDetailPage.tsx';
import type { Route } from './+types/event-detail';

/** The event comes with the page's HTML (title, date, Open Graph, JSON-LD); an unknown id answers 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const found = await context.site.eventWithOthers(params.id);
  // Share links, og:url and the JSON-LD name the page at the address it was asked for.
  const origin = new URL(request.url).origin;
  return found ? { found, origin } : data({ found, origin }, { status: 404 });
}

// The page renders its own <title> and meta tags from its event (React places them in the document head).
export function meta() {
  return [];
}

export default function EventDetailRoute({ loaderData }: Route.ComponentProps) {
  const { found, origin } = loaderData;
  // A fresh page per event, so moving between events never shows the previous one. The page is plain elements
  // (no MUI theme around it): see EventDetailPage.
  return <EventDetailPage key={found?.event.id ?? ''} found={found} origin={origin} />;
}

/** The event could not be read (the server failed, or a navigation's request did not get through). */
export function ErrorBoundary() {
  const { id = '' } = useParams();
  const revalidator = useRevalidator();
  return <EventLoadError key={id} message={messages.eventLoadFailed} onRetry={() => void revalidator.revalidate()} />;
}
