import { z } from '@studio/core/zod';
import { newPasswordSchema, staffMessages } from '@studio/core/staff';

const newPasswordTwice = { password: newPasswordSchema, repeat: z.string() };
const repeatMatches = (form: { password: string; repeat: string }) => form.password === form.repeat;
const repeatDiffers = { path: ['repeat'], message: staffMessages.passwordsDiffer };

/** A new password typed twice; the backend also checks it against the list of common passwords. */
export const newPasswordFields = z.object(newPasswordTwice).refine(repeatMatches, repeatDiffers);

export type NewPasswordForm = z.infer<typeof newPasswordFields>;

export const changePasswordFormSchema = z
  .object({ current: z.string().min(1, 'Please enter your current password'), ...newPasswordTwice })
  .refine(repeatMatches, repeatDiffers);

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
