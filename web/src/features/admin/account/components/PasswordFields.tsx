import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { STAFF_PASSWORD_MIN_LENGTH } from '@studio/core/staff/staff';
import { muiField } from '@/lib/muiField.ts';
import { preloadPasswordStrength } from '@/lib/passwordStrength.ts';

interface Fields {
  current?: string;
  password: string;
  repeat: string;
}

/** New password (with its rule as help text) and its repeat; the current password too when asked for. */
export function PasswordFields<T extends Fields>({
  register,
  errors,
  withCurrent = false,
  currentLabel = 'Current password',
  autoFocus = false,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<Fields>;
  withCurrent?: boolean;
  currentLabel?: string;
  autoFocus?: boolean;
}) {
  // The strength estimate is checked on submit: its dictionaries load while the person types.
  useEffect(preloadPasswordStrength, []);
  const field = (name: keyof Fields) => muiField((register as unknown as UseFormRegister<Fields>)(name));
  return (
    <>
      {withCurrent && (
        <TextField
          {...field('current')}
          label={currentLabel}
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          autoFocus={autoFocus}
          error={Boolean(errors.current)}
          helperText={errors.current?.message}
        />
      )}
      <TextField
        {...field('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        autoFocus={autoFocus && !withCurrent}
        error={Boolean(errors.password)}
        helperText={
          errors.password?.message ??
          `At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess.`
        }
      />
      <TextField
        {...field('repeat')}
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.repeat)}
        helperText={errors.repeat?.message}
      />
    </>
  );
}
