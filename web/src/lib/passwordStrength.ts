import type { z } from '@studio/core/shared/zod';

/**
 * The strength estimate of new staff passwords in the admin's forms, with zxcvbn's feedback as the field's message.
 * Its dictionaries are imported on first use, in a chunk of their own (only the admin's password forms ask for it),
 * so no public page ever loads them; the backend checks the same again.
 */
export async function passwordStrengthProblem(password: string, email?: string): Promise<string | undefined> {
  const strength = await import('@studio/core/staff/passwordStrength');
  return strength.passwordStrengthProblem(password, email);
}

/** Starts loading the estimate while the person types, so the check on submit does not wait for it. */
export function preloadPasswordStrength(): void {
  void import('@studio/core/staff/passwordStrength')
    .then((strength) => strength.loadPasswordEstimator())
    .catch(() => {});
}

/** A zod refinement for a form with `password`: refuses a weak one on that field, with zxcvbn's feedback. */
export function strongPassword<T extends { password?: string | undefined }>(email: (form: T) => string | undefined) {
  return async (form: T, context: z.RefinementCtx<T>) => {
    if (!form.password) return;
    const problem = await passwordStrengthProblem(form.password, email(form));
    if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem });
  };
}
