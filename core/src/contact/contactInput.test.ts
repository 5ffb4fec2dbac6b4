import { describe, expect, it } from 'vitest';
import { z } from '../shared/zod.ts';
import { parseContactInput } from './contactInput.ts';

/** The contact form's rules as they were written with zod: the reference the plain functions must match. */
const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}` })
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(max, `Your ${label} must be ${max} characters or fewer`);
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));
const zodRules = z.strictObject({
  name: text('name', 100),
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(254, 'Your email address must be 254 characters or fewer')
    .pipe(z.email('Please enter a valid email address')),
  phone: optionalText(30, 'Your phone number must be 30 characters or fewer').refine(
    (value) => value === undefined || /^[+()\d\s-]{6,30}$/.test(value),
    'Please enter a valid phone number',
  ),
  class_interest: optionalText(100, 'Please choose a class from the list'),
  message: text('message', 5000),
  website: z.string().max(500).optional(),
});

const valid = { name: 'Jo Bloggs', email: 'jo@example.com', message: 'Can I try a kickboxing class?' };
const inputs: unknown[] = [
  valid,
  {},
  null,
  'a message',
  42,
  [valid],
  undefined,
  { name: '', email: '', message: '' },
  { name: ' Al ', email: ' a@b.co ', message: ' hi ', phone: '', class_interest: '' },
  { name: 'Al', email: 'nope', message: ' ', phone: 'call me' },
  {
    name: 'x'.repeat(101),
    email: `${'a'.repeat(250)}@b.co`,
    message: 'x'.repeat(5001),
    phone: '1'.repeat(31),
    class_interest: 'y'.repeat(101),
    website: 'z'.repeat(501),
  },
  { ...valid, phone: ' +44 (0) 151-123 ', class_interest: 'Boxing', website: 'http://spam.example' },
  { ...valid, phone: '12' },
  { ...valid, phone: '1'.repeat(31) },
  { ...valid, phone: '   ', class_interest: '  ', website: '' },
  { ...valid, phone: undefined, class_interest: undefined, website: undefined },
  { ...valid, read: true },
  { ...valid, read: true, status: 'new' },
  { name: 1, email: 2, message: 3, phone: 4, class_interest: 5, website: 6 },
  { name: null, email: [], message: {}, phone: null, class_interest: true, website: [] },
  { ...valid, email: 'jo..bloggs@example.com' },
  { ...valid, email: '.jo@example.com' },
  { ...valid, email: "o'neil+gym@mail.example.co.uk" },
  { ...valid, email: 'jo@example' },
  { ...valid, email: 'jo@-example.com' },
  { ...valid, email: ' ' },
  { ...valid, name: '\u00a0Jo\u2003' },
  { name: [], email: [], message: [], phone: [], class_interest: [], website: [] },
  {
    name: Array(101).fill('x'),
    email: Array(255).fill('x'),
    message: ['x'],
    phone: Array(31).fill(1),
    class_interest: Array(101).fill(1),
    website: Array(501).fill(1),
  },
  { ...valid, email: ['jo@example.com'] },
];

describe('the contact form rules', () => {
  it('find what zod finds, in the same order, with the same words, and keep the same fields', () => {
    for (const input of inputs) {
      const expected = zodRules.safeParse(input);
      const actual = parseContactInput(input);
      const label = JSON.stringify(input);
      expect(actual.success, label).toBe(expected.success);
      if (expected.success && actual.success) expect(actual.data, label).toStrictEqual(expected.data);
      if (!expected.success && !actual.success)
        expect(actual.error.issues, label).toEqual(
          expected.error.issues.map(({ code, path, message }) => ({ code, path, message })),
        );
    }
  });

  it('accept an e-mail address exactly when zod’s own pattern does', () => {
    const addresses = ['jo@example.com', "o'neil+gym@mail.example.co.uk", 'a-b_c@x-y.io', 'jo.@example.com', 'jo@x.c'];
    for (const address of [...addresses, 'jo@ex_ample.com', 'jo@example.c0m', '-@a.bc', "'@a.bc"])
      expect(parseContactInput({ ...valid, email: address }).success, address).toBe(z.regexes.email.test(address));
  });
});
