import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatSubmissionDate } from '@studio/core/shared/format';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffMember, type StaffRole } from '@studio/core/staff/staff';
import { useState } from 'react';
import { errorMessage } from '@/backend/errors.ts';
import type { AddedStaff } from '@/backend/port.ts';
import { useSignedInStaff } from '../../shared/api/signedInStaff.ts';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx';
import { LoadingState } from '../../shared/components/LoadingState.tsx';
import { StatusBanners, useStatusBanners } from '../../shared/components/StatusBanners.tsx';
import { useStaffAccounts } from '../api/useStaffAccounts.ts';
import { AddStaffDialog } from './AddStaffDialog.tsx';

/** The one-time link after "Add staff", for the Owner to pass on; shown until dismissed. */
function SetupLinkPanel({ added, onDone }: { added: AddedStaff; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const link = added.setupLink!;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Alert severity="success" role="status" sx={{ mb: 3, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
      <AlertTitle>Account added for {added.member.email}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Pass this one-time link on to them (not by a public channel). It works once, until{' '}
        {formatSubmissionDate(link.expiresAt)}.
      </Typography>
      <TextField
        label="Set-password link"
        value={link.url}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        onFocus={(event) => event.target.select()}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <Button size="small" color="inherit" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Alert>
  );
}

function StaffRow({
  member,
  isYou,
  onRole,
  onDisabled,
  onRemove,
}: {
  member: StaffMember;
  isYou: boolean;
  onRole: (role: StaffRole) => void;
  onDisabled: (disabled: boolean) => void;
  onRemove: () => void;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere', fontSize: '1.1rem' }}>
            {member.email}
            {isYou && ' (you)'}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ my: 0.5, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={member.disabled ? 'Disabled' : 'Active'}
              color={member.disabled ? 'default' : 'success'}
              variant={member.disabled ? 'outlined' : 'filled'}
            />
            {member.password_pending && <Chip size="small" variant="outlined" label="Password not chosen yet" />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Last sign-in: {member.last_sign_in_at ? formatSubmissionDate(member.last_sign_in_at) : 'never'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Role"
            value={member.role}
            onChange={(event) => onRole(event.target.value as StaffRole)}
            sx={{ minWidth: 120 }}
            slotProps={{ select: { inputProps: { 'aria-label': `Role of ${member.email}` } } }}
          >
            {STAFF_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </MenuItem>
            ))}
          </TextField>
          {!isYou && (
            <>
              <Button
                variant="outlined"
                color="inherit"
                onClick={() => onDisabled(!member.disabled)}
                aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.email}`}
              >
                {member.disabled ? 'Enable' : 'Disable'}
              </Button>
              <Button variant="outlined" color="error" onClick={onRemove} aria-label={`Remove ${member.email}`}>
                Remove
              </Button>
            </>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}

/** Staff (Owners only): who can sign in to the admin, in which role. */
export function StaffPage() {
  const you = useSignedInStaff();
  const accounts = useStaffAccounts();
  const { banners, show, dismiss } = useStatusBanners();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<AddedStaff | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  const act = async (work: () => Promise<void>, success: string) => {
    try {
      await work();
      show({ severity: 'success', message: success });
    } catch (error) {
      show({ severity: 'error', message: errorMessage(error, 'The change could not be saved. Please try again.') });
    }
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography component="h1" variant="h3">
          Staff
        </Typography>
        <Button variant="contained" startIcon={<PersonAddIcon aria-hidden />} onClick={() => setAdding(true)}>
          Add staff
        </Button>
      </Stack>
      <StatusBanners banners={banners} onDismiss={dismiss} />
      {added?.setupLink && <SetupLinkPanel added={added} onDone={() => setAdded(null)} />}
      {accounts.status === 'loading' && <LoadingState label="Loading staff accounts" />}
      {accounts.status === 'error' && (
        <Alert severity="error" role="alert">
          {errorMessage(accounts.error, 'Failed to load staff accounts. Please try again.')}
        </Alert>
      )}
      {accounts.status === 'success' && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Staff accounts">
          {accounts.data.map((member) => (
            <StaffRow
              key={member.id}
              member={member}
              isYou={member.email === you.email}
              onRole={(role) =>
                void act(
                  () => accounts.setRole(member.id, role),
                  `${member.email} is now ${role === 'owner' ? 'an Owner' : 'Staff'}.`,
                )
              }
              onDisabled={(disabled) =>
                void act(
                  () => accounts.setDisabled(member.id, disabled),
                  disabled
                    ? `${member.email} is disabled and has been signed out.`
                    : `${member.email} can sign in again.`,
                )
              }
              onRemove={() => setRemoving(member)}
            />
          ))}
        </Stack>
      )}
      <AddStaffDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={async (input) => {
          const result = await accounts.add(input);
          setAdding(false);
          setAdded(result);
          // With a link, the link's own panel says so.
          if (result.setupLink) show();
          else
            show({
              severity: 'success',
              message: `Account added for ${result.member.email}. Give them the first password; they choose their own at first sign-in.`,
            });
          return result;
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove staff account"
        message={`Remove ${removing?.email ?? ''}? They are signed out at once and can no longer sign in.`}
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const member = removing!;
          setRemoving(null);
          void act(() => accounts.remove(member.id), `${member.email} has been removed.`);
        }}
      />
    </>
  );
}
