import EventAvailable from '@mui/icons-material/EventAvailable';
import Button from '@mui/material/Button';
import type { StudioEvent } from '@studio/core/events';
import { siteConfig } from '@/content/siteConfig.ts';
import { downloadEventCalendar } from '../lib/downloadEventCalendar.ts';

/** Downloads the event as an .ics file that any calendar app can open. */
export function AddToCalendarButton({ event, pageUrl }: { event: StudioEvent; pageUrl: string }) {
  return (
    <Button
      variant="outlined"
      color="inherit"
      fullWidth
      startIcon={<EventAvailable aria-hidden="true" />}
      onClick={() => downloadEventCalendar(event, pageUrl, siteConfig.name)}
      sx={{ borderColor: 'rgba(255,255,255,0.35)' }}
    >
      Add to Calendar
    </Button>
  );
}
