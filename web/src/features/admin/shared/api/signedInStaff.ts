import { createContext, useContext } from 'react';
import type { StaffUser } from '@/backend/port.ts';

/** The staff member the admin guard let in; set by `AdminGuard` around every admin page. */
export const SignedInStaffContext = createContext<StaffUser | null>(null);

export function useSignedInStaff(): StaffUser {
  const user = useContext(SignedInStaffContext);
  if (!user) throw new Error('useSignedInStaff must be used inside AdminGuard');
  return user;
}
