import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GymWidget } from '@/components/embeds/GymWidget.tsx';
import { GradingSchedule } from './GradingSchedule.tsx';
import { PageHero, PageSection } from './PageHero.tsx';
import { PrivateEventCall } from './PrivateEventCall.tsx';
import { UpcomingEvents } from './UpcomingEvents.tsx';

/** /events: upcoming events (loaded in the browser), gradings, the provider's event schedule and private hire. */
export function EventsPage() {
  return (
    <Box component="main" id="main-content">
      <PageHero overline="What's on" title="Events">
        <Typography color="text.secondary" sx={{ mt: 2.5, maxWidth: 640, fontSize: { xs: '1.05rem', md: '1.2rem' } }}>
          Fight nights, seminars, gradings and socials at our Aintree and St Helens studios. Come and train, compete or
          cheer on your teammates.
        </Typography>
      </PageHero>
      <UpcomingEvents />
      <GradingSchedule />
      <PageSection
        id="event-schedule"
        title="Event Schedule"
        lead="Seminars, workshops and special sessions from our booking system, with live availability."
      >
        <GymWidget widget="events" title="Event schedule" />
      </PageSection>
      <PrivateEventCall />
    </Box>
  );
}
