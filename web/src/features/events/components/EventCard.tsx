import ArrowForward from '@mui/icons-material/ArrowForward';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { StudioEvent } from '@studio/core/events';
import { formatListPrice } from '@studio/core/format';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/app/brand.ts';
import { DateBadge, EventImage } from './EventImage.tsx';
import { EventFacts } from './EventFacts.tsx';

/** The whole card is one link target: the title link stretches over it, so keyboard and screen readers meet one link. */
const stretchedLink = {
  color: 'text.primary',
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: 'inherit' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${brand.gold}`, outlineOffset: 2 },
} as const;

const cardSurface = {
  position: 'relative',
  overflow: 'hidden',
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 3,
  transition: 'transform 200ms ease-out, border-color 200ms ease-out, box-shadow 200ms ease-out',
  '&:hover, &:focus-within': {
    transform: 'translateY(-4px)',
    borderColor: 'rgba(255,90,95,0.55)',
    boxShadow: '0 18px 40px rgba(0,0,0,0.45)',
  },
  '&:hover img': { transform: 'scale(1.04)' },
  '& img': { transition: 'transform 400ms ease-out' },
} as const;

/** The gold chip that marks a featured event: on its card and, labelled 'Featured Event', on its own page. */
export function FeaturedBadge({ label = 'Featured' }: { label?: string }) {
  return (
    <Chip
      icon={<Star aria-hidden="true" />}
      label={label}
      size="small"
      sx={{
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 800,
        '& .MuiChip-icon': { color: 'inherit' },
      }}
    />
  );
}

function ViewEventCue() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'primary.light',
        fontWeight: 800,
        fontSize: '0.9rem',
        letterSpacing: '0.04em',
      }}
    >
      View event <ArrowForward sx={{ fontSize: 18 }} />
    </Box>
  );
}

/** A regular event in a grid: picture with date badge, then title, facts and price. */
export function EventCard({ event, headingLevel = 'h3' }: { event: StudioEvent; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box component="article" sx={{ ...cardSurface, display: 'flex', flexDirection: 'column', height: '100%' }}>
      <EventImage src={event.image_url}>
        <DateBadge date={event.date} />
      </EventImage>
      <Box sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, flexGrow: 1 }}>
        {event.featured && (
          <Box>
            <FeaturedBadge />
          </Box>
        )}
        <Typography component={headingLevel} variant="h5" sx={{ fontSize: '1.25rem', lineHeight: 1.25 }}>
          <Link
            component={RouterLink}
            to={`/events/${encodeURIComponent(event.id)}`}
            underline="none"
            sx={stretchedLink}
          >
            {event.title}
          </Link>
        </Typography>
        <EventFacts event={event} price={formatListPrice(event.price)} dense />
        <Box sx={{ mt: 'auto' }}>
          <ViewEventCue />
        </Box>
      </Box>
    </Box>
  );
}

/** A featured event: a wide card with the picture beside the text on larger screens. */
export function FeaturedEventCard({ event }: { event: StudioEvent }) {
  return (
    <Box
      component="article"
      sx={{
        ...cardSurface,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
        background: `linear-gradient(120deg, ${brand.coal} 0%, ${brand.steel} 100%)`,
        borderColor: 'rgba(245,183,0,0.35)',
      }}
    >
      <EventImage src={event.image_url} ratio="16 / 10">
        <DateBadge date={event.date} />
      </EventImage>
      <Box sx={{ p: { xs: 3, md: 5 }, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 2.5 }}>
        <Box>
          <FeaturedBadge />
        </Box>
        <Typography component="h3" variant="h3">
          <Link
            component={RouterLink}
            to={`/events/${encodeURIComponent(event.id)}`}
            underline="none"
            sx={stretchedLink}
          >
            {event.title}
          </Link>
        </Typography>
        <EventFacts event={event} price={formatListPrice(event.price)} />
        <Box>
          <ViewEventCue />
        </Box>
      </Box>
    </Box>
  );
}
