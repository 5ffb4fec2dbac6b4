import { messages } from '@studio/core/shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Client,
  eventInput,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  staffClient,
  startTestServer,
  type TestServer,
} from './testServer.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.destroy();
  server = undefined;
});

/** The account from ADMIN_EMAIL, as the session reports it. */
const OWNER = { email: STAFF_EMAIL, role: 'owner', must_change_password: false };

const ID = '00000000-0000-4000-8000-000000000000';
/** Every staff endpoint with a body that would be valid. */
const STAFF_CALLS: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/admin/submissions'],
  ['PATCH', `/api/admin/submissions/${ID}`, { read: true }],
  ['GET', '/api/admin/events'],
  ['POST', '/api/admin/events', eventInput()],
  ['PUT', `/api/admin/events/${ID}`, eventInput()],
  ['PATCH', `/api/admin/events/${ID}/featured`, { featured: true }],
  ['DELETE', `/api/admin/events/${ID}`],
  ['GET', '/api/admin/images'],
  ['POST', '/api/admin/images'],
  ['DELETE', '/api/admin/images/home_hero_1700000000000.jpg'],
];
const WRITES = STAFF_CALLS.filter(([method]) => method !== 'GET');

describe('staff sign-in', () => {
  it('signs in with a session cookie, reports the session, and signs out', async () => {
    server = await startTestServer();
    const client = new Client(server.url);
    expect((await client.get('/api/auth/session')).body).toEqual({ user: null });

    const login = await client.signIn(STAFF_EMAIL.toUpperCase(), STAFF_PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ user: OWNER });
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    expect((await client.get('/api/auth/session')).body).toEqual({ user: OWNER });
    expect((await client.get('/api/admin/events')).status).toBe(200);

    const token = client.cookie;
    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/studio_session=;/);
    expect((await client.get('/api/auth/session')).body).toEqual({ user: null });
    // The old token is dead on the server, not just forgotten by the browser.
    client.cookie = token;
    expect((await client.get('/api/admin/events')).status).toBe(401);
  });

  it('rotates the session token on every sign-in', async () => {
    server = await startTestServer();
    const client = await staffClient(server);
    const first = client.cookie;
    await client.signIn();
    expect(client.cookie).not.toBe(first);
    const second = client.cookie;
    client.cookie = first;
    expect((await client.get('/api/admin/events')).status).toBe(401);
    client.cookie = second;
    expect((await client.get('/api/admin/events')).status).toBe(200);
  });

  it('marks the cookie Secure behind an HTTPS proxy and adds HSTS', async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    const answer = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'studio.example',
      },
      body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/Secure/);
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect((await fetch(`${server.url}/api/health`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers a wrong password or unknown e-mail with one generic message', async () => {
    server = await startTestServer();
    const client = new Client(server.url);
    const wrong = await client.signIn(STAFF_EMAIL, 'not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: messages.invalidLogin });
    expect((await client.signIn('nobody@example.com', STAFF_PASSWORD)).body).toEqual({ error: messages.invalidLogin });
    expect((await client.post('/api/auth/login', { email: '', password: '' })).status).toBe(400);
    expect((await client.post('/api/auth/login', { email: STAFF_EMAIL })).status).toBe(400);
    expect(client.cookie).toBe('');
  });

  it('rate limits failed sign-ins per account and per address, even with the right password', async () => {
    server = await startTestServer({ LOGIN_MAX_FAILURES: '3' });
    const client = new Client(server.url);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await client.signIn(STAFF_EMAIL, 'wrong password')).status).toBe(401);
    const limited = await client.signIn();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: messages.loginRateLimited });
    // Per address: other accounts from the same address are held back too.
    expect((await client.signIn('someone@example.com', 'whatever123')).status).toBe(429);
  });

  it('expires a session after the idle timeout', async () => {
    server = await startTestServer({ SESSION_IDLE_MINUTES: String(0.6 / 60), SESSION_ABSOLUTE_MINUTES: '60' });
    const client = await staffClient(server);
    expect((await client.get('/api/admin/events')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await client.get('/api/admin/events')).status).toBe(401);
    expect((await client.get('/api/auth/session')).body).toEqual({ user: null });
  });

  it('keeps a session in use alive until the absolute timeout, then ends it', async () => {
    server = await startTestServer({
      SESSION_IDLE_MINUTES: String(0.5 / 60),
      SESSION_ABSOLUTE_MINUTES: String(1.5 / 60),
    });
    const client = await staffClient(server);
    for (let step = 0; step < 4; step++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await client.get('/api/admin/events')).status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 700));
    const expired = await client.get('/api/admin/events');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: messages.notSignedIn });
  });
});

describe('staff endpoints', () => {
  it('refuse every call without a session with 401', async () => {
    server = await startTestServer();
    const visitor = new Client(server.url);
    for (const [method, path, body] of STAFF_CALLS) {
      const answer = await visitor.request(method, path, { json: body });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toEqual({ error: messages.notSignedIn });
    }
    visitor.cookie = 'studio_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await visitor.get('/api/admin/events')).status).toBe(401);
  });

  it('refuse every write from a foreign origin, or with no origin, with 403, and change nothing', async () => {
    server = await startTestServer();
    const staff = await staffClient(server);
    const event = (await staff.post('/api/admin/events', eventInput())).body.event;
    for (const origin of ['https://evil.example', null]) {
      staff.origin = origin;
      for (const [method, path, body] of [...WRITES, ['DELETE', `/api/admin/events/${event.id}`] as const]) {
        const answer = await staff.request(method, path, { json: body });
        expect(answer.status, `${method} ${path} from ${origin}`).toBe(403);
        expect(answer.body).toEqual({ error: messages.forbiddenOrigin });
      }
      expect((await staff.post('/api/auth/logout')).status).toBe(403);
    }
    // A Referer from the site itself is accepted when a browser sends no Origin.
    const viaReferer = await staff.request('DELETE', `/api/admin/events/${event.id}`, {
      headers: { referer: `${server.url}/admin/events` },
    });
    expect(viaReferer.status).toBe(204);
    staff.origin = server.url;
    expect((await staff.get('/api/auth/session')).body.user).toEqual(OWNER);
  });

  it('refuse a sign-in posted from a foreign page', async () => {
    server = await startTestServer();
    const client = new Client(server.url, 'https://evil.example');
    const answer = await client.signIn();
    expect(answer.status).toBe(403);
    expect(client.cookie).toBe('');
  });
});
