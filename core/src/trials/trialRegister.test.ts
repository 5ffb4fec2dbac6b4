import { describe, expect, it } from 'vitest';
import { nameActivityItem, refOfEntry, type ActivityEntry } from '../activity/activity.ts';
import { isNewEnquiry, mailStatus } from '../enquiries/enquiries.ts';
import { SEED_SITE_CONTENT } from '../content/siteContentSeed.ts';
import {
  calledOffBookings,
  draftCancellations,
  enquiryTrial,
  openingRegister,
  outcomeProblem,
} from './trialRegister.ts';
import { sampleTrialBooking } from './trialFixtures.ts';
import type { TrialBooking } from './trials.ts';

// Wednesday 25 November 2026, 08:30 UK time. Kickboxing's seed session-1 is Mondays 18:00-19:00 at Aintree.
const NOW = new Date('2026-11-25T08:30:00Z');

const booking = sampleTrialBooking;

const nextMonday = (overrides: Partial<TrialBooking> = {}) =>
  booking({
    id: 'b2',
    occurrenceKey: 'kickboxing.session-1.2026-12-07',
    day: '2026-12-07',
    startsAt: '2026-12-07T18:00:00.000Z',
    endsAt: '2026-12-07T19:00:00.000Z',
    ...overrides,
  });

const timetable = { classes: SEED_SITE_CONTENT.classes, closures: SEED_SITE_CONTENT.closures.closures };
const closure = (day: string) => ({
  id: 'c1',
  firstDay: day,
  lastDay: day,
  sites: ['Aintree' as const],
  reason: 'Boiler repair',
});

describe('where the register opens', () => {
  it('today at the first site when nothing is booked', () => {
    expect(openingRegister('2026-11-25', [])).toEqual({ day: '2026-11-25', site: 'Aintree' });
  });

  it('the first day holding bookings, at the site with most of them that day', () => {
    const counts = [
      { day: '2026-12-01', site: 'Aintree' as const, booked: 4 },
      { day: '2026-11-27', site: 'Aintree' as const, booked: 1 },
      { day: '2026-11-27', site: 'St Helens' as const, booked: 2 },
      { day: '2026-11-24', site: 'Aintree' as const, booked: 9 },
    ];
    expect(openingRegister('2026-11-25', counts)).toEqual({ day: '2026-11-27', site: 'St Helens' });
  });
});

describe('what a closure calls off', () => {
  it('booked sessions still to come that the timetable no longer runs, with the reason the visitor is sent', () => {
    const closed = { ...timetable, closures: [closure('2026-11-30')] };
    const found = calledOffBookings(closed, [booking(), nextMonday(), booking({ id: 'b3', status: 'cancelled' })], NOW);
    expect(found).toEqual([{ booking: booking(), reason: 'The studio is closed that day (Boiler repair)' }]);
    // A session already started is left alone.
    expect(calledOffBookings(closed, [booking()], new Date('2026-11-30T18:00:00Z'))).toEqual([]);
  });

  it('a draft gives the same answer as the rule, for the closures and class pages only', () => {
    const draft = draftCancellations(
      SEED_SITE_CONTENT,
      'closures',
      { closures: [closure('2026-12-07')] },
      [booking(), nextMonday()],
      NOW,
    );
    expect(draft).toEqual({
      cancels: [{ booking: nextMonday(), reason: 'The studio is closed that day (Boiler repair)' }],
    });
    expect(draftCancellations(SEED_SITE_CONTENT, 'pricing', {}, [booking()], NOW)).toEqual({ cancels: [] });
    expect(draftCancellations(SEED_SITE_CONTENT, 'closures', { closures: 'x' }, [booking()], NOW)).toHaveProperty(
      'error',
    );
  });
});

describe("an enquiry's booking", () => {
  it('shows the next one still booked, not a later cancelled one', () => {
    const summary = enquiryTrial([nextMonday({ status: 'cancelled' }), booking()], NOW);
    expect(summary).toEqual({
      session: 'Kickboxing, Monday 30 November 2026, 6:00pm - 7:00pm, Aintree',
      state: 'booked',
    });
  });

  it('shows the latest session once none is to come', () => {
    const later = new Date('2026-12-08T00:00:00Z');
    expect(enquiryTrial([booking({ outcome: 'attended' }), nextMonday({ outcome: 'no-show' })], later)!.state).toBe(
      'no-show',
    );
    expect(enquiryTrial([], later)).toBeNull();
  });

  it('is New while a booked trial is unread, or while the status is New', () => {
    expect(isNewEnquiry({ status: 'trial_booked', read: false })).toBe(true);
    expect(isNewEnquiry({ status: 'trial_booked', read: true })).toBe(false);
    expect(isNewEnquiry({ status: 'new', read: true })).toBe(true);
    expect(isNewEnquiry({ status: 'contacted', read: false })).toBe(false);
  });
});

describe('attendance', () => {
  it('can be marked from the session start', () => {
    expect(outcomeProblem(booking(), NOW)).toBe(
      'Attendance can be marked from the start of the session (6:00pm on Monday 30 November 2026).',
    );
    expect(outcomeProblem(booking(), new Date('2026-11-30T18:00:00Z'))).toBeNull();
  });
});

describe('the activity log', () => {
  const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
    id: '1',
    at: NOW.toISOString(),
    actor: 'owner@example.com',
    kind: 'trial.cancelled',
    item: null,
    ref: 'trial:b1',
    detail: null,
    ip: null,
    ...overrides,
  });

  it('names a trial by visitor, class and date, and says when it has since been erased', () => {
    const now = { type: 'trial' as const, name: 'Sam Taylor', className: 'Kickboxing', day: '2026-11-30' };
    expect(nameActivityItem(entry({}), now).item).toBe('Sam Taylor, Kickboxing, Monday 30 November 2026');
    expect(nameActivityItem(entry({}), null).item).toBe('A trial booking since deleted');
    // Entries written before references name their trial by id.
    expect(refOfEntry(entry({ ref: null, item: 'Trial 0b9c6f0e-1' }))).toEqual({ type: 'trial', id: '0b9c6f0e-1' });
  });
});

describe('mail status', () => {
  it('says what is missing and what to set', () => {
    expect(mailStatus(undefined, 'server')).toEqual({ setUp: true });
    const off = mailStatus('SITE_URL is not set', 'firebase');
    expect(off).toMatchObject({ setUp: false });
    expect(off.setUp === false && off.warning).toMatch(
      /^E-mail is not set up: visitors get no confirmation and staff get no notice of new messages and bookings\. Set the functions' NOTIFY_EMAIL and SITE_URL parameters.*\(now: SITE_URL is not set\)\.$/,
    );
  });
});
