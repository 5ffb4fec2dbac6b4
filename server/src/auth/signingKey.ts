import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { OWNER_ONLY_FILE, restrictToOwner } from '../files/ownerOnly.ts';

/**
 * The server's own secret, generated at first start and kept in the data folder (owner-only, outside the database,
 * so backups do not carry it). It signs the known-device cookie and keys the hashes of rate-limit counters. Losing
 * it costs nothing but one more sign-in per device: a new one is made when the file is missing.
 */
export const SIGNING_KEY_FILE = 'signing.key';
const KEY_PATTERN = /^[0-9a-f]{64}$/;

export class SigningKeyError extends Error {}

function readKey(path: string): Buffer {
  const text = readFileSync(path, 'utf8').trim();
  if (!KEY_PATTERN.test(text))
    throw new SigningKeyError(
      `${path} is not a key this server wrote. Delete it and start again: a new one is made, and staff devices sign in once more.`,
    );
  restrictToOwner(path, OWNER_ONLY_FILE);
  return Buffer.from(text, 'hex');
}

/** Reads the key, or writes a new one under a temporary name and links it into place (never a half-written key). */
export function loadSigningKey(dataDir: string): Buffer {
  const path = join(dataDir, SIGNING_KEY_FILE);
  try {
    return readKey(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const temporary = join(dataDir, `.${SIGNING_KEY_FILE}.${process.pid}.tmp`);
  const handle = openSync(temporary, 'w', OWNER_ONLY_FILE);
  try {
    writeSync(handle, `${randomBytes(32).toString('hex')}\n`);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  try {
    linkSync(temporary, path);
  } catch (error) {
    // Another process made one first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readKey(path);
}

/** A key for one purpose, so the cookie signatures and the counter hashes never share a key. */
export function derivedKey(key: Buffer, purpose: string): Buffer {
  return createHmac('sha256', key).update(purpose).digest();
}
