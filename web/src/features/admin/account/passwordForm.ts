import { z } from '@studio/core/shared/zod';
import { newPasswordSchema, staffMessages } from '@studio/core/staff/staff';
import { strongPassword } from '@/lib/passwordStrength.ts';

const newPasswordTwice = { password: newPasswordSchema, repeat: z.string() };
const repeatMatches = (form: { password: string; repeat: string }) => form.password === form.repeat;
const repeatDiffers = { path: ['repeat'], message: staffMessages.passwordsDiffer };

/**
 * A new password typed twice, strong enough by the estimate (`email`: whose it is, when known); the backend also
 * checks it against the list of common passwords, and the estimate again.
 */
export const newPasswordFields = (email?: string) =>
  z
    .object(newPasswordTwice)
    .refine(repeatMatches, repeatDiffers)
    .superRefine(strongPassword(() => email));

export type NewPasswordForm = z.infer<ReturnType<typeof newPasswordFields>>;

export const changePasswordFormSchema = (email?: string) =>
  z
    .object({ current: z.string().min(1, 'Please enter your current password'), ...newPasswordTwice })
    .refine(repeatMatches, repeatDiffers)
    .superRefine(strongPassword(() => email));

export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;
