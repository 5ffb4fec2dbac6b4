import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PasswordFields } from './PasswordFields.tsx';
import { useChangePasswordForm } from './useChangePasswordForm.ts';

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
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    failure,
    submit,
  } = useChangePasswordForm(onSubmit, email);
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
