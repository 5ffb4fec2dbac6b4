import type { ReactNode } from 'react';
import type { StaffUser } from '@/backend/port.ts';
import { Navigate } from 'react-router';
import { useOwnAccount } from '../../account/api/useOwnAccount.ts';
import { ChoosePasswordPage } from '../../account/components/ChoosePasswordPage.tsx';
import { LoadingState } from '../../shared/components/LoadingState.tsx';
import { SignedInStaffContext } from '../../shared/api/signedInStaff.ts';
import { useStaffAuth, useStaffSession } from '../../auth/api/staffSession.ts';

/**
 * Renders the admin pages only for a session the backend confirms; everyone else goes to the login page.
 * Someone signed in with a first password from an Owner chooses their own first. A page the server drew for someone
 * (`signedIn`, the editor's first screen, see 033) starts signed in as them, and the browser's check follows.
 */
export function AdminGuard({ signedIn = null, children }: { signedIn?: StaffUser | null; children: ReactNode }) {
  const session = useStaffSession(signedIn);
  const { changePassword } = useOwnAccount();
  const { signOut } = useStaffAuth();
  if (session.status === 'checking') {
    return (
      <main>
        <LoadingState label="Checking your sign-in" />
      </main>
    );
  }
  if (session.status === 'signed-out') return <Navigate to="/admin/login" replace />;
  if (session.user.mustChangePassword) {
    return <ChoosePasswordPage email={session.user.email} onSubmit={changePassword} onSignOut={() => void signOut()} />;
  }
  return <SignedInStaffContext value={session.user}>{children}</SignedInStaffContext>;
}
