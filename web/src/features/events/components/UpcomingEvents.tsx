import EventBusy from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StudioEvent } from '@studio/core/events';
import { startTransition, useEffect, useState } from 'react';
import { useUpcomingEvents } from '../api/useUpcomingEvents.ts';
import { EventCard, FeaturedEventCard } from './EventCard.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';
import { PageSection } from './PageHero.tsx';

/** Cards drawn in the first pass, then per pass after it: about what a phone's screen shows, and a bit more. */
const FIRST_CARDS = 6;
const CARDS_PER_PASS = 9;

/**
 * How many of `total` cards to draw: a screenful at once, then the rest a batch per task. Fifty cards in one go
 * held a phone's main thread for about 300 ms (creating, styling and laying them out); in batches no task is long
 * and the page answers taps in between.
 */
function useCardsInBatches(total: number): number {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setShown((count) => count + CARDS_PER_PASS)));
    return () => window.clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

export function EventGrid({ events }: { events: StudioEvent[] }) {
  const shown = useCardsInBatches(events.length);
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {events.slice(0, shown).map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </Box>
  );
}

function NoUpcomingEvents() {
  return (
    <PageSection id="upcoming-events" title="Upcoming Events">
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 4, md: 6 },
          textAlign: 'center',
          borderStyle: 'dashed',
          bgcolor: 'background.paper',
          borderRadius: 3,
        }}
      >
        <EventBusy aria-hidden="true" sx={{ fontSize: 56, color: 'primary.light', mb: 2 }} />
        <Typography component="h3" variant="h4" sx={{ mb: 1.5 }}>
          No Upcoming Events
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
          There are no events on the calendar right now. New fight nights, seminars and socials are added regularly, so
          check back soon.
        </Typography>
      </Paper>
    </PageSection>
  );
}

/** Loading, then the featured and regular blocks, or the empty state (which also covers a failed load). */
export function UpcomingEvents() {
  const { loading, featured, regular } = useUpcomingEvents();

  if (loading) {
    return (
      // Holds a screen's height while loading so the sections below never jump into view and out again (CLS).
      <Box component="section" aria-label="Upcoming events" sx={{ minHeight: '100vh' }}>
        <LoadingStatus label="Loading events" />
      </Box>
    );
  }
  if (featured.length === 0 && regular.length === 0) return <NoUpcomingEvents />;

  return (
    <>
      {featured.length > 0 && (
        <PageSection id="featured-events" title="Featured Events">
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 3, md: 4 } }}>
            {featured.map((event) => (
              <li key={event.id}>
                <FeaturedEventCard event={event} />
              </li>
            ))}
          </Box>
        </PageSection>
      )}
      {regular.length > 0 && (
        <PageSection id="upcoming-events" title={featured.length > 0 ? 'More Upcoming Events' : 'Upcoming Events'}>
          <EventGrid events={regular} />
        </PageSection>
      )}
    </>
  );
}
