import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactSubmission } from '@studio/core/enquiries/submissions';
import { describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { SubmissionsPage } from '@/features/admin/submissions/components/SubmissionsPage.tsx';
import { SignedInStaffContext } from '../../shared/api/signedInStaff.ts';
import { amira, tom } from '../../testing/contactMessages.ts';
import { renderAdmin } from '../../testing/renderAdmin.tsx';
import { AdminLayout } from './AdminLayout.tsx';

// Screens with many MUI parts render slowly under jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('the admin layout with the inbox', () => {
  it('keeps the New count of the sub-navigation up to date as statuses change', async () => {
    const setStatus = vi.fn((id: string, status: ContactSubmission['status']) =>
      Promise.resolve({ ...amira, id, status, read: true }),
    );
    const backend = fakeBackend({ submissions: { list: vi.fn().mockResolvedValue([amira, tom]), setStatus } });
    renderAdmin(
      <SignedInStaffContext value={{ email: 'coach@example.com', role: 'staff', mustChangePassword: false }}>
        <AdminLayout onLogout={() => {}}>
          <SubmissionsPage />
        </AdminLayout>
      </SignedInStaffContext>,
      { backend, path: '/admin/dashboard' },
    );
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(await within(nav).findByRole('link', { name: 'Contact Submissions 1 new' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Amira Khan/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Contacted');
    expect(await within(nav).findByRole('link', { name: 'Contact Submissions' })).toBeInTheDocument();
  });
});
