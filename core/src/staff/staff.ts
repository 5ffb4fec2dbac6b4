import { z } from '../shared/zod.ts';

/** Owners do everything, managing staff included; Staff do everything else. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };

/** The studio's name: staff passwords made of it are among the first a guesser tries. */
export const STUDIO_NAME = 'The Martial Arts Studio';

export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/** How long a one-time set-password link works. */
export const SETUP_LINK_HOURS = 24;

export const staffMessages = {
  passwordTooShort: `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long`,
  passwordCommon:
    'This password is on a list of common or breached passwords, so it would be guessed quickly. Please choose another, such as a few unrelated words.',
  passwordWeak: (feedback: string) =>
    `This password would be too easy to guess. ${feedback || 'A few unrelated words make a strong one.'}`,
  passwordsDiffer: 'The two passwords do not match',
  passwordUnchanged: 'The new password must be different from the current one',
  currentPasswordWrong: 'The current password is not right',
  mustChangePassword: 'Please choose a new password before continuing.',
  ownersOnly: 'Only an Owner can do this.',
  lastOwner: 'The studio must keep at least one active Owner: make someone else an Owner first.',
  notYourself: 'You cannot disable or remove your own account.',
  staffNotFound: 'Staff account not found',
  staffExists: (email: string) => `A staff account for ${email} already exists`,
  setupLinkInvalid: 'This set-password link is not valid or has expired. Ask the studio owner for a new one.',
  accountDisabled: 'This account has been disabled. Ask the studio owner.',
} as const;

/** The length rules every new staff password must meet (the common-password list is checked by the backend). */
export function passwordLengthProblem(password: string): string | undefined {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return staffMessages.passwordTooShort;
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) return staffMessages.passwordTooLong;
  return undefined;
}

export const newPasswordSchema = z
  .string({ error: staffMessages.passwordTooShort })
  .min(STAFF_PASSWORD_MIN_LENGTH, staffMessages.passwordTooShort)
  .max(STAFF_PASSWORD_MAX_LENGTH, staffMessages.passwordTooLong);

const staffEmailSchema = z
  .string({ error: 'Please enter an email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter an email address')
  .max(254, 'The email address must be 254 characters or fewer')
  .pipe(z.email('Please enter a valid email address'));

const roleSchema = z.enum(STAFF_ROLES, { error: 'Choose Owner or Staff' });

/**
 * An Owner adds an account with either a first password (to be changed at first sign-in) or, with no password,
 * a one-time set-password link.
 */
export const newStaffInputSchema = z.strictObject({
  email: staffEmailSchema,
  role: roleSchema,
  password: newPasswordSchema.optional(),
});
export type NewStaffInput = z.input<typeof newStaffInputSchema>;

export const staffChangeInputSchema = z.union([
  z.strictObject({ role: roleSchema }),
  z.strictObject({ disabled: z.boolean({ error: 'disabled must be true or false' }) }),
]);

export const changePasswordInputSchema = z.strictObject({
  current_password: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(1024),
  new_password: newPasswordSchema,
});

export const setupPasswordInputSchema = z.strictObject({
  token: z
    .string({ error: staffMessages.setupLinkInvalid })
    .regex(/^[A-Za-z0-9_-]{43}$/, staffMessages.setupLinkInvalid),
  password: newPasswordSchema,
});

/** A staff account as an Owner sees it. */
export interface StaffMember {
  id: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  /** The person has a first password from an Owner, or a set-password link, and has not chosen their own yet. */
  password_pending: boolean;
  last_sign_in_at: string | null;
  created_at: string;
}

/** The one-time link an Owner passes on; only its token is secret. */
export interface SetupLink {
  token: string;
  expires_at: string;
}
