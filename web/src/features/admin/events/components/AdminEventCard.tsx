import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudioEvent } from '@studio/core/events/events';
import { formatEventDate, formatPrice } from '@studio/core/shared/format';
import { useId, type ReactNode } from 'react';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 18, mt: '2px' } }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function AdminEventCard({
  event,
  onEdit,
  onToggleFeatured,
  onDelete,
}: {
  event: StudioEvent;
  onEdit: () => void;
  onToggleFeatured: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '3 / 2',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {event.image_url ? (
          <Box
            component="img"
            src={event.image_url}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <EventIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
        )}
        {event.featured && (
          <Chip
            label="Featured"
            color="secondary"
            size="small"
            icon={<StarIcon aria-hidden />}
            sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 800 }}
          />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {event.title}
        </Typography>
        <Stack spacing={0.75} sx={{ mb: 1.5 }}>
          <Fact icon={<CalendarMonthIcon />}>{formatEventDate(event.date)}</Fact>
          <Fact icon={<ScheduleIcon />}>{event.time}</Fact>
          <Fact icon={<LocationOnIcon />}>{event.location}</Fact>
          {event.price !== null && (
            <Typography variant="body1" sx={{ fontWeight: 800, color: 'secondary.main' }}>
              {formatPrice(event.price)}
            </Typography>
          )}
        </Stack>
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {event.description}
        </Typography>
        {event.booking_url && (
          <Link
            href={event.booking_url}
            target="_blank"
            rel="noopener noreferrer"
            underline="always"
            sx={{ display: 'inline-block', mt: 1.5, overflowWrap: 'anywhere' }}
          >
            {event.booking_url}
          </Link>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          startIcon={<EditIcon />}
          onClick={onEdit}
          aria-label={`Edit ${event.title}`}
        >
          Edit
        </Button>
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          startIcon={event.featured ? <StarBorderIcon /> : <StarIcon />}
          onClick={onToggleFeatured}
          aria-label={`${event.featured ? 'Unfeature' : 'Feature'} ${event.title}`}
          sx={{ ml: '0 !important' }}
        >
          {event.featured ? 'Unfeature' : 'Feature'}
        </Button>
        <Button
          color="inherit"
          size="small"
          href="/events"
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewIcon />}
          aria-label={`Preview ${event.title} on the events page (opens in a new tab)`}
          sx={{ ml: '0 !important' }}
        >
          Preview
        </Button>
        <Button
          size="small"
          color="inherit"
          startIcon={<DeleteIcon />}
          onClick={onDelete}
          aria-label={`Delete ${event.title}`}
          sx={{ ml: '0 !important' }}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
