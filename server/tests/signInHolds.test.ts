/**
 * Sign-in that holds (the findings of a hostile review): a burst of parallel guesses gets no more password checks
 * than the limit, guesses from elsewhere cannot lock out a device that signed in before, limits survive a restart,
 * and the proxy and Host headers cannot be used to dodge them.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { messages } from '@studio/core/shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaffAccounts } from '../src/auth/staffAccounts.ts';
import { ConfigError, hostHeaderWarning, loadConfig, repoRoot } from '../src/config.ts';
import { Client, STAFF_EMAIL, STAFF_PASSWORD, startTestServer, type Answer, type TestServer } from './testServer.ts';
import { systemClock } from '../src/clock.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.destroy();
  server = undefined;
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends every request on one connection in a single write (HTTP pipelining): the server reads them in this order,
 * all before any password check can finish, and runs their handlers side by side. The answers come back in order.
 */
async function pipelined(url: string, bodies: unknown[]): Promise<RawAnswer[]> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  const requests = bodies.map((body, index) => {
    const json = JSON.stringify(body);
    return (
      `POST /api/auth/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\nOrigin: ${url}\r\n` +
      `Connection: ${index === bodies.length - 1 ? 'close' : 'keep-alive'}\r\n\r\n${json}`
    );
  });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(requests.join(''));
  await once(socket, 'close');
  let rest = Buffer.concat(chunks).toString('utf8');
  const answers: RawAnswer[] = [];
  while (rest.length) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length']);
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(headEnd + 4, headEnd + 4 + length),
    });
    rest = rest.slice(headEnd + 4 + length);
  }
  return answers;
}

/** A sign-in as if from `address`, through the one trusted proxy. */
function signInFrom(client: Client, address: string, email = STAFF_EMAIL, password = STAFF_PASSWORD): Promise<Answer> {
  return client.request('POST', '/api/auth/login', {
    json: { email, password },
    headers: { 'x-forwarded-for': address },
  });
}

function expectLimited(answer: Answer | RawAnswer, retryAfter?: number): void {
  expect(answer.status).toBe(429);
  const body = 'text' in answer ? answer.text : answer.body;
  expect(JSON.parse(body)).toEqual({ error: messages.loginRateLimited });
  const header = 'text' in answer ? answer.headers.get('retry-after') : answer.headers['retry-after'];
  expect(header).toMatch(/^\d+$/);
  if (retryAfter !== undefined) expect(Number(header)).toBe(retryAfter);
}

describe('a burst of parallel guesses', () => {
  it('30 wrong passwords at once from one address, the right one last: no more checks than the limit, and 429', async () => {
    // A clock that stands still: the whole window is left however long the 30 checks take.
    const now = Date.UTC(2026, 5, 1, 18);
    server = await startTestServer({}, undefined, { clock: { ...systemClock, now: () => now } });
    const burst = [
      ...Array.from({ length: 29 }, (_, index) => ({ email: STAFF_EMAIL, password: `guess number ${index}` })),
      { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    ];
    const answers = await pipelined(server.url, burst);
    expect(answers).toHaveLength(30);
    expect(answers.map((answer) => answer.status).every((status) => status === 401 || status === 429)).toBe(true);
    // Only requests that reached a password check can answer 401: no more than the limit of 10.
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(10);
    expectLimited(answers.at(-1)!);
    // The burst used up the address: the right password is refused afterwards too, for the whole window.
    expectLimited(await new Client(server.url).signIn(), 15 * 60);
  });
});

describe('lockout abuse', () => {
  const MAX = 3;
  const limitedAccount = async (target: TestServer) => {
    const attacker = new Client(target.url);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect((await signInFrom(attacker, address, STAFF_EMAIL, 'attacker guess')).status).toBe(401);
  };

  it('guesses from elsewhere lock out new devices, not the device the staff member signed in on before', async () => {
    server = await startTestServer({ LOGIN_MAX_FAILURES: String(MAX), TRUST_PROXY: '1' });
    const laptop = new Client(server.url);
    const first = await signInFrom(laptop, '198.51.100.10');
    expect(first.status).toBe(200);
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith('studio_device='));
    expect(device).toMatch(/; Max-Age=15552000;/);
    expect(device).toMatch(/; Path=\/api\/auth\/login;/);
    expect(device).toMatch(/; HttpOnly/);
    expect(device).toMatch(/; SameSite=Strict/);

    await limitedAccount(server);
    // A device that never signed in is held back by the account's limit, even with the right password.
    expectLimited(await signInFrom(new Client(server.url), '198.51.100.11'));
    // The known device is not, from its own address or a new one.
    expect((await signInFrom(laptop, '198.51.100.10')).status).toBe(200);
    expect((await signInFrom(laptop, '198.51.100.12')).status).toBe(200);
    // A cookie altered by hand vouches for nothing.
    const forged = new Client(server.url);
    forged.cookie = laptop.cookie.replace(/studio_device=([^.]+)\./, 'studio_device=AAAAAAAAAAAAAAAAAAAAAA.');
    expectLimited(await signInFrom(forged, '198.51.100.13'));
  });

  it('a device stays known for 180 days after its last sign-in, each sign-in renewing it', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    let now = Date.UTC(2026, 0, 5, 9);
    server = await startTestServer({ LOGIN_MAX_FAILURES: String(MAX), TRUST_PROXY: '1' }, undefined, {
      clock: { ...systemClock, now: () => now },
    });
    const laptop = new Client(server.url);
    expect((await signInFrom(laptop, '198.51.100.10')).status).toBe(200);
    now += 100 * DAY;
    expect((await signInFrom(laptop, '198.51.100.10')).status).toBe(200);
    now += 179 * DAY;
    await limitedAccount(server);
    expect((await signInFrom(laptop, '198.51.100.10')).status).toBe(200);
    // Kept unused for longer than that (the browser would have dropped it by now anyway), it vouches for nothing.
    now += 181 * DAY;
    await limitedAccount(server);
    expectLimited(await signInFrom(laptop, '198.51.100.10'));
  });

  it("a device known to one account does not lift another account's limit", async () => {
    server = await startTestServer({ LOGIN_MAX_FAILURES: String(MAX), TRUST_PROXY: '1' });
    await createStaffAccounts(server.db).add('front.desk@example.com', 'another long passphrase');
    const desk = new Client(server.url);
    expect((await signInFrom(desk, '198.51.100.10', 'front.desk@example.com', 'another long passphrase')).status).toBe(
      200,
    );
    await limitedAccount(server);
    expectLimited(await signInFrom(desk, '198.51.100.10'));
  });

  it("never lifts the address's limit", async () => {
    // A clock that stands still: the whole window is left whatever the machine's speed.
    const now = Date.UTC(2026, 5, 1, 18);
    server = await startTestServer({ LOGIN_MAX_FAILURES: String(MAX), TRUST_PROXY: '1' }, undefined, {
      clock: { ...systemClock, now: () => now },
    });
    const laptop = new Client(server.url);
    expect((await signInFrom(laptop, '198.51.100.10')).status).toBe(200);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await signInFrom(new Client(server.url), '198.51.100.10', email, 'guess guess')).status).toBe(401);
    expectLimited(await signInFrom(laptop, '198.51.100.10'), 15 * 60);
  });

  it('answers with Retry-After counting down to when the oldest failure leaves the window', async () => {
    let now = Date.UTC(2026, 5, 1, 18);
    server = await startTestServer({ LOGIN_MAX_FAILURES: String(MAX) }, undefined, {
      clock: { ...systemClock, now: () => now },
    });
    const client = new Client(server.url);
    for (let attempt = 0; attempt < MAX; attempt++) {
      expect((await client.signIn(STAFF_EMAIL, 'wrong password')).status).toBe(401);
      now += 60_000;
    }
    expectLimited(await client.signIn(), 15 * 60 - 3 * 60);
    now += 12 * 60_000 - 1000;
    expectLimited(await client.signIn(), 1);
    now += 1000;
    expect((await client.signIn()).status).toBe(200);
  });
});

describe('limits survive a restart', () => {
  it('sign-in failures and contact messages still count after the server starts again', async () => {
    const env = { LOGIN_MAX_FAILURES: '3', CONTACT_MAX_PER_WINDOW: '2' };
    const first = await startTestServer(env);
    const visitor = new Client(first.url);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await visitor.signIn(STAFF_EMAIL, 'wrong password')).status).toBe(401);
    const message = { name: 'Sam', email: 'sam@example.com', message: 'Is there a class on Monday?' };
    for (let sent = 0; sent < 2; sent++) expect((await visitor.post('/api/contact', message)).status).toBe(201);
    await first.stop();

    server = await startTestServer(env, first.dataDir);
    const again = new Client(server.url);
    expectLimited(await again.signIn());
    const contact = await again.post('/api/contact', message);
    expect(contact.status).toBe(429);
    expect(contact.body).toEqual({ error: messages.contactRateLimited });
    expect(Number(contact.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    // The counters name no address or account in the clear.
    const rows = JSON.stringify(server.db.prepare('SELECT * FROM rate_limit_hits').all());
    expect(rows).not.toMatch(/127\.0\.0\.1|coach@/);
  });
});

describe('behind a reverse proxy', () => {
  it('refuses TRUST_PROXY=true at start with a message that says what to set', () => {
    for (const value of ['true', 'TRUE', ' true '])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=true would let any client choose/);
    const start = spawnSync(process.execPath, [join(repoRoot, 'server/src/main.ts')], {
      env: { ...process.env, TRUST_PROXY: 'true', PORT: '0', DATA_DIR: join(repoRoot, 'never-created') },
      encoding: 'utf8',
    });
    expect(start.status).toBe(1);
    expect(start.stderr).toMatch(/cannot start: TRUST_PROXY=true .*TRUST_PROXY=1.*TRUST_PROXY=127\.0\.0\.1/);
  });

  it('takes a hop count or a list of proxy addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const value of ['yes', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/8', '127.0.0.1,', '1.5'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
  });

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    server = await startTestServer({ LOGIN_MAX_FAILURES: '2', TRUST_PROXY: '127.0.0.1' });
    const client = new Client(server.url);
    for (const email of ['x@example.com', 'y@example.com'])
      expect((await signInFrom(client, '203.0.113.2', email, 'guess guess')).status).toBe(401);
    // The address the proxy named has used its guesses; another is still free.
    expectLimited(await signInFrom(client, '203.0.113.2', 'w@example.com', 'guess guess'));
    expect((await signInFrom(client, '203.0.113.3', 'z@example.com', 'guess guess')).status).toBe(401);
    await server.destroy();

    // The proxy listed is not the one connecting: the header is the client's own claim, and counts for nothing.
    server = await startTestServer({ LOGIN_MAX_FAILURES: '2', TRUST_PROXY: '10.0.0.1' });
    const direct = new Client(server.url);
    for (const address of ['203.0.113.1', '203.0.113.2'])
      expect((await signInFrom(direct, address, 'x@example.com', 'guess guess')).status).toBe(401);
    expectLimited(await signInFrom(direct, '203.0.113.3', 'y@example.com', 'guess guess'));
  });
});

describe('IPv6 clients', () => {
  it('are counted by their /64 network, so fresh addresses from one connection buy no fresh guesses', async () => {
    server = await startTestServer({ LOGIN_MAX_FAILURES: '2', CONTACT_MAX_PER_WINDOW: '1', TRUST_PROXY: '1' });
    const client = new Client(server.url);
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2'])
      expect((await signInFrom(client, address, 'x@example.com', 'guess guess')).status).toBe(401);
    expectLimited(await signInFrom(client, '2001:db8:1:2:dead:beef:0:1', 'y@example.com', 'guess guess'));
    expect((await signInFrom(client, '2001:db8:1:3::1', 'y@example.com', 'guess guess')).status).toBe(401);

    const message = { name: 'Sam', email: 'sam@example.com', message: 'Hello' };
    const contact = (address: string) =>
      client.request('POST', '/api/contact', { json: message, headers: { 'x-forwarded-for': address } });
    expect((await contact('2001:db8:9:9::1')).status).toBe(201);
    expect((await contact('2001:db8:9:9::2')).status).toBe(429);
  });
});

describe('the Host header', () => {
  const SITE_URL = 'https://www.studio.example';

  it('with SITE_URL set, robots.txt, the sitemap and the Origin check use only it', async () => {
    server = await startTestServer({ SITE_URL });
    const forged = { host: 'evil.example' };
    const robots = await (await fetch(`${server.url}/robots.txt`, { headers: forged })).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`, { headers: forged })).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}/</loc>`);
    expect(sitemap).not.toContain('evil.example');

    // An Origin that matches the Host header the client sent is not the site.
    const spoofed = new Client(server.url, 'http://evil.example');
    const refused = await spoofed.request('POST', '/api/auth/login', {
      json: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
      headers: forged,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: messages.forbiddenOrigin });
    // Nor is the address the server happens to be reached at.
    expect((await new Client(server.url).signIn()).status).toBe(403);
    const staff = new Client(server.url, SITE_URL);
    expect((await staff.signIn()).status).toBe(200);
    expect((await staff.post('/api/auth/logout')).status).toBe(204);
  });

  it('without SITE_URL, a server other machines can reach warns at start', async () => {
    expect(hostHeaderWarning({ host: '127.0.0.1', siteUrl: undefined })).toBeUndefined();
    expect(hostHeaderWarning({ host: '::1', siteUrl: undefined })).toBeUndefined();
    expect(hostHeaderWarning({ host: '0.0.0.0', siteUrl: SITE_URL })).toBeUndefined();
    let log = '';
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    server = await startTestServer({ HOST: '0.0.0.0', LOG_LEVEL: 'warn' }, undefined, { logStream });
    const warning = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.msg.startsWith('SITE_URL is not set'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('SITE_URL=https://');
  });
});

describe('over HTTPS', () => {
  it('the session cookie is __Host-studio_session, and only that name is read', async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.studio.example' };
    const client = new Client(server.url, 'https://www.studio.example');
    const login = await client.request('POST', '/api/auth/login', {
      json: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
      headers: https,
    });
    expect(login.status).toBe(200);
    const [session, device] = login.headers.getSetCookie();
    expect(session).toMatch(/^__Host-studio_session=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(device).toMatch(/^__Secure-studio_device=.*; Path=\/api\/auth\/login; HttpOnly; Secure; SameSite=Strict$/);
    expect((await client.request('GET', '/api/auth/session', { headers: https })).body).toEqual({
      user: { email: STAFF_EMAIL, role: 'owner', must_change_password: false },
    });
    // The same token under the unprefixed name (one a plain-HTTP page could have set) is ignored over HTTPS.
    const token = /__Host-studio_session=([^;]+)/.exec(client.cookie)![1]!;
    const planted = await fetch(`${server.url}/api/auth/session`, {
      headers: { ...https, cookie: `studio_session=${token}` },
    });
    expect(await planted.json()).toEqual({ user: null });

    const logout = await client.request('POST', '/api/auth/logout', { headers: https });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/^__Host-studio_session=;.*Path=\/;.*Secure/);
  });
});
