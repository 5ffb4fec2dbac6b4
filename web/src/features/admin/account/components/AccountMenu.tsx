import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { errorMessage } from '@/backend/errors.ts';
import { STAFF_ROLE_LABELS } from '@studio/core/staff/staff';
import type { StaffUser } from '@/backend/port.ts';
import { useOwnAccount } from '../api/useOwnAccount.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

/** The top bar's account menu: who is signed in, "Change password" and signing out the other sessions. */
export function AccountMenu({
  user,
  onOutcome,
}: {
  user: StaffUser;
  /** Reports what happened, for the page's status line. */
  onOutcome: (outcome: { severity: 'success' | 'error'; message: string }) => void;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const [changing, setChanging] = useState(false);
  const { signOutOtherSessions } = useOwnAccount();
  const label = `${user.email} (${STAFF_ROLE_LABELS[user.role]})`;

  const signOutOthers = async () => {
    close();
    try {
      await signOutOtherSessions();
      onOutcome({ severity: 'success', message: 'Your other sessions have been signed out.' });
    } catch (error) {
      onOutcome({ severity: 'error', message: errorMessage(error, 'The other sessions could not be signed out.') });
    }
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The same words as the visible text, which phones leave out to keep the top bar to two rows.
        aria-label={label}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          textTransform: 'none',
          maxWidth: { xs: 'none', md: 400 },
          minWidth: 44,
          px: { xs: 1.25, sm: '22px' },
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            setChanging(true);
          }}
        >
          Change password
        </MenuItem>
        <MenuItem onClick={() => void signOutOthers()}>Sign out other sessions</MenuItem>
      </Menu>
      <ChangePasswordDialog
        email={user.email}
        open={changing}
        onClose={() => setChanging(false)}
        onChanged={() => {
          setChanging(false);
          onOutcome({ severity: 'success', message: 'Your password has been changed.' });
        }}
      />
    </>
  );
}
