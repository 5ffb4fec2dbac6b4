import { useEffect, useState } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import type { StaffUser } from '@/backend/port.ts';

export type StaffSession = { status: 'checking' } | { status: 'signed-in'; user: StaffUser } | { status: 'signed-out' };

/**
 * Who is signed in, as the backend says: nothing stored in the browser ever grants access.
 * Follows sign-in and sign-out while mounted.
 */
export function useStaffSession(): StaffSession {
  const { auth } = useBackend();
  const [session, setSession] = useState<StaffSession>({ status: 'checking' });

  useEffect(() => {
    let active = true;
    const follow = (user: StaffUser | null) => {
      if (active) setSession(user ? { status: 'signed-in', user } : { status: 'signed-out' });
    };
    auth.current().then(follow, (error: unknown) => {
      // An unreachable backend cannot vouch for anyone; the login page will say what is wrong.
      console.error('Could not check the staff session', error);
      follow(null);
    });
    const unsubscribe = auth.onChange(follow);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [auth]);

  return session;
}

export function useStaffAuth() {
  const { auth } = useBackend();
  return {
    signIn: (email: string, password: string) => auth.signIn(email, password),
    async signOut() {
      try {
        await auth.signOut();
      } catch (error) {
        // SPEC: a sign-out failure is logged only; the person still leaves the admin area.
        console.error('Sign-out failed', error);
      }
    },
  };
}
