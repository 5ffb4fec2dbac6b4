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
import { formatSubmissionDate } from '@studio/core/shared/format';
import { formatSessionTime } from '@studio/core/timetable/sessionTime';
import { addDays, STUDIO_SITES, type StudioSite } from '@studio/core/timetable/timetable';
import { outcomeProblem } from '@studio/core/trials/trialRegister';
import {
  formatTrialDay,
  TRIAL_OUTCOME_LABELS,
  type TrialBooking,
  type TrialMailSettings,
  type TrialOutcome,
  type TrialRegister,
} from '@studio/core/trials/trials';
import { Fragment, useEffect, useId, useState } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { errorMessage } from '@/backend/errors.ts';
import type { TrialAdmin } from '@/backend/port.ts';
import { useSignedInStaff } from '../../shared/api/signedInStaff.ts';
import { useConfirmation } from '../../shared/components/Confirmation.tsx';
import { LoadingState } from '../../shared/components/LoadingState.tsx';
import { MailWarning } from '../../shared/components/MailWarning.tsx';
import { downloadCsv } from '../../shared/api/downloadCsv.ts';

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
  now,
  onOutcome,
  onCancel,
}: {
  booking: TrialBooking;
  /** When the register was read: attendance is marked from the session's start. */
  now: Date;
  onOutcome: (outcome: TrialOutcome | null) => void;
  onCancel: () => void;
}) {
  const cancelled = booking.status === 'cancelled';
  const notYet = outcomeProblem(booking, now);
  const whyId = useId();
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
              disabled={notYet !== null}
              aria-describedby={notYet ? whyId : undefined}
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
      {!cancelled && notYet && (
        <Typography id={whyId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {notYet}
        </Typography>
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

/** "3 trials", "1 trial". */
const trialsText = (count: number) => `${count} ${count === 1 ? 'trial' : 'trials'}`;

/**
 * Trials (both roles): the register of a day at one site, attendance (from the session's start), cancelling with a
 * reason, the CSV. It opens on the next day that holds booked trials, at the site that holds them; the next 7 days
 * show their trials at both sites.
 */
export function TrialsPage() {
  const backend = useBackend();
  const user = useSignedInStaff();
  const trials = backend.trials;
  // The day and site asked for: none at first (the backend picks), or the address's `?day=…&site=…`.
  const [asked, setAsked] = useState<{ day?: string; site?: StudioSite }>(() => {
    const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
    const site =
      params.get('site') === 'st-helens' ? 'St Helens' : params.get('site') === 'aintree' ? 'Aintree' : undefined;
    return { day: params.get('day') ?? undefined, site };
  });
  const [data, setData] = useState<{ register: TrialRegister; settings: TrialMailSettings; readAt: Date } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<TrialBooking | null>(null);
  const { confirm, confirmation } = useConfirmation();

  // Bumped after each change, so the register is read again.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!trials) return;
    let live = true;
    trials.register(asked.day, asked.site).then(
      (loaded) => {
        if (!live) return;
        setData({ ...loaded, readAt: new Date() });
        setProblem(null);
      },
      (error: unknown) => live && setProblem(errorMessage(error, FAILED)),
    );
    return () => {
      live = false;
    };
  }, [trials, asked.day, asked.site, version]);
  const load = async () => setVersion((current) => current + 1);

  if (!trials) return <Alert severity="info">Free trial bookings cannot be reached from this admin.</Alert>;
  const day = data?.register.day ?? asked.day ?? '';
  const site = data?.register.site ?? asked.site ?? STUDIO_SITES[0];
  const act = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      await load();
      confirm(done);
    } catch (error) {
      setProblem(errorMessage(error, FAILED));
    }
  };
  /** A day of the week strip: at the site shown, unless only the other site holds trials that day. */
  const openDay = (entry: TrialRegister['week'][number]) => {
    const other = STUDIO_SITES.find((name) => name !== site)!;
    setAsked({ day: entry.day, site: entry.sites[site] === 0 && entry.sites[other] > 0 ? other : site });
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>
        Trials
      </Typography>
      <MailWarning />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Day"
          type="date"
          value={day}
          onChange={(event) => event.target.value && setAsked({ day: event.target.value, site })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Site"
          value={site}
          onChange={(event) => setAsked({ day, site: event.target.value as StudioSite })}
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
          disabled={!data}
          onClick={() =>
            void act(
              async () => downloadCsv(await trials.exportCsv(day, site), `trials-${day}.csv`),
              'Register exported',
            )
          }
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
            <Box
              component="ul"
              sx={{
                display: 'grid',
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr))',
                  sm: 'repeat(4, minmax(0, 1fr))',
                  lg: 'repeat(8, minmax(0, 1fr))',
                },
                gap: 1,
                m: 0,
                p: 0,
                listStyle: 'none',
              }}
            >
              {data.register.week.map((entry) => (
                <li key={entry.day}>
                  <Button
                    size="small"
                    fullWidth
                    variant={entry.day === day ? 'contained' : 'outlined'}
                    aria-current={entry.day === day ? 'date' : undefined}
                    onClick={() => openDay(entry)}
                    sx={{
                      minHeight: 44,
                      flexDirection: 'column',
                      lineHeight: 1.3,
                      py: 0.75,
                      textTransform: 'none',
                      letterSpacing: 0,
                      borderRadius: 2,
                    }}
                  >
                    <span>{dayLabel(entry.day)}:</span>{' '}
                    <Box component="span" sx={{ fontWeight: 800 }}>
                      {trialsText(entry.booked)}
                    </Box>{' '}
                    <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 400 }}>
                      {STUDIO_SITES.map((name, index) => (
                        <Fragment key={name}>
                          {index > 0 && ' · '}
                          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                            {name} {entry.sites[name]}
                          </Box>
                        </Fragment>
                      ))}
                    </Box>
                  </Button>
                </li>
              ))}
              <li>
                <Button
                  size="small"
                  fullWidth
                  onClick={() => setAsked({ day: addDays(day, 7), site })}
                  sx={{ minHeight: 44 }}
                >
                  Next 7 days
                </Button>
              </li>
            </Box>
          </nav>
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
            {formatTrialDay(day)} at {site}
          </Typography>
          {data.register.sessions.length === 0 && <Typography>No sessions at {site} on this day.</Typography>}
          {data.register.sessions.map((session) => (
            <Paper
              key={session.key}
              variant="outlined"
              component="section"
              aria-label={`${session.className} ${session.start}`}
              sx={{ p: 2 }}
            >
              <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
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
                      now={data.readAt}
                      onOutcome={(outcome) =>
                        void act(
                          () => trials.setOutcome(booking.id, outcome),
                          outcome
                            ? `${booking.name}: ${TRIAL_OUTCOME_LABELS[outcome]}`
                            : `${booking.name}: attendance unmarked`,
                        )
                      }
                      onCancel={() => setCancelling(booking)}
                    />
                  ))}
                </Box>
              )}
            </Paper>
          ))}
          {user.role === 'owner' && (
            <Settings
              trials={trials}
              settings={data.settings}
              onSaved={(settings) => {
                setData({ ...data, settings });
                confirm('Follow-up e-mails saved');
              }}
            />
          )}
        </>
      )}
      <CancelDialog
        key={cancelling?.id ?? 'none'}
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancel={async (reason) => {
          await trials.cancel(cancelling!.id, reason);
          const name = cancelling!.name;
          setCancelling(null);
          await load();
          confirm(`${name}'s booking cancelled`);
        }}
      />
      {confirmation}
    </Stack>
  );
}
