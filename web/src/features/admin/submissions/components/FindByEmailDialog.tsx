import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { csvFileName, emailLookupSchema } from '@studio/core/enquiries/enquiries';
import { formatSubmissionDate, messagePreview } from '@studio/core/shared/format';
import { messages } from '@studio/core/shared/messages';
import type { ContactSubmission } from '@studio/core/enquiries/submissions';
import { bookingsCsv } from '@studio/core/trials/trialRegister';
import { describeTrial, type TrialBooking } from '@studio/core/trials/trials';
import { useId, useState, type FormEvent } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { errorMessage } from '@/backend/errors.ts';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx';
import { downloadCsv } from '../../shared/api/downloadCsv.ts';

type Found = { email: string; submissions: ContactSubmission[]; bookings: TrialBooking[] };

/**
 * A person's request about their data (UK GDPR): every message from one address, exported for a subject access
 * request or erased all at once. Separate from the inbox search, which matches any text.
 */
export function FindByEmailDialog({
  open,
  onClose,
  onErased,
}: {
  open: boolean;
  onClose: () => void;
  /** Called after an erasure with the address and how many messages went, so the inbox can drop them. */
  onErased: (email: string, count: number) => void;
}) {
  const { submissions: backend, trials } = useBackend();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [found, setFound] = useState<Found | undefined>();
  const [outcome, setOutcome] = useState<{ severity: 'error' | 'success'; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const resultsId = useId();

  const close = () => {
    setEmail('');
    setFound(undefined);
    setFieldError(undefined);
    setOutcome(undefined);
    onClose();
  };

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailLookupSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setOutcome(undefined);
    setBusy(true);
    try {
      const [submissions, bookings] = await Promise.all([
        backend.findByEmail(parsed.data.email),
        trials ? trials.findByEmail(parsed.data.email) : Promise.resolve([]),
      ]);
      setFound({ email: parsed.data.email, submissions, bookings });
    } catch (error) {
      setOutcome({ severity: 'error', text: errorMessage(error, 'The search failed. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  const exportFound = async () => {
    if (!found) return;
    try {
      downloadCsv(await backend.exportByEmail(found.email), csvFileName(new Date(), found.email));
    } catch (error) {
      setOutcome({ severity: 'error', text: errorMessage(error, 'The export failed. Please try again.') });
    }
  };

  const exportBookings = () => {
    if (!found) return;
    downloadCsv(bookingsCsv(found.bookings), csvFileName(new Date(), found.email).replace(/\.csv$/, '-trials.csv'));
  };

  const erase = async () => {
    if (!found) return;
    setConfirming(false);
    setBusy(true);
    try {
      const count = await backend.eraseByEmail(found.email);
      setFound({ email: found.email, submissions: [], bookings: [] });
      setOutcome({ severity: 'success', text: messages.messagesErased(count) });
      onErased(found.email, count);
    } catch (error) {
      setOutcome({
        severity: 'error',
        text: errorMessage(error, 'The messages could not be erased. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  const count = found?.submissions.length ?? 0;
  const bookingCount = found?.bookings.length ?? 0;
  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>Find by e-mail address</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            For a request from a person about their data: every message sent from one address, to export or to erase.
          </DialogContentText>
          <Box component="form" onSubmit={(event) => void find(event)} noValidate sx={{ display: 'flex', gap: 1 }}>
            <TextField
              label="E-mail address"
              type="email"
              size="small"
              fullWidth
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(fieldError)}
              helperText={fieldError}
            />
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              Find
            </Button>
          </Box>
          <Box aria-live="polite" id={resultsId} sx={{ mt: 2 }}>
            {outcome && (
              <Typography
                role={outcome.severity === 'error' ? 'alert' : undefined}
                color={outcome.severity === 'error' ? 'error' : 'success.main'}
                sx={{ fontWeight: 600 }}
              >
                {outcome.text}
              </Typography>
            )}
            {found && (
              <>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
                  {count === 1 ? '1 message' : `${count} messages`} from {found.email}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {found.submissions.map((submission) => (
                    <Box component="li" key={submission.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                      <Typography sx={{ fontWeight: 600 }}>
                        {submission.name}{' '}
                        <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                          {formatSubmissionDate(submission.created_at)}
                        </Typography>
                      </Typography>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {messagePreview(submission.message)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
                {bookingCount > 0 && (
                  <>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
                      {bookingCount === 1 ? '1 free trial booking' : `${bookingCount} free trial bookings`}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {found.bookings.map((booking) => (
                        <Box component="li" key={booking.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                            {describeTrial(booking)}: {booking.status === 'booked' ? 'Booked' : 'Cancelled'}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                  </>
                )}
              </>
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {found && bookingCount > 0 && (
            <Button variant="outlined" color="inherit" onClick={exportBookings} disabled={busy}>
              Export bookings CSV
            </Button>
          )}
          {found && count + bookingCount > 0 && (
            <>
              {count > 0 && (
                <Button variant="outlined" color="inherit" onClick={() => void exportFound()} disabled={busy}>
                  Export CSV
                </Button>
              )}
              <Button variant="contained" color="error" onClick={() => setConfirming(true)} disabled={busy}>
                Erase all
              </Button>
            </>
          )}
          <Button color="inherit" onClick={close}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Erase messages"
        message={found ? messages.confirmEraseMessages(count, found.email) : ''}
        confirmLabel="Erase"
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
