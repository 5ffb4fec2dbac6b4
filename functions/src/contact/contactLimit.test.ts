import { describe, expect, it } from 'vitest';
import { CONTACT_LIMIT } from '@studio/core/shared/limits';
import { configuredContactLimit } from './contactLimit.ts';

describe('the per-address limit on Firebase', () => {
  it("is core's when CONTACT_MAX_PER_WINDOW is not set", () => {
    expect(configuredContactLimit({})).toEqual(CONTACT_LIMIT);
    expect(configuredContactLimit({ CONTACT_MAX_PER_WINDOW: ' ' })).toEqual(CONTACT_LIMIT);
  });

  it('takes its count from CONTACT_MAX_PER_WINDOW, over the same window', () => {
    expect(configuredContactLimit({ CONTACT_MAX_PER_WINDOW: '100' })).toEqual({
      maxMessages: 100,
      windowMs: CONTACT_LIMIT.windowMs,
    });
  });

  it('refuses a count that is not a whole number of 1 or more, naming the setting', () => {
    for (const value of ['0', '-3', '2.5', 'many'])
      expect(() => configuredContactLimit({ CONTACT_MAX_PER_WINDOW: value })).toThrow(/CONTACT_MAX_PER_WINDOW/);
  });
});
