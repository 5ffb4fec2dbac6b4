import AccessTime from '@mui/icons-material/AccessTime';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import LocationOn from '@mui/icons-material/LocationOn';
import Box from '@mui/material/Box';
import type { StudioEvent } from '@studio/core/events';
import { formatEventDate } from '@studio/core/format';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { eventStartDateTime } from '../lib/eventStructuredData.ts';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.25 }}>
      <Box aria-hidden="true" sx={{ color: 'primary.light', display: 'flex', mt: '1px', '& svg': { fontSize: 20 } }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </Box>
    </Box>
  );
}

/** Date, time, location and price of an event as a short list with icons; the price line reads as the caller formats it. */
export function EventFacts({ event, price, dense = false }: { event: StudioEvent; price: string; dense?: boolean }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: dense ? 0.75 : 1.25,
        color: 'text.secondary',
        fontSize: dense ? '0.95rem' : '1rem',
      }}
    >
      <Fact icon={<CalendarMonth />} label="Date">
        <time dateTime={eventStartDateTime(event)}>{formatEventDate(event.date)}</time>
      </Fact>
      <Fact icon={<AccessTime />} label="Time">
        {event.time}
      </Fact>
      <Fact icon={<LocationOn />} label="Location">
        {event.location}
      </Fact>
      <Fact icon={<ConfirmationNumber />} label="Price">
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
          {price}
        </Box>
      </Fact>
    </Box>
  );
}
