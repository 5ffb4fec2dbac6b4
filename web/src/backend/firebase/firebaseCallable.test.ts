import { describe, expect, it } from 'vitest';
import { withoutUndefined } from './firebaseCallable.ts';

describe('withoutUndefined', () => {
  it('drops undefined keys at any depth, keeping null, false, 0 and empty strings', () => {
    const input = {
      name: 'Sam',
      phone: undefined,
      class_interest: undefined,
      website: '',
      nested: { password: undefined, role: 'staff', count: 0, flag: false, none: null },
      list: [{ a: undefined, b: 1 }],
    };
    const sent = withoutUndefined(input);
    expect(sent).toEqual({
      name: 'Sam',
      website: '',
      nested: { role: 'staff', count: 0, flag: false, none: null },
      list: [{ b: 1 }],
    });
    expect(Object.keys(sent)).not.toContain('phone');
    expect(Object.keys(sent.nested)).not.toContain('password');
    expect(input).toHaveProperty('phone');
  });

  it('leaves values that are not plain objects as they are', () => {
    const date = new Date(0);
    expect(withoutUndefined(date)).toBe(date);
    expect(withoutUndefined(undefined)).toBeUndefined();
    expect(withoutUndefined('text')).toBe('text');
  });
});
