import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from './lib/fakeClock.ts';
import { Client, staffClient, startTestServer, STAFF_EMAIL, tempDir, type TestServer } from './testServer.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.destroy();
  server = undefined;
});

const DAY = 24 * 3600 * 1000;

async function send(target: TestServer, fields: Record<string, unknown>) {
  const answer = await new Client(target.url, null).post('/api/contact', {
    email: 'sam@example.com',
    message: 'Hello',
    ...fields,
  });
  expect(answer.status).toBe(201);
}

async function byName(staff: Client, name: string) {
  const { submissions } = (await staff.get('/api/admin/submissions')).body;
  return submissions.find((submission: { name: string }) => submission.name === name);
}

describe('the inbox as a pipeline', () => {
  it('starts messages as New and changes status with validation', async () => {
    server = await startTestServer();
    await send(server, { name: 'Sam Taylor' });
    const staff = await staffClient(server);
    const sam = await byName(staff, 'Sam Taylor');
    expect(sam).toMatchObject({ status: 'new', notes_count: 0, notification: null, read: false });

    const changed = await staff.put(`/api/admin/submissions/${sam.id}/status`, { status: 'contacted' });
    expect(changed.status).toBe(200);
    // A status change marks the message read (opening it alone does not).
    expect(changed.body.submission).toMatchObject({ id: sam.id, status: 'contacted', read: true });
    const bad = await staff.put(`/api/admin/submissions/${sam.id}/status`, { status: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Status must be New, Contacted, Trial booked, Joined or Closed');
    expect((await byName(staff, 'Sam Taylor')).status).toBe('contacted');
    expect((await staff.put('/api/admin/submissions/nope/status', { status: 'joined' })).status).toBe(404);
    expect(
      (await new Client(server.url).put(`/api/admin/submissions/${sam.id}/status`, { status: 'new' })).status,
    ).toBe(401);
  });

  it('keeps notes with their author and time, refusing empty and over-long ones', async () => {
    server = await startTestServer();
    await send(server, { name: 'Sam Taylor' });
    const staff = await staffClient(server);
    const sam = await byName(staff, 'Sam Taylor');
    const added = await staff.post(`/api/admin/submissions/${sam.id}/notes`, { text: '  Called back, trial Tue  ' });
    expect(added.status).toBe(201);
    expect(added.body.note).toMatchObject({ text: 'Called back, trial Tue', author: STAFF_EMAIL });
    expect((await staff.post(`/api/admin/submissions/${sam.id}/notes`, { text: '   ' })).body.error).toBe(
      'Please write a note',
    );
    expect((await staff.post(`/api/admin/submissions/${sam.id}/notes`, { text: 'x'.repeat(2001) })).status).toBe(400);
    expect((await staff.post(`/api/admin/submissions/${sam.id}/notes`, { text: 'x'.repeat(2000) })).status).toBe(201);
    expect((await staff.post('/api/admin/submissions/nope/notes', { text: 'hi' })).status).toBe(404);
    const notes = (await staff.get(`/api/admin/submissions/${sam.id}/notes`)).body.notes;
    expect(notes.map((note: { text: string }) => note.text.length)).toEqual([22, 2000]);
    expect(await byName(staff, 'Sam Taylor')).toMatchObject({ notes_count: 2, read: true });
  });

  it('marks a message read when a note is added, and exports its notes newest first', async () => {
    server = await startTestServer();
    await send(server, { name: 'Sam Taylor' });
    const staff = await staffClient(server);
    const sam = await byName(staff, 'Sam Taylor');
    expect(sam.read).toBe(false);
    await staff.post(`/api/admin/submissions/${sam.id}/notes`, { text: 'Left a voicemail' });
    expect((await byName(staff, 'Sam Taylor')).read).toBe(true);
    await staff.post(`/api/admin/submissions/${sam.id}/notes`, { text: 'Trial on Tuesday' });
    const csv = (await staff.get('/api/admin/submissions.csv')).text;
    expect(csv).toMatch(
      new RegExp(`,"[^"]+, ${STAFF_EMAIL}: Trial on Tuesday\\n\\n[^"]+, ${STAFF_EMAIL}: Left a voicemail",${sam.id}`),
    );
  });

  it('searches name, e-mail and message, filters by status and class, and exports the list as CSV', async () => {
    server = await startTestServer();
    await send(server, { name: 'Sam Taylor', class_interest: 'Boxing', phone: '+44 151 496 0000' });
    await send(server, { name: 'Alex Reed', email: 'alex@example.com', message: 'Parking near Aintree?' });
    await send(server, { name: '=HYPERLINK("https://evil.example")', email: 'eve@example.com', message: '@SUM(1)' });
    const staff = await staffClient(server);
    const names = async (query: string) =>
      (await staff.get(`/api/admin/submissions?${query}`)).body.submissions.map((s: { name: string }) => s.name);
    expect(await names('query=aintree')).toEqual(['Alex Reed']);
    expect(await names('query=SAM%40EXAMPLE')).toEqual(['Sam Taylor']);
    expect(await names('query=taylor')).toEqual(['Sam Taylor']);
    expect(await names('class_interest=Boxing')).toEqual(['Sam Taylor']);
    const alex = await byName(staff, 'Alex Reed');
    await staff.put(`/api/admin/submissions/${alex.id}/status`, { status: 'trial_booked' });
    expect(await names('status=trial_booked')).toEqual(['Alex Reed']);
    expect((await staff.get('/api/admin/submissions?status=later')).status).toBe(400);
    expect((await staff.get(`/api/admin/submissions?query=${'x'.repeat(201)}`)).status).toBe(400);

    const csv = await staff.get('/api/admin/submissions.csv?class_interest=Boxing');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(
      await (
        await fetch(`${server.url}/api/admin/submissions.csv`, { headers: { cookie: staff.cookie } })
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Received (UK time),Name,Email,Phone,Class interest,Message,Status,Read,Notes,ID');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(",Sam Taylor,sam@example.com,'+44 151 496 0000,Boxing,Hello,New,No,,");

    const all = (await staff.get('/api/admin/submissions.csv')).text;
    expect(all).toContain(`"'=HYPERLINK(""https://evil.example"")",eve@example.com,,,'@SUM(1),New`);
  });

  it('deletes a message with its notes; it is gone from the list and the export', async () => {
    server = await startTestServer();
    await send(server, { name: 'Sam Taylor' });
    const staff = await staffClient(server);
    const sam = await byName(staff, 'Sam Taylor');
    await staff.post(`/api/admin/submissions/${sam.id}/notes`, { text: 'hello' });
    expect((await staff.delete(`/api/admin/submissions/${sam.id}`)).status).toBe(204);
    expect((await staff.delete(`/api/admin/submissions/${sam.id}`)).status).toBe(404);
    expect((await staff.get('/api/admin/submissions')).body.submissions).toEqual([]);
    expect((await staff.get('/api/admin/submissions.csv')).text).not.toContain('Sam Taylor');
    const left = server.db.prepare('SELECT COUNT(*) AS n FROM submission_notes').get() as { n: number };
    expect(left.n).toBe(0);
  });

  it('finds, exports and erases every message from one address, whatever its case', async () => {
    server = await startTestServer();
    await send(server, { name: 'Sam Taylor', email: 'Sam@Example.com' });
    await send(server, { name: 'Sam T', email: 'sam@example.com' });
    await send(server, { name: 'Alex Reed', email: 'alex@example.com' });
    const staff = await staffClient(server);
    const found = await staff.get('/api/admin/people/messages?email=SAM%40example.com');
    expect(found.body.submissions.map((s: { name: string }) => s.name)).toEqual(['Sam T', 'Sam Taylor']);
    const csv = await staff.get('/api/admin/people/messages.csv?email=sam%40example.com');
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(3);
    expect((await staff.get('/api/admin/people/messages?email=nope')).body.error).toBe(
      'Please enter a valid email address',
    );
    const sam = await byName(staff, 'Sam T');
    await staff.post(`/api/admin/submissions/${sam.id}/notes`, { text: 'wants a trial' });
    const erased = await staff.delete('/api/admin/people/messages?email=sam%40example.com');
    expect(erased.body).toEqual({ erased: 2 });
    expect((await staff.get('/api/admin/submissions')).body.submissions.map((s: { name: string }) => s.name)).toEqual([
      'Alex Reed',
    ]);
    expect((server.db.prepare('SELECT COUNT(*) AS n FROM submission_notes').get() as { n: number }).n).toBe(0);
    expect((await new Client(server.url).delete('/api/admin/people/messages?email=alex%40example.com')).status).toBe(
      401,
    );
  });
});

describe('retention', () => {
  it('deletes exactly the messages older than the period, at start and then daily', async () => {
    const clock = fakeClock();
    const dataDir = tempDir();
    server = await startTestServer({ CONTACT_RETENTION_DAYS: '30' }, dataDir, { clock });
    await send(server, { name: 'Day 0' });
    clock.advance(DAY);
    await send(server, { name: 'Day 1' });
    const staff = await staffClient(server);
    const names = async () =>
      (await staff.get('/api/admin/submissions')).body.submissions.map((s: { name: string }) => s.name);
    expect((await staff.get('/api/admin/retention')).body).toEqual({ days: 30 });

    // Exactly 30 days after "Day 0" it is still within the period.
    clock.advance(29 * DAY);
    expect(server.sweepOldMessages()).toBe(0);
    expect(await names()).toEqual(['Day 1', 'Day 0']);
    clock.advance(1);
    expect(server.sweepOldMessages()).toBe(1);
    expect(await names()).toEqual(['Day 1']);

    // The daily sweep runs by itself.
    clock.advance(DAY);
    expect(await names()).toEqual([]);

    // And at start: a message left past its time while the server was down goes at once.
    await send(server, { name: 'Later' });
    await server.stop();
    server = await startTestServer({ CONTACT_RETENTION_DAYS: '30' }, dataDir, {
      clock: fakeClock(clock.now() + 31 * DAY),
    });
    expect((await (await staffClient(server)).get('/api/admin/submissions')).body.submissions).toEqual([]);
  });
});
