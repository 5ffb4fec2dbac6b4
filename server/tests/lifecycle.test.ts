import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { StartupError } from '../src/startupError.ts';
import { repoRoot } from '../src/config.ts';
import { Client, eventInput, STAFF_EMAIL, staffClient, startTestServer, tempDir } from './testServer.ts';

describe('data on disk', () => {
  it('survives a restart: events, messages, images, staff and sessions', async () => {
    const first = await startTestServer();
    const staff = await staffClient(first);
    const event = (await staff.post('/api/admin/events', eventInput({ title: 'Kept' }))).body.event;
    await new Client(first.url).post('/api/contact', {
      name: 'Kept',
      email: 'kept@example.com',
      message: 'Still here?',
    });
    const form = new FormData();
    form.append('target', 'home_about');
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const image = (await staff.request('POST', '/api/admin/images', { body: form })).body.image;
    await first.stop();

    const second = await startTestServer({}, first.dataDir);
    try {
      const again = new Client(second.url);
      again.cookie = staff.cookie;
      expect((await again.get('/api/auth/session')).body).toEqual({
        user: { email: STAFF_EMAIL, role: 'owner', must_change_password: false },
      });
      expect((await again.get(`/api/events/${event.id}`)).body.event.title).toBe('Kept');
      expect((await again.get('/api/admin/submissions')).body.submissions[0].name).toBe('Kept');
      expect((await again.get('/api/images/slots')).body.slots.home_about.name).toBe(image.name);
      const media = await fetch(`${second.url}${image.url}`);
      expect(media.status).toBe(200);
      expect((await media.arrayBuffer()).byteLength).toBe(image.size);
      // Migrations ran once each, not again on restart.
      expect(
        second.db
          .prepare('SELECT version FROM schema_migrations ORDER BY version')
          .all()
          .map((row) => Number(row.version)),
      ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(second.db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      // Savepoints' sub-journals in memory (2), not in temporary files: the bookings' group commit depends on it.
      expect(second.db.prepare('PRAGMA temp_store').get()).toEqual({ temp_store: 2 });
    } finally {
      await second.destroy();
    }
  });

  it('refuses to start with a data dir it cannot use, saying which and why', async () => {
    const file = join(tempDir(), 'not-a-folder');
    writeFileSync(file, '');
    await expect(startTestServer({}, file)).rejects.toThrow(StartupError);
    await expect(startTestServer({}, file)).rejects.toThrow(/Cannot use the data folder .*not-a-folder.*DATA_DIR/);
  });

  it('refuses a staff password from env that is too short, and creates no default account', async () => {
    await expect(startTestServer({ ADMIN_PASSWORD: 'short' })).rejects.toThrow(/at least 12 characters/);
    const noStaff = await startTestServer({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      for (const [email, password] of [
        ['admin', 'admin'],
        ['admin@example.com', 'password123'],
        [STAFF_EMAIL, 'correct horse battery staple'],
      ]) {
        expect((await new Client(noStaff.url).post('/api/auth/login', { email, password })).status).toBe(401);
      }
    } finally {
      await noStaff.destroy();
    }
  });
});

describe('npm run admin', () => {
  const admin = (dataDir: string, args: string[], password: string) =>
    spawnSync(process.execPath, [join(repoRoot, 'server/src/cli/admin.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: '' },
      input: `${password}\n`,
      encoding: 'utf8',
    });

  it('adds a staff account and resets its password, signing it out everywhere', async () => {
    const dataDir = tempDir();
    expect(admin(dataDir, ['add', 'manager@example.com'], 'short').status).toBe(1);
    const added = admin(dataDir, ['add', 'manager@example.com'], 'first password 1');
    expect(added.status, added.stderr).toBe(0);
    expect(admin(dataDir, ['add', 'Manager@example.com'], 'first password 1').stderr).toContain('already exists');
    expect(admin(dataDir, ['reset-password', 'nobody@example.com'], 'first password 1').status).toBe(1);
    expect(admin(dataDir, ['frobnicate'], '').status).toBe(2);

    const server = await startTestServer({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, dataDir);
    try {
      const client = new Client(server.url);
      expect((await client.signIn('manager@example.com', 'first password 1')).status).toBe(200);
      expect(admin(dataDir, ['reset-password', 'manager@example.com'], 'second password 2').status).toBe(0);
      expect((await client.get('/api/admin/events')).status).toBe(401);
      expect((await client.signIn('manager@example.com', 'first password 1')).status).toBe(401);
      expect((await client.signIn('manager@example.com', 'second password 2')).status).toBe(200);
    } finally {
      await server.destroy();
    }
  });
});

describe('closing', () => {
  const openSocket = async (url: string) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    const closed = once(socket, 'close').then(() => received);
    return { socket, closed };
  };

  // Without care, each of these holds the server open for Fastify's 72 s keep-alive timeout (the test's 30 s
  // timeout fails first).
  it('is not held open by a connection that has sent nothing', async () => {
    const server = await startTestServer();
    const { closed } = await openSocket(server.url);
    await server.destroy();
    expect(await closed).toBe('');
  });

  it('finishes a request in flight, answers it in full, then closes its connection', async () => {
    const server = await startTestServer();
    const { socket, closed } = await openSocket(server.url);
    const body = JSON.stringify({ name: 'Late', email: 'late@example.com', message: 'Sent while closing' });
    const requestArrived = once(server.app.server, 'request');
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${server.url}\r\nConnection: keep-alive\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await requestArrived;
    const stopping = server.stop();
    socket.write(body);
    const answer = await closed;
    await stopping;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toMatch(/\{"ok":true\}$/);

    const again = await startTestServer({}, server.dataDir);
    try {
      const staff = await staffClient(again);
      expect((await staff.get('/api/admin/submissions')).body.submissions.map((s: { name: string }) => s.name)).toEqual(
        ['Late'],
      );
    } finally {
      await again.destroy();
    }
  });
});

describe('npm start', () => {
  it('serves from `node server/src/main.ts`, logs JSON, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const child = spawn(process.execPath, [join(repoRoot, 'server/src/main.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 20_000;
      while (!/"url":"(http:[^"]+)"/.test(output) && Date.now() < deadline && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const url = /"url":"(http:[^"]+)"/.exec(output)?.[1];
      expect(url, output).toBeDefined();
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const logged = () =>
        output
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line).msg);
      await vi.waitFor(() => expect(logged()).toContain('request completed'));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
