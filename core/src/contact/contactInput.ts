/*
 * The contact form's rules, for the form in the browser and for the servers that receive it (core/src/contact/contact.ts)
 * alike. Written as plain functions rather than with zod: the contact form is the only code of the public pages that
 * validates, and zod's core, which the staff area shares in full, came to 15 KB gzip of the 35 KB a public page may
 * load above the framework (docs/decisions/030-public-pages-weight.md). What each check finds, in which order, and
 * what it says are zod's (`contactInput.test.ts` holds the same rules in zod and compares the two).
 */

/** A problem with the input, as zod reports it: the field it is in (none for the whole input) and what to say. */
export interface ContactIssue {
  code: 'invalid_type' | 'too_small' | 'too_big' | 'invalid_format' | 'custom' | 'unrecognized_keys';
  path: string[];
  message: string;
}

/** What a visitor sends from a contact form. `website` is a honeypot: people never fill it in. */
export interface ContactInput {
  name: string;
  email: string;
  phone?: string | undefined;
  class_interest?: string | undefined;
  message: string;
  website?: string | undefined;
}

/** A contact message once checked: the same fields, text trimmed, optional fields left empty as undefined. */
export type ContactFields = ContactInput;

export type ContactParse =
  | { success: true; data: ContactFields; error?: undefined }
  | { success: false; error: { issues: ContactIssue[] }; data?: undefined };

/** zod's e-mail pattern (`z.regexes.email`), so an address is accepted here exactly when zod would accept it. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^[+()\d\s-]{6,30}$/;
const FIELDS = ['name', 'email', 'phone', 'class_interest', 'message', 'website'] as const;

/** The kind of a value as zod names it in "expected string, received …". */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'Date';
  return typeof value;
}

const wrongType = (path: string[], expected: string, value: unknown): ContactIssue => ({
  code: 'invalid_type',
  path,
  message: `Invalid input: expected ${expected}, received ${kindOf(value)}`,
});

/**
 * The length zod's length checks see: a string's once trimmed (when `trim`), and, as zod checks the length of
 * anything that has one even after finding it is not a string, an array's; undefined for a value without a length.
 */
function lengthOf(value: unknown, trim: boolean): number | undefined {
  if (typeof value === 'string') return trim ? value.trim().length : value.length;
  return Array.isArray(value) ? value.length : undefined;
}

/** A required text: trimmed, at least one character, at most `max`; `message` says what is missing. */
function requiredText(
  value: unknown,
  field: string,
  max: number,
  messages: { missing: string; tooLong: string },
  issues: ContactIssue[],
): string | undefined {
  if (typeof value !== 'string') issues.push({ code: 'invalid_type', path: [field], message: messages.missing });
  const length = lengthOf(value, true);
  if (length === undefined) return undefined;
  if (length < 1) issues.push({ code: 'too_small', path: [field], message: messages.missing });
  if (length > max) issues.push({ code: 'too_big', path: [field], message: messages.tooLong });
  return typeof value === 'string' ? value.trim() : undefined;
}

/** An optional text: trimmed, at most `max`; left empty, undefined. `ok` is false when it had a problem. */
function optionalText(value: unknown, field: string, max: number, tooLong: string, issues: ContactIssue[]) {
  if (value === undefined) return { ok: true, text: undefined };
  const before = issues.length;
  if (typeof value !== 'string') issues.push(wrongType([field], 'string', value));
  if ((lengthOf(value, true) ?? 0) > max) issues.push({ code: 'too_big', path: [field], message: tooLong });
  if (issues.length > before || typeof value !== 'string') return { ok: false, text: undefined };
  return { ok: true, text: value.trim() || undefined };
}

const required = (label: string, max: number) => ({
  missing: `Please enter your ${label}`,
  tooLong: `Your ${label} must be ${max} characters or fewer`,
});

/** Checks a contact message: every problem, in the order zod finds them, or the fields ready to keep. */
export function parseContactInput(input: unknown): ContactParse {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { success: false, error: { issues: [wrongType([], 'object', input)] } };
  const record = input as Record<string, unknown>;
  const issues: ContactIssue[] = [];

  const name = requiredText(record.name, 'name', 100, required('name', 100), issues);
  const before = issues.length;
  const email = requiredText(
    record.email,
    'email',
    254,
    { missing: 'Please enter your email address', tooLong: 'Your email address must be 254 characters or fewer' },
    issues,
  );
  // The format is checked only once the rest is right (zod's `pipe`).
  if (issues.length === before && email !== undefined && !EMAIL.test(email))
    issues.push({ code: 'invalid_format', path: ['email'], message: 'Please enter a valid email address' });

  const phone = optionalText(record.phone, 'phone', 30, 'Your phone number must be 30 characters or fewer', issues);
  if (phone.ok && phone.text !== undefined && !PHONE.test(phone.text))
    issues.push({ code: 'custom', path: ['phone'], message: 'Please enter a valid phone number' });

  const classInterest = optionalText(
    record.class_interest,
    'class_interest',
    100,
    'Please choose a class from the list',
    issues,
  );
  const message = requiredText(record.message, 'message', 5000, required('message', 5000), issues);

  const website = record.website;
  if (website !== undefined) {
    if (typeof website !== 'string') issues.push(wrongType(['website'], 'string', website));
    if ((lengthOf(website, false) ?? 0) > 500) {
      const [kind, unit] = Array.isArray(website) ? ['array', 'items'] : ['string', 'characters'];
      issues.push({ code: 'too_big', path: ['website'], message: `Too big: expected ${kind} to have <=500 ${unit}` });
    }
  }

  const unknown = Object.keys(record).filter((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown.length)
    issues.push({
      code: 'unrecognized_keys',
      path: [],
      message: `Unrecognized key${unknown.length > 1 ? 's' : ''}: ${unknown.map((key) => `"${key}"`).join(', ')}`,
    });

  if (issues.length) return { success: false, error: { issues } };
  // As zod does, a field left out stays out; one sent, even empty, is kept (as undefined when empty).
  const data: ContactFields = { name: name as string, email: email as string, message: message as string };
  if ('phone' in record) data.phone = phone.text;
  if ('class_interest' in record) data.class_interest = classInterest.text;
  if ('website' in record) data.website = website as string | undefined;
  return { success: true, data };
}

/** The contact form's rules with zod's two ways in: `safeParse` reports, `parse` throws on the first problem. */
export const contactInputSchema = {
  safeParse: parseContactInput,
  parse(input: unknown): ContactFields {
    const result = parseContactInput(input);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
    return result.data;
  },
};

export function isHoneypotFilled(input: Pick<ContactInput, 'website'>): boolean {
  return Boolean(input.website && input.website.trim() !== '');
}
