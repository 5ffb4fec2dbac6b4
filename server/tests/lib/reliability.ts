/**
 * Shared helpers of the reliability and security suites: start the real server, look at its data dir from the
 * outside (the database read-only, media/ as files), and check error answers.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  dayFromToday,
  freePort,
  startSite,
  staffApi,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type RunningSite,
} from '../../../e2e/lib/site.ts';

export { dayFromToday, freePort, startSite, staffApi, STAFF_EMAIL, STAFF_PASSWORD, type RunningSite };

/** Tables whose rows are the studio's data. Sessions are left out: reading as staff legitimately touches them. */
export const DATA_TABLES = ['events', 'contact_submissions', 'images', 'image_variants', 'staff'] as const;

/** Opens the server's database read-only, beside the running server (WAL lets both in). */
export function readDatabase<T>(dataDir: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(dataDir, 'studio.db'), { readOnly: true, timeout: 5000 });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function integrityCheck(dataDir: string): string {
  return readDatabase(dataDir, (db) =>
    String((db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check),
  );
}

/** Every file under media/ (recursively) with its size. */
export function mediaFiles(dataDir: string): Record<string, number> {
  const root = join(dataDir, 'media');
  const files: Record<string, number> = {};
  if (!existsSync(root) || !statSync(root).isDirectory()) return files;
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else files[`${prefix}${entry.name}`] = statSync(join(dir, entry.name)).size;
    }
  };
  walk(root, '');
  return files;
}

/** Everything a request could have changed: each data table's rows, and media/ on disk. */
export function snapshot(dataDir: string) {
  const tables = readDatabase(dataDir, (db) =>
    Object.fromEntries(DATA_TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()])),
  );
  return { tables, media: mediaFiles(dataDir) };
}

/** Starts several servers side by side; if one fails to start, stops the others so no process is left behind. */
export async function startSites<T extends Promise<RunningSite>[]>(
  ...starts: T
): Promise<{ [K in keyof T]: RunningSite }> {
  const results = await Promise.allSettled(starts);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(results.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    throw failure.reason;
  }
  return results.map((result) => (result as PromiseFulfilledResult<RunningSite>).value) as {
    [K in keyof T]: RunningSite;
  };
}

export async function expectHealthy(site: { url: string }): Promise<void> {
  const response = await fetch(`${site.url}/api/health`);
  expect(response.status, 'the server still answers its health check').toBe(200);
}

/** A refusal: the given 4xx (or any 4xx), JSON, with a readable `error` sentence and no stack trace. */
export async function expectJsonError(response: Response, status?: number | number[], label = ''): Promise<string> {
  const text = await response.text();
  const statuses = status === undefined ? undefined : Array.isArray(status) ? status : [status];
  if (statuses) expect(statuses, `${label} status (body ${text.slice(0, 200)})`).toContain(response.status);
  else expect(response.status, `${label} is a 4xx (body ${text.slice(0, 200)})`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${label} is not a server fault`).toBeLessThan(500);
  expect(response.headers.get('content-type') ?? '', `${label} content type`).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error?: unknown };
  expect(Object.keys(body), `${label} answers with { error } only`).toEqual(['error']);
  expect(typeof body.error, `${label} has an error message`).toBe('string');
  const message = body.error as string;
  expect(message.length, `${label} message is not empty`).toBeGreaterThan(3);
  expect(message, `${label} leaks no internals`).not.toMatch(/ at .*\.ts:\d+|SQLITE|Error:|node_modules/);
  return message;
}

/** A real image made with sharp: a soft gradient so encoders cannot shrink it to nothing. */
export async function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return image[format]().toBuffer();
}

export interface StaffClient {
  cookie: string;
  headers: Record<string, string>;
  call: (method: string, path: string, body?: unknown) => Promise<unknown>;
}

export async function signIn(site: RunningSite): Promise<StaffClient> {
  const api = await staffApi(site);
  return { cookie: api.cookie, headers: { cookie: api.cookie, origin: site.url }, call: api.call };
}

/** Posts a multipart upload with the fields in the order given, as the admin screen sends them. */
export function upload(
  site: { url: string },
  headers: Record<string, string>,
  fields: { target?: string; file?: { bytes: Uint8Array; filename: string; type: string } },
): Promise<Response> {
  const form = new FormData();
  if (fields.target !== undefined) form.append('target', fields.target);
  if (fields.file)
    form.append(
      'file',
      new Blob([new Uint8Array(fields.file.bytes)], { type: fields.file.type }),
      fields.file.filename,
    );
  return fetch(`${site.url}/api/admin/images`, { method: 'POST', headers, body: form });
}

export function eventInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Summer grading',
    description: 'Belt grading for all juniors.',
    date: dayFromToday(10),
    time: '6:00 PM - 8:00 PM',
    location: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
    price: 12.5,
    booking_url: 'https://example.com/book',
    featured: false,
    image_url: null,
    ...overrides,
  };
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
