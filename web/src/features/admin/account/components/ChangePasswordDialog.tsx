import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useOwnAccount } from '../api/useOwnAccount.ts';
import { PasswordFields } from './PasswordFields.tsx';
import { useChangePasswordForm } from './useChangePasswordForm.ts';

/** "Change password" from the account menu: the current password, then the new one twice. */
export function ChangePasswordDialog({
  email,
  open,
  onClose,
  onChanged,
}: {
  /** The signed-in person's e-mail. */
  email: string;
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const titleId = useId();
  const { changePassword } = useOwnAccount();
  const {
    form: {
      register,
      reset,
      formState: { errors, isSubmitting },
    },
    failure,
    setFailure,
    submit: onSubmit,
  } = useChangePasswordForm(changePassword, email, onChanged);

  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>Change password</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <PasswordFields register={register} errors={errors} withCurrent autoFocus />
            <Alert severity="info">Your other signed-in devices will be signed out.</Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Change password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
