import type { StudioEvent } from '@studio/core/events/events';
import { startTransition, useEffect, useState } from 'react';
import { EventCard } from './EventCard.tsx';

/** Cards drawn in the first pass, then per pass after it: about what a phone's screen shows, and a bit more. */
const FIRST_CARDS = 6;
const CARDS_PER_PASS = 9;

/**
 * How many of `total` cards to draw: a screenful at once, then the rest a batch per task. Fifty cards in one go
 * held a phone's main thread for about 300 ms (creating, styling and laying them out); in batches no task is long
 * and the page answers taps in between.
 */
function useCardsInBatches(total: number, inBatches: boolean): number {
  const [shown, setShown] = useState(inBatches ? FIRST_CARDS : total);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setShown((count) => count + CARDS_PER_PASS)));
    return () => window.clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** Event cards in one, two or three columns; `inBatches: false` draws them all at once (the server's HTML). */
export function EventGrid({ events, inBatches = true }: { events: StudioEvent[]; inBatches?: boolean }) {
  const shown = useCardsInBatches(events.length, inBatches);
  return (
    <ul className="grid-list grid-list--cards event-grid">
      {events.slice(0, shown).map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
