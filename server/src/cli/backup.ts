/**
 * `npm run backup [-- --out file.tar.gz] [--data-dir dir]`
 *
 * Writes one gzip-compressed tar archive holding a consistent copy of the database, made with SQLite's online
 * backup API (safe while the server runs) and without studio insights' daily salt and visitor hashes, every file
 * under `media/`, and last `manifest.json` with each file's size and SHA-256 so `npm run restore` can prove the
 * archive arrived whole. See docs/decisions/004-backup-and-crash-safety.md.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DatabaseSync, backup as sqliteBackup } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../files/ownerOnly.ts';

export const DATABASE_FILE = 'studio.db';
export const MEDIA_DIR = 'media';
export const MANIFEST_FILE = 'manifest.json';
export const ARCHIVE_FORMAT = 'studio-backup/1';

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  created_at: string;
  files: ManifestEntry[];
}

const BLOCK = 512;

/** The server resolves DATA_DIR against the repository root; paths typed on the command line are the caller's. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const invokedFrom = process.env.INIT_CWD ?? process.cwd();

/** Files a writer leaves behind while it has not finished: never part of a backup. */
export function isUnfinishedFile(name: string): boolean {
  return name.startsWith('.') || name.endsWith('.tmp') || name.endsWith('.part') || name.includes('.tmp-');
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** A POSIX ustar header. Names up to 255 bytes are split into prefix + name as the format allows. */
export function tarHeader(path: string, size: number, mtime: Date, type: 'file' | 'directory'): Buffer {
  const header = Buffer.alloc(BLOCK);
  let name = path;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = path.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(path.slice(cut + 1)) > 100)
      throw new Error(`Path too long for the archive: ${path}`);
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
  }
  header.write(name, 0, 100, 'utf8');
  // Unpacked with plain `tar`, the files stay the owner's alone, as in the data dir.
  header.write(octal(type === 'directory' ? OWNER_ONLY_DIR : OWNER_ONLY_FILE, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write(type === 'directory' ? '5' : '0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148, 'ascii');
  return header;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

interface ArchiveFile {
  /** Path inside the archive, `/`-separated. */
  path: string;
  /** Where the bytes are read from now. */
  source: string;
}

/**
 * The tar stream: each file with its hash taken as it is read, then `manifest.json` last. A media file deleted
 * between listing and reading (an image removed while the backup runs) is left out rather than failing the backup.
 */
async function* tarStream(files: ArchiveFile[], manifest: Manifest): AsyncGenerator<Buffer> {
  // The media folder has an entry of its own, so plain `tar` creates it owner-only rather than with its defaults.
  yield tarHeader(`${MEDIA_DIR}/`, 0, new Date(), 'directory');
  for (const file of files) {
    let handle: FileHandle;
    try {
      handle = await open(file.source, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && file.path !== DATABASE_FILE) continue;
      throw error;
    }
    try {
      const info = await handle.stat();
      yield tarHeader(file.path, info.size, info.mtime, 'file');
      const hash = createHash('sha256');
      let written = 0;
      for await (const chunk of handle.createReadStream({ autoClose: false })) {
        hash.update(chunk as Buffer);
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      // The header already promised this size; a file that changed under us would break the archive.
      if (written !== info.size)
        throw new Error(`${file.path} changed while it was being archived; run the backup again`);
      yield padding(written);
      manifest.files.push({ path: file.path, size: written, sha256: hash.digest('hex') });
    } finally {
      await handle.close();
    }
  }
  const bytes = Buffer.from(JSON.stringify(manifest, null, 2));
  yield tarHeader(MANIFEST_FILE, bytes.length, new Date(), 'file');
  yield bytes;
  yield padding(bytes.length);
  yield Buffer.alloc(BLOCK * 2);
}

async function listMedia(mediaDir: string): Promise<string[]> {
  if (!existsSync(mediaDir)) return [];
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (isUnfinishedFile(entry.name)) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) found.push(full);
    }
  };
  await walk(mediaDir);
  return found.sort();
}

/** Studio insights' tables that hold a day's secret salt and its visitors' hashes (server/src/db/database.ts). */
const DAILY_VISITOR_TABLES = ['insights_salts', 'insights_seen'];

/**
 * A day's salt and visitor hashes are kept for that day only (docs/decisions/029-studio-insights.md); an archive
 * kept for months must not keep them (with the salt, a hash could be tried against addresses), so the copy goes
 * without them, overwritten where they were. The daily totals and the settings stay. A server restored from it
 * makes a new salt on its first beacon.
 */
function leaveOutDailyVisitors(snapshot: string): void {
  const copy = new DatabaseSync(snapshot);
  try {
    copy.exec('PRAGMA secure_delete = ON');
    for (const table of DAILY_VISITOR_TABLES) {
      const exists = copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
      if (exists) copy.exec(`DELETE FROM ${table}`);
    }
  } finally {
    copy.close();
  }
}

export interface BackupResult {
  archive: string;
  files: number;
  bytes: number;
}

/** Writes the archive to a temporary name beside `out` and renames it into place once complete. */
export async function createBackup(dataDir: string, out: string): Promise<BackupResult> {
  const databasePath = join(dataDir, DATABASE_FILE);
  if (!existsSync(databasePath)) throw new Error(`No database at ${databasePath}: is DATA_DIR right?`);

  const work = await mkdtemp(join(tmpdir(), 'studio-backup-'));
  const partial = join(dirname(out), `.${basename(out)}.${process.pid}.part`);
  try {
    // Database first: the online backup copies a single consistent snapshot even while the server writes.
    const snapshot = join(work, DATABASE_FILE);
    const source = new DatabaseSync(databasePath, { timeout: 10_000 });
    try {
      await sqliteBackup(source, snapshot);
    } finally {
      source.close();
    }
    leaveOutDailyVisitors(snapshot);
    const check = new DatabaseSync(snapshot, { readOnly: true });
    try {
      const result = check.prepare('PRAGMA integrity_check').get() as { integrity_check: string } | undefined;
      if (result?.integrity_check !== 'ok')
        throw new Error(`The database copy failed its integrity check: ${result?.integrity_check}`);
    } finally {
      check.close();
    }

    // Then media. Files are written once under unique names and never modified, so copying them after the
    // snapshot only risks an extra file (uploaded since) or a missing one (deleted since); neither corrupts.
    const mediaDir = join(dataDir, MEDIA_DIR);
    const files: ArchiveFile[] = [{ path: DATABASE_FILE, source: snapshot }];
    for (const full of await listMedia(mediaDir)) {
      files.push({ path: [MEDIA_DIR, ...relative(mediaDir, full).split(sep)].join('/'), source: full });
    }
    const manifest: Manifest = { format: ARCHIVE_FORMAT, created_at: new Date().toISOString(), files: [] };
    await pipeline(
      Readable.from(tarStream(files, manifest)),
      createGzip(),
      // The archive holds contact messages and password hashes: the owner's alone.
      createWriteStream(partial, { flags: 'wx', mode: OWNER_ONLY_FILE }),
    );
    await rename(partial, out);
    return { archive: out, files: manifest.files.length, bytes: (await stat(out)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function defaultArchiveName(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');
  return `studio-backup-${stamp}.tar.gz`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', short: 'o' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log('Usage: npm run backup [-- --out <file.tar.gz>] [--data-dir <dir>]');
    console.log(
      'Defaults: DATA_DIR (else data/ in the repository), and studio-backup-<time>.tar.gz in the current directory.',
    );
    return;
  }
  const dataDir = values['data-dir']
    ? resolve(invokedFrom, values['data-dir'])
    : resolve(repoRoot, process.env.DATA_DIR || 'data');
  const out = resolve(invokedFrom, values.out ?? defaultArchiveName());
  if (existsSync(out)) throw new Error(`${out} already exists; choose another --out`);
  const result = await createBackup(dataDir, out);
  console.log(`Backup written: ${result.archive} (${result.files} files, ${result.bytes} bytes)`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
