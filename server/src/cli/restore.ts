/**
 * `npm run restore -- <archive.tar.gz> [--data-dir dir] [--force]`
 *
 * Brings a data dir back from an archive written by `npm run backup`. Everything is unpacked into a temporary dir
 * beside the target, checked against the archive's manifest (sizes and SHA-256) and `PRAGMA integrity_check`, and only
 * then renamed into place, so a failed restore leaves the target as it was. A non-empty target is refused unless
 * `--force`, which moves it aside (never deletes it). Stop the server before restoring over its data dir.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, type WriteStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../files/ownerOnly.ts';
import {
  ARCHIVE_FORMAT,
  DATABASE_FILE,
  MANIFEST_FILE,
  MEDIA_DIR,
  invokedFrom,
  repoRoot,
  type Manifest,
} from './backup.ts';

const BLOCK = 512;

/** Archive paths a restore accepts: the manifest, the database and plain names under media/. No `..`, no absolutes. */
export function isAllowedArchivePath(path: string): boolean {
  if (path === MANIFEST_FILE || path === DATABASE_FILE) return true;
  const parts = path.split('/');
  return (
    parts[0] === MEDIA_DIR &&
    parts.length >= 2 &&
    parts.slice(1).every((part) => part !== '' && part !== '.' && part !== '..' && !/[\\\0]/.test(part))
  );
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new Error('The archive is damaged (bad number in a header)');
  return text === '' ? 0 : parseInt(text, 8);
}

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : block[index]!;
  return sum === readOctal(block, 148, 8);
}

interface Entry {
  path: string;
  size: number;
}

/**
 * Unpacks a .tar.gz into `target`, one entry at a time (media can be large); returns each file's SHA-256.
 * Only regular files are written; directories are created as needed.
 */
async function unpack(archive: string, target: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  let pending: Buffer = Buffer.alloc(0);
  let current: {
    entry: Entry;
    remaining: number;
    pad: number;
    out: WriteStream | null;
    hash: ReturnType<typeof createHash>;
  } | null = null;
  let ended = false;

  const finishEntry = async () => {
    if (!current) return;
    const { entry, out, hash } = current;
    if (out) {
      await new Promise<void>((done, fail) => out.end((error?: Error | null) => (error ? fail(error) : done())));
      hashes.set(entry.path, hash.digest('hex'));
    }
    current = null;
  };

  for await (const chunk of createReadStream(archive).pipe(createGunzip())) {
    pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    while (!ended) {
      if (current) {
        if (current.remaining > 0) {
          if (pending.length === 0) break;
          const take = Math.min(current.remaining, pending.length);
          const piece = pending.subarray(0, take);
          current.hash.update(piece);
          if (current.out && !current.out.write(piece))
            await new Promise<void>((done) => current!.out!.once('drain', () => done()));
          current.remaining -= take;
          pending = pending.subarray(take);
          continue;
        }
        if (pending.length < current.pad) break;
        pending = pending.subarray(current.pad);
        await finishEntry();
        continue;
      }
      if (pending.length < BLOCK) break;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      if (!checksumOk(block)) throw new Error('The archive is damaged (header checksum mismatch)');
      const name = readString(block, 0, 100);
      const prefix = readString(block, 345, 155);
      const path = prefix ? `${prefix}/${name}` : name;
      const type = String.fromCharCode(block[156]!);
      const size = readOctal(block, 124, 12);
      const pad = size % BLOCK === 0 ? 0 : BLOCK - (size % BLOCK);
      if (type === '5') {
        current = { entry: { path, size }, remaining: size, pad, out: null, hash: createHash('sha256') };
        continue;
      }
      if (type !== '0' && type !== '\0')
        throw new Error(`The archive holds an entry of a kind a backup never writes: ${path}`);
      if (!isAllowedArchivePath(path))
        throw new Error(`The archive holds a path a backup never writes: ${JSON.stringify(path)}`);
      if (hashes.has(path)) throw new Error(`The archive holds ${path} twice`);
      const destination = join(target, ...path.split('/'));
      await mkdir(dirname(destination), { recursive: true, mode: OWNER_ONLY_DIR });
      current = {
        entry: { path, size },
        remaining: size,
        pad,
        out: createWriteStream(destination, { flags: 'wx', mode: OWNER_ONLY_FILE }),
        hash: createHash('sha256'),
      };
    }
  }
  if (current) {
    const open = current as { out: WriteStream | null };
    open.out?.destroy();
    throw new Error('The archive is truncated');
  }
  if (!ended) throw new Error('The archive is truncated');
  return hashes;
}

async function isEmptyDir(path: string): Promise<boolean> {
  return (await readdir(path)).length === 0;
}

export interface RestoreResult {
  dataDir: string;
  files: number;
  /** Where the previous contents went when `force` replaced a non-empty dir. */
  movedAside: string | null;
}

export async function restoreBackup(
  archive: string,
  dataDir: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  if (!existsSync(archive)) throw new Error(`No archive at ${archive}`);
  const targetExists = existsSync(dataDir);
  if (targetExists) {
    if (!(await stat(dataDir)).isDirectory()) throw new Error(`${dataDir} exists and is not a directory`);
    if (!(await isEmptyDir(dataDir)) && !options.force) {
      throw new Error(`${dataDir} is not empty; restore into a new dir, or pass --force to move its contents aside`);
    }
  }

  await mkdir(dirname(dataDir), { recursive: true });
  // Beside the target so the final rename stays on one file system (atomic).
  const staging = await mkdtemp(join(dirname(dataDir), `.${basename(dataDir)}.restore-`));
  try {
    const hashes = await unpack(archive, staging);
    if (!hashes.has(MANIFEST_FILE)) throw new Error('The archive has no manifest: was it written by npm run backup?');
    const manifest = JSON.parse(await readFile(join(staging, MANIFEST_FILE), 'utf8')) as Manifest;
    if (manifest.format !== ARCHIVE_FORMAT) throw new Error(`Unknown archive format: ${String(manifest.format)}`);
    for (const file of manifest.files) {
      const hash = hashes.get(file.path);
      if (!hash) throw new Error(`The archive is missing ${file.path}`);
      if (hash !== file.sha256) throw new Error(`${file.path} does not match the manifest: the archive is damaged`);
    }
    if (!hashes.has(DATABASE_FILE)) throw new Error('The archive holds no database');
    const listed = new Set(manifest.files.map((file) => file.path));
    for (const path of hashes.keys()) {
      if (path !== MANIFEST_FILE && !listed.has(path))
        throw new Error(`${path} is not in the manifest: the archive is damaged`);
    }

    const database = new DatabaseSync(join(staging, DATABASE_FILE), { readOnly: true });
    try {
      const result = database.prepare('PRAGMA integrity_check').get() as { integrity_check: string } | undefined;
      if (result?.integrity_check !== 'ok')
        throw new Error(`The restored database failed its integrity check: ${result?.integrity_check}`);
    } finally {
      database.close();
    }
    await rm(join(staging, MANIFEST_FILE));
    await mkdir(join(staging, MEDIA_DIR), { recursive: true, mode: OWNER_ONLY_DIR });

    let movedAside: string | null = null;
    if (targetExists) {
      if (await isEmptyDir(dataDir)) {
        await rmdir(dataDir);
      } else {
        movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        await rename(dataDir, movedAside);
      }
    }
    await rename(staging, dataDir);
    return { dataDir, files: manifest.files.length, movedAside };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log('Usage: npm run restore -- <archive.tar.gz> [--data-dir <dir>] [--force]');
    console.log('Default data dir: DATA_DIR, else data/ in the repository. Stop the server first.');
    if (!values.help) process.exitCode = 1;
    return;
  }
  const archive = resolve(invokedFrom, positionals[0]!);
  const dataDir = values['data-dir']
    ? resolve(invokedFrom, values['data-dir'])
    : resolve(repoRoot, process.env.DATA_DIR || 'data');
  const result = await restoreBackup(archive, dataDir, { force: values.force ?? false });
  console.log(`Restored ${result.files} files into ${result.dataDir}`);
  if (result.movedAside) console.log(`The previous contents were moved to ${result.movedAside}`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
