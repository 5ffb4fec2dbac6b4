import { describe, expect, it } from 'vitest';
import { telHref } from './phone.ts';

describe('telHref', () => {
  it('drops the spaces, tabs and line breaks people write in a number, and keeps the rest', () => {
    expect(telHref('0151 496 0123')).toBe('tel:01514960123');
    expect(telHref(' +44 (0)151\t496  0123\n')).toBe('tel:+44(0)1514960123');
  });
});
