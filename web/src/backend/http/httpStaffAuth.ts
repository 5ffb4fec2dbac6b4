import type { StaffRole } from '@studio/core/staff/staff';
import type { Backend, StaffUser } from '../port.ts';
import type { HttpClient } from './httpClient.ts';

/** The server's session answer. */
interface SessionUser {
  email: string;
  role: StaffRole;
  must_change_password: boolean;
}

function toStaffUser(user: SessionUser | null): StaffUser | null {
  return user && { email: user.email, role: user.role, mustChangePassword: user.must_change_password };
}

/** Who is signed in, told to the admin as it changes (signed in, signed out, a first password changed). */
export function createSignedInListeners() {
  const listeners = new Set<(user: StaffUser | null) => void>();
  return {
    listeners,
    notify(user: StaffUser | null) {
      listeners.forEach((listener) => listener(user));
    },
  };
}

export type SignedInListeners = ReturnType<typeof createSignedInListeners>;

export const currentStaffUser = async ({ request }: HttpClient) =>
  toStaffUser((await request<{ user: SessionUser | null }>('GET', '/api/auth/session')).user);

export function httpStaffAuth(api: HttpClient, { listeners, notify }: SignedInListeners): Backend['auth'] {
  const { request } = api;
  return {
    async signIn(email, password) {
      const answer = await request<{ user: SessionUser }>('POST', '/api/auth/login', { email, password });
      const user = toStaffUser(answer.user)!;
      notify(user);
      return user;
    },
    async signOut() {
      await request('POST', '/api/auth/logout');
      notify(null);
    },
    current: () => currentStaffUser(api),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
