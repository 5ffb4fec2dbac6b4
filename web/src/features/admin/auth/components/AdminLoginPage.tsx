import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@studio/core/shared/messages';
import { staffMessages } from '@studio/core/staff/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { BackendError } from '@/backend/errors.ts';
import { muiField } from '@/lib/muiField.ts';
import { LoadingState } from '../../shared/components/LoadingState.tsx';
import { useStaffAuth, useStaffSession } from '../api/staffSession.ts';
import { loginFormSchema, type LoginForm } from '../loginForm.ts';

function signInErrorMessage(error: unknown): string {
  if (error instanceof BackendError) {
    // Said only to someone who gave the right password.
    if (error.message === staffMessages.accountDisabled) return error.message;
    if (error.code === 'unauthenticated' || error.code === 'invalid' || error.code === 'forbidden')
      return messages.invalidLogin;
    // Rate limits and outages carry the server's own explanation.
    return error.message || messages.invalidLogin;
  }
  return messages.invalidLogin;
}

export function AdminLoginPage() {
  const session = useStaffSession();
  const { signIn } = useStaffAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  if (session.status === 'checking') {
    return (
      <Box component="main">
        <LoadingState label="Checking your sign-in" />
      </Box>
    );
  }
  if (session.status === 'signed-in' && !isSubmitting) return <Navigate to="/admin/dashboard" replace />;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(email.trim(), password);
      navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      setFailure(signInErrorMessage(error));
    }
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper
        component="section"
        aria-labelledby="admin-login-title"
        sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
          <LockOutlinedIcon color="primary" fontSize="large" aria-hidden />
          <Typography id="admin-login-title" component="h1" variant="h4">
            Admin Login
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            Staff sign-in for The Martial Arts Studio.
          </Typography>
        </Stack>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2.5}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              {...muiField(register('email'))}
              label="Email"
              type="email"
              autoComplete="username"
              required
              fullWidth
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <TextField
              {...muiField(register('password'))}
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              error={Boolean(errors.password)}
              helperText={errors.password?.message}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
              {isSubmitting ? 'Logging in...' : 'Login'}
            </Button>
            <Link href="/" sx={{ alignSelf: 'center' }}>
              Back to the website
            </Link>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}
