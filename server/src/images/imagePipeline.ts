import { IMAGE_VARIANT_WIDTHS, MAX_IMAGE_PIXELS } from '@studio/core/shared/limits';
import type { ImageContentType } from '@studio/core/content/images';
import { messages } from '@studio/core/shared/messages';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../http/httpErrors.ts';
import { sniffImageType } from './imageSniffing.ts';

// Decoded pixels are large; libvips' operation cache would keep them around between uploads.
sharp.cache(false);

/** The format sharp reports for each accepted type. */
const SHARP_FORMAT: Record<ImageContentType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
};

export interface ProcessedImage {
  contentType: ImageContentType;
  /** The upload re-encoded in its own format: same picture, no EXIF/GPS or other metadata. */
  original: Buffer;
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

function reencode(image: Sharp, contentType: ImageContentType): Sharp {
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 88, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/webp':
      return image.webp({ quality: 85 });
    case 'image/gif':
      return image.gif();
    case 'image/avif':
      return image.avif({ quality: 60 });
  }
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** Widths to make WebP copies at: the standard ones up to the picture's own width, never enlarged. */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length ? widths : [originalWidth];
}

/**
 * Checks an upload is a real image of an accepted type and a sane size, then strips its metadata and makes
 * its WebP variants. Throws an HttpError with a message fit to show when it is refused.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new HttpError(415, messages.onlyImages);
  const options = {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'error',
    animated: contentType === 'image/gif' || contentType === 'image/webp',
  } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== SHARP_FORMAT[contentType] || !metadata.width || !metadata.height) {
      throw new HttpError(415, messages.onlyImages);
    }
    const pages = metadata.pages ?? 1;
    const frameHeight = metadata.pageHeight ?? metadata.height;
    if (metadata.width * frameHeight * pages > MAX_IMAGE_PIXELS) throw new HttpError(400, messages.imageTooManyPixels);
    // EXIF orientation is applied to the pixels before the metadata goes, so the picture stays upright.
    const upright = () => (pages > 1 ? sharp(bytes, options) : sharp(bytes, options).rotate());
    const { data: original, info } = await reencode(upright(), contentType).toBuffer({ resolveWithObject: true });
    const width = info.width;
    const height = pages > 1 ? (info.pageHeight ?? frameHeight) : info.height;
    const variants = await Promise.all(
      variantWidths(width).map(async (variantWidth) => ({
        width: variantWidth,
        data: await upright()
          .resize({ width: variantWidth, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
    return { contentType, original, width, height, variants };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isPixelLimitError(error)) throw new HttpError(400, messages.imageTooManyPixels);
    // Bytes that start like an image but do not decode as one.
    throw new HttpError(415, messages.onlyImages);
  }
}
