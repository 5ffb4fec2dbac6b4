import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { MAX_IMAGE_BYTES } from '@studio/core/shared/limits';
import { messages } from '@studio/core/shared/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, staffClient, startTestServer, type Answer, type TestServer } from './testServer.ts';

let server: TestServer;
let staff: Client;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
});
afterAll(() => server?.destroy());

function upload(
  client: Client,
  target: string | undefined,
  bytes: Uint8Array,
  fileName = 'photo.jpg',
  type = 'image/jpeg',
): Promise<Answer> {
  const form = new FormData();
  if (target !== undefined) form.append('target', target);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return client.request('POST', '/api/admin/images', { body: form });
}

const mediaFiles = () => readdirSync(join(server.dataDir, 'media')).sort();

/** A JPEG carrying EXIF with a GPS position, as phones write them. */
function photoWithGps(width = 2000, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 28/1 0/1' },
    })
    .toBuffer();
}

/** A small PNG that claims a huge picture: the classic pixel flood. */
function pixelFloodPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(60_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image uploads', () => {
  it('stores a slot image under a server-made name, without EXIF, with WebP variants never wider than the original', async () => {
    const answer = await upload(staff, 'home_hero', await photoWithGps(), '../../etc/passwd.jpg');
    expect(answer.status).toBe(201);
    const image = answer.body.image;
    expect(image.name).toMatch(/^home_hero_\d{13}\.jpg$/);
    expect(image).toMatchObject({
      slot: 'home_hero',
      url: `/media/${image.name}`,
      content_type: 'image/jpeg',
      width: 2000,
      height: 1200,
    });
    expect(image.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 960, 1600]);

    const stored = await fetch(`${server.url}${image.url}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stored.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(stored.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.length).toBe(image.size);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);

    const variant = await fetch(`${server.url}${image.variants[0].url}`);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(480);

    const small = await upload(
      staff,
      'event',
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#333' } })
        .png()
        .toBuffer(),
      'x.png',
    );
    expect(small.status).toBe(201);
    expect(small.body.image.name).toMatch(/^event_\d{13}\.png$/);
    expect(small.body.image.variants.map((variant: { width: number }) => variant.width)).toEqual([480]);
  });

  it('gives uploads in the same millisecond distinct names; the newest wins its slot', async () => {
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const answers = await Promise.all([
      upload(staff, 'facility_cafe', png, 'a.png'),
      upload(staff, 'facility_cafe', png, 'b.png'),
    ]);
    const names = answers.map((answer) => answer.body.image.name);
    expect(new Set(names).size).toBe(2);
    const slots = (await new Client(server.url).get('/api/images/slots')).body.slots;
    expect(slots.facility_cafe.name).toBe([...names].sort().at(-1));
    expect(slots.home_hero.name).toMatch(/^home_hero_/);
  });

  it('lists every image for staff, newest first', async () => {
    const answer = await staff.get('/api/admin/images');
    expect(answer.status).toBe(200);
    const created: string[] = answer.body.images.map((image: { created_at: string }) => image.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(answer.body.images.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses files over 5 MB with 413 and writes nothing', async () => {
    const before = mediaFiles();
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const answer = await upload(staff, 'home_about', big);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: messages.imageTooLarge });
    expect(mediaFiles()).toEqual(before);
  });

  it('refuses anything whose bytes are not an accepted image, whatever its name or declared type', async () => {
    const before = mediaFiles();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    const cases: [Uint8Array, string, string][] = [
      [Buffer.from('just some text'), 'notes.jpg', 'image/jpeg'],
      [Buffer.from(svg), 'logo.svg', 'image/svg+xml'],
      [Buffer.from(svg), 'logo.png', 'image/png'],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.png', 'image/png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 'broken.jpg', 'image/jpeg'],
    ];
    for (const [bytes, fileName, type] of cases) {
      const answer = await upload(staff, 'home_about', bytes, fileName, type);
      expect(answer.status, fileName).toBe(415);
      expect(answer.body).toEqual({ error: messages.onlyImages });
    }
    expect(mediaFiles()).toEqual(before);
  });

  it('refuses a pixel flood', async () => {
    const answer = await upload(staff, 'home_about', pixelFloodPng(20_000, 20_000), 'flood.png', 'image/png');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: messages.imageTooManyPixels });
  });

  it('refuses an unknown slot, a missing slot or a missing file', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(staff, '../secrets', png)).body).toEqual({ error: 'Unknown image slot' });
    expect((await upload(staff, undefined, png)).status).toBe(400);
    const noFile = new FormData();
    noFile.append('target', 'home_hero');
    expect((await staff.request('POST', '/api/admin/images', { body: noFile })).status).toBe(400);
    expect((await staff.post('/api/admin/images', { target: 'home_hero' })).status).toBe(415);
  });

  it('deletes an image with its variants; unknown and traversal names are refused without touching disk', async () => {
    const image = (await upload(staff, 'kids_main', await photoWithGps(1000, 800))).body.image;
    const files = [
      image.name,
      ...image.variants.map((variant: { url: string }) => variant.url.slice('/media/'.length)),
    ];
    files.forEach((file) => expect(existsSync(join(server.dataDir, 'media', file))).toBe(true));
    expect((await staff.delete(`/api/admin/images/${image.name}`)).status).toBe(204);
    files.forEach((file) => expect(existsSync(join(server.dataDir, 'media', file))).toBe(false));
    expect((await fetch(`${server.url}${image.url}`)).status).toBe(404);
    expect(
      (await staff.get('/api/admin/images')).body.images.map((record: { name: string }) => record.name),
    ).not.toContain(image.name);

    expect((await staff.delete(`/api/admin/images/${image.name}`)).status).toBe(404);
    for (const name of ['..%2Fstudio.db', '..%2F..%2Fetc%2Fpasswd', 'studio.db', '%2e%2e%2fstudio.db']) {
      expect((await staff.delete(`/api/admin/images/${name}`)).status).toBe(404);
    }
    expect(existsSync(join(server.dataDir, 'studio.db'))).toBe(true);
  });

  it('deletes an image even when one of its files cannot be deleted (the leftover is logged, not an error)', async () => {
    const image = (await upload(staff, 'kids_main', await photoWithGps(1000, 800))).body.image;
    const variant = image.variants[0].url.slice('/media/'.length) as string;
    // A folder in a file's place: unlink fails with EISDIR or EPERM, for root too.
    const stuck = join(server.dataDir, 'media', variant);
    rmSync(stuck);
    mkdirSync(join(stuck, 'inside'), { recursive: true });
    try {
      expect((await staff.delete(`/api/admin/images/${image.name}`)).status).toBe(204);
      expect(existsSync(join(server.dataDir, 'media', image.name))).toBe(false);
      expect((await fetch(`${server.url}${image.url}`)).status).toBe(404);
      expect(
        (await staff.get('/api/admin/images')).body.images.map((record: { name: string }) => record.name),
      ).not.toContain(image.name);
    } finally {
      rmSync(stuck, { recursive: true, force: true });
    }
  });

  it('serves only recorded media: never the database or other files, whatever the path', async () => {
    const paths = [
      '/media/..%2Fstudio.db',
      '/media/%2e%2e%2fstudio.db',
      '/media/studio.db',
      '/media/.upload-x.tmp',
      '/media/home_hero_1700000000000.jpg',
      '/media/',
    ];
    for (const path of paths) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).not.toContain('SQLite');
    }
    expect(readFileSync(join(server.dataDir, 'studio.db')).subarray(0, 6).toString()).toBe('SQLite');
  });
});
