/**
 * What the server leaves on disk: the data folder, database, uploads, backups and restores are the owner's alone,
 * and image files an interrupted upload put in place without recording them are removed at the next start.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackup } from '../src/cli/backup.ts';
import { restoreBackup } from '../src/cli/restore.ts';
import { staffClient, startTestServer, tempDir, type TestServer } from './testServer.ts';

let server: TestServer | undefined;
const cleanUp: string[] = [];
afterEach(async () => {
  await server?.destroy();
  server = undefined;
  for (const path of cleanUp.splice(0)) rmSync(path, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

async function uploadImage(target: TestServer): Promise<{ name: string; variants: { url: string }[] }> {
  const staff = await staffClient(target);
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('target', 'home_hero');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'hero.png');
  const answer = await staff.request('POST', '/api/admin/images', { body: form });
  expect(answer.status).toBe(201);
  return answer.body.image;
}

/** Every file and folder under `root`, with its permission bits. */
function modesUnder(root: string): Record<string, number> {
  const modes: Record<string, number> = {};
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      modes[`${prefix}${entry.name}`] = modeOf(path);
      if (entry.isDirectory()) walk(path, `${prefix}${entry.name}/`);
    }
  };
  walk(root, '');
  return modes;
}

describe('files are the owner’s alone', () => {
  it('the data folder, media folder, database, signing key and uploaded images', async () => {
    const parent = tempDir();
    cleanUp.push(parent);
    server = await startTestServer({}, join(parent, 'data'));
    const image = await uploadImage(server);
    expect(image.variants.length).toBeGreaterThan(0);
    const modes = modesUnder(server.dataDir);
    expect(modeOf(server.dataDir)).toBe(0o700);
    expect(modes.media).toBe(0o700);
    for (const name of ['studio.db', 'studio.db-wal', 'studio.db-shm', 'signing.key', `media/${image.name}`])
      expect(modes[name], name).toBe(0o600);
    expect(Object.keys(modes).filter((name) => name.startsWith('media/')).length).toBe(1 + image.variants.length);
    for (const [name, mode] of Object.entries(modes)) expect(mode & 0o077, name).toBe(0);
  });

  it('a data folder made readable by an older version is tightened at start', async () => {
    const dataDir = tempDir();
    mkdirSync(join(dataDir, 'media'));
    writeFileSync(join(dataDir, 'studio.db'), '');
    for (const [path, mode] of [
      [dataDir, 0o755],
      [join(dataDir, 'media'), 0o775],
      [join(dataDir, 'studio.db'), 0o644],
    ] as const)
      chmodSync(path, mode);
    server = await startTestServer({}, dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'media'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'studio.db'))).toBe(0o600);
  });

  it('backup archives, and everything a restore writes', async () => {
    server = await startTestServer();
    await uploadImage(server);
    const work = tempDir();
    cleanUp.push(work);
    const archive = join(work, 'backup.tar.gz');
    await createBackup(server.dataDir, archive);
    expect(modeOf(archive)).toBe(0o600);
    // Unpacked by plain tar too (it applies the modes the archive records, less the umask).
    const untarred = join(work, 'untarred');
    mkdirSync(untarred);
    expect(spawnSync('tar', ['-xzf', archive, '-C', untarred]).status).toBe(0);
    for (const [name, mode] of Object.entries(modesUnder(untarred))) expect(mode & 0o077, `tar: ${name}`).toBe(0);
    const restored = join(work, 'restored');
    await restoreBackup(archive, restored);
    const modes = modesUnder(restored);
    expect(modeOf(restored)).toBe(0o700);
    expect(modes.media).toBe(0o700);
    expect(modes['studio.db']).toBe(0o600);
    for (const [name, mode] of Object.entries(modes)) expect(mode & 0o077, name).toBe(0);
    // The signing key stays behind: a backup holds no secret of the server's.
    expect(existsSync(join(restored, 'signing.key'))).toBe(false);
  });
});

describe('after a crash mid-upload', () => {
  it('image files that no record points at are removed at start; recorded images and other files stay', async () => {
    const first = await startTestServer();
    const kept = await uploadImage(first);
    await first.stop();
    const media = join(first.dataDir, 'media');
    const before = readdirSync(media).sort();
    // What an upload leaves when the process dies after renaming its files into place, before its database commit.
    const leftovers = ['home_hero_1900000000000.png', 'home_hero_1900000000000-480.webp', 'about_1900000000001.jpg'];
    for (const name of leftovers) writeFileSync(join(media, name), 'half an upload');
    writeFileSync(join(media, 'README.txt'), 'not an image of ours');

    server = await startTestServer({}, first.dataDir);
    expect(readdirSync(media).sort()).toEqual([...before, 'README.txt'].sort());
    expect((await fetch(`${server.url}/media/${kept.name}`)).status).toBe(200);
    for (const variant of kept.variants) expect((await fetch(`${server.url}${variant.url}`)).status).toBe(200);
  });
});
