import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_RETENTION_DAYS, describeRetention, fillContactRetention } from './retention.ts';

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

describe('fillContactRetention', () => {
  const built =
    '<html><head><meta name="contact-retention-days" content="365"/></head><body>' +
    '<p>We keep messages for <span data-contact-retention-days="365">12 months</span>, then delete them.</p>' +
    '<p>After <span data-contact-retention-days="365">12 months</span> they are gone. 12 months is a year.</p></body></html>';

  it('writes the configured period into the meta tag and every marked statement, and nothing else', () => {
    const filled = fillContactRetention(built, 180);
    expect(filled).toContain('<meta name="contact-retention-days" content="180"/>');
    expect(filled.match(/<span data-contact-retention-days="180">6 months<\/span>/g)).toHaveLength(2);
    expect(filled).not.toContain('"365"');
    expect(filled).toContain('12 months is a year.');
  });

  it('can be applied again with another period, and leaves a page without marks as it is', () => {
    expect(fillContactRetention(fillContactRetention(built, 180), 45)).toContain(
      '<span data-contact-retention-days="45">45 days</span>',
    );
    expect(fillContactRetention('<p>No marks</p>', 30)).toBe('<p>No marks</p>');
  });
});
