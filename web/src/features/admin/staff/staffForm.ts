import { newPasswordSchema, STAFF_ROLES } from '@studio/core/staff/staff';
import { z } from '@studio/core/shared/zod';
import { strongPassword } from '@/lib/passwordStrength.ts';

/** Who is added, whichever way they get their password. */
const person = {
  email: z.string().trim().min(1, 'Please enter an email address').pipe(z.email('Please enter a valid email address')),
  role: z.enum(STAFF_ROLES),
};

/** "Add staff": e-mail, role, and a first password (strong enough for that person) or a one-time link. */
export const addStaffFormSchema = z.discriminatedUnion('setup', [
  z.object({ ...person, setup: z.literal('link'), password: z.string().optional() }),
  z
    .object({ ...person, setup: z.literal('password'), password: newPasswordSchema })
    .superRefine(strongPassword((form) => form.email)),
]);

export type AddStaffForm = z.input<typeof addStaffFormSchema>;
