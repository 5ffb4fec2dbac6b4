import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { staffMessages } from '@studio/core/staff/staff';
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/backend/errors.ts';
import { useOwnAccount } from '../api/useOwnAccount.ts';
import { newPasswordFields, type NewPasswordForm } from '../passwordForm.ts';
import { PasswordCard } from './ChoosePasswordPage.tsx';
import { PasswordFields } from './PasswordFields.tsx';

/**
 * The link's token travels after `#`, so it never reaches a server log or a Referer header. The server renders
 * the page without it (null: not read yet), and the browser reads it once the page has hydrated, so the two
 * renders agree.
 */
const noSubscription = () => () => {};
const tokenFromAddress = () => window.location.hash.slice(1);
const tokenOnServer = () => null;

/** `/admin/set-password#token`: the person an Owner added chooses their password, then is signed in. */
export function SetPasswordPage() {
  const navigate = useNavigate();
  const { setPasswordWithLink } = useOwnAccount();
  const token = useSyncExternalStore(noSubscription, tokenFromAddress, tokenOnServer);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFields()),
    defaultValues: { password: '', repeat: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await setPasswordWithLink(token ?? '', password);
      navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, 'The password could not be set. Please try again.'));
    }
  });

  return (
    <PasswordCard
      title="Set your password"
      intro="Choose the password for your staff account at The Martial Arts Studio. This link works once."
    >
      {token ? (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2.5}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <PasswordFields register={register} errors={errors} autoFocus />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
              {isSubmitting ? 'Saving...' : 'Set password and sign in'}
            </Button>
          </Stack>
        </Box>
      ) : (
        token === '' && (
          <Alert severity="error" role="alert">
            {staffMessages.setupLinkInvalid}
          </Alert>
        )
      )}
      <Link href="/admin/login" sx={{ display: 'block', mt: 3, textAlign: 'center' }}>
        Go to the admin login
      </Link>
    </PasswordCard>
  );
}
