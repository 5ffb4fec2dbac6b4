import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/lib/site.ts';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { trialMessages } from '@studio/core/trials/trials';
import { fakeClock, type FakeClock } from './lib/fakeClock.ts';
import { startSmtpCatcher, type CaughtMail } from './lib/smtpCatcher.ts';
import { Client, staffClient, startTestServer, tempDir, type TestServer } from './testServer.ts';

const SITE = 'https://www.studio.example';
const HOUR = 3600 * 1000;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// The fake clock starts on Wednesday 25 November 2026, 08:30 UK time. Kickboxing's seed session-1 is Mondays
// 18:00-19:00 at Aintree with 3 trial places: its next occurrence is Monday 30 November.
const MONDAY = 'kickboxing.session-1.2026-11-30';

async function setup(env: Record<string, string> = {}) {
  const port = await freePort();
  const catcher = await startSmtpCatcher(port);
  cleanups.push(() => catcher.close());
  const clock = fakeClock();
  const server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: 'front-desk@studio.example', SITE_URL: SITE, ...env },
    tempDir(),
    { clock },
  );
  cleanups.push(() => server.stop());
  return { server, catcher, clock, visitor: new Client(server.url, null) };
}

const details = (overrides: Record<string, unknown> = {}) => ({
  session: MONDAY,
  name: 'Sam Taylor',
  email: 'sam@example.com',
  phone: '0151 496 0000',
  ...overrides,
});

/** The parts of a multipart mail, each with its headers and decoded body. */
function partsOf(mail: CaughtMail): { headers: Record<string, string>; body: string }[] {
  const boundary = /boundary="?([^";]+)"?/.exec(mail.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [{ headers: mail.headers, body: mail.text }];
  return mail.text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((raw) => {
      const split = raw.indexOf('\n\n');
      const headers: Record<string, string> = {};
      for (const line of raw
        .slice(0, split)
        .trim()
        .replace(/\n[ \t]+/g, ' ')
        .split('\n')) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = raw.slice(split + 2).trim();
      const encoding = headers['content-transfer-encoding']?.toLowerCase();
      if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
      if (encoding === 'quoted-printable')
        body = Buffer.from(
          body
            .replace(/=\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8');
      return { headers, body };
    });
}

const textOf = (mail: CaughtMail) =>
  partsOf(mail).find((part) => part.headers['content-type']?.startsWith('text/plain'))!.body;
const toVisitor = (mails: CaughtMail[], email = 'sam@example.com') =>
  mails.filter((mail) => mail.recipients.includes(email));

async function settle(server: TestServer, clock: FakeClock, ms = 0) {
  clock.advance(ms);
  await server.outbox.idle();
}

describe('booking a free trial', () => {
  it('books, confirms by e-mail with the .ics and the manage link, tells staff, and shows as "Trial booked"', async () => {
    const { server, catcher, visitor } = await setup();
    const offered = (await visitor.get('/api/trials/sessions')).body.occurrences;
    expect(offered.find((entry: { key: string }) => entry.key === MONDAY)).toMatchObject({
      availability: 'open',
      places: 3,
      booked: 0,
    });

    const booked = await visitor.post('/api/trials', details());
    expect(booked.status).toBe(201);
    expect(booked.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(booked.body.booking).not.toHaveProperty('submissionId');
    await server.outbox.idle();

    const [confirmation] = toVisitor(catcher.mails);
    expect(confirmation!.headers.subject).toBe("You're booked: free trial of Kickboxing, Monday 30 November 2026");
    const text = textOf(confirmation!);
    expect(text).toContain('Time: 6:00pm - 7:00pm (UK time)');
    expect(text).toContain('Address: Emirates House, Stopgate Ln, Liverpool L9 6AN');
    expect(text).toContain(`${SITE}/trial/booking/${booked.body.token}`);
    const calendarPart = partsOf(confirmation!).find((part) =>
      part.headers['content-type']?.startsWith('text/calendar'),
    );
    expect(calendarPart!.headers['content-type']).toMatch(/method=PUBLISH/);
    const vevent = new ICAL.Component(ICAL.parse(calendarPart!.body)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-30T19:00:00.000Z');
    expect(vevent.getFirstPropertyValue('rrule')).toBeNull();

    const staffMail = catcher.mails.find((mail) => mail.recipients.includes('front-desk@studio.example'))!;
    expect(staffMail.headers.subject).toBe('Free trial booked: Sam Taylor, Kickboxing Monday 30 November 2026');

    const staff = await staffClient(server, SITE);
    const [enquiry] = (await staff.get('/api/admin/submissions')).body.submissions;
    expect(enquiry).toMatchObject({ email: 'sam@example.com', status: 'trial_booked', class_interest: 'Kickboxing' });
    expect(enquiry.message).toContain('Booked a free trial: Kickboxing, Monday 30 November 2026');

    // The occurrence now shows one place fewer.
    const after = (await visitor.get('/api/trials/sessions')).body.occurrences;
    expect(after.find((entry: { key: string }) => entry.key === MONDAY).booked).toBe(1);
  });

  it('moves the open enquiry from the same address on rather than starting another', async () => {
    const { server, visitor } = await setup();
    await visitor.post('/api/contact', { name: 'Sam Taylor', email: 'SAM@example.com', message: 'Hello' });
    expect((await visitor.post('/api/trials', details())).status).toBe(201);
    const staff = await staffClient(server, SITE);
    const submissions = (await staff.get('/api/admin/submissions')).body.submissions;
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ status: 'trial_booked', notes_count: 1 });
  });

  it('gives exactly one of 30 simultaneous bookings the last place; 29 hear it has just filled up', async () => {
    const { server, visitor } = await setup({ CONTACT_MAX_PER_WINDOW: '100' });
    for (const n of [1, 2])
      expect((await visitor.post('/api/trials', details({ email: `early${n}@example.com` }))).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => visitor.post('/api/trials', details({ email: `racer${n}@example.com` }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(29);
    for (const answer of refused) expect(answer.body.fields.session).toBe(trialMessages.sessionFull);
    const count = server.db
      .prepare(`SELECT COUNT(*) AS n FROM trial_bookings WHERE occurrence_key = ? AND status = 'booked'`)
      .get(MONDAY) as { n: number };
    expect(count.n).toBe(3);
  });

  it('holds one booking per address per session, 2 upcoming per address, and the contact form per-address limit', async () => {
    const { visitor } = await setup({ CONTACT_MAX_PER_WINDOW: '4' });
    expect((await visitor.post('/api/trials', details())).status).toBe(201);
    const twice = await visitor.post('/api/trials', details({ email: 'Sam@Example.com' }));
    expect([twice.status, twice.body.fields.email]).toEqual([409, trialMessages.alreadyBooked]);
    expect((await visitor.post('/api/trials', details({ session: 'kickboxing.session-1.2026-12-07' }))).status).toBe(
      201,
    );
    const third = await visitor.post('/api/trials', details({ session: 'boxing.session-1.2026-11-30' }));
    expect([third.status, third.body.fields.email]).toEqual([409, trialMessages.tooManyUpcoming]);
    const limited = await visitor.post('/api/trials', details({ email: 'other@example.com' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.error).toBe(trialMessages.rateLimited);
  });

  it('refuses bad input next to its field and books nothing', async () => {
    const { server, visitor } = await setup();
    const cases: [Record<string, unknown>, string, string][] = [
      [details({ session: 'kickboxing.session-1.2026-11-23' }), 'session', trialMessages.past],
      [details({ session: 'kickboxing.session-1.2026-12-14' }), 'session', trialMessages.tooFar],
      [details({ session: 'kickboxing.nope.2026-11-30' }), 'session', trialMessages.chooseSession],
      [details({ name: 'x'.repeat(10_000) }), 'name', 'Your name must be 100 characters or fewer'],
      [details({ phone: undefined }), 'phone', 'Please enter your phone number'],
      [
        {
          ...details(),
          session: 'kids-classes.session-1.2026-11-30',
          childName: 'Alex',
          guardian: 'Sam',
          childAge: '40',
        },
        'childAge',
        'This session is for ages 5-6',
      ],
      [
        details({ session: 'kids-classes.session-1.2026-11-30', childAge: '5' }),
        'childName',
        "Please enter the child's first name",
      ],
    ];
    // Kids' sessions have trial places as shipped, like every regular session.
    expect(SEED_SITE_CONTENT.classes['kids-classes'].schedule.sessions[0]!.trialPlaces).toBeGreaterThan(0);
    for (const [input, field, message] of cases) {
      const answer = await visitor.post('/api/trials', input);
      expect(answer.status, field).toBeGreaterThanOrEqual(400);
      expect(answer.body.fields[field], JSON.stringify(answer.body)).toBeTruthy();
      if (message) expect(answer.body.fields[field]).toBe(message);
    }
    expect((server.db.prepare('SELECT COUNT(*) AS n FROM trial_bookings').get() as { n: number }).n).toBe(0);
  });

  it('a token opens only its own booking and only cancels it; cancelling tells staff and stops the reminder', async () => {
    const { server, catcher, clock, visitor } = await setup();
    const first = (await visitor.post('/api/trials', details())).body.token as string;
    const second = (await visitor.post('/api/trials', details({ email: 'kim@example.com', name: 'Kim' }))).body.token;
    const opened = await visitor.get(`/api/trials/booking/${first}`);
    expect(opened.body.booking).toMatchObject({ name: 'Sam Taylor', status: 'booked' });
    expect(opened.body.over).toBe(false);
    // Another token: the last character changed (to one it is not).
    const other = `${first.slice(0, -1)}${first.endsWith('A') ? 'E' : 'A'}`;
    expect((await visitor.get(`/api/trials/booking/${other}`)).status).toBe(404);
    expect((await visitor.post(`/api/trials/booking/${first}/cancel`)).status).toBe(200);
    expect((await visitor.get(`/api/trials/booking/${second}`)).body.booking.status).toBe('booked');
    expect((await visitor.post(`/api/trials/booking/${first}/cancel`)).status).toBe(409);
    await settle(server, clock);
    expect(catcher.mails.some((mail) => mail.headers.subject?.startsWith('Free trial cancelled: Sam Taylor'))).toBe(
      true,
    );
    // Sunday 17:00 UK: Kim's reminder goes, Sam's does not.
    await settle(server, clock, Date.parse('2026-11-29T17:00:00Z') - clock.now());
    const reminders = catcher.mails.filter(
      (mail) => mail.headers.subject === 'See you tomorrow: free trial of Kickboxing',
    );
    expect(reminders.map((mail) => mail.recipients)).toEqual([['kim@example.com']]);
  });

  it('sends the reminder at 5pm UK the day before, not earlier', async () => {
    const { server, catcher, clock, visitor } = await setup();
    await visitor.post('/api/trials', details());
    await settle(server, clock, Date.parse('2026-11-29T16:59:00Z') - clock.now());
    expect(catcher.mails.filter((mail) => mail.headers.subject?.startsWith('See you tomorrow'))).toHaveLength(0);
    await settle(server, clock, 60 * 1000);
    expect(catcher.mails.filter((mail) => mail.headers.subject?.startsWith('See you tomorrow'))).toHaveLength(1);
  });

  it('writes the reminder when it is sent: what to bring as the class page says then, and the same manage link', async () => {
    const { server, catcher, clock, visitor } = await setup();
    const booked = await visitor.post('/api/trials', details());
    await settle(server, clock);
    const staff = await staffClient(server, SITE);
    const before = (await staff.get('/api/admin/content/class-kickboxing')).body.section;
    const whatToBring = [{ item: 'A water bottle', description: 'Filled; there is a tap by the mats.' }];
    const saved = await staff.put('/api/admin/content/class-kickboxing', {
      version: before.version,
      content: { ...before.content, whatToBring },
    });
    expect(saved.status).toBe(200);
    await settle(server, clock, Date.parse('2026-11-29T17:00:00Z') - clock.now());
    const [confirmation, reminder] = toVisitor(catcher.mails);
    expect(textOf(confirmation!)).not.toContain('A water bottle');
    expect(reminder!.headers.subject).toMatch(/^See you tomorrow/);
    const text = textOf(reminder!);
    expect(text).toContain('- A water bottle: Filled; there is a tap by the mats.');
    expect(text).toContain(`${SITE}/trial/booking/${booked.body.token}`);
    // Queued, the two carried the manage link's token (stored nowhere else unhashed); sent, they no longer do.
    const kept = server.db.prepare(`SELECT intent FROM mail_outbox WHERE booking_id IS NOT NULL`).all() as {
      intent: string;
    }[];
    expect(kept).toHaveLength(3);
    expect(kept.map((row) => row.intent)).toEqual(['{}', '{}', '{}']);
  });

  it('a reminder that fell due while the server was stopped is written and sent as it starts', async () => {
    const port = await freePort();
    const catcher = await startSmtpCatcher(port);
    cleanups.push(() => catcher.close());
    const dataDir = tempDir();
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: 'front-desk@studio.example', SITE_URL: SITE };
    const clock = fakeClock();
    const first = await startTestServer(env, dataDir, { clock });
    const booked = await new Client(first.url, null).post('/api/trials', details());
    await first.outbox.idle();
    await first.stop();
    const later = fakeClock(Date.parse('2026-11-29T18:00:00Z'));
    const second = await startTestServer(env, dataDir, { clock: later });
    cleanups.push(() => second.stop());
    await second.outbox.idle();
    const reminder = toVisitor(catcher.mails).find((mail) => mail.headers.subject?.startsWith('See you tomorrow'));
    expect(textOf(reminder!)).toContain(`${SITE}/trial/booking/${booked.body.token}`);
  });

  it('staff cancel with a reason the visitor is sent; attended and no-show follow up once after the session', async () => {
    const { server, catcher, clock, visitor } = await setup();
    const staff = await staffClient(server, SITE);
    await visitor.post('/api/trials', details());
    await visitor.post('/api/trials', details({ email: 'kim@example.com', name: 'Kim' }));
    await visitor.post('/api/trials', details({ email: 'lee@example.com', name: 'Lee' }));
    const register = (await staff.get('/api/admin/trials?day=2026-11-30&site=Aintree')).body.register;
    const session = register.sessions.find((entry: { key: string }) => entry.key === MONDAY);
    expect([session.booked, session.places]).toEqual([3, 3]);
    expect(register.week[0]).toEqual({ day: '2026-11-30', booked: 3, sites: { Aintree: 3, 'St Helens': 0 } });
    const id = (name: string) => session.bookings.find((booking: { name: string }) => booking.name === name).id;

    const cancelled = await staff.post(`/api/admin/trials/${id('Lee')}/cancel`, { reason: 'Coach ill' });
    expect(cancelled.status).toBe(200);
    // Attendance is marked from the session's start.
    const early = await staff.put(`/api/admin/trials/${id('Sam Taylor')}/outcome`, { outcome: 'attended' });
    expect([early.status, early.body.error]).toEqual([
      409,
      'Attendance can be marked from the start of the session (6:00pm on Monday 30 November 2026).',
    ]);
    await settle(server, clock, Date.parse('2026-11-30T18:00:00Z') - clock.now());
    expect((await staff.put(`/api/admin/trials/${id('Sam Taylor')}/outcome`, { outcome: 'attended' })).status).toBe(
      200,
    );
    expect((await staff.put(`/api/admin/trials/${id('Kim')}/outcome`, { outcome: 'no-show' })).status).toBe(200);
    // Lee's marked too: a cancelled booking gets no follow-up.
    expect((await staff.put(`/api/admin/trials/${id('Lee')}/outcome`, { outcome: 'attended' })).status).toBe(200);
    await settle(server, clock);
    const lee = toVisitor(catcher.mails, 'lee@example.com');
    expect(lee.map((mail) => mail.headers.subject)).toContain(
      'Cancelled: your free trial of Kickboxing, Monday 30 November 2026',
    );
    expect(textOf(lee.find((mail) => mail.headers.subject?.startsWith('Cancelled'))!)).toContain('Reason: Coach ill');
    // Nothing follows before the session ends.
    expect(catcher.mails.some((mail) => /Thanks for coming|Sorry we missed you/.test(mail.headers.subject ?? ''))).toBe(
      false,
    );
    await settle(server, clock, Date.parse('2026-11-30T19:00:00Z') - clock.now());
    expect(toVisitor(catcher.mails).map((mail) => mail.headers.subject)).toContain('Thanks for coming to Kickboxing');
    expect(toVisitor(catcher.mails, 'kim@example.com').map((mail) => mail.headers.subject)).toContain(
      'Sorry we missed you at Kickboxing',
    );
    expect(toVisitor(catcher.mails, 'lee@example.com').some((mail) => /Thanks/.test(mail.headers.subject ?? ''))).toBe(
      false,
    );
    // Changing the mark after the follow-up went sends nothing more: once.
    await staff.put(`/api/admin/trials/${id('Sam Taylor')}/outcome`, { outcome: 'no-show' });
    await settle(server, clock, HOUR);
    expect(toVisitor(catcher.mails).filter((mail) => /Thanks|Sorry/.test(mail.headers.subject ?? ''))).toHaveLength(1);
    const log = (await staff.get('/api/admin/activity?kind=trial.outcome')).body;
    expect(log.entries.length).toBeGreaterThanOrEqual(3);
  });

  it('an Owner can switch a follow-up off', async () => {
    const { server, catcher, clock, visitor } = await setup();
    const staff = await staffClient(server, SITE);
    expect((await staff.put('/api/admin/trials/settings', { thanks: false, missed: true })).body.settings).toEqual({
      thanks: false,
      missed: true,
    });
    await visitor.post('/api/trials', details());
    const register = (await staff.get('/api/admin/trials?day=2026-11-30&site=Aintree')).body.register;
    const booking = register.sessions.find((entry: { key: string }) => entry.key === MONDAY).bookings[0];
    clock.advance(Date.parse('2026-11-30T18:00:00Z') - clock.now());
    expect((await staff.put(`/api/admin/trials/${booking.id}/outcome`, { outcome: 'attended' })).status).toBe(200);
    await settle(server, clock, Date.parse('2026-11-30T20:00:00Z') - clock.now());
    expect(catcher.mails.some((mail) => /Thanks for coming/.test(mail.headers.subject ?? ''))).toBe(false);
  });

  it('a follow-up already waiting does not go once an Owner switches it off (asked when it is due)', async () => {
    const { server, catcher, clock, visitor } = await setup();
    const staff = await staffClient(server, SITE);
    await visitor.post('/api/trials', details());
    const register = (await staff.get('/api/admin/trials?day=2026-11-30&site=Aintree')).body.register;
    const booking = register.sessions.find((entry: { key: string }) => entry.key === MONDAY).bookings[0];
    clock.advance(Date.parse('2026-11-30T18:00:00Z') - clock.now());
    expect((await staff.put(`/api/admin/trials/${booking.id}/outcome`, { outcome: 'attended' })).status).toBe(200);
    // Marked with the letter on, so it waits for the session's end; then the Owner switches it off.
    expect((await staff.put('/api/admin/trials/settings', { thanks: false, missed: true })).status).toBe(200);
    await settle(server, clock, Date.parse('2026-11-30T20:00:00Z') - clock.now());
    expect(catcher.mails.some((mail) => /Thanks for coming/.test(mail.headers.subject ?? ''))).toBe(false);
  });

  it('a closure over a booked session cancels it and tells the visitor with a link to rebook', async () => {
    const { server, catcher, clock, visitor } = await setup();
    const staff = await staffClient(server, SITE);
    await visitor.post('/api/trials', details());
    const version = (await staff.get('/api/admin/content/closures')).body.section.version;
    const saved = await staff.put('/api/admin/content/closures', {
      version,
      content: {
        closures: [
          { id: 'c1', firstDay: '2026-11-30', lastDay: '2026-11-30', sites: ['Aintree'], reason: 'Boiler repair' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    await settle(server, clock);
    const mail = toVisitor(catcher.mails).find((entry) => entry.headers.subject?.startsWith('Cancelled'))!;
    expect(textOf(mail)).toContain('Boiler repair');
    expect(textOf(mail)).toContain(`${SITE}/trial?class=kickboxing&site=aintree`);
    const register = (await staff.get('/api/admin/trials?day=2026-11-30&site=Aintree')).body.register;
    const booking = register.sessions.find((entry: { key: string }) => entry.key === MONDAY).bookings[0];
    expect(booking).toMatchObject({ status: 'cancelled', cancelledBy: 'studio' });
    // The session was bookable a moment ago; the closure, published since, is what a new booking is checked against.
    const again = await visitor.post('/api/trials', details({ email: 'lee@example.com' }));
    expect(again.status).toBe(400);
    expect(again.body.fields.session).toBe(trialMessages.closed);
  });

  it('erasing an address erases its bookings; the register exports as CSV with formulas neutralised', async () => {
    const { server, visitor } = await setup();
    await visitor.post('/api/trials', details({ name: '=HYPERLINK("x")' }));
    const staff = await staffClient(server, SITE);
    const csv = await staff.get('/api/admin/trials.csv?day=2026-11-30&site=Aintree');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await staff.get('/api/admin/people/trials?email=sam@example.com')).body.bookings).toHaveLength(1);
    expect((await staff.delete('/api/admin/people/messages?email=sam@example.com')).body.erased).toBe(1);
    expect((await staff.get('/api/admin/people/trials?email=sam@example.com')).body.bookings).toHaveLength(0);
  });

  it('the manage link stops working once the session is over', async () => {
    const { clock, visitor } = await setup();
    const token = (await visitor.post('/api/trials', details())).body.token;
    clock.advance(Date.parse('2026-11-30T19:00:00Z') - clock.now());
    expect((await visitor.get(`/api/trials/booking/${token}`)).body.over).toBe(true);
    expect((await visitor.post(`/api/trials/booking/${token}/cancel`)).status).toBe(410);
  });
});
