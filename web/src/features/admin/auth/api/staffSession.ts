import { INSIGHTS_STAFF_KEY } from '@studio/core/insights/insightsBeacon';
import { useEffect, useState } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import type { StaffUser } from '@/backend/port.ts';

export type StaffSession = { status: 'checking' } | { status: 'signed-in'; user: StaffUser } | { status: 'signed-out' };

/**
 * While someone is signed in to the staff area in this browser, its visits to the public pages are not counted by
 * studio insights: the mark is set as the session is seen signed in and removed as it is seen signed out. It grants
 * nothing, and storage that is switched off only means the visits count.
 */
function markStaffBrowser(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(INSIGHTS_STAFF_KEY, '1');
    else localStorage.removeItem(INSIGHTS_STAFF_KEY);
  } catch {
    // Storage switched off (some private modes): nothing to mark.
  }
}

const sameStaffUser = (a: StaffUser, b: StaffUser) =>
  a.email === b.email && a.role === b.role && a.mustChangePassword === b.mustChangePassword;

/**
 * Who is signed in, as the backend says: nothing stored in the browser ever grants access.
 * Follows sign-in and sign-out while mounted. `drawnFor`: whom the server drew the page for, from their session cookie
 * (the page starts as theirs; the backend's answer then stands, a session ended since included).
 */
export function useStaffSession(drawnFor: StaffUser | null = null): StaffSession {
  const { auth } = useBackend();
  const [session, setSession] = useState<StaffSession>(() =>
    drawnFor ? { status: 'signed-in', user: drawnFor } : { status: 'checking' },
  );

  useEffect(() => {
    let active = true;
    const follow = (user: StaffUser | null) => {
      markStaffBrowser(user !== null);
      // The same person as shown keeps the same session: nothing of the staff area draws again for it.
      if (active)
        setSession((shown) =>
          user && shown.status === 'signed-in' && sameStaffUser(shown.user, user)
            ? shown
            : user
              ? { status: 'signed-in', user }
              : { status: 'signed-out' },
        );
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
        markStaffBrowser(false);
      } catch (error) {
        // SPEC: a sign-out failure is logged only; the person still leaves the admin area.
        console.error('Sign-out failed', error);
      }
    },
  };
}
