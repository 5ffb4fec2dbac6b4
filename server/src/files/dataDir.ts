/**
 * The data folder as the server starts: the folder and its media folder made and kept to their owner, the database
 * opened and the signing key read in it, each failure a StartupError that says what to do.
 */
import { mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadSigningKey, SigningKeyError } from '../auth/signingKey.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { MEDIA_DIR } from '../images/imageStore.ts';
import { StartupError } from '../startupError.ts';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE, restrictToOwner } from './ownerOnly.ts';

/**
 * `mkdir -p` one level at a time: Node's recursive mkdir never returns on some special file systems (e.g. /proc).
 * Folders it creates are owner-only.
 */
function ensureDir(dir: string): void {
  try {
    mkdirSync(dir, OWNER_ONLY_DIR);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
      return;
    }
    if (code !== 'ENOENT' || dirname(dir) === dir) throw error;
    ensureDir(dirname(dir));
    mkdirSync(dir, OWNER_ONLY_DIR);
  }
}

/**
 * Makes sure the data dir and its media folder exist, are the owner's alone (a data dir made by an older version is
 * tightened) and can be written, and clears uploads a crash cut short. Returns the media folder, and the folders
 * other users can still open because this user may not change their mode (they belong to another user).
 */
export function prepareDataDir(dataDir: string): { mediaDir: string; stillOpen: string[] } {
  const mediaDir = join(dataDir, MEDIA_DIR);
  const stillOpen: string[] = [];
  try {
    ensureDir(mediaDir);
    for (const dir of [dataDir, mediaDir]) {
      try {
        restrictToOwner(dir, OWNER_ONLY_DIR);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
        stillOpen.push(dir);
      }
      const probe = join(dir, `.write-check-${process.pid}`);
      writeFileSync(probe, '', { mode: OWNER_ONLY_FILE });
      unlinkSync(probe);
    }
    for (const name of readdirSync(mediaDir)) {
      if (name.startsWith('.upload-') && name.endsWith('.tmp')) unlinkSync(join(mediaDir, name));
    }
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new StartupError(
      `Cannot use the data folder ${dataDir} (${reason}). Create it and let this user write to it, or set DATA_DIR to another folder.`,
    );
  }
  return { mediaDir, stillOpen };
}

export function openStudioDatabase(dataDir: string): Database {
  try {
    return openDatabase(dataDir);
  } catch (error) {
    throw new StartupError(`Cannot open the database in ${dataDir}: ${(error as Error).message}`);
  }
}

export function loadStudioSigningKey(dataDir: string): Buffer {
  try {
    return loadSigningKey(dataDir);
  } catch (error) {
    if (error instanceof SigningKeyError) throw new StartupError(error.message);
    throw new StartupError(`Cannot read or create the signing key in ${dataDir}: ${(error as Error).message}`);
  }
}
