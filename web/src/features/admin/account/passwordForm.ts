import { z } from '@studio/core/zod';
import { newPasswordSchema, staffMessages } from '@studio/core/staff';

/** A new password typed twice; the backend also checks it against the list of common passwords. */
export const newPasswordFields = z
  .object({ password: newPasswordSchema, repeat: z.string() })
  .refine((form) => form.password === form.repeat, { path: ['repeat'], message: staffMessages.passwordsDiffer });

export type NewPasswordForm = z.infer<typeof newPasswordFields>;

export const changePasswordFormSchema = z
  .object({
    current: z.string().min(1, 'Please enter your current password'),
    password: newPasswordSchema,
    repeat: z.string(),
  })
  .refine((form) => form.password === form.repeat, { path: ['repeat'], message: staffMessages.passwordsDiffer });

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
