/**
 * Uploads are the one place visitors' browsers later load bytes staff sent: prove only real images get in, in their
 * real type, without their metadata, under names the server makes, and that nothing under /media acts as a page.
 */
import { deflateSync } from 'node:zlib';
import { IMAGE_NAME_PATTERN } from '@studio/core/content/images';
import { messages } from '@studio/core/shared/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectHealthy,
  expectJsonError,
  makeImage,
  mediaFiles,
  readDatabase,
  signIn,
  snapshot,
  startSite,
  upload,
  type RunningSite,
  type StaffClient,
} from './lib/reliability.ts';

let site: RunningSite;
let staff: StaffClient;

beforeAll(async () => {
  site = await startSite();
  staff = await signIn(site);
});

afterAll(async () => {
  await site?.stop();
});

interface UploadedImage {
  name: string;
  url: string;
  content_type: string;
  variants?: { width: number; url: string }[];
}

async function uploadOk(
  bytes: Uint8Array,
  filename: string,
  type: string,
  target = 'home_hero',
): Promise<UploadedImage> {
  const response = await upload(site, staff.headers, { target, file: { bytes, filename, type } });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return (JSON.parse(text) as { image: UploadedImage }).image;
}

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, sum]);
}

/** A greyscale PNG claiming `width` x `height`, with `rows` rows of real (all-black) pixel data. */
function pixelFloodPng(width: number, height: number, rows: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rows * (width + 1)), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
const HTML = '<!DOCTYPE html><html><body><script>fetch("/api/admin/submissions")</script></body></html>';

describe('only real images of an accepted type get in', () => {
  const disguised: { name: string; bytes: () => Promise<Buffer> | Buffer; filename: string; type: string }[] = [
    { name: 'SVG named .png', bytes: () => Buffer.from(SVG), filename: 'logo.png', type: 'image/png' },
    { name: 'SVG declared as SVG', bytes: () => Buffer.from(SVG), filename: 'logo.svg', type: 'image/svg+xml' },
    {
      name: 'SVG with an XML prolog named .jpg',
      bytes: () => Buffer.from(`<?xml version="1.0"?>${SVG}`),
      filename: 'a.jpg',
      type: 'image/jpeg',
    },
    { name: 'HTML named .jpg', bytes: () => Buffer.from(HTML), filename: 'photo.jpg', type: 'image/jpeg' },
    { name: 'HTML named .png', bytes: () => Buffer.from(HTML), filename: 'photo.png', type: 'image/png' },
    {
      name: 'PNG magic followed by HTML (polyglot)',
      bytes: () => Buffer.concat([PNG_MAGIC, Buffer.from(HTML)]),
      filename: 'x.png',
      type: 'image/png',
    },
    {
      name: 'JPEG magic followed by HTML',
      bytes: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]),
      filename: 'x.jpg',
      type: 'image/jpeg',
    },
    {
      name: 'GIF header followed by a script',
      bytes: () => Buffer.from(`GIF89a/*${HTML}*/`),
      filename: 'x.gif',
      type: 'image/gif',
    },
    {
      name: 'a truncated PNG',
      bytes: async () => (await makeImage('png')).subarray(0, 60),
      filename: 'cut.png',
      type: 'image/png',
    },
    {
      name: 'a PDF named .png',
      bytes: () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'),
      filename: 'doc.png',
      type: 'image/png',
    },
    {
      name: 'a ZIP named .webp',
      bytes: () => Buffer.from('PK\u0003\u0004rest-of-zip'),
      filename: 'a.webp',
      type: 'image/webp',
    },
    {
      name: 'a program named .gif',
      bytes: () => Buffer.from('\u007fELF\u0002\u0001\u0001'),
      filename: 'a.gif',
      type: 'image/gif',
    },
    { name: 'a BMP (an image, but not an accepted type)', bytes: () => bmp(), filename: 'a.bmp', type: 'image/bmp' },
  ];

  it.each(disguised)('$name is refused with "Only image files are allowed"', async ({ bytes, filename, type }) => {
    const before = snapshot(site.dataDir);
    const response = await upload(site, staff.headers, {
      target: 'home_hero',
      file: { bytes: await bytes(), filename, type },
    });
    expect(await expectJsonError(response, 415, filename)).toBe(messages.onlyImages);
    expect(snapshot(site.dataDir)).toEqual(before);
  });

  it('the stored type and extension come from the bytes, not from the name or the declared type', async () => {
    const png = await makeImage('png');
    const image = await uploadOk(png, 'holiday.jpg', 'image/jpeg');
    expect(image.name).toMatch(/^home_hero_\d{13,}\.png$/);
    expect(image.content_type).toBe('image/png');
    const served = await fetch(`${site.url}${image.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png');
  });

  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('a real %s is accepted and served as that type', async (format) => {
    const image = await uploadOk(await makeImage(format), `picture.${format}`, `image/${format}`, 'facility_main');
    expect(image.content_type).toBe(`image/${format}`);
    const served = await fetch(`${site.url}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(`image/${format}`);
  });
});

describe('pixel floods are refused before they are decoded', () => {
  it.each([
    { name: '20000 x 20000 header over a few rows of data', png: () => pixelFloodPng(20_000, 20_000, 4) },
    {
      name: '10000 x 5000, every row present (50 megapixels compressed to a few KB)',
      png: () => pixelFloodPng(10_000, 5_000, 5_000),
    },
    { name: '1 x 100 000 000 sliver', png: () => pixelFloodPng(1, 100_000_000, 10) },
  ])('$name', async ({ png }) => {
    const bytes = png();
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const before = snapshot(site.dataDir);
    const started = Date.now();
    const response = await upload(site, staff.headers, {
      target: 'home_hero',
      file: { bytes, filename: 'flood.png', type: 'image/png' },
    });
    expect(await expectJsonError(response, [400, 413, 415], 'pixel flood')).toBe(messages.imageTooManyPixels);
    expect(Date.now() - started, 'refused quickly, without decoding').toBeLessThan(5000);
    expect(snapshot(site.dataDir)).toEqual(before);
    await expectHealthy(site);
  });
});

describe('metadata is removed', () => {
  it('EXIF (GPS position, camera, owner) and XMP are gone from the stored image and every variant', async () => {
    const original = await sharp(await makeImage('jpeg', 1000, 700))
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'Tracker 9000', Artist: 'Secret Owner', Copyright: 'Private' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '53/1 28/1 3052/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '2/1 56/1 2736/100',
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Owner</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .jpeg()
      .toBuffer();
    // The test image really carries what must be removed.
    const sent = await sharp(original).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Tracker 9000');
    // Tag 0x8825 (little-endian) points at the GPS IFD.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(sent.xmp).toBeDefined();

    const image = await uploadOk(original, 'IMG_0001.jpg', 'image/jpeg');
    const urls = [image.url, ...(image.variants ?? []).map((variant) => variant.url)];
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      const bytes = Buffer.from(await (await fetch(`${site.url}${url}`)).arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, `${url} has no EXIF`).toBeUndefined();
      expect(metadata.xmp, `${url} has no XMP`).toBeUndefined();
      for (const secret of ['SpyCam', 'Tracker 9000', 'Secret Owner', 'Exif']) {
        expect(bytes.includes(Buffer.from(secret)), `${url} does not contain "${secret}"`).toBe(false);
      }
    }
  });

  it('a rotated photo stays upright once its orientation tag is gone', async () => {
    // 40 wide x 20 tall, tagged "rotate 90° clockwise" (orientation 6): it should be stored 20 wide x 40 tall.
    const tagged = await sharp(await makeImage('jpeg', 40, 20))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).orientation).toBe(6);
    const image = await uploadOk(tagged, 'rotated.jpg', 'image/jpeg');
    const stored = await sharp(Buffer.from(await (await fetch(`${site.url}${image.url}`)).arrayBuffer())).metadata();
    expect(stored.orientation ?? 1).toBe(1);
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 20, height: 40 });
  });
});

describe('names are made by the server only', () => {
  const hostileNames = [
    '../../../../etc/cron.d/evil.png',
    '..\\..\\studio.db',
    '/absolute/path.png',
    '<script>alert(1)</script>.png',
    'page.html',
    'studio.db',
    'home_hero_1000000000000.png',
    'name\u0000.png',
    '%2e%2e%2fescape.png',
    ' spaces and ünïcode 🥋.png',
  ];

  it.each(hostileNames)('the client file name %j is ignored', async (filename) => {
    const filesBefore = Object.keys(mediaFiles(site.dataDir));
    const image = await uploadOk(await makeImage('png'), filename, 'image/png', 'event');
    expect(image.name).toMatch(IMAGE_NAME_PATTERN);
    expect(image.name).toMatch(/^event_\d{13,}\.png$/);
    expect(image.url).toBe(`/media/${image.name}`);
    const added = Object.keys(mediaFiles(site.dataDir)).filter((name) => !filesBefore.includes(name));
    expect(added.length).toBeGreaterThan(0);
    for (const name of added) expect(name).toMatch(IMAGE_NAME_PATTERN);
    const rows = readDatabase(site.dataDir, (db) =>
      db.prepare('SELECT name FROM images WHERE name = ?').all(image.name),
    );
    expect(rows).toHaveLength(1);
  });

  it('two uploads in the same moment never share a name', async () => {
    const bytes = await makeImage('png');
    const images = await Promise.all(
      Array.from({ length: 8 }, () => uploadOk(bytes, 'same.png', 'image/png', 'home_about')),
    );
    expect(new Set(images.map((image) => image.name)).size).toBe(8);
  });
});

describe('media is never served as a page', () => {
  it('image type, nosniff, a sandboxing CSP and no HTML even when HTML is asked for', async () => {
    const image = await uploadOk(await makeImage('png'), 'a.png', 'image/png');
    for (const url of [image.url, ...(image.variants ?? []).map((variant) => variant.url)]) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${site.url}${url}`, { method, headers: { accept: 'text/html,*/*' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/(png|webp)$/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp).toMatch(/default-src 'none'/);
        expect(csp).toMatch(/\bsandbox\b/);
        expect(response.headers.get('content-disposition') ?? 'inline').not.toMatch(/filename=.*\.html?/i);
      }
    }
  });

  it('a file placed in media/ by hand that the server never recorded is not served', async () => {
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    writeFileSync(join(site.dataDir, 'media', 'home_hero_1700000000000.png'), HTML);
    writeFileSync(join(site.dataDir, 'media', 'page.html'), HTML);
    for (const name of ['home_hero_1700000000000.png', 'page.html']) {
      await expectJsonError(await fetch(`${site.url}/media/${name}`), 404, name);
    }
  });
});

/** A 2x2 24-bit BMP: a real image in a format the site does not take. */
function bmp(): Buffer {
  const pixels = Buffer.alloc(16, 0x80);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'ascii');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}
