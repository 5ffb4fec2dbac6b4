/**
 * `npm run backup` / `npm run restore` round trip: seed a site through its API, back it up while it is serving
 * writes, restore into a fresh dir, start a server there, and find everything, images byte for byte.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tarHeader } from '../src/cli/backup.ts';
import {
  eventInput,
  integrityCheck,
  makeImage,
  readDatabase,
  signIn,
  startSite,
  upload,
  type RunningSite,
  type StaffClient,
} from './lib/reliability.ts';

const run = promisify(execFile);
const repoRoot = new URL('../../', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'studio-backup-test-'));
const archive = join(scratch, 'studio.tar.gz');

function cli(script: 'backup' | 'restore', args: string[]) {
  return run(process.execPath, [join(repoRoot, `server/src/cli/${script}.ts`), ...args], {
    cwd: repoRoot,
    env: { ...process.env, INIT_CWD: scratch },
  });
}

/** Runs a CLI expecting it to fail; resolves with what it printed. */
async function cliFails(script: 'backup' | 'restore', args: string[]): Promise<string> {
  try {
    await cli(script, args);
  } catch (error) {
    const failure = error as { code: number; stderr: string; stdout: string };
    expect(failure.code).not.toBe(0);
    return failure.stderr + failure.stdout;
  }
  throw new Error(`${script} ${args.join(' ')} should have failed`);
}

interface SiteState {
  events: unknown[];
  submissions: unknown[];
  images: { name: string; url: string; variants?: { url: string }[] }[];
  slots: unknown;
  files: Map<string, Buffer>;
}

async function stateOf(target: RunningSite, staff: StaffClient): Promise<SiteState> {
  const { events } = (await staff.call('GET', '/api/admin/events')) as { events: unknown[] };
  const { submissions } = (await staff.call('GET', '/api/admin/submissions')) as { submissions: unknown[] };
  const { images } = (await staff.call('GET', '/api/admin/images')) as SiteState;
  const { slots } = (await (await fetch(`${target.url}/api/images/slots`)).json()) as { slots: unknown };
  const files = new Map<string, Buffer>();
  for (const image of images) {
    for (const url of [image.url, ...(image.variants ?? []).map((variant) => variant.url)]) {
      const response = await fetch(`${target.url}${url}`);
      expect(response.status, url).toBe(200);
      files.set(url, Buffer.from(await response.arrayBuffer()));
    }
  }
  return { events, submissions, images, slots, files };
}

let source: RunningSite;
let sourceStaff: StaffClient;
let original: SiteState;
let writesDuringBackup = 0;

beforeAll(async () => {
  source = await startSite();
  sourceStaff = await signIn(source);
  await sourceStaff.call('POST', '/api/admin/events', eventInput({ title: 'Grading day', featured: true }));
  await sourceStaff.call(
    'POST',
    '/api/admin/events',
    eventInput({ title: 'Fight night', price: null, booking_url: null }),
  );
  const { event } = (await sourceStaff.call('POST', '/api/admin/events', eventInput({ title: 'Old event' }))) as {
    event: { id: string };
  };
  await sourceStaff.call(
    'PUT',
    `/api/admin/events/${event.id}`,
    eventInput({ title: 'Old event (moved)', date: '2020-01-01' }),
  );
  for (const [name, message] of [
    ['Sam', 'Do you run kids classes?'],
    ['Alex', 'Line one\nLine two — with ünïcode 🥊'],
  ] as const) {
    const response = await fetch(`${source.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.com`, message }),
    });
    expect(response.status).toBe(201);
  }
  const { submissions } = (await sourceStaff.call('GET', '/api/admin/submissions')) as {
    submissions: { id: string }[];
  };
  await sourceStaff.call('PATCH', `/api/admin/submissions/${submissions[0]!.id}`, { read: true });
  const uploads: string[] = [];
  for (const [target, format] of [
    ['home_hero', 'jpeg'],
    ['facility_main', 'png'],
    ['event', 'webp'],
    ['home_about', 'png'],
  ] as const) {
    const response = await upload(source, sourceStaff.headers, {
      target,
      file: { bytes: await makeImage(format, 700, 500), filename: `x.${format}`, type: `image/${format}` },
    });
    expect(response.status).toBe(201);
    uploads.push(((await response.json()) as { image: { name: string } }).image.name);
  }
  await sourceStaff.call('DELETE', `/api/admin/images/${uploads[3]}`);
  // Studio insights: a visitor's page view (counted into the day's totals once answered) and an Owner's setting.
  const beacon = await fetch(`${source.url}/api/insights`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ t: 'view', p: '/timetable', w: 390 }),
  });
  expect(beacon.status).toBe(204);
  await sourceStaff.call('PUT', '/api/admin/insights/settings', { staffCanSee: false });
  await vi.waitFor(() =>
    expect(readDatabase(source.dataDir, (db) => db.prepare('SELECT COUNT(*) AS n FROM insights_seen').get()!.n)).toBe(
      2,
    ),
  );

  // Back up while the server keeps taking writes: the copy must still be one consistent moment.
  let backingUp = true;
  const writer = (async () => {
    while (backingUp) {
      await sourceStaff.call(
        'POST',
        '/api/admin/events',
        eventInput({ title: `Written during backup ${writesDuringBackup}` }),
      );
      writesDuringBackup++;
    }
  })();
  try {
    const { stdout } = await cli('backup', ['--data-dir', source.dataDir, '--out', archive]);
    expect(stdout).toMatch(/Backup written: .*studio\.tar\.gz/);
  } finally {
    backingUp = false;
    await writer;
  }
  // Those writes are not expected in the restored copy, so take them back out of the original's picture.
  original = await stateOf(source, sourceStaff);
}, 120_000);

afterAll(async () => {
  await source?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('writes one archive holding the database, media and a manifest, and nothing half-written', async () => {
    expect(readdirSync(scratch).filter((name) => name !== 'studio.tar.gz')).toEqual([]);
    const { stdout } = await run('tar', ['-tzf', archive]);
    const entries = stdout.trim().split('\n');
    expect(entries.at(-1)).toBe('manifest.json');
    expect(entries).toContain('studio.db');
    for (const image of original.images) expect(entries).toContain(`media/${image.name}`);
    expect(entries.filter((entry) => entry.endsWith('.tmp') || entry.includes('/.'))).toEqual([]);
    expect(
      entries.some((entry) => entry.includes('home_about_')),
      'a deleted image is not in the backup',
    ).toBe(false);
  });

  it('restores into a fresh dir that a server then serves with everything in it, images byte for byte', async () => {
    const target = join(scratch, 'restored', 'data');
    const { stdout } = await cli('restore', [archive, '--data-dir', target]);
    expect(stdout).toMatch(/Restored \d+ files into/);
    expect(integrityCheck(target)).toBe('ok');
    expect(readdirSync(scratch).filter((name) => name.startsWith('.'))).toEqual([]);
    // Studio insights' totals and settings come back; the day's salt and visitor hashes were never in the archive.
    readDatabase(target, (db) => {
      const rows = (sql: string) => db.prepare(sql).all();
      expect(rows("SELECT metric, key, count FROM insights_totals WHERE metric IN ('views', 'page')")).toEqual([
        { metric: 'page', key: '/timetable', count: 1 },
        { metric: 'views', key: '', count: 1 },
      ]);
      expect(rows('SELECT staff_can_see FROM insights_settings')).toEqual([{ staff_can_see: 0 }]);
      expect(rows('SELECT * FROM insights_salts')).toEqual([]);
      expect(rows('SELECT * FROM insights_seen')).toEqual([]);
    });

    const restored = await startSite({ dataDir: target, env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
    try {
      // The staff account came back with the data: the original password signs in.
      const staff = await signIn(restored);
      const state = await stateOf(restored, staff);
      const { events } = state as { events: { title: string }[] };
      // Writes went one after another during the backup; a consistent copy holds exactly the first k of them.
      const during = events
        .filter((event) => event.title.startsWith('Written during backup'))
        .map((event) => Number(event.title.split(' ').pop()))
        .sort((a, b) => a - b);
      expect(during).toEqual(during.map((_, index) => index));
      expect(during.length).toBeLessThanOrEqual(writesDuringBackup);
      const withoutDuring = (list: unknown[]) =>
        list.filter((event) => !(event as { title: string }).title.startsWith('Written during backup'));
      expect(withoutDuring(state.events)).toEqual(withoutDuring(original.events));
      expect(state.submissions).toEqual(original.submissions);
      expect(state.images).toEqual(original.images);
      expect(state.slots).toEqual(original.slots);
      expect([...state.files.keys()].sort()).toEqual([...original.files.keys()].sort());
      for (const [url, bytes] of original.files)
        expect(state.files.get(url)!.equals(bytes), `${url} is byte-identical`).toBe(true);
    } finally {
      await restored.kill();
    }
  });

  it('refuses to restore over a data dir that is not empty, unless --force, which moves it aside', async () => {
    const target = join(scratch, 'busy');
    mkdirSync(target);
    writeFileSync(join(target, 'studio.db'), 'precious');
    const refused = await cliFails('restore', [archive, '--data-dir', target]);
    expect(refused).toMatch(/not empty.*--force/);
    expect(readFileSync(join(target, 'studio.db'), 'utf8')).toBe('precious');

    const { stdout } = await cli('restore', [archive, '--data-dir', target, '--force']);
    const aside = /moved to (.+)$/m.exec(stdout)?.[1];
    expect(aside).toBeTruthy();
    expect(readFileSync(join(aside!, 'studio.db'), 'utf8')).toBe('precious');
    expect(integrityCheck(target)).toBe('ok');
  });

  it('restores into an existing empty dir', async () => {
    const target = join(scratch, 'empty');
    mkdirSync(target);
    await cli('restore', [archive, '--data-dir', target]);
    expect(integrityCheck(target)).toBe('ok');
  });

  it('refuses a damaged archive and leaves no trace', async () => {
    const bytes = readFileSync(archive);
    const truncated = join(scratch, 'truncated.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = join(scratch, 'flipped.tar.gz');
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 2)]! ^= 0xff;
    writeFileSync(flipped, copy);
    for (const damaged of [truncated, flipped]) {
      const target = join(scratch, 'from-damaged');
      const output = await cliFails('restore', [damaged, '--data-dir', target]);
      expect(output).toMatch(/Restore failed: /);
      expect(existsSync(target)).toBe(false);
      expect(readdirSync(scratch).filter((name) => name.startsWith('.') && name.includes('.restore-'))).toEqual([]);
    }
  });

  it('refuses an archive that tries to write outside the data dir', async () => {
    const evil = join(scratch, 'evil.tar.gz');
    const body = Buffer.from('{"format":"studio-backup/1","created_at":"x","files":[]}');
    const pad = (size: number) => Buffer.alloc((512 - (size % 512)) % 512);
    const payload = Buffer.from('pwned');
    writeFileSync(
      evil,
      gzipSync(
        Buffer.concat([
          tarHeader('media/../../escaped.txt', payload.length, new Date(), 'file'),
          payload,
          pad(payload.length),
          tarHeader('manifest.json', body.length, new Date(), 'file'),
          body,
          pad(body.length),
          Buffer.alloc(1024),
        ]),
      ),
    );
    const target = join(scratch, 'from-evil');
    expect(await cliFails('restore', [evil, '--data-dir', target])).toMatch(/path a backup never writes/);
    expect(existsSync(join(scratch, 'escaped.txt'))).toBe(false);
    expect(existsSync(target)).toBe(false);
  });

  it('backup explains a wrong data dir and an existing archive name', async () => {
    expect(await cliFails('backup', ['--data-dir', join(scratch, 'nope'), '--out', join(scratch, 'x.tar.gz')])).toMatch(
      /No database at/,
    );
    expect(await cliFails('backup', ['--data-dir', source.dataDir, '--out', archive])).toMatch(/already exists/);
  });
});
