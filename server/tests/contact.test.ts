import { CONTACT_LIMIT } from '@studio/core/shared/limits';
import { messages } from '@studio/core/shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { Client, staffClient, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.destroy();
  server = undefined;
});

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Taylor',
  email: 'sam@example.com',
  phone: '0151 496 0000',
  class_interest: 'Kickboxing',
  message: 'Hello,\nis there a beginners class on Mondays?',
  ...overrides,
});

describe('contact form and submissions', () => {
  it('stores a message unread with a server timestamp; staff list newest first and set read', async () => {
    server = await startTestServer();
    const visitor = new Client(server.url, null);
    const started = Date.now();
    const first = await visitor.post('/api/contact', message({ name: 'First', phone: '', class_interest: '' }));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ok: true });
    expect((await visitor.post('/api/contact', message({ name: 'Second', created_at: '2000-01-01' }))).status).toBe(
      400,
    );
    expect((await visitor.post('/api/contact', message({ name: 'Second' }))).status).toBe(201);

    const staff = await staffClient(server);
    const list = await staff.get('/api/admin/submissions');
    expect(list.status).toBe(200);
    expect(list.body.submissions.map((submission: { name: string }) => submission.name)).toEqual(['Second', 'First']);
    const [second, firstStored] = list.body.submissions;
    expect(firstStored).toMatchObject({ name: 'First', phone: null, class_interest: null, read: false });
    expect(second).toMatchObject({
      email: 'sam@example.com',
      phone: '0151 496 0000',
      class_interest: 'Kickboxing',
      read: false,
    });
    expect(second.message).toBe('Hello,\nis there a beginners class on Mondays?');
    expect(Date.parse(second.created_at)).toBeGreaterThanOrEqual(started - 1000);

    const read = await staff.patch(`/api/admin/submissions/${second.id}`, { read: true });
    expect(read.status).toBe(200);
    expect(read.body.submission).toMatchObject({ id: second.id, read: true });
    expect((await staff.patch(`/api/admin/submissions/${second.id}`, { read: false })).body.submission.read).toBe(
      false,
    );
    expect((await staff.patch(`/api/admin/submissions/${second.id}`, { read: 'yes' })).status).toBe(400);
    const missing = await staff.patch('/api/admin/submissions/no-such-id', { read: true });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Message not found' });
  });

  it('refuses invalid messages with the first problem', async () => {
    server = await startTestServer();
    const visitor = new Client(server.url, null);
    const badEmail = await visitor.post('/api/contact', message({ email: 'not-an-email' }));
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({ error: 'Please enter a valid email address' });
    expect((await visitor.post('/api/contact', message({ name: '' }))).body).toEqual({
      error: 'Please enter your name',
    });
    expect((await visitor.post('/api/contact', message({ message: 'x'.repeat(5001) }))).status).toBe(400);
    expect((await visitor.post('/api/contact')).status).toBe(400);
    const staff = await staffClient(server);
    expect((await staff.get('/api/admin/submissions')).body.submissions).toEqual([]);
  });

  it('answers a filled honeypot as if all went well but keeps nothing', async () => {
    server = await startTestServer();
    const bot = new Client(server.url, null);
    const answer = await bot.post('/api/contact', message({ website: 'https://spam.example' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ ok: true });
    expect((await (await staffClient(server)).get('/api/admin/submissions')).body.submissions).toEqual([]);
  });

  it('limits messages per address with a clear message', async () => {
    server = await startTestServer({ CONTACT_MAX_PER_WINDOW: '2' });
    const visitor = new Client(server.url, null);
    expect((await visitor.post('/api/contact', message())).status).toBe(201);
    expect((await visitor.post('/api/contact', message({ email: 'bad' }))).status).toBe(400);
    expect((await visitor.post('/api/contact', message())).status).toBe(201);
    const limited = await visitor.post('/api/contact', message());
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: messages.contactRateLimited });
    // The window is core's, whatever the count: what is left of it after the first message.
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(CONTACT_LIMIT.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_LIMIT.windowMs / 1000);
    // Invalid messages are checked before the limit and never counted.
    expect((await visitor.post('/api/contact', message({ email: 'bad' }))).status).toBe(400);
    expect((await (await staffClient(server)).get('/api/admin/submissions')).body.submissions).toHaveLength(2);
  });
});
