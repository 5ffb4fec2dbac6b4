import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ContentSectionId } from '@studio/core/content/siteContent';
import { bookingLine } from '@studio/core/trials/trialRegister';
import type { TrialBooking } from '@studio/core/trials/trials';
import { useId, useState, type ReactNode } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { errorMessage } from '@/backend/errors.ts';

/** Sections whose publishing can call booked trials off: the closures and the class pages (their sessions). */
export function cancelsTrials(section: ContentSectionId): boolean {
  return section === 'closures' || section.startsWith('class-');
}

/** "This cancels 1 booked trial", "This cancels 3 booked trials". */
export function cancelsText(count: number): string {
  return `This cancels ${count} booked ${count === 1 ? 'trial' : 'trials'}`;
}

interface Pending {
  cancels: { booking: TrialBooking; reason: string }[];
  publish: () => void;
}

/**
 * The publish confirmation of the closures and the class pages: before publishing, asks the backend which booked
 * trials the content would cancel (the same rule the cancelling uses) and, when there are any, lists them and asks
 * first. Other sections, and content that cancels nothing, publish at once.
 */
export function usePublishCancellations(section: ContentSectionId): {
  confirmPublish: (content: unknown, publish: () => void) => void;
  dialog: ReactNode;
} {
  const { trials } = useBackend();
  const [pending, setPending] = useState<Pending | null>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<{ message: string; publish: () => void } | null>(null);
  const titleId = useId();

  const confirmPublish = (content: unknown, publish: () => void) => {
    if (checking) return;
    if (!trials || !cancelsTrials(section)) {
      publish();
      return;
    }
    setChecking(true);
    trials
      .wouldCancel(section, content)
      .then(
        (cancels) => (cancels.length ? setPending({ cancels, publish }) : publish()),
        (error: unknown) =>
          setProblem({
            message: errorMessage(error, 'The booked trials this would cancel could not be checked.'),
            publish,
          }),
      )
      .finally(() => setChecking(false));
  };

  const count = pending?.cancels.length ?? 0;
  const dialog = (
    <>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id={titleId}>{cancelsText(count)}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Publishing cancels {count === 1 ? 'this booking' : 'these bookings'}. Each visitor is e-mailed the reason
            and a link to book another session.
          </DialogContentText>
          <ul>
            {pending?.cancels.map(({ booking, reason }) => (
              <li key={booking.id}>
                {bookingLine(booking)}. <em>{reason}</em>
              </li>
            ))}
          </ul>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setPending(null)} autoFocus>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              const publish = pending?.publish;
              setPending(null);
              publish?.();
            }}
          >
            Publish and cancel {count === 1 ? 'it' : `${count} trials`}
          </Button>
        </DialogActions>
      </Dialog>
      {problem && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button
              color="inherit"
              onClick={() => {
                const { publish } = problem;
                setProblem(null);
                publish();
              }}
            >
              Publish anyway
            </Button>
          }
          onClose={() => setProblem(null)}
        >
          {problem.message}
        </Alert>
      )}
    </>
  );
  return { confirmPublish, dialog };
}
