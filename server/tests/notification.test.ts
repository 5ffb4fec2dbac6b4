import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/lib/site.ts';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from '../src/mail/outbox.ts';
import { fakeClock } from './lib/fakeClock.ts';
import { startSmtpCatcher } from './lib/smtpCatcher.ts';
import { Client, staffClient, startTestServer, tempDir, type TestServer } from './testServer.ts';

const SITE = 'https://www.studio.example';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(port: number, dataDir = tempDir(), clock = fakeClock()): Promise<TestServer> {
  const started = await startTestServer(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NOTIFY_EMAIL: 'front-desk@studio.example, owner@studio.example',
      SITE_URL: SITE,
    },
    dataDir,
    { clock },
  );
  cleanups.push(() => started.stop());
  return started;
}

async function smtp(port: number) {
  const catcher = await startSmtpCatcher(port);
  cleanups.push(() => catcher.close());
  return catcher;
}

const enquiry = {
  name: 'Sam Taylor',
  email: 'sam@example.com',
  phone: '+44 151 496 0000',
  class_interest: 'Kickboxing',
  message: 'Hello,\nis there a beginners class on Mondays?\n<b>not bold</b>',
};

async function notificationOf(target: TestServer, origin = SITE) {
  const staff = await staffClient(target, origin);
  const [submission] = (await staff.get('/api/admin/submissions')).body.submissions;
  return submission;
}

describe('staff notification e-mail', () => {
  it('sends every field, the UK time, the admin link and Reply-To, to staff only', async () => {
    const port = await freePort();
    const catcher = await smtp(port);
    const site = await server(port);
    expect((await new Client(site.url, null).post('/api/contact', enquiry)).status).toBe(201);
    await site.outbox.idle();

    expect(catcher.mails).toHaveLength(1);
    const [mail] = catcher.mails;
    const submission = await notificationOf(site);
    expect(submission.notification).toBe('sent');
    // The enquirer is never a recipient: the form cannot be used to send mail to anyone else.
    expect(mail!.recipients).toEqual(['front-desk@studio.example', 'owner@studio.example']);
    expect(mail!.headers['reply-to']).toBe('sam@example.com');
    expect(mail!.headers.from).toBe('The Martial Arts Studio <no-reply@studio.example>');
    expect(mail!.headers.subject).toBe('New enquiry from Sam Taylor: Kickboxing');
    expect(mail!.headers['content-type']).toMatch(/^text\/plain/);
    expect(mail!.text).toContain('Name: Sam Taylor\n');
    expect(mail!.text).toContain('Email: sam@example.com\n');
    expect(mail!.text).toContain('Phone: +44 151 496 0000\n');
    expect(mail!.text).toContain('Class interest: Kickboxing\n');
    // The fake clock reads 08:30 UTC on 25 Nov 2026: GMT, so 08:30 UK time.
    expect(mail!.text).toContain('Received: 25 Nov 2026, 08:30 (UK time)\n');
    expect(mail!.text).toContain(`Message:\n${enquiry.message}\n`);
    expect(mail!.text).toContain(`${SITE}/admin/dashboard?message=${submission.id}`);
  });

  it('answers 201 while SMTP is down and delivers once it is up 30 s later, across a restart', async () => {
    const port = await freePort();
    const dataDir = tempDir();
    const clock = fakeClock();
    const first = await server(port, dataDir, clock);
    const answer = await new Client(first.url, null).post('/api/contact', enquiry);
    expect(answer.status).toBe(201);
    await first.outbox.idle();
    expect((await notificationOf(first)).notification).toBe('pending');

    // The SMTP server comes up 30 s later; the first retry is due by then.
    const catcher = await smtp(port);
    clock.advance(30_000);
    await first.outbox.idle();
    expect(catcher.mails).toHaveLength(1);
    expect((await notificationOf(first)).notification).toBe('sent');

    // A second message while SMTP is down again, then a restart: the new server sends it.
    await catcher.close();
    expect((await new Client(first.url, null).post('/api/contact', { ...enquiry, name: 'Alex Reed' })).status).toBe(
      201,
    );
    await first.outbox.idle();
    await first.stop();
    // Restarted with SMTP back: the stored e-mail goes out once its retry is due.
    const again = await smtp(port);
    const restartedClock = fakeClock(clock.now());
    const second = await server(port, dataDir, restartedClock);
    await second.outbox.idle();
    expect(again.mails).toHaveLength(0);
    restartedClock.advance(30_000);
    await second.outbox.idle();
    expect(again.mails.map((mail) => mail.headers.subject)).toEqual(['New enquiry from Alex Reed: Kickboxing']);
  });

  it('retries with growing waits for over 24 hours, then marks the e-mail failed', async () => {
    expect(retryDelayMs(1)).toBeLessThanOrEqual(60_000);
    for (let attempt = 2; attempt < MAX_SEND_ATTEMPTS; attempt += 1)
      expect(retryDelayMs(attempt)).toBeGreaterThanOrEqual(retryDelayMs(attempt - 1));
    let total = 0;
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt += 1) total += retryDelayMs(attempt);
    expect(total).toBeGreaterThanOrEqual(24 * 3600 * 1000);

    const port = await freePort();
    const clock = fakeClock();
    const site = await server(port, tempDir(), clock);
    await new Client(site.url, null).post('/api/contact', enquiry);
    await site.outbox.idle();
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt += 1) {
      expect((await notificationOf(site)).notification).toBe('pending');
      clock.advance(retryDelayMs(attempt));
      await site.outbox.idle();
    }
    expect((await notificationOf(site)).notification).toBe('failed');
  });

  it('sends nothing without SMTP_URL and shows no e-mail state', async () => {
    const site = await startTestServer();
    cleanups.push(() => site.destroy());
    await new Client(site.url, null).post('/api/contact', enquiry);
    expect((await notificationOf(site, site.url)).notification).toBeNull();
  });
});
