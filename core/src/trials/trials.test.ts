import { describe, expect, it } from 'vitest';
import { sampleTrialBooking } from './trialFixtures.ts';
import { testSession, testTimetable } from '../timetable/timetableFixtures.ts';
import { buildTrialCalendar } from '../calendar/ics.ts';
import type { ClassSession, Closure } from '../content/siteContent.ts';
import { manageLink, trialConfirmation, trialStaffNotice } from '../mail/trialMail.ts';
import { hashTrialToken, isTrialToken, newTrialToken } from '../node/trialToken.ts';
import {
  findBookable,
  nextWithRoom,
  placesText,
  recheckBookable,
  reminderAt,
  newTrialBooking,
  trialDetails,
  trialInputSchema,
  trialMessages,
  trialOccurrences,
  type TrialBooking,
} from './trials.ts';

const session = (fields: Partial<ClassSession>): ClassSession => testSession({ id: 'mon-6pm', ...fields });
const input = testTimetable;

// Wednesday 25 November 2026, 08:30 UK (GMT).
const now = new Date('2026-11-25T08:30:00Z');
const none = () => 0;

describe('trialOccurrences', () => {
  it('offers the next 14 days from today: two Mondays, each with its places', () => {
    const list = trialOccurrences(input([session({})]), {
      now,
      booked: (key) => (key === 'kickboxing.mon-6pm.2026-11-30' ? 1 : 0),
    });
    expect(list.map((entry) => [entry.key, entry.availability, placesText(entry)])).toEqual([
      ['kickboxing.mon-6pm.2026-11-30', 'open', '2 places left'],
      ['kickboxing.mon-6pm.2026-12-07', 'open', '3 places left'],
    ]);
    expect(list[0]!.startsAt).toBe('2026-11-30T18:00:00.000Z');
  });

  it('marks closed, cancelled, no-trial, full and too-soon occurrences, and points a full one to the next with room', () => {
    const closures: Closure[] = [
      { id: 'c', firstDay: '2026-12-07', lastDay: '2026-12-07', sites: ['Aintree'], reason: 'Boiler repair' },
    ];
    const list = trialOccurrences(
      input(
        [
          session({}),
          session({ id: 'wed', day: 'Wednesday', start: '10:00', end: '11:00', trialPlaces: 0 }),
          session({ id: 'wed-late', day: 'Wednesday', start: '10:15', end: '10:45', site: 'St Helens' }),
          session({ id: 'tue', day: 'Tuesday', cancellations: [{ date: '2026-12-01', reason: 'Coach ill' }] }),
        ],
        closures,
      ),
      { now, booked: (key) => (key === 'kickboxing.mon-6pm.2026-11-30' ? 3 : 0) },
    );
    const state = (key: string) => list.find((entry) => entry.key === key)?.availability;
    expect(state('kickboxing.wed-late.2026-11-25')).toBe('too-soon'); // 10:15 is under 2 hours from 08:30
    expect(state('kickboxing.wed.2026-12-02')).toBe('no-trials');
    expect(state('kickboxing.tue.2026-12-01')).toBe('cancelled');
    expect(state('kickboxing.mon-6pm.2026-12-07')).toBe('closed');
    const full = list.find((entry) => entry.key === 'kickboxing.mon-6pm.2026-11-30')!;
    expect([full.availability, placesText(full)]).toEqual(['full', 'Full']);
    // The next Monday is closed: the one after falls outside the 14 days.
    expect(nextWithRoom(list, full)).toBeNull();
    const tuesdays = list.filter((entry) => entry.sessionId === 'tue');
    expect(nextWithRoom(list, { ...tuesdays[0]!, availability: 'full' })?.key).toBe('kickboxing.tue.2026-12-08');
  });

  it('keeps bookings over the places when staff lower them: shown as full, never negative', () => {
    const [first] = trialOccurrences(input([session({ trialPlaces: 1 })]), { now, booked: () => 3 });
    expect([first!.availability, placesText(first!)]).toEqual(['full', 'Full']);
  });
});

describe('findBookable', () => {
  const timetable = input([session({})]);
  it('refuses a past date, a date beyond 14 days, a session that does not exist and a malformed key', () => {
    expect(findBookable(timetable, 'kickboxing.mon-6pm.2026-11-23', { now, booked: none })).toEqual({
      error: trialMessages.past,
    });
    expect(findBookable(timetable, 'kickboxing.mon-6pm.2026-12-14', { now, booked: none })).toEqual({
      error: trialMessages.tooFar,
    });
    expect(findBookable(timetable, 'kickboxing.nope.2026-11-30', { now, booked: none })).toEqual({
      error: trialMessages.chooseSession,
    });
    expect(findBookable(timetable, 'kickboxing.mon-6pm.2026-12-01', { now, booked: none })).toEqual({
      error: trialMessages.chooseSession,
    });
    expect(findBookable(timetable, 'garbage', { now, booked: none })).toEqual({ error: trialMessages.chooseSession });
  });

  it('says a full session has just filled up', () => {
    expect(findBookable(timetable, 'kickboxing.mon-6pm.2026-11-30', { now, booked: () => 3 })).toEqual({
      error: trialMessages.sessionFull,
    });
    expect('occurrence' in findBookable(timetable, 'kickboxing.mon-6pm.2026-11-30', { now, booked: () => 2 })).toBe(
      true,
    );
  });
});

describe('recheckBookable', () => {
  const timetable = input([session({}), session({ id: 'mon-7pm', start: '19:00', end: '20:00', trialPlaces: 1 })]);
  const found = (key: string) => {
    const result = findBookable(timetable, key, { now, booked: none });
    if ('error' in result) throw new Error(result.error);
    return result.occurrence;
  };

  it('gives what findBookable gives for the same count and time, and only counts that occurrence', () => {
    const occurrence = found('kickboxing.mon-6pm.2026-11-30');
    const asked: string[] = [];
    const booked = (key: string) => (asked.push(key), 2);
    const again = recheckBookable(occurrence, { now, booked });
    expect(again).toEqual(findBookable(timetable, occurrence.key, { now, booked: () => 2 }));
    expect(again).toEqual({ occurrence: { ...occurrence, booked: 2 } });
    expect(asked).toEqual(['kickboxing.mon-6pm.2026-11-30']);
  });

  it('refuses what has filled up, come within 2 hours or started since it was found', () => {
    const occurrence = found('kickboxing.mon-7pm.2026-11-30');
    expect(recheckBookable(occurrence, { now, booked: () => 1 })).toEqual({ error: trialMessages.sessionFull });
    // Monday 30 November, 17:30 and 19:00 UK (GMT).
    const later = (at: string) => recheckBookable(occurrence, { now: new Date(at), booked: none });
    expect(later('2026-11-30T17:30:00Z')).toEqual({ error: trialMessages.tooSoon });
    expect(later('2026-11-30T19:00:00Z')).toEqual({ error: trialMessages.past });
    expect(recheckBookable(occurrence, { now: new Date('2026-11-30T17:30:00Z'), booked: none })).toEqual(
      findBookable(timetable, occurrence.key, { now: new Date('2026-11-30T17:30:00Z'), booked: none }),
    );
  });
});

describe('the details', () => {
  const fields = { session: 'k', name: 'Sam Taylor', email: 'sam@example.com', phone: '0151 496 0000' };
  it('requires name, e-mail and phone with limits', () => {
    const result = trialInputSchema.safeParse({ ...fields, name: 'x'.repeat(10_000), phone: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toContainEqual(['name', 'Your name must be 100 characters or fewer']);
    expect(messages).toContainEqual(['phone', 'Please enter your phone number']);
  });

  it("asks kids' sessions for the child's first name and an age within the session's ages; the booker is the guardian", () => {
    const kids = { forChildren: true, ages: { from: 5, to: 12 } };
    const parsed = trialInputSchema.parse({ ...fields, childAge: '14' });
    expect(trialDetails(parsed, kids)).toEqual({
      errors: {
        childName: "Please enter the child's first name",
        childAge: 'This session is for ages 5-12',
      },
    });
    const good = trialInputSchema.parse({ ...fields, childName: 'Alex', childAge: '7' });
    expect(trialDetails(good, kids)).toEqual({
      details: { ...fields, session: undefined, child: { name: 'Alex', age: 7, guardian: fields.name } },
    });
    // A form that still names a guardian of its own keeps it.
    const named = trialInputSchema.parse({ ...fields, childName: 'Alex', childAge: '7', guardian: 'Sam Taylor' });
    expect(trialDetails(named, kids)).toMatchObject({ details: { child: { guardian: 'Sam Taylor' } } });
    // Adults' sessions ignore child fields.
    expect(trialDetails(good, { forChildren: false, ages: null })).toMatchObject({ details: { child: null } });
  });
});

const booking: TrialBooking = sampleTrialBooking({
  occurrenceKey: 'kickboxing.mon-6pm.2026-11-30',
  createdAt: now.toISOString(),
  submissionId: null,
});

describe('reminderAt', () => {
  it('is 5pm UK the day before, or now when booked later than that', () => {
    expect(reminderAt(booking, now).toISOString()).toBe('2026-11-29T17:00:00.000Z');
    const summer = { day: '2026-07-14' };
    expect(reminderAt(summer, new Date('2026-07-01T00:00:00Z')).toISOString()).toBe('2026-07-13T16:00:00.000Z');
    const late = new Date('2026-11-29T20:00:00Z');
    expect(reminderAt(booking, late)).toEqual(late);
  });
});

describe('the manage token', () => {
  it('is 256 random bits, stored hashed', () => {
    const token = newTrialToken();
    expect(isTrialToken(token)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newTrialToken()).not.toBe(token);
    expect(hashTrialToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashTrialToken(token)).not.toContain(token);
  });
});

describe('the e-mails', () => {
  const context = {
    studioName: 'The Martial Arts Studio',
    studioPhone: '0151 496 0123',
    studioEmail: 'info@studio.example',
    siteUrl: 'https://www.studio.example',
    address: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=x',
    whatToBring: [{ item: 'Water', description: 'Stay hydrated' }],
  };
  it('confirms every detail with the manage link and a one-occurrence calendar in UK time', () => {
    const manageUrl = manageLink(context.siteUrl, 'tok');
    const calendar = buildTrialCalendar(booking, {
      address: context.address,
      manageUrl,
      organiser: context.studioName,
      now,
    });
    const mail = trialConfirmation(booking, { ...context, manageUrl, calendar });
    expect(mail.subject).toBe("You're booked: free trial of Kickboxing, Monday 30 November 2026");
    expect(mail.text).toContain('Time: 6:00pm - 7:00pm (UK time)');
    expect(mail.text).toContain(`Address: ${context.address}`);
    expect(mail.text).toContain('- Water: Stay hydrated');
    expect(mail.text).toContain('https://www.studio.example/trial/booking/tok');
    expect(calendar).toContain('METHOD:PUBLISH');
    expect(calendar).toContain('DTSTART;TZID=Europe/London:20261130T180000');
    expect(calendar).toContain('DTEND;TZID=Europe/London:20261130T190000');
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(calendar).not.toContain('RRULE:FREQ=WEEKLY');
  });

  it('tells staff each booking with the register link', () => {
    const mail = trialStaffNotice(booking, { siteUrl: context.siteUrl });
    expect(mail.subject).toBe('Free trial booked: Sam Taylor, Kickboxing Monday 30 November 2026');
    expect(mail.text).toContain('https://www.studio.example/admin/trials?day=2026-11-30&site=aintree');
    expect(mail.replyTo).toBe('sam@example.com');
  });
});

describe('newTrialBooking', () => {
  const occurrence = {
    key: 'kids-classes.sat-10am.2026-11-28',
    classSlug: 'kids-classes' as const,
    className: 'Kids Classes',
    site: 'St Helens' as const,
    day: '2026-11-28',
    start: '10:00',
    end: '11:00',
    startsAt: '2026-11-28T10:00:00.000Z',
    endsAt: '2026-11-28T11:00:00.000Z',
  };
  const details = {
    name: 'Pat Parent',
    email: 'pat@example.com',
    phone: '0151 496 0000',
    child: { name: 'Sam', age: 7, guardian: 'Pat Parent' },
  };

  it("is booked, without an outcome, with the child's details in their own fields", () => {
    const booking = newTrialBooking({
      id: 'b1',
      occurrence,
      details,
      createdAt: '2026-11-26T09:00:00.000Z',
      submissionId: 's1',
    });
    expect(booking).toMatchObject({
      occurrenceKey: occurrence.key,
      className: 'Kids Classes',
      site: 'St Helens',
      childName: 'Sam',
      childAge: 7,
      guardian: 'Pat Parent',
      status: 'booked',
      outcome: null,
      cancelledBy: null,
      submissionId: 's1',
    });
  });

  it('leaves the child fields empty for an adult session', () => {
    const booking = newTrialBooking({
      id: 'b2',
      occurrence,
      details: { ...details, child: null },
      createdAt: '2026-11-26T09:00:00.000Z',
      submissionId: 's2',
    });
    expect([booking.childName, booking.childAge, booking.guardian]).toEqual([null, null, null]);
  });
});
