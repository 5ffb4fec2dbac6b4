import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { StudioEvent } from '@studio/core/events';
import { formatDetailPrice, formatEventDate } from '@studio/core/format';
import { messages } from '@studio/core/messages';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/app/brand.ts';
import { errorMessage } from '@/backend/errors.ts';
import { MapEmbed } from '@/components/embeds/MapEmbed.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { siteConfig } from '@/content/siteConfig.ts';
import { useEventWithOthers } from '../api/useEventWithOthers.ts';
import { AddToCalendarButton } from './AddToCalendarButton.tsx';
import { FeaturedBadge } from './EventCard.tsx';
import { EventFacts } from './EventFacts.tsx';
import { EventHead, pageTitle } from './EventHead.tsx';
import { EventImage } from './EventImage.tsx';
import { EventLoadError, EventNotFound } from './EventDetailStates.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';
import { PageSection } from './PageHero.tsx';
import { EventGrid } from './UpcomingEvents.tsx';
import { ShareLinks } from './ShareLinks.tsx';

/** This page renders only in the browser (event pages are not prerendered), so the real address is known. */
function siteOrigin(): string {
  return typeof window === 'undefined' ? siteConfig.url : window.location.origin;
}

function EventDetails({ event, pageUrl }: { event: StudioEvent; pageUrl: string }) {
  return (
    <Box
      component="section"
      aria-labelledby="event-details-heading"
      sx={{
        gridArea: 'details',
        alignSelf: 'start',
        position: { md: 'sticky' },
        top: { md: 96 },
        p: { xs: 3, md: 3.5 },
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        background: `linear-gradient(160deg, ${brand.steel} 0%, ${brand.coal} 100%)`,
        display: 'grid',
        gap: 2.5,
      }}
    >
      <Typography id="event-details-heading" component="h2" variant="h6">
        Event Details
      </Typography>
      <EventFacts event={event} price={formatDetailPrice(event.price)} />
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {event.booking_url && (
          <Button
            href={event.booking_url}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="large"
            fullWidth
            endIcon={<OpenInNew aria-hidden="true" />}
          >
            Book Now
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
        )}
        <AddToCalendarButton event={event} pageUrl={pageUrl} />
      </Box>
      <Divider />
      <ShareLinks pageUrl={pageUrl} title={event.title} />
    </Box>
  );
}

function LoadedEvent({ event, others }: { event: StudioEvent; others: StudioEvent[] }) {
  const origin = siteOrigin();
  const pageUrl = `${origin}/events/${encodeURIComponent(event.id)}`;
  return (
    <Box component="main" id="main-content">
      <EventHead event={event} pageUrl={pageUrl} origin={origin} />
      <Box
        sx={{
          pt: { xs: 13, md: 16 },
          pb: { xs: 4, md: 6 },
          background: `radial-gradient(ellipse at 10% 0%, ${brand.red}4d 0%, transparent 55%), linear-gradient(180deg, ${brand.coal} 0%, ${brand.ink} 100%)`,
        }}
      >
        <Container maxWidth="lg">
          <Link
            component={RouterLink}
            to="/events"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              color: 'text.secondary',
              fontWeight: 700,
              mb: 3,
            }}
          >
            <ArrowBack sx={{ fontSize: 18 }} aria-hidden="true" />
            All Events
          </Link>
          {event.featured && (
            <Box sx={{ mb: 2 }}>
              <FeaturedBadge label="Featured Event" />
            </Box>
          )}
          <Typography
            component="h1"
            variant="h1"
            sx={{ fontSize: 'clamp(2rem, 6vw, 3.75rem)', maxWidth: 960, overflowWrap: 'anywhere' }}
          >
            {event.title}
          </Typography>
          <Typography
            sx={{ mt: 2, color: 'primary.light', fontWeight: 800, fontSize: { xs: '1.05rem', md: '1.2rem' } }}
          >
            {formatEventDate(event.date)} · {event.time}
          </Typography>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 9 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
            gridTemplateAreas: {
              xs: '"image" "details" "about" "map"',
              md: '"image details" "about details" "map details"',
            },
          }}
        >
          <Box sx={{ gridArea: 'image' }}>
            <EventImage src={event.image_url} ratio="16 / 9" eager rounded />
          </Box>
          <EventDetails event={event} pageUrl={pageUrl} />
          <Box component="section" aria-labelledby="about-event-heading" sx={{ gridArea: 'about' }}>
            <Typography id="about-event-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
              About This Event
            </Typography>
            {/* Plain text with the line breaks staff typed; React escapes it, so no markup can get in. */}
            <Typography
              data-testid="event-description"
              sx={{
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                color: 'text.secondary',
                fontSize: '1.075rem',
                lineHeight: 1.75,
              }}
            >
              {event.description}
            </Typography>
          </Box>
          <Box component="section" aria-labelledby="event-location-heading" sx={{ gridArea: 'map' }}>
            <Typography id="event-location-heading" component="h2" variant="h4" sx={{ mb: 1 }}>
              Location
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {event.location}
            </Typography>
            <MapEmbed query={event.location} title={`Map of ${event.location}`} />
          </Box>
        </Box>
      </Container>

      {others.length > 0 && (
        <PageSection id="other-events" title="Other Upcoming Events" tone="raised">
          <EventGrid events={others} />
        </PageSection>
      )}
    </Box>
  );
}

/** /events/{id}: loading, then the event, or the not-found page, or the load error. */
export function EventDetailPage({ id }: { id: string }) {
  const { status, data, error, others, reload } = useEventWithOthers(id);

  if (status === 'loading') {
    return (
      <Box component="main" id="main-content" sx={{ pt: { xs: 12, md: 16 }, minHeight: '100vh' }}>
        <title>{pageTitle('Event')}</title>
        <LoadingStatus label="Loading event" />
      </Box>
    );
  }
  if (status === 'error')
    return <EventLoadError message={errorMessage(error, messages.eventLoadFailed)} onRetry={reload} />;
  if (!data) return <EventNotFound />;
  return <LoadedEvent event={data.event} others={others} />;
}
