import { afterEach, describe, expect, it } from 'vitest';
import { isNewEnquiry } from '@studio/core/enquiries/enquiries';
import type { TrialOccurrence } from '@studio/core/trials/trials';
import { freePort } from '../../e2e/lib/site.ts';
import { fakeClock } from './lib/fakeClock.ts';
import { startSmtpCatcher } from './lib/smtpCatcher.ts';
import { Client, STAFF_EMAIL, staffClient, startTestServer, tempDir } from './testServer.ts';

// The staff's side of free trial bookings on the self-hosted server: the inbox's New, where Trials opens, every
// booking of a person, attendance from the session's start, the activity log's names, what a closure would cancel
// and whether e-mail is set up. The fake clock starts on Wednesday 25 November 2026, 08:30 UK time; Kickboxing's
// seed session-1 is Mondays 18:00-19:00 at Aintree.
const SITE = 'https://www.studio.example';
const MONDAY = 'kickboxing.session-1.2026-11-30';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup({ mail = true }: { mail?: boolean } = {}) {
  let env: Record<string, string> = {};
  if (mail) {
    const port = await freePort();
    const catcher = await startSmtpCatcher(port);
    cleanups.push(() => catcher.close());
    env = { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: 'front-desk@studio.example', SITE_URL: SITE };
  }
  const clock = fakeClock();
  const server = await startTestServer(env, tempDir(), { clock });
  cleanups.push(() => server.stop());
  const staff = await staffClient(server, mail ? SITE : server.url);
  return { server, clock, staff, visitor: new Client(server.url, null) };
}

const details = (overrides: Record<string, unknown> = {}) => ({
  session: MONDAY,
  name: 'Sam Taylor',
  email: 'sam@example.com',
  phone: '0151 496 0000',
  ...overrides,
});

async function book(visitor: Client, overrides: Record<string, unknown> = {}) {
  const answer = await visitor.post('/api/trials', details(overrides));
  expect(answer.status, answer.text).toBe(201);
  return answer.body.booking as { id: string };
}

describe('free trial bookings for staff', () => {
  it('a booking makes the enquiry it joins New again, even one staff had read and moved on', async () => {
    const { staff, visitor } = await setup();
    await visitor.post('/api/contact', { name: 'Sam Taylor', email: 'SAM@example.com', message: 'Hello' });
    const [message] = (await staff.get('/api/admin/submissions')).body.submissions;
    await staff.put(`/api/admin/submissions/${message.id}/status`, { status: 'contacted' });
    const seen = (await staff.get('/api/admin/submissions')).body.submissions[0];
    expect([seen.read, isNewEnquiry(seen)]).toEqual([true, false]);

    await book(visitor);
    const [enquiry] = (await staff.get('/api/admin/submissions')).body.submissions;
    expect(enquiry).toMatchObject({ id: message.id, status: 'trial_booked', read: false });
    expect(isNewEnquiry(enquiry)).toBe(true);
  });

  it('Trials opens on the next day holding bookings, at the site holding them, with both sites for 7 days', async () => {
    const { staff, visitor } = await setup();
    const empty = (await staff.get('/api/admin/trials')).body.register;
    expect([empty.day, empty.site]).toEqual(['2026-11-25', 'Aintree']);

    const offered: TrialOccurrence[] = (await visitor.get('/api/trials/sessions')).body.occurrences;
    const stHelens = offered.find(
      (entry) =>
        entry.site === 'St Helens' && entry.availability === 'open' && !entry.forChildren && entry.day > '2026-11-26',
    )!;
    await book(visitor, { session: stHelens.key, email: 'kim@example.com' });
    await book(visitor, { email: 'lee@example.com' });
    const register = (await staff.get('/api/admin/trials')).body.register;
    const first = [stHelens.day, '2026-11-30'].sort()[0];
    expect(register.day).toBe(first);
    expect(register.site).toBe(first === stHelens.day ? 'St Helens' : 'Aintree');
    const week = (await staff.get(`/api/admin/trials?day=2026-11-25&site=Aintree`)).body.register.week;
    expect(week).toHaveLength(7);
    const byDay = new Map(week.map((entry: { day: string }) => [entry.day, entry]));
    expect(byDay.get('2026-11-30')).toMatchObject({ sites: { Aintree: 1 } });
    if (stHelens.day <= '2026-12-01')
      expect((byDay.get(stHelens.day) as { sites: Record<string, number> }).sites['St Helens']).toBe(1);
  });

  it("lists every booking of a person with its state; the enquiry shows the one to come, not a later one's cancellation", async () => {
    const { staff, visitor } = await setup();
    await book(visitor);
    const later = await book(visitor, { session: 'kickboxing.session-1.2026-12-07' });
    expect((await staff.post(`/api/admin/trials/${later.id}/cancel`, { reason: 'Coach away' })).status).toBe(200);
    const bookings = (await staff.get('/api/admin/people/trials?email=SAM@example.com')).body.bookings;
    expect(bookings.map((entry: { day: string; status: string }) => [entry.day, entry.status])).toEqual([
      ['2026-12-07', 'cancelled'],
      ['2026-11-30', 'booked'],
    ]);
    const [enquiry] = (await staff.get('/api/admin/submissions')).body.submissions;
    expect(enquiry.trial).toEqual({
      session: 'Kickboxing, Monday 30 November 2026, 6:00pm - 7:00pm, Aintree',
      state: 'booked',
    });
  });

  it("names a trial in the activity log by visitor, class and date, and credits a closure's cancellations to the Owner who published it", async () => {
    const { staff, visitor, clock } = await setup();
    const booking = await book(visitor);
    clock.advance(Date.parse('2026-11-30T18:00:00Z') - clock.now());
    expect((await staff.put(`/api/admin/trials/${booking.id}/outcome`, { outcome: 'no-show' })).status).toBe(200);
    const [marked] = (await staff.get('/api/admin/activity?kind=trial.outcome')).body.entries;
    expect(marked).toMatchObject({ actor: STAFF_EMAIL, item: 'Sam Taylor, Kickboxing, Monday 30 November 2026' });

    const other = await book(visitor, {
      session: 'kickboxing.session-1.2026-12-07',
      email: 'kim@example.com',
      name: 'Kim',
    });
    const version = (await staff.get('/api/admin/content/closures')).body.section.version;
    const closure = {
      id: 'c1',
      firstDay: '2026-12-07',
      lastDay: '2026-12-07',
      sites: ['Aintree'],
      reason: 'Boiler repair',
    };
    expect((await staff.put('/api/admin/content/closures', { version, content: { closures: [closure] } })).status).toBe(
      200,
    );
    const [cancelled] = (await staff.get('/api/admin/activity?kind=trial.cancelled')).body.entries;
    expect(cancelled).toMatchObject({
      actor: STAFF_EMAIL,
      item: 'Kim, Kickboxing, Monday 7 December 2026',
      detail: 'The studio is closed that day (Boiler repair)',
    });
    const kim = (await staff.get('/api/admin/people/trials?email=kim@example.com')).body.bookings[0];
    expect(kim).toMatchObject({ id: other.id, status: 'cancelled', cancelledBy: 'studio' });
  });

  it('says which booked trials a draft of the closures or a class page would cancel, and changes nothing', async () => {
    const { staff, visitor } = await setup();
    const booking = await book(visitor);
    const closure = {
      id: 'c1',
      firstDay: '2026-11-30',
      lastDay: '2026-11-30',
      sites: ['Aintree'],
      reason: 'Boiler repair',
    };
    const answer = await staff.post('/api/admin/trials/would-cancel', {
      section: 'closures',
      content: { closures: [closure] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.cancels).toEqual([
      {
        booking: expect.objectContaining({ id: booking.id, name: 'Sam Taylor', day: '2026-11-30', site: 'Aintree' }),
        reason: 'The studio is closed that day (Boiler repair)',
      },
    ]);
    // The class page's session taken off: its booking would be cancelled too.
    const page = (await staff.get('/api/admin/content/class-kickboxing')).body.section.content;
    const sessions = page.schedule.sessions.filter((session: { id: string }) => session.id !== 'session-1');
    const without = { ...page, schedule: { ...page.schedule, sessions } };
    const removed = await staff.post('/api/admin/trials/would-cancel', {
      section: 'class-kickboxing',
      content: without,
    });
    expect(removed.body.cancels.map((entry: { reason: string }) => entry.reason)).toEqual([
      'The session has been taken off the timetable',
    ]);
    // Other sections cancel nothing; bad content gets its schema's message; visitors get nothing.
    const banner = (await staff.get('/api/admin/content/banner')).body.section.content;
    expect(
      (await staff.post('/api/admin/trials/would-cancel', { section: 'banner', content: banner })).body.cancels,
    ).toEqual([]);
    const bad = await staff.post('/api/admin/trials/would-cancel', { section: 'closures', content: { closures: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBeTruthy();
    expect(
      (await visitor.post('/api/admin/trials/would-cancel', { section: 'closures', content: {} })).status,
    ).toBeOneOf([401, 403]);
    const held = (await staff.get('/api/admin/people/trials?email=sam@example.com')).body.bookings[0];
    expect(held.status).toBe('booked');
  });

  it('tells Owners whether e-mail is set up, and what to set while it is not', async () => {
    const on = await setup();
    expect((await on.staff.get('/api/admin/mail-status')).body).toEqual({ setUp: true });
    const off = await setup({ mail: false });
    const status = (await off.staff.get('/api/admin/mail-status')).body;
    expect(status.setUp).toBe(false);
    expect(status.warning).toBe(
      'E-mail is not set up: visitors get no confirmation and staff get no notice of new messages and bookings. ' +
        'Set SMTP_URL, NOTIFY_EMAIL and SITE_URL where the server is started, then restart it (now: SMTP_URL is not set).',
    );
  });
});
