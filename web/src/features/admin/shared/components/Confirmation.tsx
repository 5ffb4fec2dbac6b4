import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

/** How long a confirmation stays; it also goes when the next one comes or the person closes it. */
const CONFIRMATION_MS = 4000;

/** A brief confirmation after a change ("Status set to Contacted"), shown at the bottom of the screen. */
export function useConfirmation() {
  const [confirmation, setConfirmation] = useState<{ message: string; key: number } | null>(null);
  const confirm = useCallback((message: string) => setConfirmation({ message, key: Date.now() }), []);
  const close = () => setConfirmation(null);
  const element = (
    <Snackbar
      key={confirmation?.key}
      open={confirmation !== null}
      autoHideDuration={CONFIRMATION_MS}
      onClose={(_event, reason) => {
        // A tap elsewhere (opening the next message) does not cut the confirmation short.
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // It never stands in the way of a tap: only its close button takes one.
      sx={{ pointerEvents: 'none', '& .MuiAlert-action': { pointerEvents: 'auto' } }}
    >
      <Alert
        severity="success"
        variant="filled"
        role="status"
        onClose={close}
        slotProps={{ closeButton: { 'aria-label': 'Dismiss message', sx: { minWidth: 44, minHeight: 44 } } }}
        sx={{ alignItems: 'center' }}
      >
        {confirmation?.message}
      </Alert>
    </Snackbar>
  );
  return { confirm, confirmation: element };
}
