import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMessages, type StaffMember } from '@studio/core/staff/staff';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/errors.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { SignedInStaffContext } from '../../shared/api/signedInStaff.ts';
import { renderAdmin } from '../../testing/renderAdmin.tsx';
import { StaffPage } from './StaffPage.tsx';

vi.setConfig({ testTimeout: 20_000 });

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  id: '1',
  email: 'owner@example.com',
  role: 'owner',
  disabled: false,
  password_pending: false,
  last_sign_in_at: '2026-11-20T09:30:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function renderStaffPage(backend: ReturnType<typeof fakeBackend>) {
  return renderAdmin(
    <SignedInStaffContext value={{ email: 'owner@example.com', role: 'owner', mustChangePassword: false }}>
      <StaffPage />
    </SignedInStaffContext>,
    { backend },
  );
}

describe('StaffPage', () => {
  const list = [member({}), member({ id: '2', email: 'coach@example.com', role: 'staff', last_sign_in_at: null })];

  it('lists accounts; the Owner cannot disable or remove their own', async () => {
    renderStaffPage(fakeBackend({ staff: { list: vi.fn().mockResolvedValue(list) } }));
    const accounts = await screen.findByRole('list', { name: 'Staff accounts' });
    expect(within(accounts).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'owner@example.com (you)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable owner@example.com' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable coach@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Last sign-in: never')).toBeInTheDocument();
  });

  it('shows the backend’s refusal and keeps the list as it was', async () => {
    const setDisabled = vi.fn().mockRejectedValue(new BackendError('invalid', staffMessages.lastOwner, 409));
    renderStaffPage(fakeBackend({ staff: { list: vi.fn().mockResolvedValue(list), setDisabled } }));
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Disable coach@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.lastOwner);
    expect(screen.getByRole('button', { name: 'Disable coach@example.com' })).toBeInTheDocument();
  });

  it('adds with a one-time link and shows the link to pass on', async () => {
    const add = vi.fn().mockResolvedValue({
      member: member({ id: '3', email: 'new@example.com', role: 'staff', password_pending: true }),
      setupLink: { url: 'https://studio.example/admin/set-password#abc', expiresAt: '2026-11-26T10:00:00.000Z' },
    });
    renderStaffPage(fakeBackend({ staff: { list: vi.fn().mockResolvedValue(list), add } }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
    expect(add).toHaveBeenCalledWith({ email: 'new@example.com', role: 'staff', password: undefined });
    expect(await screen.findByLabelText('Set-password link')).toHaveValue(
      'https://studio.example/admin/set-password#abc',
    );
    expect(await screen.findByRole('heading', { name: 'new@example.com' })).toBeInTheDocument();
  });

  it('refuses a weak first password with the strength estimate’s feedback, before asking the backend', async () => {
    const add = vi.fn();
    renderStaffPage(fakeBackend({ staff: { list: vi.fn().mockResolvedValue(list), add } }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'new@example.com');
    await user.click(within(dialog).getByRole('radio', { name: /A first password from me/ }));
    await user.type(within(dialog).getByLabelText(/^First password/), 'Password123!');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
    const field = within(dialog).getByLabelText(/^First password/);
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(/^This password would be too easy to guess\. /), {
      timeout: 15_000,
    });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(add).not.toHaveBeenCalled();
  });
});
