/**
 * Disk faults: a data dir that cannot be used stops the server at start with a clear message and a non-zero exit;
 * a write that fails while running gets a clear JSON error, changes nothing, and the server carries on.
 */
import { spawn, execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventInput,
  freePort,
  expectHealthy,
  integrityCheck,
  isRoot,
  makeImage,
  mediaFiles,
  readDatabase,
  signIn,
  snapshot,
  startSite,
  upload,
  type RunningSite,
} from './lib/reliability.ts';

const repoRoot = new URL('../../', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'studio-disk-'));

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Starts the server expecting it to refuse: resolves with its exit code and what it printed. */
async function startExpectingFailure(dataDir: string): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'server/src/main.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'coach@example.com',
        ADMIN_PASSWORD: 'correct horse battery staple',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server kept running on an unusable data dir:\n${output}`));
    }, 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A small tmpfs we can fill up or make read-only; only where mounting is allowed (root with CAP_SYS_ADMIN). */
function mountTmpfs(dir: string, size: string): boolean {
  if (!isRoot) return false;
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function unmount(dir: string): void {
  try {
    execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
  } catch {
    // already gone
  }
}

// Independent of each other, and each waits on a server process: run them side by side.
describe.concurrent('at start, an unusable data dir stops the server with a clear message', () => {
  it('DATA_DIR is a regular file', async () => {
    const file = join(scratch, 'not-a-dir');
    writeFileSync(file, 'hello');
    const { code, output } = await startExpectingFailure(file);
    expect(code).not.toBe(0);
    expect(output).toMatch(/Cannot use the data folder .*not-a-dir/);
    expect(readFileSync(file, 'utf8')).toBe('hello');
  });

  it('DATA_DIR cannot be written', async () => {
    let dir: string;
    if (isRoot) {
      // chmod does not stop root; sysfs refuses to make folders for everyone.
      dir = '/sys/studio-data';
    } else {
      dir = join(scratch, 'read-only');
      mkdirSync(dir);
      chmodSync(dir, 0o500);
    }
    const { code, output } = await startExpectingFailure(dir);
    expect(code).not.toBe(0);
    expect(output).toMatch(/Cannot use the data folder/);
    expect(output).toMatch(/set DATA_DIR|let this user write/);
  });

  it('DATA_DIR is on a read-only file system', async (context) => {
    const mountPoint = join(scratch, 'ro-mount');
    if (!mountTmpfs(mountPoint, '1m')) return context.skip('mounting a file system is not allowed here');
    try {
      mkdirSync(join(mountPoint, 'media'));
      execFileSync('mount', ['-o', 'remount,ro', mountPoint], { stdio: 'ignore' });
      const { code, output } = await startExpectingFailure(mountPoint);
      expect(code).not.toBe(0);
      expect(output).toMatch(/Cannot use the data folder .*EROFS/);
    } finally {
      unmount(mountPoint);
    }
  });

  it('media/ is a file', async () => {
    const dir = join(scratch, 'media-is-file');
    mkdirSync(dir);
    writeFileSync(join(dir, 'media'), 'not a folder');
    const { code, output } = await startExpectingFailure(dir);
    expect(code).not.toBe(0);
    expect(output).toMatch(/Cannot use the data folder/);
  });

  it('the database file is a folder', async () => {
    const dir = join(scratch, 'db-is-dir');
    mkdirSync(join(dir, 'studio.db'), { recursive: true });
    const { code, output } = await startExpectingFailure(dir);
    expect(code).not.toBe(0);
    expect(output).toMatch(/Cannot open the database/);
  });

  it('the database file is not a database: refused, and left exactly as it was', async () => {
    const dir = join(scratch, 'db-is-garbage');
    mkdirSync(dir);
    const garbage = Buffer.from('These are the studio accounts for 2024, not a database.\n'.repeat(100));
    writeFileSync(join(dir, 'studio.db'), garbage);
    const { code, output } = await startExpectingFailure(dir);
    expect(code).not.toBe(0);
    expect(output).toMatch(/Cannot open the database/);
    expect(readFileSync(join(dir, 'studio.db')).equals(garbage)).toBe(true);
  });
});

describe('while running, a failed write is refused cleanly', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('media/ replaced by a file: uploads fail with a JSON error, nothing is recorded, and all else carries on', async () => {
    const staff = await signIn(site);
    const bytes = await makeImage('png');
    const first = await upload(site, staff.headers, {
      target: 'home_hero',
      file: { bytes, filename: 'a.png', type: 'image/png' },
    });
    expect(first.status).toBe(201);
    const media = join(site.dataDir, 'media');
    renameSync(media, `${media}.moved`);
    writeFileSync(media, 'in the way');
    try {
      const before = snapshot(site.dataDir);
      const failed = await upload(site, staff.headers, {
        target: 'home_hero',
        file: { bytes, filename: 'b.png', type: 'image/png' },
      });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(failed.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await failed.json()) as { error: string };
      expect(body.error).toMatch(/went wrong|try again/i);
      expect(JSON.stringify(body)).not.toMatch(/ENOTDIR|studio-|\/tmp\//);
      expect(snapshot(site.dataDir).tables).toEqual(before.tables);
      await expectHealthy(site);
      // The database side is unaffected.
      expect(
        ((await staff.call('POST', '/api/admin/events', eventInput())) as { event: { id: string } }).event.id,
      ).toBeTruthy();
    } finally {
      rmSync(media);
      renameSync(`${media}.moved`, media);
    }
    const again = await upload(site, staff.headers, {
      target: 'home_hero',
      file: { bytes, filename: 'c.png', type: 'image/png' },
    });
    expect(again.status).toBe(201);
    expect(integrityCheck(site.dataDir)).toBe('ok');
  });
});

describe('a full disk', () => {
  const mountPoint = join(scratch, 'full-disk');
  let site: RunningSite | undefined;
  let mounted = false;
  beforeAll(async () => {
    mounted = mountTmpfs(mountPoint, '4m');
    if (mounted) site = await startSite({ dataDir: mountPoint });
  });
  afterAll(async () => {
    await site?.kill();
    if (mounted) unmount(mountPoint);
  });

  it(
    'refuses writes with a JSON error, keeps every acknowledged write intact, and recovers once space is freed',
    { timeout: 120_000 },
    async (context) => {
      if (!site) return context.skip('mounting a small file system is not allowed here');
      const staff = await signIn(site);
      // Ballast to free later, standing in for the operator clearing space.
      writeFileSync(join(mountPoint, 'ballast'), Buffer.alloc(1024 * 1024));
      const noisy = async (seed: number) => {
        const pixels = Buffer.alloc(500 * 400 * 3);
        let state = seed;
        for (let index = 0; index < pixels.length; index++)
          pixels[index] = (state = (state * 1103515245 + 12345) >>> 0) >>> 24;
        return sharp(pixels, { raw: { width: 500, height: 400, channels: 3 } })
          .jpeg({ quality: 95 })
          .toBuffer();
      };

      const acknowledged = new Map<string, number>();
      let refusal: Response | undefined;
      for (let attempt = 0; attempt < 60 && !refusal; attempt++) {
        const response = await upload(site, staff.headers, {
          target: 'facility_main',
          file: { bytes: await noisy(attempt + 1), filename: 'x.jpg', type: 'image/jpeg' },
        });
        if (response.status === 201) {
          const { image } = (await response.json()) as { image: { name: string; size: number } };
          acknowledged.set(image.name, image.size);
        } else {
          refusal = response;
        }
      }
      expect(refusal, 'the disk filled up').toBeDefined();
      expect(refusal!.status).toBeGreaterThanOrEqual(500);
      expect(refusal!.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await refusal!.json()) as { error: string }).error).toMatch(/try again/i);

      // Database writes on a full disk: each either succeeds or is refused with JSON; the server never falls over.
      for (let attempt = 0; attempt < 30; attempt++) {
        const response = await fetch(`${site.url}/api/admin/events`, {
          method: 'POST',
          headers: { ...staff.headers, 'content-type': 'application/json' },
          body: JSON.stringify(eventInput({ description: 'x'.repeat(5000) })),
        });
        if (response.status !== 201) {
          expect(response.status).toBeGreaterThanOrEqual(500);
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          expect(((await response.json()) as { error: string }).error).toMatch(/try again/i);
          break;
        }
      }
      await expectHealthy(site);
      expect(
        Object.keys(mediaFiles(site.dataDir)).filter((name) => name.endsWith('.tmp')),
        'failed uploads leave no temp file',
      ).toEqual([]);

      rmSync(join(mountPoint, 'ballast'));
      const recovered = await upload(site, staff.headers, {
        target: 'facility_main',
        file: { bytes: await makeImage('png'), filename: 'y.png', type: 'image/png' },
      });
      expect(recovered.status).toBe(201);

      expect(integrityCheck(site.dataDir)).toBe('ok');
      const recorded = readDatabase(
        site.dataDir,
        (db) => db.prepare('SELECT name, size FROM images').all() as { name: string; size: number }[],
      );
      const onDisk = mediaFiles(site.dataDir);
      for (const [name, size] of acknowledged) {
        expect(recorded.find((row) => row.name === name)?.size, `${name} is recorded`).toBe(size);
        expect(onDisk[name], `${name} is complete on disk`).toBe(size);
      }
      // Nothing recorded points at a missing or short file.
      for (const row of recorded) expect(onDisk[row.name], row.name).toBe(row.size);
      expect(existsSync(join(mountPoint, 'studio.db'))).toBe(true);
    },
  );
});
