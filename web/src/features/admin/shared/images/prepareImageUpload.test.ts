import { MAX_IMAGE_BYTES } from '@studio/core/shared/limits';
import { messages } from '@studio/core/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { imageSizeFromHeader } from './imageSize.ts';
import { prepareImageUpload, type ImageCodec } from './prepareImageUpload.ts';

/** The first bytes of a PNG of this size. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG's first bytes: SOI, an APP1 (EXIF) segment, then the frame header with the size. */
function jpegHeader(width: number, height: number, exifBytes = 1000): Uint8Array {
  const bytes = new Uint8Array(2 + 4 + exifBytes + 19);
  const view = new DataView(bytes.buffer);
  bytes.set([0xff, 0xd8, 0xff, 0xe1]);
  view.setUint16(4, exifBytes + 2);
  const sof = 2 + 2 + exifBytes + 2;
  bytes.set([0xff, 0xc2], sof);
  view.setUint16(sof + 2, 17);
  bytes[sof + 4] = 8;
  view.setUint16(sof + 5, height);
  view.setUint16(sof + 7, width);
  return bytes;
}

const fileOf = (header: Uint8Array, type: string, size = header.length, name = 'photo.jpg') => {
  const body = new Uint8Array(size);
  body.set(header);
  return new File([body], name, { type });
};

/** A codec that "decodes" to the given upright size and "encodes" to blobs of the given size. */
function fakeCodec(upright: { width: number; height: number }, encodedBytes = 900_000, writesWebp = true) {
  const close = vi.fn();
  const codec: ImageCodec = {
    decode: vi.fn(async () => ({ ...upright, close }) as unknown as ImageBitmap),
    encode: vi.fn(async (_picture, _width, _height, type) => {
      const written = type === 'image/webp' && !writesWebp ? 'image/png' : type;
      return new Blob([new Uint8Array(encodedBytes)], { type: written });
    }),
  };
  return { codec, close };
}

describe('imageSizeFromHeader', () => {
  it('reads PNG and JPEG sizes, past a JPEG’s EXIF', () => {
    expect(imageSizeFromHeader(pngHeader(800, 600))).toEqual({ width: 800, height: 600 });
    expect(imageSizeFromHeader(jpegHeader(4000, 3000, 60_000))).toEqual({ width: 4000, height: 3000 });
    expect(imageSizeFromHeader(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });
});

describe('prepareImageUpload', () => {
  it('scales a 12-megapixel 5.7 MB phone photo down to a 2,560 px JPEG, upright', async () => {
    // Stored 4000 x 3000 with EXIF "rotate 90": upright it is 3000 x 4000.
    const { codec, close } = fakeCodec({ width: 3000, height: 4000 });
    const photo = fileOf(jpegHeader(4000, 3000), 'image/jpeg', 5_700_000, 'IMG_2041.JPG');
    const prepared = await prepareImageUpload(photo, codec);
    expect(codec.encode).toHaveBeenCalledOnce();
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), 1920, 2560, 'image/jpeg', 0.85);
    expect(prepared.file).toMatchObject({ name: 'IMG_2041.jpg', type: 'image/jpeg', size: 900_000 });
    expect(close).toHaveBeenCalled();
  });

  it('keeps a picture that may be transparent as WebP, or JPEG where the browser cannot write WebP', async () => {
    const png = () => fileOf(pngHeader(6000, 4000), 'image/png', 3_000_000, 'plan.png');
    const webp = fakeCodec({ width: 6000, height: 4000 });
    expect((await prepareImageUpload(png(), webp.codec)).file).toMatchObject({ name: 'plan.webp', type: 'image/webp' });
    expect(webp.codec.encode).toHaveBeenCalledWith(expect.anything(), 2560, 1707, 'image/webp', 0.85);
    const noWebp = fakeCodec({ width: 6000, height: 4000 }, 1_200_000, false);
    expect((await prepareImageUpload(png(), noWebp.codec)).file).toMatchObject({
      name: 'plan.jpg',
      type: 'image/jpeg',
    });
  });

  it('sends a picture that already fits as it is', async () => {
    const { codec } = fakeCodec({ width: 1200, height: 800 });
    const small = fileOf(pngHeader(1200, 800), 'image/png', 300_000, 'logo.png');
    expect((await prepareImageUpload(small, codec)).file).toBe(small);
    expect(codec.decode).not.toHaveBeenCalled();
  });

  it('names the limit a refused picture broke: type, pixels or size', async () => {
    const { codec } = fakeCodec({ width: 16_000, height: 16_000 });
    expect(await prepareImageUpload(new File(['%PDF'], 'prices.pdf', { type: 'application/pdf' }), codec)).toEqual({
      problem: messages.onlyImages,
    });
    expect(messages.onlyImages).toContain('JPEG, PNG, WebP, GIF or AVIF');
    const huge = await prepareImageUpload(fileOf(pngHeader(16_000, 16_000), 'image/png'), codec);
    expect(huge.problem).toBe(`${messages.imageTooManyPixels} (this one is 16,000 x 16,000 pixels)`);
    expect(huge.problem).toContain('at most 40 megapixels');
    expect(codec.decode).not.toHaveBeenCalled();
    // A GIF is never re-encoded (it would lose its animation), so its size is checked as it is.
    const gif = new Uint8Array(10);
    gif.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x10, 0, 0x10, 0]);
    expect(await prepareImageUpload(fileOf(gif, 'image/gif', MAX_IMAGE_BYTES + 1), codec)).toEqual({
      problem: messages.imageTooLarge,
    });
  });

  it('refuses a type the browser cannot read either', async () => {
    const codec: ImageCodec = { decode: vi.fn(async () => null), encode: vi.fn() };
    expect(await prepareImageUpload(new File(['x'], 'IMG.HEIC', { type: 'image/heic' }), codec)).toEqual({
      problem: messages.onlyImages,
    });
  });
});
