import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoute from '@/app/routes/admin.tsx';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { deferred, renderAdmin } from '../../testing/renderAdmin.tsx';
import { AdminGuard } from './AdminGuard.tsx';

const signedIn = (role: 'owner' | 'staff' = 'owner', mustChangePassword = false) =>
  vi.fn().mockResolvedValue({ email: 'coach@example.com', role, mustChangePassword });

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

  it('shows Staff and Activity to Owners only, and the account menu to everyone', async () => {
    const owner = renderAdmin(<AdminRoute />, { backend: fakeBackend({ auth: { current: signedIn('owner') } }) });
    const ownerNav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(ownerNav).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
    expect(within(ownerNav).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/admin/activity');
    owner.unmount();

    renderAdmin(<AdminRoute />, { backend: fakeBackend({ auth: { current: signedIn('staff') } }) });
    const staffNav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(staffNav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(within(staffNav).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'coach@example.com (Staff)' }));
    expect(await screen.findByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out other sessions' })).toBeInTheDocument();
  });

  it('asks someone with a first password to choose their own before showing the admin', async () => {
    const changePassword = vi.fn().mockResolvedValue(undefined);
    renderAdmin(<AdminGuard>Staff only</AdminGuard>, {
      backend: fakeBackend({ auth: { current: signedIn('staff', true) }, account: { changePassword } }),
    });
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.queryByText('Staff only')).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^First password/), 'first password here');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('The password must be at least 12 characters long')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'my own passphrase');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'my own passphrase');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(changePassword).toHaveBeenCalledWith('first password here', 'my own passphrase');
  });
});
