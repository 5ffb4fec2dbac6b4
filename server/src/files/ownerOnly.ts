import { chmodSync, closeSync, existsSync, openSync, statSync } from 'node:fs';

/**
 * The data folder holds contact messages, password hashes and the signing key: nothing in it is for other users of
 * the machine. Files are created readable and writable by their owner only, folders usable by their owner only.
 */
export const OWNER_ONLY_FILE = 0o600;
export const OWNER_ONLY_DIR = 0o700;

/** Takes group and other permissions off an existing file or folder; true when it had any. */
export function restrictToOwner(path: string, mode: number): boolean {
  if (!existsSync(path)) return false;
  const current = statSync(path).mode & 0o777;
  if ((current & 0o077) === 0) return false;
  chmodSync(path, current & mode);
  return true;
}

/** Creates `path` as an empty owner-only file unless it exists, so a library that opens it later keeps the mode. */
export function createOwnerOnlyFile(path: string): void {
  closeSync(openSync(path, 'a', OWNER_ONLY_FILE));
  restrictToOwner(path, OWNER_ONLY_FILE);
}
