import Alert from '@mui/material/Alert';
import { staffMessages } from '@studio/core/staff/staff';
import type { ReactNode } from 'react';
import { useSignedInStaff } from '../../shared/api/signedInStaff.ts';

/** A page for Owners: Staff who follow an old link are told why instead of meeting an error. */
export function OwnersOnly({ children }: { children: ReactNode }) {
  const user = useSignedInStaff();
  if (user.role !== 'owner') {
    return (
      <Alert severity="info" role="status">
        {staffMessages.ownersOnly}
      </Alert>
    );
  }
  return children;
}
