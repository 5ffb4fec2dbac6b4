import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { studioToday } from '@studio/core/eventRules';
import { formatSubmissionDate } from '@studio/core/format';
import { formatSessionTime } from '@studio/core/sessionTime';
import { addDays, STUDIO_SITES, type StudioSite } from '@studio/core/timetable';
import type { TrialBooking, TrialMailSettings, TrialOutcome, TrialRegister } from '@studio/core/trials';
import { useEffect, useId, useState } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { errorMessage } from '@/backend/errors.ts';
import type { TrialAdmin } from '@/backend/port.ts';
import { useSignedInStaff } from '../../auth/api/signedInStaff.ts';
import { LoadingState } from '../../layout/components/LoadingState.tsx';
import { downloadCsv } from '../../submissions/api/downloadCsv.ts';

const FAILED = 'That did not work. Please try again.';

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

function CancelDialog({
  booking,
  onClose,
  onCancel,
}: {
  booking: TrialBooking | null;
  onClose: () => void;
  onCancel: (reason: string) => Promise<void>;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog open={booking !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Cancel booking</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Cancel {booking?.name}&apos;s free trial? They are sent the reason below and a link to book again.
        </Typography>
        <TextField
          label="Reason for the visitor"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          error={problem !== null}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Keep booking
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={async () => {
            if (!reason.trim()) {
              setProblem('Please give a reason for the visitor');
              return;
            }
            try {
              await onCancel(reason.trim());
            } catch (error) {
              setProblem(errorMessage(error, FAILED));
            }
          }}
        >
          Cancel booking
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function BookingRow({
  booking,
  onOutcome,
  onCancel,
}: {
  booking: TrialBooking;
  onOutcome: (outcome: TrialOutcome | null) => void;
  onCancel: () => void;
}) {
  const cancelled = booking.status === 'cancelled';
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {booking.name}
        {cancelled && ` (cancelled${booking.cancelReason ? `: ${booking.cancelReason}` : ''})`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {booking.email} · {booking.phone}
        {booking.childName && ` · Child: ${booking.childName}, age ${booking.childAge} (booked by ${booking.guardian})`}
        {` · Booked ${formatSubmissionDate(booking.createdAt)}`}
      </Typography>
      {!cancelled && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {(['attended', 'no-show'] as const).map((outcome) => (
            <Button
              key={outcome}
              size="small"
              variant={booking.outcome === outcome ? 'contained' : 'outlined'}
              aria-pressed={booking.outcome === outcome}
              onClick={() => onOutcome(booking.outcome === outcome ? null : outcome)}
              sx={{ minHeight: 44 }}
            >
              {outcome === 'attended' ? 'Attended' : 'No-show'}
            </Button>
          ))}
          <Button size="small" color="error" onClick={onCancel} sx={{ minHeight: 44 }}>
            Cancel booking
          </Button>
        </Stack>
      )}
    </Box>
  );
}

function Settings({
  trials,
  settings,
  onSaved,
}: {
  trials: TrialAdmin;
  settings: TrialMailSettings;
  onSaved: (s: TrialMailSettings) => void;
}) {
  const save = async (next: TrialMailSettings) => onSaved(await trials.setSettings(next));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Follow-up e-mails
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={settings.thanks}
            onChange={(event) => void save({ ...settings, thanks: event.target.checked })}
          />
        }
        label='"Thanks for coming" after Attended'
      />
      <FormControlLabel
        control={
          <Switch
            checked={settings.missed}
            onChange={(event) => void save({ ...settings, missed: event.target.checked })}
          />
        }
        label='"Sorry we missed you" after No-show'
      />
    </Paper>
  );
}

/** Trials (both roles): the register of a day at one site, attendance, cancelling with a reason, the CSV. */
export function TrialsPage() {
  const backend = useBackend();
  const user = useSignedInStaff();
  const trials = backend.trials;
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const [day, setDay] = useState(() => params.get('day') ?? studioToday());
  const [site, setSite] = useState<StudioSite>(() => (params.get('site') === 'st-helens' ? 'St Helens' : 'Aintree'));
  const [data, setData] = useState<{ register: TrialRegister; settings: TrialMailSettings } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<TrialBooking | null>(null);

  // Bumped after each change, so the register is read again.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!trials) return;
    let live = true;
    trials.register(day, site).then(
      (loaded) => {
        if (!live) return;
        setData(loaded);
        setProblem(null);
      },
      (error: unknown) => live && setProblem(errorMessage(error, FAILED)),
    );
    return () => {
      live = false;
    };
  }, [trials, day, site, version]);
  const load = async () => setVersion((current) => current + 1);

  if (!trials) return <Alert severity="info">Free trial bookings cannot be reached from this admin.</Alert>;
  const act = async (work: () => Promise<void>) => {
    try {
      await work();
      await load();
    } catch (error) {
      setProblem(errorMessage(error, FAILED));
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>
        Trials
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Day"
          type="date"
          value={day}
          onChange={(event) => event.target.value && setDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Site"
          value={site}
          onChange={(event) => setSite(event.target.value as StudioSite)}
          sx={{ minWidth: 160 }}
        >
          {STUDIO_SITES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={() => void act(async () => downloadCsv(await trials.exportCsv(day, site), `trials-${day}.csv`))}
        >
          Export CSV
        </Button>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
      {!data ? (
        <LoadingState label="Loading the register" />
      ) : (
        <>
          <nav aria-label="The next 7 days">
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {data.register.week.map((entry) => (
                <Button
                  key={entry.day}
                  size="small"
                  variant={entry.day === day ? 'contained' : 'outlined'}
                  aria-current={entry.day === day ? 'date' : undefined}
                  onClick={() => setDay(entry.day)}
                  sx={{ minHeight: 44 }}
                >
                  {dayLabel(entry.day)}: {entry.booked} {entry.booked === 1 ? 'trial' : 'trials'}
                </Button>
              ))}
              <Button size="small" onClick={() => setDay(addDays(day, 7))} sx={{ minHeight: 44 }}>
                Next 7 days
              </Button>
            </Stack>
          </nav>
          {data.register.sessions.length === 0 && <Typography>No sessions at {site} on this day.</Typography>}
          {data.register.sessions.map((session) => (
            <Paper
              key={session.key}
              variant="outlined"
              component="section"
              aria-label={`${session.className} ${session.start}`}
              sx={{ p: 2 }}
            >
              <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
                {formatSessionTime(session.start, session.end)} {session.className}
              </Typography>
              <Typography color={session.booked > session.places ? 'error' : 'text.secondary'} sx={{ fontWeight: 700 }}>
                {session.booked} / {session.places} booked{session.booked > session.places ? ' (over)' : ''}
                {session.off && ` · Off: ${session.off}`}
              </Typography>
              {session.bookings.length > 0 && (
                <Box component="ul" sx={{ m: 0, p: 0, mt: 1 }}>
                  {session.bookings.map((booking) => (
                    <BookingRow
                      key={booking.id}
                      booking={booking}
                      onOutcome={(outcome) => void act(() => trials.setOutcome(booking.id, outcome))}
                      onCancel={() => setCancelling(booking)}
                    />
                  ))}
                </Box>
              )}
            </Paper>
          ))}
          {user.role === 'owner' && (
            <Settings trials={trials} settings={data.settings} onSaved={(settings) => setData({ ...data, settings })} />
          )}
        </>
      )}
      <CancelDialog
        key={cancelling?.id ?? 'none'}
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancel={async (reason) => {
          await trials.cancel(cancelling!.id, reason);
          setCancelling(null);
          await load();
        }}
      />
    </Stack>
  );
}
