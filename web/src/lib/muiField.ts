import type { UseFormRegisterReturn } from 'react-hook-form';

/** A registered input for a MUI TextField: the ref goes to the real <input>, not the wrapper. */
export function muiField(registration: UseFormRegisterReturn) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}
