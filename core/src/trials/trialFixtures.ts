import type { TrialBooking } from './trials.ts';

/**
 * A booking for tests: Sam Taylor's free trial of Kickboxing's seed session-1 on Monday 30 November 2026, 18:00-19:00
 * UK time at Aintree, still booked; `overrides` change what a test is about.
 */
export function sampleTrialBooking(overrides: Partial<TrialBooking> = {}): TrialBooking {
  return {
    id: 'b1',
    occurrenceKey: 'kickboxing.session-1.2026-11-30',
    classSlug: 'kickboxing',
    className: 'Kickboxing',
    site: 'Aintree',
    day: '2026-11-30',
    start: '18:00',
    end: '19:00',
    startsAt: '2026-11-30T18:00:00.000Z',
    endsAt: '2026-11-30T19:00:00.000Z',
    name: 'Sam Taylor',
    email: 'sam@example.com',
    phone: '0151 496 0000',
    childName: null,
    childAge: null,
    guardian: null,
    status: 'booked',
    outcome: null,
    cancelledBy: null,
    cancelReason: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    submissionId: 's1',
    ...overrides,
  };
}
