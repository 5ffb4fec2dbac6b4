import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SETUP_LINK_HOURS, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLE_LABELS, STAFF_ROLES } from '@studio/core/staff/staff';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '@/backend/errors.ts';
import { muiField } from '@/lib/muiField.ts';
import { preloadPasswordStrength } from '@/lib/passwordStrength.ts';
import type { AddedStaff } from '@/backend/port.ts';
import type { NewStaffInput } from '@studio/core/staff/staff';
import { addStaffFormSchema, type AddStaffForm } from '../staffForm.ts';

const ROLE_HELP = {
  owner: 'Everything: publishing, scheduling and restoring site content, managing staff and reading the activity log.',
  staff:
    "Messages, images and events, and drafts of any site content section; only Owners publish, schedule, restore and discard others' drafts, manage staff and read the activity log.",
} as const;

/** "Add staff": asks for the e-mail, the role and how the person gets their password. */
export function AddStaffDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (input: NewStaffInput) => Promise<AddedStaff>;
}) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddStaffForm>({
    resolver: zodResolver(addStaffFormSchema),
    defaultValues: { email: '', role: 'staff', setup: 'link', password: '' },
  });
  const setup = useWatch({ control, name: 'setup' });
  const role = useWatch({ control, name: 'role' });
  // A first password is checked by the strength estimate on submit: its dictionaries load once it is chosen.
  useEffect(() => {
    if (setup === 'password') preloadPasswordStrength();
  }, [setup]);

  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };
  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await onAdd({
        email: form.email,
        role: form.role,
        password: form.setup === 'password' ? form.password : undefined,
      });
      reset();
    } catch (error) {
      setFailure(errorMessage(error, 'The account could not be added. Please try again.'));
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Add staff</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              {...muiField(register('email'))}
              label="Email"
              type="email"
              autoComplete="off"
              required
              fullWidth
              autoFocus
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <TextField
                  select
                  label="Role"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  helperText={ROLE_HELP[role]}
                  fullWidth
                >
                  {STAFF_ROLES.map((value) => (
                    <MenuItem key={value} value={value}>
                      {STAFF_ROLE_LABELS[value]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormControl>
              <FormLabel id={`${titleId}-setup`}>How they get their password</FormLabel>
              <Controller
                control={control}
                name="setup"
                render={({ field }) => (
                  <RadioGroup aria-labelledby={`${titleId}-setup`} {...field}>
                    <FormControlLabel
                      value="link"
                      control={<Radio />}
                      label={`A one-time link where they choose it (valid ${SETUP_LINK_HOURS} hours)`}
                    />
                    <FormControlLabel
                      value="password"
                      control={<Radio />}
                      label="A first password from me, to be changed at their first sign-in"
                    />
                  </RadioGroup>
                )}
              />
            </FormControl>
            {setup === 'password' && (
              <TextField
                {...muiField(register('password'))}
                label="First password"
                type="text"
                autoComplete="off"
                required
                fullWidth
                error={Boolean(errors.password)}
                helperText={errors.password?.message ?? `At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Adding...' : 'Add staff'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
