import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@studio/core/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/errors.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { deferred, renderAdmin } from '../../testing/renderAdmin.tsx';
import { AdminLoginPage } from './AdminLoginPage.tsx';

const PATH = '/admin/login-under-test';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(await screen.findByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(await screen.findByRole('button', { name: 'Login' }));
}

// Screens with many MUI parts render slowly under jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('AdminLoginPage', () => {
  afterEach(() => localStorage.clear());

  it('asks for both fields and does not call the backend when they are empty', async () => {
    const backend = fakeBackend();
    renderAdmin(<AdminLoginPage />, { backend, path: PATH });
    await fillAndSubmit('', '');
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(backend.auth.signIn).not.toHaveBeenCalled();
  });

  it('shows the invalid-login message when the server refuses the credentials', async () => {
    const backend = fakeBackend({
      auth: {
        signIn: vi.fn().mockRejectedValue(new BackendError('unauthenticated', 'Invalid email or password', 401)),
      },
    });
    renderAdmin(<AdminLoginPage />, { backend, path: PATH });
    await fillAndSubmit('coach@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidLogin);
    expect(backend.auth.signIn).toHaveBeenCalledWith('coach@example.com', 'wrong');
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });

  it("shows the server's message when sign-in is rate limited", async () => {
    const backend = fakeBackend({
      auth: { signIn: vi.fn().mockRejectedValue(new BackendError('rate-limited', messages.loginRateLimited, 429)) },
    });
    renderAdmin(<AdminLoginPage />, { backend, path: PATH });
    await fillAndSubmit('coach@example.com', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginRateLimited);
  });

  it("says 'Logging in...' while the server checks, then goes to the dashboard", async () => {
    const answer = deferred<{ email: string }>();
    const backend = fakeBackend({ auth: { signIn: vi.fn().mockReturnValue(answer.promise) } });
    renderAdmin(<AdminLoginPage />, { backend, path: PATH });
    await fillAndSubmit('coach@example.com', 'right');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    answer.resolve({ email: 'coach@example.com' });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('sends someone already signed in straight to the dashboard', async () => {
    const backend = fakeBackend({ auth: { current: vi.fn().mockResolvedValue({ email: 'coach@example.com' }) } });
    renderAdmin(<AdminLoginPage />, { backend, path: PATH });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('is not fooled by a flag stored in the browser', async () => {
    localStorage.setItem('TMAS_admin_authenticated', 'true');
    sessionStorage.setItem('TMAS_admin_authenticated', 'true');
    const backend = fakeBackend();
    renderAdmin(<AdminLoginPage />, { backend, path: PATH });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await waitFor(() => expect(backend.auth.current).toHaveBeenCalled());
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });
});
