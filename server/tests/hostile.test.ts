/**
 * Hostile input against every API endpoint of the real server. Every case must be refused with a 4xx and a
 * readable JSON `{ error }`, change nothing in the database or under media/, and leave the server answering.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventInput,
  expectHealthy,
  expectJsonError,
  makeImage,
  mediaFiles,
  readDatabase,
  signIn,
  snapshot,
  startSite,
  upload,
  type RunningSite,
  type StaffClient,
} from './lib/reliability.ts';

let site: RunningSite;
let staff: StaffClient;
let eventId: string;
let submissionId: string;
let imageName: string;
let before: ReturnType<typeof snapshot>;

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  // Generous limits: this suite sends many refused logins and contacts on purpose; the limits have their own tests.
  site = await startSite({ env: { LOGIN_MAX_FAILURES: '10000', CONTACT_MAX_PER_WINDOW: '10000' } });
  staff = await signIn(site);
  eventId = ((await staff.call('POST', '/api/admin/events', eventInput())) as { event: { id: string } }).event.id;
  const contact = await fetch(`${site.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Sam Visitor', email: 'sam@example.com', message: 'Hello there' }),
  });
  expect(contact.status).toBe(201);
  submissionId = ((await staff.call('GET', '/api/admin/submissions')) as { submissions: { id: string }[] })
    .submissions[0]!.id;
  const uploaded = await upload(site, staff.headers, {
    target: 'home_hero',
    file: { bytes: await makeImage('png'), filename: 'hero.png', type: 'image/png' },
  });
  expect(uploaded.status).toBe(201);
  imageName = ((await uploaded.json()) as { image: { name: string } }).image.name;
  before = snapshot(site.dataDir);
});

afterAll(async () => {
  await site?.stop();
});

/** After each group: still up, and not one row or file changed. */
async function expectNothingChanged(): Promise<void> {
  await expectHealthy(site);
  expect(snapshot(site.dataDir)).toEqual(before);
}

interface JsonEndpoint {
  name: string;
  method: string;
  path: () => string;
  staff: boolean;
}

const JSON_ENDPOINTS: JsonEndpoint[] = [
  { name: 'contact', method: 'POST', path: () => '/api/contact', staff: false },
  { name: 'login', method: 'POST', path: () => '/api/auth/login', staff: false },
  { name: 'create event', method: 'POST', path: () => '/api/admin/events', staff: true },
  { name: 'update event', method: 'PUT', path: () => `/api/admin/events/${eventId}`, staff: true },
  { name: 'feature event', method: 'PATCH', path: () => `/api/admin/events/${eventId}/featured`, staff: true },
  { name: 'mark submission read', method: 'PATCH', path: () => `/api/admin/submissions/${submissionId}`, staff: true },
];

function send(
  endpoint: JsonEndpoint,
  body: string | Uint8Array,
  contentType = 'application/json',
  extra: Record<string, string> = {},
) {
  return fetch(`${site.url}${endpoint.path()}`, {
    method: endpoint.method,
    headers: {
      'content-type': contentType,
      origin: site.url,
      ...(endpoint.staff ? { cookie: staff.cookie } : {}),
      ...extra,
    },
    body,
  });
}

const deepArray = '['.repeat(50_000) + ']'.repeat(50_000);
const deepObject = '{"a":'.repeat(15_000) + '1' + '}'.repeat(15_000);
const oneMegabyte = 'x'.repeat(1024 * 1024);

const MALFORMED_BODIES: { name: string; body: string; contentType?: string; status?: number | number[] }[] = [
  { name: 'not JSON at all', body: 'hello' },
  { name: 'truncated JSON', body: '{"title": "Grading", "date":' },
  { name: 'trailing garbage', body: '{"read": true} extra' },
  { name: 'empty body', body: '' },
  { name: 'JSON null', body: 'null' },
  { name: 'JSON array', body: '[]' },
  { name: 'JSON string', body: '"text"' },
  { name: 'JSON number', body: '42' },
  { name: 'empty object', body: '{}' },
  { name: 'deeply nested arrays (50 000 levels)', body: deepArray },
  { name: 'deeply nested objects (15 000 levels)', body: deepObject },
  { name: 'prototype pollution', body: '{"__proto__": {"admin": true}, "read": true, "featured": true}' },
  { name: 'constructor pollution', body: '{"constructor": {"prototype": {"admin": true}}}' },
  {
    name: 'a 1 MB string (over the body limit)',
    body: JSON.stringify({ title: oneMegabyte, name: oneMegabyte }),
    status: 413,
  },
  { name: 'plain text content type', body: '{"read": true}', contentType: 'text/plain', status: 415 },
  { name: 'form content type', body: 'read=true', contentType: 'application/x-www-form-urlencoded', status: 415 },
  {
    name: 'invalid UTF-8 bytes',
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString('latin1'),
  },
];

describe('malformed bodies on every JSON endpoint', () => {
  for (const endpoint of JSON_ENDPOINTS) {
    it(`${endpoint.name}: each malformed body is refused`, async () => {
      for (const { name, body, contentType, status } of MALFORMED_BODIES) {
        const bytes = name === 'invalid UTF-8 bytes' ? Buffer.from(body, 'latin1') : body;
        await expectJsonError(await send(endpoint, bytes, contentType), status, `${endpoint.name} / ${name}`);
      }
      await expectNothingChanged();
    });
  }

  it('an oversized body sent slowly is read to its end and refused with the answer, not a reset', async () => {
    const chunk = new Uint8Array(32 * 1024).fill(0x78);
    const chunks = 8; // 256 KB against the 100 KB limit, a chunk every 20 ms
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === chunks) return controller.close();
        if (sent > 0) await sleep(20);
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(chunk.length * chunks),
        origin: site.url,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectJsonError(answer, 413, 'oversized body sent slowly');
    expect(sent).toBe(chunks);
    await expectNothingChanged();
  });

  it('a body claiming gzip encoding that is not gzip is refused', async () => {
    const endpoint = JSON_ENDPOINTS[0]!;
    await expectJsonError(
      await send(endpoint, '{"name":"x"}', 'application/json', { 'content-encoding': 'gzip' }),
      undefined,
      'fake gzip',
    );
    await expectNothingChanged();
  });
});

const text1k = 'y'.repeat(1000);
const text6k = 'z'.repeat(6000);
const validContact = { name: 'Sam Visitor', email: 'sam@example.com', message: 'Hello' };
const validLogin = { email: 'coach@example.com', password: 'wrong password here' };

/** Field-level cases per endpoint: wrong types, missing and extra fields, over-long values, hostile text. */
const FIELD_CASES: Record<string, { name: string; body: unknown; status?: number }[]> = {
  contact: [
    { name: 'name is a number', body: { ...validContact, name: 42 } },
    { name: 'email is an array', body: { ...validContact, email: ['sam@example.com'] } },
    { name: 'message is an object', body: { ...validContact, message: { text: 'hi' } } },
    { name: 'message missing', body: { name: 'Sam', email: 'sam@example.com' } },
    { name: 'email missing', body: { name: 'Sam', message: 'Hi' } },
    { name: 'extra field', body: { ...validContact, read: true } },
    { name: 'extra id field', body: { ...validContact, id: 'chosen-id' } },
    { name: 'email is not an address', body: { ...validContact, email: "'; DROP TABLE contact_submissions; --" } },
    {
      name: 'email with a header injection',
      body: { ...validContact, email: 'sam@example.com\r\nBcc: all@example.com' },
    },
    { name: 'phone is letters', body: { ...validContact, phone: 'call me maybe' } },
    { name: 'phone is a number', body: { ...validContact, phone: 7700900123 } },
    { name: 'name only spaces', body: { ...validContact, name: '   ' } },
    { name: 'message of 6000 characters', body: { ...validContact, message: text6k } },
    { name: 'name of 1000 characters', body: { ...validContact, name: text1k } },
    { name: 'honeypot of 1000 characters', body: { ...validContact, website: text1k } },
    { name: 'NUL byte in the name', body: { ...validContact, name: 'Sam\u0000Admin' } },
    { name: 'terminal escape in the name', body: { ...validContact, name: 'Sam\u001b[31mred' } },
    { name: 'bell character in the message', body: { ...validContact, message: 'Hello\u0007' } },
    { name: 'lone surrogate in the message', body: { ...validContact, message: 'Hello \ud800 there' } },
  ],
  login: [
    { name: 'email is a number', body: { ...validLogin, email: 7 } },
    { name: 'password is an object', body: { ...validLogin, password: { $ne: '' } } },
    { name: 'password is an array', body: { ...validLogin, password: ['a', 'b'] } },
    { name: 'password missing', body: { email: 'coach@example.com' } },
    { name: 'extra field', body: { ...validLogin, admin: true } },
    { name: 'SQL in the e-mail', body: { email: "' OR '1'='1' --", password: "' OR '1'='1" }, status: 401 },
    { name: 'e-mail of 1000 characters', body: { ...validLogin, email: text1k } },
    { name: 'password of 6000 characters', body: { ...validLogin, password: text6k } },
    { name: 'NUL byte in the e-mail', body: { ...validLogin, email: 'coach@example.com\u0000' } },
  ],
  'create event': [
    { name: 'title is a number', body: eventInput({ title: 5 }) },
    { name: 'title missing', body: eventInput({ title: undefined }) },
    { name: 'title only spaces', body: eventInput({ title: '   ' }) },
    { name: 'date not a day', body: eventInput({ date: 'next Tuesday' }) },
    { name: 'date that does not exist', body: eventInput({ date: '2031-02-30' }) },
    { name: 'date with SQL', body: eventInput({ date: "2031-01-01'; DROP TABLE events; --" }) },
    { name: 'price as text', body: eventInput({ price: '12.50' }) },
    { name: 'negative price', body: eventInput({ price: -1 }) },
    { name: 'price with fractions of a penny', body: eventInput({ price: 1.234 }) },
    { name: 'featured as text', body: eventInput({ featured: 'yes' }) },
    { name: 'javascript: booking URL', body: eventInput({ booking_url: 'javascript:alert(1)' }) },
    { name: 'data: booking URL', body: eventInput({ booking_url: 'data:text/html,<script>alert(1)</script>' }) },
    { name: 'image_url is a number', body: eventInput({ image_url: 7 }) },
    { name: 'extra id field', body: eventInput({ id: MISSING_UUID }) },
    { name: 'extra created_at field', body: eventInput({ created_at: '2000-01-01T00:00:00.000Z' }) },
    { name: 'title of 1000 characters', body: eventInput({ title: text1k }) },
    { name: 'description of 6000 characters', body: eventInput({ description: text6k }) },
    // node:sqlite stores text only up to a NUL byte: accepting one would silently cut the title short.
    { name: 'NUL byte in the title', body: eventInput({ title: 'Grading\u0000 night' }) },
    { name: 'control characters in the location', body: eventInput({ location: 'Hall\u000b\u000c\u001f' }) },
    { name: 'DEL character in the time', body: eventInput({ time: '6pm\u007f' }) },
    { name: 'lone surrogate in the description', body: eventInput({ description: 'Belt \udc00 grading' }) },
  ],
  'update event': [
    { name: 'partial body', body: { title: 'Only a title' } },
    { name: 'title is null', body: eventInput({ title: null }) },
    { name: 'price is an object', body: eventInput({ price: { amount: 5 } }) },
    { name: 'extra field', body: eventInput({ updated_at: '2000-01-01T00:00:00.000Z' }) },
  ],
  'feature event': [
    { name: 'featured as text', body: { featured: 'true' } },
    { name: 'featured as 1', body: { featured: 1 } },
    { name: 'featured missing', body: {} },
    { name: 'extra field', body: { featured: true, title: 'Renamed' } },
  ],
  'mark submission read': [
    { name: 'read as 1', body: { read: 1 } },
    { name: 'read as text', body: { read: 'yes' } },
    { name: 'read missing', body: {} },
    { name: 'extra field', body: { read: true, message: 'rewritten' } },
  ],
};

describe('wrong types, missing and extra fields, over-long values', () => {
  for (const endpoint of JSON_ENDPOINTS) {
    it(`${endpoint.name}: each bad body is refused`, async () => {
      for (const { name, body, status } of FIELD_CASES[endpoint.name] ?? []) {
        await expectJsonError(await send(endpoint, JSON.stringify(body)), status ?? 400, `${endpoint.name} / ${name}`);
      }
      await expectNothingChanged();
    });
  }
});

/** Path segments that try to leave their directory or confuse the router, raw and encoded. */
const TRAVERSALS = [
  '..%2fstudio.db',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2fstudio.db',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5cstudio.db',
  '..%5c..%5cwindows%5cwin.ini',
  '%252e%252e%252fstudio.db',
  '..%c0%afstudio.db',
  'home_hero_1700000000000.png%00.html',
  '%00',
  'studio.db',
  '.upload-0000000000000000.tmp',
  "1'%20OR%20'1'%3D'1",
  '%27%3B%20DROP%20TABLE%20events%3B%20--',
];

describe('path traversal and hostile ids', () => {
  const readRoutes = ['/api/events/', '/media/'];
  it('public reads by id or name find nothing and leak no file', async () => {
    for (const prefix of readRoutes) {
      for (const segment of [...TRAVERSALS, MISSING_UUID, 'not-an-id']) {
        const response = await fetch(`${site.url}${prefix}${segment}`);
        await expectJsonError(response, [400, 404], `GET ${prefix}${segment}`);
      }
    }
    for (const raw of [
      '/media/../studio.db',
      '/media/..\\studio.db',
      '/media/./../studio.db',
      '/api/events/../../studio.db',
    ]) {
      const response = await fetch(`${site.url}${raw}`);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(0, 15).toString('latin1'), `${raw} never serves the database`).not.toBe('SQLite format 3');
      expect(response.status, raw).not.toBe(500);
    }
    await expectNothingChanged();
  });

  const staffWrites: { name: string; method: string; path: (id: string) => string; body?: unknown }[] = [
    { name: 'update event', method: 'PUT', path: (id) => `/api/admin/events/${id}`, body: eventInput() },
    {
      name: 'feature event',
      method: 'PATCH',
      path: (id) => `/api/admin/events/${id}/featured`,
      body: { featured: true },
    },
    { name: 'delete event', method: 'DELETE', path: (id) => `/api/admin/events/${id}` },
    {
      name: 'mark submission read',
      method: 'PATCH',
      path: (id) => `/api/admin/submissions/${id}`,
      body: { read: true },
    },
    { name: 'delete image', method: 'DELETE', path: (id) => `/api/admin/images/${id}` },
  ];

  for (const write of staffWrites) {
    it(`${write.name}: ids that do not exist or try to escape are refused`, async () => {
      const ids = [...TRAVERSALS, MISSING_UUID, 'home_hero_1700000000000.png', `${imageName}/..`, `${eventId}x`];
      for (const id of ids) {
        const response = await fetch(`${site.url}${write.path(id)}`, {
          method: write.method,
          headers: { ...staff.headers, ...(write.body ? { 'content-type': 'application/json' } : {}) },
          body: write.body === undefined ? undefined : JSON.stringify(write.body),
        });
        await expectJsonError(response, [400, 404], `${write.method} ${write.path(id)}`);
      }
      await expectNothingChanged();
    });
  }

  it('the database and media files are still where they were', () => {
    expect(
      readDatabase(site.dataDir, (db) => (db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n),
    ).toBe(1);
    expect(Object.keys(mediaFiles(site.dataDir))).toContain(imageName);
  });
});

describe('malformed and hostile uploads', () => {
  const boundary = '----studio-boundary';
  const raw = (body: string | Buffer, contentType = `multipart/form-data; boundary=${boundary}`) =>
    fetch(`${site.url}/api/admin/images`, {
      method: 'POST',
      headers: { ...staff.headers, 'content-type': contentType },
      body,
    });
  const part = (name: string, value: string, filename?: string, type?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
    (type ? `Content-Type: ${type}\r\n` : '') +
    `\r\n${value}\r\n`;

  it('broken multipart bodies are refused', async () => {
    const cases: { name: string; send: () => Promise<Response>; status?: number | number[] }[] = [
      {
        name: 'JSON instead of multipart',
        send: () => raw('{"target":"home_hero"}', 'application/json'),
        status: [400, 415],
      },
      { name: 'no boundary', send: () => raw(part('target', 'home_hero'), 'multipart/form-data'), status: [400, 415] },
      { name: 'empty body', send: () => raw('') },
      {
        name: 'truncated mid-part',
        send: () => raw(`--${boundary}\r\nContent-Disposition: form-data; name="target"\r\n\r\nhome_h`),
      },
      {
        name: 'no closing boundary',
        send: () => raw(part('target', 'home_hero') + part('file', 'abc', 'a.png', 'image/png')),
      },
      { name: 'garbage', send: () => raw('this is not multipart at all') },
      { name: 'no file', send: () => raw(part('target', 'home_hero') + `--${boundary}--\r\n`), status: 400 },
      {
        name: 'no target',
        send: async () =>
          upload(site, staff.headers, {
            file: { bytes: await makeImage('png'), filename: 'a.png', type: 'image/png' },
          }),
        status: 400,
      },
      {
        name: 'unknown target',
        send: async () =>
          upload(site, staff.headers, {
            target: 'admin',
            file: { bytes: await makeImage('png'), filename: 'a.png', type: 'image/png' },
          }),
        status: 400,
      },
      {
        name: 'target with traversal',
        send: async () =>
          upload(site, staff.headers, {
            target: '../../home_hero',
            file: { bytes: await makeImage('png'), filename: 'a.png', type: 'image/png' },
          }),
        status: 400,
      },
      {
        name: 'target with SQL',
        send: async () =>
          upload(site, staff.headers, {
            target: "home_hero'; DROP TABLE images; --",
            file: { bytes: await makeImage('png'), filename: 'a.png', type: 'image/png' },
          }),
        status: 400,
      },
      {
        name: 'empty file',
        send: () =>
          upload(site, staff.headers, {
            target: 'home_hero',
            file: { bytes: new Uint8Array(), filename: 'a.png', type: 'image/png' },
          }),
        status: [400, 415],
      },
      {
        name: 'two files',
        send: async () => {
          const bytes = await makeImage('png');
          return raw(
            part('target', 'home_hero') +
              part('file', bytes.toString('latin1'), 'a.png', 'image/png') +
              part('file', bytes.toString('latin1'), 'b.png', 'image/png') +
              `--${boundary}--\r\n`,
          );
        },
        status: [400, 413],
      },
      {
        name: 'a hundred fields',
        send: () =>
          raw(Array.from({ length: 100 }, (_, index) => part(`f${index}`, 'x')).join('') + `--${boundary}--\r\n`),
        status: [400, 413],
      },
    ];
    for (const { name, send: run, status } of cases) {
      await expectJsonError(await run(), status, `upload / ${name}`);
    }
    await expectNothingChanged();
  });

  it('a file of 6 MB is refused with the size message', async () => {
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(6 * 1024 * 1024)]);
    const message = await expectJsonError(
      await upload(site, staff.headers, {
        target: 'home_hero',
        file: { bytes: big, filename: 'big.png', type: 'image/png' },
      }),
      413,
      'upload 6 MB',
    );
    expect(message).toBe('Image size must be less than 5MB');
    await expectNothingChanged();
  });
});

describe('text that is valid but hostile is stored as plain text', () => {
  // Last: these succeed on purpose, so they check their own rows instead of "nothing changed".
  const hostileTexts = [
    "'; DROP TABLE events; --",
    '" OR 1=1; --',
    '<script>alert(1)</script><img src=x onerror=alert(1)>',
    'Café Ünïcödé 🥋 — مرحبا — 日本語 — \u202Eevil\u202C',
    '{{constructor.constructor("alert(1)")()}}',
    '${process.exit(1)}',
    '../../../etc/passwd',
  ];

  it('event titles and descriptions round-trip exactly, and no table was dropped', async () => {
    for (const text of hostileTexts) {
      const created = (await staff.call(
        'POST',
        '/api/admin/events',
        eventInput({ title: text, description: `${text}\nline two` }),
      )) as {
        event: { id: string; title: string; description: string };
      };
      expect(created.event.title).toBe(text.trim());
      const read = await fetch(`${site.url}/api/events/${created.event.id}`);
      expect(read.status).toBe(200);
      const body = (await read.json()) as { event: { title: string; description: string } };
      expect(body.event.title).toBe(text.trim());
      expect(body.event.description).toBe(`${text}\nline two`.trim());
      await staff.call('DELETE', `/api/admin/events/${created.event.id}`);
    }
    const tables = readDatabase(site.dataDir, (db) =>
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    expect(tables).toEqual(
      expect.arrayContaining(['events', 'contact_submissions', 'images', 'image_variants', 'staff', 'sessions']),
    );
    await expectNothingChanged();
  });

  it('a contact message full of hostile text is kept verbatim', async () => {
    const message = hostileTexts.join('\n');
    const response = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: "Robert'); DROP TABLE contact_submissions;--",
        email: 'bobby@example.com',
        message,
      }),
    });
    expect(response.status).toBe(201);
    const { submissions } = (await staff.call('GET', '/api/admin/submissions')) as {
      submissions: { name: string; message: string }[];
    };
    expect(submissions).toHaveLength(2);
    expect(submissions[0]).toMatchObject({ name: "Robert'); DROP TABLE contact_submissions;--", message });
    await expectHealthy(site);
  });
});
