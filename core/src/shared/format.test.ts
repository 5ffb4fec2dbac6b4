import { describe, expect, it } from 'vitest';
import {
  formatDetailPrice,
  formatEventDate,
  formatListPrice,
  formatSubmissionDate,
  messagePreview,
  replySubject,
} from './format.ts';

describe('formatting', () => {
  it('shows event dates as long en-GB dates of the chosen day', () => {
    expect(formatEventDate('2026-12-05T00:00:00.000Z')).toBe('Saturday, 5 December 2026');
    expect(formatEventDate('2026-07-04T00:00:00.000Z')).toBe('Saturday, 4 July 2026');
  });

  it('shows submission dates with day, short month, year, hour and minute in studio time', () => {
    expect(formatSubmissionDate('2026-07-04T13:05:00.000Z')).toBe('4 Jul 2026, 14:05');
    expect(formatSubmissionDate('2026-01-04T13:05:00.000Z')).toBe('4 Jan 2026, 13:05');
  });

  it('shows prices with a pound sign and two decimals, or the free wording', () => {
    expect(formatListPrice(12.5)).toBe('£12.50');
    expect(formatListPrice(0)).toBe('£0.00');
    expect(formatListPrice(null)).toBe('Free Event');
    expect(formatListPrice('')).toBe('Free Event');
    expect(formatListPrice('7')).toBe('£7.00');
    expect(formatDetailPrice(null)).toBe('Free entry');
    expect(formatDetailPrice(undefined)).toBe('Free entry');
    expect(formatDetailPrice(20)).toBe('£20.00');
  });

  it('previews the first 60 characters with an ellipsis only when longer', () => {
    const sixty = 'x'.repeat(60);
    expect(messagePreview(sixty)).toBe(sixty);
    expect(messagePreview(`${sixty}y`)).toBe(`${sixty}...`);
    expect(messagePreview('Hello')).toBe('Hello');
  });

  it('builds the reply subject from the class interest or the studio classes', () => {
    expect(replySubject('Kickboxing', "the studio's classes")).toBe('RE: Your inquiry about Kickboxing');
    expect(replySubject(null, "The Martial Arts Studio's classes")).toBe(
      "RE: Your inquiry about The Martial Arts Studio's classes",
    );
    expect(replySubject('  ', 'our classes')).toBe('RE: Your inquiry about our classes');
  });
});
