import { passwordStrengthProblem } from './passwordStrength.ts';
import { passwordLengthProblem, staffMessages } from './staff.ts';

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The ~49,000 most common and breached passwords of zxcvbn-ts's maintained list, loaded on first use (it is
 * shipped compressed and takes a moment to unpack) and checked offline. Server-side only: the browser never
 * imports this file (the admin loads only the strength estimate, lazily), so the list stays out of public pages.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

/** The list is lower case without spaces; "Qwerty 123456" is as weak as "qwerty123456". */
function listForm(password: string): string {
  return password.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/**
 * Why a new staff password is refused (length, then the common-password list, then zxcvbn's strength estimate with
 * the person's e-mail and the studio's name as what a guesser tries first), or undefined when it is fine.
 */
export async function staffPasswordProblem(password: string, email?: string): Promise<string | undefined> {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  const list = await loadCommonPasswords();
  if (list.has(listForm(password)) || list.has(password.toLowerCase())) return staffMessages.passwordCommon;
  return passwordStrengthProblem(password, email);
}
