import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/backend/errors.ts';
import { useOwnAccount } from '../api/useOwnAccount.ts';
import { changePasswordFormSchema, type ChangePasswordForm } from '../passwordForm.ts';
import { PasswordFields } from './PasswordFields.tsx';

/** "Change password" from the account menu: the current password, then the new one twice. */
export function ChangePasswordDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const titleId = useId();
  const { changePassword } = useOwnAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current: '', password: '', repeat: '' },
  });

  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };
  const onSubmit = handleSubmit(async ({ current, password }) => {
    setFailure(null);
    try {
      await changePassword(current, password);
      reset();
      onChanged();
    } catch (error) {
      setFailure(errorMessage(error, 'The password could not be changed. Please try again.'));
    }
  });

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
