import { describe, expect, it } from 'vitest';
import { contactInputSchema, isHoneypotFilled } from './submissions.ts';

describe('contact input', () => {
  const valid = { name: 'Jo Bloggs', email: 'jo@example.com', message: 'Can I try a kickboxing class?' };

  it('accepts a message with optional fields left out or empty', () => {
    expect(contactInputSchema.parse(valid)).toEqual(valid);
    expect(contactInputSchema.parse({ ...valid, phone: '', class_interest: '' })).toEqual({
      ...valid,
      phone: undefined,
      class_interest: undefined,
    });
  });

  it('explains each wrong field', () => {
    const result = contactInputSchema.safeParse({ name: '', email: 'nope', message: ' ', phone: 'call me' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(byField).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      message: 'Please enter your message',
      phone: 'Please enter a valid phone number',
    });
  });

  it('bounds lengths and refuses unknown fields', () => {
    expect(contactInputSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(contactInputSchema.safeParse({ ...valid, read: true }).success).toBe(false);
  });

  it('spots a filled honeypot', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});
