import type { SetupLink, StaffMember, StaffRole } from '@studio/core/staff/staff';
import type { Backend } from '../port.ts';
import type { HttpClient } from './httpClient.ts';
import { currentStaffUser, type SignedInListeners } from './httpStaffAuth.ts';

/** Owners: the staff accounts. */
export function httpStaffAdmin({ request, baseUrl }: HttpClient): Backend['staff'] {
  const member = async (method: string, id: string, body?: unknown) =>
    (await request<{ member: StaffMember }>(method, `/api/admin/staff/${encodeURIComponent(id)}`, body)).member;
  return {
    list: async () => (await request<{ staff: StaffMember[] }>('GET', '/api/admin/staff')).staff,
    async add(input) {
      const added = await request<{ member: StaffMember; setup_link: SetupLink | null }>(
        'POST',
        '/api/admin/staff',
        input,
      );
      return {
        member: added.member,
        setupLink: added.setup_link && {
          url: `${baseUrl || window.location.origin}/admin/set-password#${added.setup_link.token}`,
          expiresAt: added.setup_link.expires_at,
        },
      };
    },
    setRole: (id: string, role: StaffRole) => member('PATCH', id, { role }),
    setDisabled: (id: string, disabled: boolean) => member('PATCH', id, { disabled }),
    remove: async (id) => {
      await request('DELETE', `/api/admin/staff/${encodeURIComponent(id)}`);
    },
  };
}

/** The signed-in person's own account. */
export function httpOwnAccount(api: HttpClient, { notify }: SignedInListeners): Backend['account'] {
  const { request } = api;
  return {
    async changePassword(currentPassword, newPassword) {
      await request('POST', '/api/account/password', {
        current_password: currentPassword,
        new_password: newPassword,
      });
      // A first password no longer holds the person back: tell the admin.
      notify(await currentStaffUser(api));
    },
    signOutOtherSessions: async () => {
      await request('POST', '/api/account/sign-out-others');
    },
    setPasswordWithLink: async (token, password) =>
      (await request<{ email: string }>('POST', '/api/auth/set-password', { token, password })).email,
  };
}
