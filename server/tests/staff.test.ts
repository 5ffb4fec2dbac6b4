import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ACTIVITY_KINDS, type ActivityEntry } from '@studio/core/activity/activity';
import { messages } from '@studio/core/shared/messages';
import { staffMessages } from '@studio/core/staff/staff';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity, createActivityLog } from '../src/activity/activityLog.ts';
import { createStaffAccounts } from '../src/auth/staffAccounts.ts';
import { repoRoot } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import {
  Client,
  eventInput,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  staffClient,
  startTestServer,
  tempDir,
  type TestServer,
} from './testServer.ts';

let server: TestServer;
let owner: Client;

beforeAll(async () => {
  server = await startTestServer();
  owner = await staffClient(server);
});
afterAll(() => server?.destroy());

let counter = 0;
const uniqueEmail = (name = 'coach') => `${name}${++counter}@example.com`;
const GOOD_PASSWORD = 'tiger crane mantis snake';

/** Adds an account as the Owner and signs it in with its first password, then sets its own. */
async function addMember(role: 'owner' | 'staff', email = uniqueEmail()) {
  const added = await owner.post('/api/admin/staff', { email, role, password: 'first password for you' });
  expect(added.status, added.text).toBe(201);
  const client = new Client(server.url);
  expect((await client.signIn(email, 'first password for you')).status).toBe(200);
  const changed = await client.post('/api/account/password', {
    current_password: 'first password for you',
    new_password: GOOD_PASSWORD,
  });
  expect(changed.status, changed.text).toBe(204);
  return { id: added.body.member.id as string, email, client };
}

async function activity(query = ''): Promise<ActivityEntry[]> {
  const answer = await owner.get(`/api/admin/activity${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.entries;
}

describe('roles', () => {
  it('the account from ADMIN_EMAIL is an Owner and the session says so', async () => {
    const session = await owner.get('/api/auth/session');
    expect(session.body).toEqual({ user: { email: STAFF_EMAIL, role: 'owner', must_change_password: false } });
  });

  it('gives Staff everything but the staff and activity routes; visitors get none of them', async () => {
    const member = await addMember('staff');
    const visitor = new Client(server.url);
    const ownerOnly: [string, string, unknown?][] = [
      ['GET', '/api/admin/staff'],
      ['POST', '/api/admin/staff', { email: uniqueEmail(), role: 'staff' }],
      ['PATCH', `/api/admin/staff/${member.id}`, { role: 'owner' }],
      ['PATCH', `/api/admin/staff/${member.id}`, { disabled: true }],
      ['DELETE', `/api/admin/staff/${member.id}`],
      ['GET', '/api/admin/activity'],
    ];
    for (const [method, path, json] of ownerOnly) {
      const refused = await member.client.request(method, path, { json });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.error).toBe(staffMessages.ownersOnly);
      expect((await visitor.request(method, path, { json })).status, `visitor ${method} ${path}`).toBe(401);
    }
    expect((await member.client.get('/api/admin/events')).status).toBe(200);
    expect((await member.client.post('/api/admin/events', eventInput())).status).toBe(201);
    // Nothing an Owner-only route refused was changed.
    const listed = (await owner.get('/api/admin/staff')).body.staff;
    expect(listed.find((row: { email: string }) => row.email === member.email)).toMatchObject({
      role: 'staff',
      disabled: false,
    });
  });

  it('lists accounts with role, state and last sign-in', async () => {
    const member = await addMember('staff');
    const listed = (await owner.get('/api/admin/staff')).body.staff;
    const row = listed.find((entry: { email: string }) => entry.email === member.email);
    expect(row).toMatchObject({ role: 'staff', disabled: false, password_pending: false });
    expect(Date.parse(row.last_sign_in_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(listed[0].role).toBe('owner');
  });
});

describe('adding staff', () => {
  it('a first password must be changed before anything else, and the change needs the current one', async () => {
    const email = uniqueEmail();
    await owner.post('/api/admin/staff', { email, role: 'staff', password: 'first password for you' });
    const client = new Client(server.url);
    const signIn = await client.signIn(email, 'first password for you');
    expect(signIn.body.user).toEqual({ email, role: 'staff', must_change_password: true });
    const blocked = await client.get('/api/admin/events');
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe(staffMessages.mustChangePassword);

    const wrong = await client.post('/api/account/password', {
      current_password: 'not my password',
      new_password: GOOD_PASSWORD,
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe(staffMessages.currentPasswordWrong);
    expect((await client.get('/api/admin/events')).status).toBe(403);

    expect(
      (
        await client.post('/api/account/password', {
          current_password: 'first password for you',
          new_password: GOOD_PASSWORD,
        })
      ).status,
    ).toBe(204);
    expect((await client.get('/api/admin/events')).status).toBe(200);
    expect((await client.get('/api/auth/session')).body.user.must_change_password).toBe(false);
  });

  it('a one-time link lets the person choose a password once, within 24 hours', async () => {
    const email = uniqueEmail();
    const added = await owner.post('/api/admin/staff', { email, role: 'staff' });
    expect(added.status).toBe(201);
    const { token, expires_at: expiresAt } = added.body.setup_link;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(added.body.member).toMatchObject({ email, role: 'staff', password_pending: true });

    const visitor = new Client(server.url);
    // Nothing signs in to an account that has no password yet.
    expect((await visitor.signIn(email, '')).status).toBe(400);
    const weak = await visitor.post('/api/auth/set-password', { token, password: 'password1234' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe(staffMessages.passwordCommon);
    expect((await visitor.post('/api/auth/set-password', { token, password: GOOD_PASSWORD })).body).toEqual({
      email,
    });
    const again = await visitor.post('/api/auth/set-password', { token, password: 'another good passphrase' });
    expect(again.status).toBe(410);
    expect(again.body.error).toBe(staffMessages.setupLinkInvalid);
    const signIn = await visitor.signIn(email, GOOD_PASSWORD);
    expect(signIn.body.user).toEqual({ email, role: 'staff', must_change_password: false });
  });

  it('a link expires after 24 hours (clock injected)', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    try {
      const accounts = createStaffAccounts(db);
      const start = Date.parse('2026-03-01T10:00:00Z');
      const owner = { id: '1', email: STAFF_EMAIL };
      const { setupLink } = await accounts.addByOwner({ email: 'late@example.com', role: 'staff' }, owner, start);
      const late = start + 24 * 3600_000;
      await expect(accounts.setPasswordWithLink(setupLink!.token, GOOD_PASSWORD, '127.0.0.1', late)).rejects.toThrow(
        staffMessages.setupLinkInvalid,
      );
      await accounts.setPasswordWithLink(setupLink!.token, GOOD_PASSWORD, '127.0.0.1', late - 1);
    } finally {
      db.close();
    }
  });

  it('refuses short, long, common and breached passwords with a clear message, and changes nothing', async () => {
    for (const [password, message] of [
      ['short pass', staffMessages.passwordTooShort],
      ['x'.repeat(129), staffMessages.passwordTooLong],
      ['password1234', staffMessages.passwordCommon],
      ['Qwerty123456', staffMessages.passwordCommon],
      ['1q2w3e4r5t6y', staffMessages.passwordCommon],
      ['qwerty 123456', staffMessages.passwordCommon],
    ] as const) {
      const email = uniqueEmail('weak');
      const answer = await owner.post('/api/admin/staff', { email, role: 'staff', password });
      expect(answer.status, password).toBe(400);
      expect(answer.body.error, password).toBe(message);
      const listed = (await owner.get('/api/admin/staff')).body.staff;
      expect(listed.map((row: { email: string }) => row.email)).not.toContain(email);
    }
    const member = await addMember('staff');
    const common = await member.client.post('/api/account/password', {
      current_password: GOOD_PASSWORD,
      new_password: '1qaz2wsx3edc',
    });
    expect(common.status).toBe(400);
    expect(common.body.error).toBe(staffMessages.passwordCommon);
    // Not on the list, but the strength estimate sees through it; its feedback is the message.
    const weak = await member.client.post('/api/account/password', {
      current_password: GOOD_PASSWORD,
      new_password: 'Password123!',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/^This password would be too easy to guess\. This is similar to a commonly used/);
    expect((await new Client(server.url).signIn(member.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('refuses a second account for the same e-mail and a bad role', async () => {
    const taken = await owner.post('/api/admin/staff', { email: STAFF_EMAIL.toUpperCase(), role: 'staff' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(staffMessages.staffExists(STAFF_EMAIL));
    const role = await owner.post('/api/admin/staff', { email: uniqueEmail(), role: 'admin' });
    expect(role.status).toBe(400);
    expect(role.body.error).toBe('Choose Owner or Staff');
  });
});

describe('disabling and removing', () => {
  it('disabling ends the account’s sessions at once; re-enabling lets it sign in again', async () => {
    const member = await addMember('staff');
    const second = new Client(server.url);
    await second.signIn(member.email, GOOD_PASSWORD);
    const disabled = await owner.patch(`/api/admin/staff/${member.id}`, { disabled: true });
    expect(disabled.body.member.disabled).toBe(true);
    for (const client of [member.client, second]) {
      const refused = await client.get('/api/admin/events');
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe(messages.notSignedIn);
    }
    const again = await new Client(server.url).signIn(member.email, GOOD_PASSWORD);
    expect(again.status).toBe(403);
    expect(again.body.error).toBe(staffMessages.accountDisabled);
    expect((await new Client(server.url).signIn(member.email, 'a wrong password!')).body.error).toBe(
      messages.invalidLogin,
    );

    await owner.patch(`/api/admin/staff/${member.id}`, { disabled: false });
    expect((await member.client.signIn(member.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('removing ends the sessions and the account', async () => {
    const member = await addMember('owner');
    expect((await owner.delete(`/api/admin/staff/${member.id}`)).status).toBe(204);
    expect((await member.client.get('/api/admin/events')).status).toBe(401);
    expect((await new Client(server.url).signIn(member.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await owner.delete(`/api/admin/staff/${member.id}`)).status).toBe(404);
  });

  it('keeps the last active Owner: not demoted, disabled or removed', async () => {
    const dataDir = tempDir();
    const solo = await startTestServer({}, dataDir);
    try {
      const soloOwner = await staffClient(solo);
      const me = (await soloOwner.get('/api/admin/staff')).body.staff[0];
      const demote = await soloOwner.patch(`/api/admin/staff/${me.id}`, { role: 'staff' });
      expect(demote.status).toBe(409);
      expect(demote.body.error).toBe(staffMessages.lastOwner);
      expect((await soloOwner.patch(`/api/admin/staff/${me.id}`, { disabled: true })).body.error).toBe(
        staffMessages.notYourself,
      );
      expect((await soloOwner.delete(`/api/admin/staff/${me.id}`)).body.error).toBe(staffMessages.notYourself);

      // A second Owner can take over; then the first may step down, and the second is the last one.
      await soloOwner.post('/api/admin/staff', { email: 'heir@example.com', role: 'owner', password: GOOD_PASSWORD });
      const heir = new Client(solo.url);
      await heir.signIn('heir@example.com', GOOD_PASSWORD);
      await heir.post('/api/account/password', { current_password: GOOD_PASSWORD, new_password: 'heir chooses well' });
      expect((await heir.get('/api/admin/staff')).status).toBe(200);
      expect((await soloOwner.patch(`/api/admin/staff/${me.id}`, { role: 'staff' })).status).toBe(200);
      const staffList = (await heir.get('/api/admin/staff')).body.staff;
      const heirRow = staffList.find((row: { email: string }) => row.email === 'heir@example.com');
      expect((await heir.patch(`/api/admin/staff/${heirRow.id}`, { role: 'staff' })).body.error).toBe(
        staffMessages.lastOwner,
      );
      // A disabled Owner does not count as the one that remains.
      await heir.patch(`/api/admin/staff/${me.id}`, { role: 'owner' });
      await heir.patch(`/api/admin/staff/${me.id}`, { disabled: true });
      expect((await heir.patch(`/api/admin/staff/${heirRow.id}`, { role: 'staff' })).status).toBe(409);
      expect(
        (await heir.get('/api/admin/staff')).body.staff.filter((row: { role: string }) => row.role === 'owner'),
      ).toHaveLength(2);
    } finally {
      await solo.destroy();
    }
  });

  it('refuses unknown ids', async () => {
    expect((await owner.patch('/api/admin/staff/999999', { role: 'staff' })).status).toBe(404);
    expect((await owner.patch('/api/admin/staff/abc', { role: 'staff' })).status).toBe(404);
    expect((await owner.patch('/api/admin/staff/1', { role: 'staff', disabled: true })).status).toBe(400);
  });
});

describe('own account', () => {
  it('signs out every other session and keeps this one', async () => {
    const member = await addMember('staff');
    const phone = new Client(server.url);
    await phone.signIn(member.email, GOOD_PASSWORD);
    const ended = await member.client.post('/api/account/sign-out-others');
    expect(ended.body).toEqual({ ended: 1 });
    expect((await phone.get('/api/admin/events')).status).toBe(401);
    expect((await member.client.get('/api/admin/events')).status).toBe(200);
  });

  it('a password change ends the other sessions too', async () => {
    const member = await addMember('staff');
    const phone = new Client(server.url);
    await phone.signIn(member.email, GOOD_PASSWORD);
    await member.client.post('/api/account/password', {
      current_password: GOOD_PASSWORD,
      new_password: 'a fresh passphrase now',
    });
    expect((await phone.get('/api/admin/events')).status).toBe(401);
    expect((await member.client.get('/api/admin/events')).status).toBe(200);
  });
});

describe('activity log', () => {
  it('records each kind of staff action with who, what and which item, newest first', async () => {
    const member = await addMember('staff');
    const c = member.client;
    const event = (await c.post('/api/admin/events', eventInput({ title: 'Logged Event' }))).body.event;
    await c.put(`/api/admin/events/${event.id}`, eventInput({ title: 'Logged Event 2' }));
    await c.patch(`/api/admin/events/${event.id}/featured`, { featured: true });
    await c.delete(`/api/admin/events/${event.id}`);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('target', 'home_hero');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'hero.png');
    const image = (await c.request('POST', '/api/admin/images', { body: form })).body.image;
    await c.delete(`/api/admin/images/${image.name}`);
    await new Client(server.url).post('/api/contact', {
      name: 'Logged Visitor',
      email: 'v@example.com',
      message: 'Hi',
    });
    const message = (await c.get('/api/admin/submissions')).body.submissions[0];
    await c.patch(`/api/admin/submissions/${message.id}`, { read: true });
    await c.patch(`/api/admin/submissions/${message.id}`, { read: false });
    await c.put(`/api/admin/submissions/${message.id}/status`, { status: 'contacted' });
    await c.post(`/api/admin/submissions/${message.id}/notes`, { text: 'Rang back, trial on Monday' });
    expect((await c.get('/api/admin/submissions.csv')).status).toBe(200);
    // While the message exists, the log names it by its sender.
    const noted = await activity(`?kind=message.note&actor=${encodeURIComponent(member.email)}`);
    expect(noted[0]).toMatchObject({ item: 'Logged Visitor (v@example.com)', ref: `message:${message.id}` });
    await c.delete(`/api/admin/submissions/${message.id}`);
    await new Client(server.url).post('/api/contact', {
      name: 'Second Visitor',
      email: 'w@example.com',
      message: 'Hi',
    });
    await c.delete(`/api/admin/people/messages?email=${encodeURIComponent('W@example.com')}`);
    await new Client(server.url, null).post('/api/auth/login', {
      email: 'Intruder@Example.com',
      password: 'guess guess',
    });

    const mine = await activity(`?actor=${encodeURIComponent(member.email)}`);
    expect(mine.map((entry) => [entry.kind, entry.item, entry.detail])).toEqual([
      ['message.erased', null, '1 from one address'],
      ['message.deleted', null, null],
      ['message.exported', null, '1 in CSV'],
      ['message.note', 'A message since deleted', null],
      ['message.status', 'A message since deleted', 'Contacted'],
      ['message.read', 'A message since deleted', 'Marked unread'],
      ['message.read', 'A message since deleted', 'Marked read'],
      ['image.deleted', `Hero Background (${image.name})`, null],
      ['image.uploaded', `Hero Background (${image.name}, since deleted)`, null],
      ['event.deleted', 'Logged Event 2', null],
      ['event.featured', 'Logged Event 2 (since deleted)', 'Featured'],
      ['event.updated', 'Logged Event 2 (since deleted)', null],
      ['event.created', 'Logged Event (since deleted)', null],
      ['password.changed', member.email, null],
      ['sign-in.succeeded', null, null],
    ]);
    // The log never keeps the name or address of a person whose messages were erased.
    expect(JSON.stringify(mine)).not.toMatch(/Visitor|w@example\.com/i);
    expect(mine.every((entry) => entry.actor === member.email && Date.parse(entry.at) > Date.now() - 60_000)).toBe(
      true,
    );
    expect(mine.at(-1)?.ip).toBe('127.0.0.1');

    const failed = await activity('?kind=sign-in.failed');
    expect(failed[0]).toMatchObject({ actor: null, detail: 'intruder@example.com', ip: '127.0.0.1' });

    const staffChanges = await activity(`?actor=${encodeURIComponent(STAFF_EMAIL)}&kind=staff.added`);
    expect(staffChanges[0]).toMatchObject({
      item: expect.stringMatching(/@example\.com$/),
      detail: expect.any(String),
    });
  });

  it('records role changes, disabling, re-enabling and removal by the Owner', async () => {
    const member = await addMember('staff');
    await owner.patch(`/api/admin/staff/${member.id}`, { role: 'owner' });
    await owner.patch(`/api/admin/staff/${member.id}`, { disabled: true });
    await owner.patch(`/api/admin/staff/${member.id}`, { disabled: false });
    await owner.delete(`/api/admin/staff/${member.id}`);
    const entries = (await activity(`?actor=${encodeURIComponent(STAFF_EMAIL)}`)).filter(
      (entry) => entry.item === member.email,
    );
    expect(entries.map((entry) => [entry.kind, entry.detail])).toEqual([
      ['staff.removed', null],
      ['staff.enabled', null],
      ['staff.disabled', null],
      ['staff.changed', 'Role: Owner'],
      ['staff.added', 'Staff, first password'],
    ]);
  });

  it('lists the people in the log and refuses an unknown kind', async () => {
    const page = (await owner.get('/api/admin/activity')).body;
    expect(page.actors).toContain(STAFF_EMAIL);
    expect(Object.keys(ACTIVITY_KINDS)).toContain(page.entries[0].kind);
    expect((await owner.get('/api/admin/activity?kind=everything')).status).toBe(400);
  });

  it('pages through the log newest first', async () => {
    const db = openDatabase(tempDir());
    try {
      for (let n = 0; n < 130; n += 1)
        recordActivity(db, { actor: 'a@example.com', kind: 'event.created', item: `E${n}` });
      const log = createActivityLog(db);
      const first = log.list();
      expect(first.entries).toHaveLength(100);
      expect(first.entries[0]?.item).toBe('E129');
      const second = log.list({ before: first.next! });
      expect(second.entries.map((entry) => entry.item)).toEqual(
        Array.from({ length: 30 }, (_, index) => `E${29 - index}`),
      );
      expect(second.next).toBeNull();
    } finally {
      db.close();
    }
  });

  it('is append-only in the database and keeps 12 months, swept at start', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    const now = Date.now();
    recordActivity(db, {
      actor: 'old@example.com',
      kind: 'event.created',
      item: 'Old',
      at: new Date(now - 400 * 86_400_000),
    });
    recordActivity(db, {
      actor: 'new@example.com',
      kind: 'event.created',
      item: 'Recent',
      at: new Date(now - 300 * 86_400_000),
    });
    expect(() => db.exec("UPDATE activity SET item = 'changed'")).toThrow(/append-only/);
    expect(() => db.exec("DELETE FROM activity WHERE item = 'Recent'")).toThrow(/12 months/);
    db.close();

    const restarted = await startTestServer({}, dataDir);
    try {
      const client = await staffClient(restarted);
      const items = (await client.get('/api/admin/activity?kind=event.created')).body.entries.map(
        (entry: ActivityEntry) => entry.item,
      );
      expect(items).toEqual(['Recent']);
    } finally {
      await restarted.destroy();
    }
  });
});

describe('npm run admin --role', () => {
  const admin = (dataDir: string, args: string[]) =>
    spawnSync(process.execPath, [join(repoRoot, 'server/src/cli/admin.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: STAFF_PASSWORD },
      encoding: 'utf8',
    });

  it('makes an Owner by default and Staff with --role staff; refuses a common password', async () => {
    const dataDir = tempDir();
    expect(admin(dataDir, ['add', 'boss@example.com']).stdout).toContain('Owner account boss@example.com created.');
    expect(admin(dataDir, ['add', 'coach@example.com', '--role', 'staff']).stdout).toContain('Staff account');
    expect(admin(dataDir, ['add', 'x@example.com', '--role', 'admin']).status).toBe(2);
    const weak = spawnSync(process.execPath, [join(repoRoot, 'server/src/cli/admin.ts'), 'add', 'w@example.com'], {
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: '123qweasdzxc' },
      encoding: 'utf8',
    });
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain(staffMessages.passwordCommon);
    const db = openDatabase(dataDir);
    try {
      const roles = createStaffAccounts(db)
        .list()
        .map((member) => [member.email, member.role]);
      expect(roles).toEqual([
        ['boss@example.com', 'owner'],
        ['coach@example.com', 'staff'],
      ]);
    } finally {
      db.close();
    }
  });
});
