import AddIcon from '@mui/icons-material/Add';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudioEvent } from '@studio/core/events/events';
import { messages } from '@studio/core/shared/messages';
import { useRef, useState } from 'react';
import { BackToDashboard } from '../../shared/components/BackToDashboard.tsx';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx';
import { LoadingState } from '../../shared/components/LoadingState.tsx';
import { StatusBanners, useStatusBanners, type StatusBanner } from '../../shared/components/StatusBanners.tsx';
import { useAdminEvents } from '../api/useAdminEvents.ts';
import { AdminEventCard } from './AdminEventCard.tsx';
import { EventFormDialog, type EventSaveOutcome } from './EventFormDialog.tsx';

/** Which form is open: a new event, or the event being edited. */
type OpenForm = { event: StudioEvent | null } | null;

/** Event Management: every event, newest date first, with create, edit, feature and delete. */
export function EventsPage() {
  const { status, data: events, reload, saveEvent, setEventFeatured, deleteEvent, uploadEventImage } = useAdminEvents();
  const { banners, show, dismiss } = useStatusBanners();
  const [form, setForm] = useState<OpenForm>(null);
  const [pendingDelete, setPendingDelete] = useState<StudioEvent | null>(null);
  // The deleted item's button goes with it; focus moves to the page heading instead of being lost.
  const headingRef = useRef<HTMLHeadingElement>(null);

  const saved = ({ created, imageUploadFailed }: EventSaveOutcome) => {
    setForm(null);
    const outcome: StatusBanner[] = [
      { severity: 'success', message: created ? messages.eventCreated : messages.eventUpdated },
    ];
    if (imageUploadFailed) outcome.push({ severity: 'error', message: messages.eventImageUploadFailed });
    show(...outcome);
  };

  const toggleFeatured = async (event: StudioEvent) => {
    try {
      await setEventFeatured(event.id, !event.featured);
    } catch (error) {
      console.error('Feature toggle failed', error);
      show({ severity: 'error', message: messages.eventUpdateFailed });
    }
  };

  const confirmDelete = async () => {
    const event = pendingDelete;
    setPendingDelete(null);
    if (!event) return;
    try {
      await deleteEvent(event.id);
      headingRef.current?.focus();
      show({ severity: 'success', message: messages.eventDeleted });
    } catch (error) {
      console.error('Event delete failed', error);
      show({ severity: 'error', message: messages.eventDeleteFailed });
    }
  };

  return (
    <>
      <BackToDashboard />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}
      >
        <Typography ref={headingRef} tabIndex={-1} component="h1" variant="h3">
          Event Management
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ event: null })}>
          Create Event
        </Button>
      </Stack>
      <StatusBanners banners={banners} onDismiss={dismiss} />
      {status === 'loading' && <LoadingState label="Loading events" />}
      {status === 'error' && (
        <>
          <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }}>
            {messages.eventsLoadFailed}
          </Alert>
          <Button color="inherit" variant="outlined" onClick={reload}>
            Try again
          </Button>
        </>
      )}
      {status === 'success' && events?.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
          <EventBusyIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary', mb: 1 }} />
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
            No Events Found
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            You haven&apos;t created any events yet. Get started by creating your first event!
          </Typography>
        </Paper>
      )}
      {status === 'success' && events && events.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
          }}
        >
          {events.map((event) => (
            <li key={event.id}>
              <AdminEventCard
                event={event}
                onEdit={() => setForm({ event })}
                onToggleFeatured={() => void toggleFeatured(event)}
                onDelete={() => setPendingDelete(event)}
              />
            </li>
          ))}
        </Box>
      )}
      {form && (
        <EventFormDialog
          event={form.event}
          onClose={() => setForm(null)}
          onSaved={saved}
          saveEvent={saveEvent}
          uploadEventImage={uploadEventImage}
        />
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete event"
        message={messages.confirmDeleteEvent}
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
