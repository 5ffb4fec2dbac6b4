import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingState } from '../../layout/components/LoadingState.tsx';
import { useStaffSession } from '../api/staffSession.ts';

/** Renders the admin pages only for a session the backend confirms; everyone else goes to the login page. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useStaffSession();
  if (session.status === 'checking') {
    return (
      <main>
        <LoadingState label="Checking your sign-in" />
      </main>
    );
  }
  if (session.status === 'signed-out') return <Navigate to="/admin/login" replace />;
  return children;
}
