import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoute from '@/app/routes/admin.tsx';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { deferred, renderAdmin } from '../../testing/renderAdmin.tsx';
import { AdminGuard } from './AdminGuard.tsx';

const signedIn = () => vi.fn().mockResolvedValue({ email: 'coach@example.com' });

// Screens with many MUI parts render slowly under jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('AdminGuard', () => {
  afterEach(() => localStorage.clear());

  it('shows a spinner while the backend checks the session', async () => {
    const check = deferred<null>();
    renderAdmin(<AdminGuard>Staff only</AdminGuard>, {
      backend: fakeBackend({ auth: { current: vi.fn().mockReturnValue(check.promise) } }),
    });
    expect(await screen.findByRole('progressbar', { name: 'Checking your sign-in' })).toBeInTheDocument();
    expect(screen.queryByText('Staff only')).not.toBeInTheDocument();
  });

  it('redirects to the login page when nobody is signed in, whatever the browser stores', async () => {
    localStorage.setItem('TMAS_admin_authenticated', 'true');
    renderAdmin(<AdminGuard>Staff only</AdminGuard>, { backend: fakeBackend() });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.queryByText('Staff only')).not.toBeInTheDocument();
  });

  it('redirects to the login page when the session cannot be checked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin(<AdminGuard>Staff only</AdminGuard>, {
      backend: fakeBackend({ auth: { current: vi.fn().mockRejectedValue(new Error('offline')) } }),
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('renders the admin pages for a signed-in member of staff', async () => {
    renderAdmin(<AdminGuard>Staff only</AdminGuard>, { backend: fakeBackend({ auth: { current: signedIn() } }) });
    expect(await screen.findByText('Staff only')).toBeInTheDocument();
  });
});

describe('admin route (guard and top bar)', () => {
  it('shows the top bar with the current section highlighted', async () => {
    renderAdmin(<AdminRoute />, {
      backend: fakeBackend({ auth: { current: signedIn() } }),
      path: '/admin/images',
    });
    await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(screen.getByRole('link', { name: 'Image Management' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Contact Submissions' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Event Management' })).toHaveAttribute('href', '/admin/events');
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Site/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /View Site/ })).toHaveAttribute('href', '/');
  });

  it('signs out and goes to the login page on Logout, even when sign-out fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = fakeBackend({
      auth: { current: signedIn(), signOut: vi.fn().mockRejectedValue(new Error('offline')) },
    });
    renderAdmin(<AdminRoute />, { backend, path: '/admin' });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(backend.auth.signOut).toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });
});
