import * as z from 'zod/mini';

// zod compiles fast parsers with `new Function` when it can. Merely probing for that is reported as a
// Content-Security-Policy violation in browsers (the site allows no eval), so schemas are built without it. The mini
// build shares its configuration with the full one (core/src/zod.ts), but a page may load this module alone.
z.config({ jitless: true });

/*
 * The contact form's rules, written with zod's mini build: its functions tree-shake, so the contact form that the home
 * and class pages load after use carries only the checks below (about 5 KB gzip) instead of the full library (about
 * 25 KB). The server parses with the same schema (core/src/contact.ts).
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}` })
    .check(
      z.trim(),
      z.minLength(1, `Please enter your ${label}`),
      z.maxLength(max, `Your ${label} must be ${max} characters or fewer`),
    );

const optionalText = (max: number, message: string) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );

/** What a visitor sends from a contact form. `website` is a honeypot: people never fill it in. */
export const contactInputSchema = z.strictObject({
  name: text('name', 100),
  email: z.pipe(
    z
      .string({ error: 'Please enter your email address' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your email address'),
        z.maxLength(254, 'Your email address must be 254 characters or fewer'),
      ),
    z.email('Please enter a valid email address'),
  ),
  phone: optionalText(30, 'Your phone number must be 30 characters or fewer').check(
    z.refine((value) => value === undefined || /^[+()\d\s-]{6,30}$/.test(value), 'Please enter a valid phone number'),
  ),
  class_interest: optionalText(100, 'Please choose a class from the list'),
  message: text('message', 5000),
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactFields = z.output<typeof contactInputSchema>;

export function isHoneypotFilled(input: Pick<ContactInput, 'website'>): boolean {
  return Boolean(input.website && input.website.trim() !== '');
}
