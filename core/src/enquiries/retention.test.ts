import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_RETENTION_DAYS, describeRetention } from './retention.ts';

describe('describeRetention', () => {
  it('says the default period as the privacy notice and inbox state it', () => {
    expect(describeRetention(DEFAULT_CONTACT_RETENTION_DAYS)).toBe('12 months');
  });

  it('uses months, years or days, whichever divides the period', () => {
    expect(describeRetention(180)).toBe('6 months');
    expect(describeRetention(30)).toBe('1 month');
    expect(describeRetention(730)).toBe('2 years');
    expect(describeRetention(90)).toBe('3 months');
    expect(describeRetention(45)).toBe('45 days');
    expect(describeRetention(1)).toBe('1 day');
  });

  it('refuses a period that is not a positive whole number of days', () => {
    expect(() => describeRetention(0)).toThrow(RangeError);
    expect(() => describeRetention(1.5)).toThrow(RangeError);
  });
});
