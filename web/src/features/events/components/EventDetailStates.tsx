import ArrowBack from '@mui/icons-material/ArrowBack';
import EventBusy from '@mui/icons-material/EventBusy';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@studio/core/messages';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pageTitle } from './EventHead.tsx';

function ViewAllEvents() {
  return (
    <Button component={RouterLink} to="/events" variant="contained" startIcon={<ArrowBack aria-hidden="true" />}>
      View All Events
    </Button>
  );
}

function StatePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" id="main-content" sx={{ pt: { xs: 14, md: 18 }, pb: { xs: 8, md: 12 }, minHeight: '70vh' }}>
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <EventBusy aria-hidden="true" sx={{ fontSize: 64, color: 'primary.light', mb: 2 }} />
        <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

export function EventNotFound() {
  return (
    <StatePage title={messages.eventNotFoundTitle}>
      <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
        {messages.eventNotFoundBody}
      </Typography>
      <ViewAllEvents />
    </StatePage>
  );
}

/** A load that failed (not a missing event): say why, and offer another go. */
export function EventLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatePage title="Event Unavailable">
      <Alert severity="error" sx={{ mb: 4, textAlign: 'left' }}>
        {message}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="outlined" color="inherit" startIcon={<Refresh aria-hidden="true" />} onClick={onRetry}>
          Try Again
        </Button>
        <ViewAllEvents />
      </Stack>
    </StatePage>
  );
}
