import { describe, expect, it } from 'vitest';
import { SEED_SITE_CONTENT } from '../content/siteContentSeed.ts';
import { sampleTrialBooking } from './trialFixtures.ts';
import { BOOKING_LETTER_TO, bookingLetter } from './trialLetters.ts';

const setup = { content: SEED_SITE_CONTENT, siteUrl: 'https://studio.example', token: 'a'.repeat(43) };

describe("a booking's letters", () => {
  it('the confirmation carries the manage link and the .ics; the reminder the link; the notice goes to staff', () => {
    const booking = sampleTrialBooking();
    const confirmation = bookingLetter('confirmation', booking, setup)!;
    expect(confirmation.text).toContain(`https://studio.example/trial/booking/${setup.token}`);
    expect(confirmation.calendar?.content).toContain('BEGIN:VCALENDAR');
    expect(bookingLetter('reminder', booking, setup)!.text).toContain(setup.token);
    expect(bookingLetter('booked-notice', booking, setup)!.text).not.toContain(setup.token);
    expect(BOOKING_LETTER_TO).toEqual({
      confirmation: 'visitor',
      reminder: 'visitor',
      'booked-notice': 'staff',
      'follow-up': 'visitor',
    });
  });

  it('the follow-up is for the mark the booking holds, none without one; no link without a token', () => {
    const attended = bookingLetter('follow-up', sampleTrialBooking({ outcome: 'attended' }), setup)!;
    expect(attended.subject).toMatch(/^Thanks for coming/);
    const missed = bookingLetter('follow-up', sampleTrialBooking({ outcome: 'no-show' }), setup)!;
    expect(missed.subject).toMatch(/^Sorry we missed you/);
    expect(missed.text).toContain('https://studio.example/trial?class=kickboxing&site=aintree');
    expect(bookingLetter('follow-up', sampleTrialBooking(), setup)).toBeNull();
    expect(bookingLetter('reminder', sampleTrialBooking(), { ...setup, token: null })).toBeNull();
  });
});
