import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/backend/errors.ts';
import { changePasswordFormSchema, type ChangePasswordForm } from '../passwordForm.ts';
import { PasswordFields } from './PasswordFields.tsx';

/** The card both password screens share: the first sign-in's and the one-time link's. */
export function PasswordCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper
        component="section"
        aria-labelledby="password-title"
        sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}
      >
        <Typography id="password-title" component="h1" variant="h4" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

/**
 * Shown instead of the admin to someone signed in with the first password an Owner gave them: they choose their
 * own before anything else (the server refuses every other staff call until then).
 */
export function ChoosePasswordPage({
  email,
  onSubmit,
  onSignOut,
}: {
  email: string;
  onSubmit: (current: string, password: string) => Promise<void>;
  onSignOut: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current: '', password: '', repeat: '' },
  });
  const submit = handleSubmit(async ({ current, password }) => {
    setFailure(null);
    try {
      await onSubmit(current, password);
    } catch (error) {
      setFailure(errorMessage(error, 'The password could not be changed. Please try again.'));
    }
  });
  return (
    <PasswordCard
      title="Choose your password"
      intro={`Welcome, ${email}. You signed in with a first password from the studio owner: choose your own to continue.`}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordFields register={register} errors={errors} withCurrent currentLabel="First password" autoFocus />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
            {isSubmitting ? 'Saving...' : 'Save my password'}
          </Button>
          <Button color="inherit" onClick={onSignOut}>
            Logout
          </Button>
        </Stack>
      </Box>
    </PasswordCard>
  );
}
