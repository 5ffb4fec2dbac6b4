import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { staffMessages, STUDIO_NAME } from './staff.ts';

/** zxcvbn's score a new staff password must reach (0-4; 3 is "safely unguessable: moderate protection"). */
export const MIN_PASSWORD_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its common (passwords, diceware, keyboard layouts) and English (words, names, Wikipedia)
 * dictionaries: some megabytes, so they are imported on first use. The backends use it as they check a password;
 * in the browser only the admin's password forms load it, in a chunk of its own, never a public page.
 */
export function loadPasswordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([zxcvbn, common, english]) =>
      new zxcvbn.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
    (error: unknown) => {
      estimator = undefined;
      throw error;
    },
  );
  return estimator;
}

/**
 * What a guesser tries first for this person: their e-mail and the studio's name, whole and in the pieces a
 * password is made of ("owner", "martialarts").
 */
export function passwordUserInputs(email: string | undefined): string[] {
  const name = STUDIO_NAME.toLowerCase();
  const words = name.split(/\s+/);
  const inputs = [name, name.replace(/\s+/g, ''), words.slice(1).join(''), ...words];
  if (email) {
    const local = email.toLowerCase().split('@')[0] ?? '';
    inputs.push(email.toLowerCase(), local, ...local.split(/[._+-]+/));
  }
  // Two-letter pieces would only make every password look personal.
  return [...new Set(inputs)].filter((input) => input.length >= 3);
}

/**
 * The strength estimate's verdict on a new staff password: undefined when it scores at least MIN_PASSWORD_SCORE,
 * else the refusal with zxcvbn's own feedback (what makes it weak, what would help).
 */
export async function passwordStrengthProblem(password: string, email?: string): Promise<string | undefined> {
  const result = (await loadPasswordEstimator()).check(password, passwordUserInputs(email));
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const { warning, suggestions } = result.feedback;
  return staffMessages.passwordWeak([warning, ...suggestions].filter(Boolean).join(' '));
}
