import { describe, expect, it } from 'vitest';
import { staffPasswordProblem } from './commonPasswords.ts';
import { MIN_PASSWORD_SCORE, passwordStrengthProblem, passwordUserInputs } from './passwordStrength.ts';
import { staffMessages } from './staff.ts';

// Loading the dictionaries takes a second or two the first time.
describe('staff password strength', { timeout: 30_000 }, () => {
  it('refuses Password123!, which the common-password list lets through, with zxcvbn’s feedback', async () => {
    const problem = await staffPasswordProblem('Password123!');
    expect(problem).toMatch(/^This password would be too easy to guess\. /);
    expect(problem).toContain('This is similar to a commonly used password.');
    expect(problem).not.toBe(staffMessages.passwordCommon);
  });

  it('keeps the list first, and lets a few unrelated words through', async () => {
    expect(await staffPasswordProblem('qwerty123456')).toBe(staffMessages.passwordCommon);
    expect(await staffPasswordProblem('correct horse battery staple')).toBeUndefined();
    expect(await staffPasswordProblem('roundhouse kick at dawn', 'coach@example.com')).toBeUndefined();
    expect(MIN_PASSWORD_SCORE).toBe(3);
  });

  it('counts the person’s e-mail and the studio’s name as what a guesser tries first', async () => {
    expect(await passwordStrengthProblem('MartialArtsStudio2024')).toContain(
      'There should not be any personal or page related data.',
    );
    expect(await passwordStrengthProblem('jordan.whitfield!!')).toBeUndefined();
    expect(await passwordStrengthProblem('jordan.whitfield!!', 'jordan.whitfield@example.com')).toContain(
      'There should not be any personal or page related data.',
    );
    expect(passwordUserInputs('Jo.Kelly@Example.com')).toEqual(
      expect.arrayContaining([
        'jo.kelly@example.com',
        'jo.kelly',
        'kelly',
        'martialartsstudio',
        'the martial arts studio',
      ]),
    );
  });
});
