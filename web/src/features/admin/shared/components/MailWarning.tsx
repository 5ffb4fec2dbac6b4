import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { MailStatus } from '@studio/core/enquiries/enquiries';
import { useContext, useEffect, useState } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { SignedInStaffContext } from '../api/signedInStaff.ts';

/**
 * Owners see, while e-mail is not set up, what that means for visitors and staff and what to set (the backend says
 * which settings are missing). Staff, and Owners of a site whose e-mail works, see nothing.
 */
export function MailWarning({ compact = false }: { compact?: boolean }) {
  const { mail } = useBackend();
  const role = useContext(SignedInStaffContext)?.role;
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!mail || role !== 'owner') return;
    let live = true;
    mail.status().then(
      (found) => live && setStatus(found),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [mail, role]);
  if (!status || status.setUp) return null;
  // Compact where the page's own work comes first (the inbox on a phone): one line, the rest a tap away.
  if (compact && !open)
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button
            color="inherit"
            size="small"
            sx={{ minHeight: 44 }}
            aria-expanded={false}
            onClick={() => setOpen(true)}
          >
            Details
          </Button>
        }
      >
        E-mail is not set up: nobody is e-mailed.
      </Alert>
    );
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {status.warning}
    </Alert>
  );
}
