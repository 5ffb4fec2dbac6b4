/**
 * Who gets in: every staff endpoint refuses a missing, forged, expired or ended session and a foreign Origin;
 * sign-in is rate limited per address and per account; there is no default account; the contact form keeps
 * bots out without bothering a real visitor.
 */
import { messages } from '@studio/core/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventInput,
  expectHealthy,
  expectJsonError,
  makeImage,
  readDatabase,
  signIn,
  snapshot,
  startSite,
  startSites,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  upload,
  type RunningSite,
  type StaffClient,
} from './lib/reliability.ts';

interface Seeded {
  eventId: string;
  submissionId: string;
  imageName: string;
}

interface StaffEndpoint {
  name: string;
  method: string;
  path: (seed: Seeded) => string;
  body?: () => Promise<string | FormData> | string | FormData;
  json?: boolean;
}

/** Every staff endpoint, with a body that would succeed for a signed-in member of staff. */
const STAFF_ENDPOINTS: StaffEndpoint[] = [
  { name: 'list submissions', method: 'GET', path: () => '/api/admin/submissions' },
  {
    name: 'mark submission read',
    method: 'PATCH',
    path: (seed) => `/api/admin/submissions/${seed.submissionId}`,
    body: () => JSON.stringify({ read: true }),
    json: true,
  },
  { name: 'list events', method: 'GET', path: () => '/api/admin/events' },
  {
    name: 'create event',
    method: 'POST',
    path: () => '/api/admin/events',
    body: () => JSON.stringify(eventInput({ title: 'Intruder event' })),
    json: true,
  },
  {
    name: 'update event',
    method: 'PUT',
    path: (seed) => `/api/admin/events/${seed.eventId}`,
    body: () => JSON.stringify(eventInput({ title: 'Defaced' })),
    json: true,
  },
  {
    name: 'feature event',
    method: 'PATCH',
    path: (seed) => `/api/admin/events/${seed.eventId}/featured`,
    body: () => JSON.stringify({ featured: true }),
    json: true,
  },
  { name: 'delete event', method: 'DELETE', path: (seed) => `/api/admin/events/${seed.eventId}` },
  { name: 'list images', method: 'GET', path: () => '/api/admin/images' },
  {
    name: 'upload image',
    method: 'POST',
    path: () => '/api/admin/images',
    body: async () => {
      const form = new FormData();
      form.append('target', 'home_hero');
      form.append('file', new Blob([new Uint8Array(await makeImage('png'))], { type: 'image/png' }), 'a.png');
      return form;
    },
  },
  { name: 'delete image', method: 'DELETE', path: (seed) => `/api/admin/images/${seed.imageName}` },
];

const WRITES = STAFF_ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET');

async function call(
  site: RunningSite,
  endpoint: StaffEndpoint,
  seed: Seeded,
  headers: Record<string, string>,
): Promise<Response> {
  return fetch(`${site.url}${endpoint.path(seed)}`, {
    method: endpoint.method,
    headers: { ...(endpoint.json ? { 'content-type': 'application/json' } : {}), ...headers },
    body: endpoint.body ? await endpoint.body() : undefined,
  });
}

async function seed(site: RunningSite, staff: StaffClient): Promise<Seeded> {
  const { event } = (await staff.call('POST', '/api/admin/events', eventInput())) as { event: { id: string } };
  await fetch(`${site.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Sam', email: 'sam@example.com', message: 'Hello' }),
  });
  const { submissions } = (await staff.call('GET', '/api/admin/submissions')) as { submissions: { id: string }[] };
  const uploaded = await upload(site, staff.headers, {
    target: 'home_hero',
    file: { bytes: await makeImage('png'), filename: 'a.png', type: 'image/png' },
  });
  const { image } = (await uploaded.json()) as { image: { name: string } };
  return { eventId: event.id, submissionId: submissions[0]!.id, imageName: image.name };
}

function login(site: RunningSite, email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, ...headers },
    body: JSON.stringify({ email, password }),
  });
}

function cookieOf(response: Response): string {
  return (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

/** Every staff endpoint, called with `headers`, is refused with `status` and changes nothing. */
async function expectAllRefused(
  site: RunningSite,
  seeded: Seeded,
  headers: Record<string, string>,
  status: number,
  message: string,
  endpoints = STAFF_ENDPOINTS,
) {
  const before = snapshot(site.dataDir);
  for (const endpoint of endpoints) {
    const refused = await call(site, endpoint, seeded, headers);
    expect(await expectJsonError(refused, status, endpoint.name)).toBe(message);
    expect(refused.headers.get('access-control-allow-origin'), `${endpoint.name} allows no other origin`).toBeNull();
  }
  expect(snapshot(site.dataDir)).toEqual(before);
  await expectHealthy(site);
}

// Every server this file needs, one per configuration, started side by side: starting one is the slow part.
let site: RunningSite;
let limited: RunningSite;
let proxied: RunningSite;
let idle: RunningSite;
let absolute: RunningSite;
let noAccount: RunningSite;
let weakPasswordStart: Promise<unknown>;
let staff: StaffClient;
let seeded: Seeded;

beforeAll(async () => {
  // Two waves of three: side by side is quicker, but too many at once starve each other on a small machine.
  [site, limited, proxied] = await startSites(
    startSite(),
    startSite({ env: { LOGIN_MAX_FAILURES: '3', CONTACT_MAX_PER_WINDOW: '2' } }),
    startSite({ env: { LOGIN_MAX_FAILURES: '3', CONTACT_MAX_PER_WINDOW: '3', TRUST_PROXY: '1' } }),
  );
  weakPasswordStart = startSite({ env: { ADMIN_PASSWORD: 'short' } }).then(async (started) => {
    await started.stop();
    return started;
  });
  weakPasswordStart.catch(() => undefined);
  [idle, absolute, noAccount] = await startSites(
    // 1.2 s idle timeout on one, 1.8 s absolute timeout on the other.
    startSite({ env: { SESSION_IDLE_MINUTES: '0.02', SESSION_ABSOLUTE_MINUTES: '60' } }),
    startSite({ env: { SESSION_IDLE_MINUTES: '60', SESSION_ABSOLUTE_MINUTES: '0.03' } }),
    startSite({ env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } }),
  );
  staff = await signIn(site);
  seeded = await seed(site, staff);
}, 120_000);

afterAll(async () => {
  await Promise.all([site, limited, proxied, idle, absolute, noAccount].map((started) => started?.stop()));
});

describe('staff endpoints', () => {
  it('with a live session and the site as Origin, each call works (so the refusals below mean something)', async () => {
    for (const endpoint of STAFF_ENDPOINTS.filter((endpoint) => !endpoint.name.startsWith('delete'))) {
      const response = await call(site, endpoint, seeded, staff.headers);
      expect(response.status, `${endpoint.name}: ${await response.text()}`).toBeLessThan(300);
    }
  });

  it('refuse a request with no session', async () => {
    await expectAllRefused(site, seeded, { origin: site.url }, 401, messages.notSignedIn);
  });

  it('refuse forged and malformed session cookies', async () => {
    for (const cookie of [
      'studio_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'studio_session=',
      "studio_session=' OR '1'='1",
      `studio_session=${'A'.repeat(5000)}`,
      'studio_session=../../studio.db',
      `${staff.cookie}x`,
    ]) {
      await expectAllRefused(site, seeded, { origin: site.url, cookie }, 401, messages.notSignedIn);
    }
  });

  it('refuse writes from a foreign Origin, a foreign Referer, or with neither', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: site.url.replace('127.0.0.1', 'localhost') },
      { origin: `${site.url}.evil.example` },
      { referer: 'https://evil.example/attack.html' },
      {},
    ];
    for (const headers of foreign) {
      await expectAllRefused(site, seeded, { cookie: staff.cookie, ...headers }, 403, messages.forbiddenOrigin, WRITES);
    }
  });

  it('accept a same-site Referer when the browser sends no Origin', async () => {
    const response = await fetch(`${site.url}/api/admin/events/${seeded.eventId}/featured`, {
      method: 'PATCH',
      headers: { cookie: staff.cookie, referer: `${site.url}/admin/events`, 'content-type': 'application/json' },
      body: JSON.stringify({ featured: false }),
    });
    expect(response.status).toBe(200);
  });

  it('refuse a logged-out session on every endpoint', async () => {
    const other = await signIn(site);
    const out = await fetch(`${site.url}/api/auth/logout`, { method: 'POST', headers: other.headers });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join(';')).toMatch(/studio_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    await expectAllRefused(site, seeded, other.headers, 401, messages.notSignedIn);
    const session = (await (await fetch(`${site.url}/api/auth/session`, { headers: other.headers })).json()) as {
      user: unknown;
    };
    expect(session.user).toBeNull();
    // The first session is untouched by the other's sign-out.
    expect((await fetch(`${site.url}/api/admin/events`, { headers: staff.headers })).status).toBe(200);
  });

  it('refuse a logout from a foreign Origin (no forced sign-out)', async () => {
    const response = await fetch(`${site.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: staff.cookie, origin: 'https://evil.example' },
    });
    await expectJsonError(response, 403, 'foreign logout');
    expect((await fetch(`${site.url}/api/admin/events`, { headers: staff.headers })).status).toBe(200);
  });

  it('the session cookie is httpOnly, SameSite and site-wide, and a new token is issued at each sign-in', async () => {
    const first = await login(site, STAFF_EMAIL, STAFF_PASSWORD);
    const setCookie = first.headers.getSetCookie()[0] ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax|SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie, 'not Secure over plain HTTP, or the browser would drop it').not.toMatch(/;\s*Secure/i);
    // Signing in again while carrying the old token replaces it: a token planted before sign-in is worthless.
    const second = await login(site, STAFF_EMAIL, STAFF_PASSWORD, { cookie: cookieOf(first) });
    expect(cookieOf(second)).not.toBe(cookieOf(first));
    await expectJsonError(
      await fetch(`${site.url}/api/admin/events`, { headers: { cookie: cookieOf(first) } }),
      401,
      'replaced token',
    );
    expect((await fetch(`${site.url}/api/admin/events`, { headers: { cookie: cookieOf(second) } })).status).toBe(200);
  });

  it('stores neither passwords nor session tokens in the clear', () => {
    const token = staff.cookie.split('=')[1]!;
    const dump = JSON.stringify(
      readDatabase(site.dataDir, (db) => [
        db.prepare('SELECT * FROM staff').all(),
        db.prepare('SELECT * FROM sessions').all(),
      ]),
    );
    expect(dump).not.toContain(STAFF_PASSWORD);
    expect(dump).not.toContain(token);
    expect(dump).toMatch(/scrypt\$/);
  });
});

describe('sessions time out', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('after the idle timeout, every staff endpoint refuses the session', async () => {
    const staff = await signIn(idle);
    const seeded = await seed(idle, staff);
    // Staying busy keeps the session alive past the idle timeout; a pause ends it.
    for (let step = 0; step < 5; step++) {
      await sleep(400);
      expect(
        (await fetch(`${idle.url}/api/admin/events`, { headers: staff.headers })).status,
        `busy at step ${step}`,
      ).toBe(200);
    }
    await sleep(1500);
    await expectAllRefused(idle, seeded, staff.headers, 401, messages.notSignedIn);
    expect(
      ((await (await fetch(`${idle.url}/api/auth/session`, { headers: staff.headers })).json()) as { user: unknown })
        .user,
    ).toBeNull();
  });

  it('after the absolute timeout, the session ends even while in use', async () => {
    const staff = await signIn(absolute);
    const signedInAt = Date.now();
    const seeded = await seed(absolute, staff);
    expect((await fetch(`${absolute.url}/api/admin/events`, { headers: staff.headers })).status).toBe(200);
    while (Date.now() - signedInAt < 2000) {
      await fetch(`${absolute.url}/api/admin/events`, { headers: staff.headers });
      await sleep(200);
    }
    await expectAllRefused(absolute, seeded, staff.headers, 401, messages.notSignedIn);
  });
});

describe('sign-in', () => {
  it('a wrong password and an unknown e-mail get the same answer', async () => {
    const wrongPassword = await login(site, STAFF_EMAIL, 'not the password');
    const unknownEmail = await login(site, 'nobody@example.com', STAFF_PASSWORD);
    expect(await expectJsonError(wrongPassword, 401, 'wrong password')).toBe(messages.invalidLogin);
    expect(await expectJsonError(unknownEmail, 401, 'unknown e-mail')).toBe(messages.invalidLogin);
  });

  it('is rate limited per address, even for the right password, with a clear message', async () => {
    // Different accounts from one address: the address runs out of guesses.
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await login(limited, email, 'guess guess guess')).status).toBe(401);
    }
    expect(await expectJsonError(await login(limited, 'd@example.com', 'guess guess guess'), 429, 'fourth guess')).toBe(
      messages.loginRateLimited,
    );
    expect(
      await expectJsonError(await login(limited, STAFF_EMAIL, STAFF_PASSWORD), 429, 'right password, limited'),
    ).toBe(messages.loginRateLimited);
    // Without a trusted proxy, a forged X-Forwarded-For does not buy a fresh address.
    expect((await login(limited, STAFF_EMAIL, STAFF_PASSWORD, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    await expectHealthy(limited);
  });

  it('over HTTPS (behind a trusted proxy) the session cookie is Secure', async () => {
    const response = await login(proxied, STAFF_EMAIL, STAFF_PASSWORD, {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.200',
      origin: `https://${new URL(proxied.url).host}`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toMatch(/;\s*Secure/i);
  });

  it('is rate limited per account across addresses (behind a trusted proxy)', async () => {
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await login(proxied, STAFF_EMAIL, 'spray spray spray', { 'x-forwarded-for': ip })).status).toBe(401);
    }
    const refused = await login(proxied, STAFF_EMAIL, STAFF_PASSWORD, { 'x-forwarded-for': '198.51.100.4' });
    expect(await expectJsonError(refused, 429, 'account limited')).toBe(messages.loginRateLimited);
    // Another account from a fresh address is not held back by this one's failures.
    expect(
      (await login(proxied, 'other@example.com', 'whatever whatever', { 'x-forwarded-for': '198.51.100.5' })).status,
    ).toBe(401);
  });

  describe('contact form spam defence', () => {
    const contact = (target: RunningSite, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      fetch(`${target.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const visitor = {
      name: 'Jo Bloggs',
      email: 'jo@example.com',
      phone: '07700 900123',
      class_interest: 'Kickboxing',
      message: 'Can I try a class on Monday?',
    };
    const stored = (target: RunningSite, email: string) =>
      readDatabase(target.dataDir, (db) =>
        db
          .prepare('SELECT name, email, phone, class_interest, message FROM contact_submissions WHERE email = ?')
          .all(email),
      );

    it("a real visitor's message goes straight through, with an empty honeypot", async () => {
      const response = await contact(site, { ...visitor, website: '' });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true });
      expect(stored(site, visitor.email)).toEqual([visitor]);
    });

    it('a filled honeypot looks like success to the bot, but nothing is kept', async () => {
      const response = await contact(site, { ...visitor, email: 'bot@example.com', website: 'https://spam.example' });
      expect(response.status).toBe(201);
      expect(stored(site, 'bot@example.com')).toEqual([]);
    });

    it('per address: after the limit, messages are refused with a clear message; other addresses still get through', async () => {
      const spammer = { 'x-forwarded-for': '203.0.113.50' };
      const spam = { ...visitor, email: 'spam@example.com' };
      for (let index = 0; index < 3; index++)
        expect((await contact(proxied, { ...spam, message: `Spam ${index}` }, spammer)).status).toBe(201);
      const refused = await contact(proxied, { ...spam, message: 'Spam 3' }, spammer);
      expect(await expectJsonError(refused, 429, 'contact limit')).toBe(messages.contactRateLimited);
      // Honeypot hits count too, so a bot cannot flood by filling it.
      expect((await contact(proxied, { ...spam, website: 'x' }, spammer)).status).toBe(429);
      expect(stored(proxied, spam.email)).toHaveLength(3);
      // A visitor who made a mistake is not counted against: invalid messages are refused before the limit.
      const neighbour = { 'x-forwarded-for': '203.0.113.51' };
      for (let index = 0; index < 4; index++)
        expect((await contact(proxied, { ...visitor, email: 'not-an-email' }, neighbour)).status).toBe(400);
      expect((await contact(proxied, visitor, neighbour)).status).toBe(201);
      expect(stored(proxied, visitor.email)).toHaveLength(1);
    });

    it('without a trusted proxy, a forged X-Forwarded-For does not reset the limit', async () => {
      for (let index = 0; index < 2; index++)
        expect((await contact(limited, visitor, { 'x-forwarded-for': `203.0.113.${index}` })).status).toBe(201);
      expect((await contact(limited, visitor, { 'x-forwarded-for': '203.0.113.99' })).status).toBe(429);
    });
  });
});

describe('accounts', () => {
  it('no account exists unless one is created: common defaults do not sign in', async () => {
    {
      const site = noAccount;
      expect(readDatabase(site.dataDir, (db) => db.prepare('SELECT COUNT(*) AS n FROM staff').get())).toEqual({ n: 0 });
      for (const [email, password] of [
        [STAFF_EMAIL, STAFF_PASSWORD],
        ['admin', 'admin'],
        ['admin@example.com', 'password'],
        ['admin@localhost', 'admin123'],
        ['root', 'root'],
      ] as const) {
        const response = await login(site, email, password);
        expect(response.status, `${email} / ${password}`).toBe(401);
      }
      await expectJsonError(await fetch(`${site.url}/api/admin/events`), 401, 'no account, no session');
    }
  });

  it('a weak ADMIN_PASSWORD stops the server with a clear message instead of creating the account', async () => {
    await expect(weakPasswordStart).rejects.toThrow(/ADMIN_EMAIL\/ADMIN_PASSWORD.*at least/);
  });
});
