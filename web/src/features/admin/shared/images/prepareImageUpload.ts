import { isImageContentType } from '@studio/core/content/images';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, UPLOAD_LONGEST_SIDE } from '@studio/core/shared/limits';
import { messages } from '@studio/core/shared/messages';
import { color } from '@/design/tokens.ts';
import { imageSizeFromHeader } from './imageSize.ts';

/** Enough of a file to find its size in: a phone's JPEG can carry tens of kilobytes of EXIF before its frame. */
const HEADER_BYTES = 512 * 1024;
/** Quality of the scaled-down copy; see docs/decisions/021-photos-scaled-in-the-browser.md for the measurements. */
const ENCODE_QUALITY = 0.85;

export type PreparedImage = { file: File; problem?: undefined } | { file?: undefined; problem: string };

/** How the browser decodes and encodes; component tests (jsdom has neither) pass their own. */
export interface ImageCodec {
  /** The picture upright (EXIF orientation applied), or null when the browser cannot decode it. */
  decode(file: Blob): Promise<ImageBitmap | null>;
  /** The picture drawn at `width` x `height`, encoded as `type` (the browser may answer with another type). */
  encode(picture: ImageBitmap, width: number, height: number, type: string, quality: number): Promise<Blob | null>;
}

export const browserCodec: ImageCodec | null =
  typeof createImageBitmap === 'function' && typeof document !== 'undefined'
    ? {
        decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => null),
        encode: (picture, width, height, type, quality) => {
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d');
          if (!context) return Promise.resolve(null);
          context.imageSmoothingQuality = 'high';
          // A JPEG has no transparency: a transparent picture is drawn on white, not black.
          if (type === 'image/jpeg') {
            context.fillStyle = color.white;
            context.fillRect(0, 0, width, height);
          }
          context.drawImage(picture, 0, 0, width, height);
          return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
        },
      }
    : null;

const megapixels = (width: number, height: number) =>
  `${width.toLocaleString('en-GB')} x ${height.toLocaleString('en-GB')} pixels`;

const mayBeTransparent = (type: string) => ['image/png', 'image/webp', 'image/avif'].includes(type);

function renamed(file: File, blob: Blob): File {
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
  return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.${extension}`, { type: blob.type });
}

/**
 * Makes a picture ready to upload: a photo larger than the site needs (longest side over 2,560 px, over 5 MB, or a
 * type the site does not take but the browser can read, such as a phone's HEIC in Safari) is scaled down in the
 * browser to 2,560 px (a JPEG, or a WebP where it may be transparent), upright, without its metadata. What is
 * sent still has to pass SPEC's rules, here and on the server: an image type, at most 5 MB, at most 40 megapixels.
 * A refusal names the limit it broke.
 */
export async function prepareImageUpload(file: File, codec: ImageCodec | null = browserCodec): Promise<PreparedImage> {
  if (!file.type.startsWith('image/')) return { problem: messages.onlyImages };
  const size = imageSizeFromHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  if (size && size.width * size.height > MAX_IMAGE_PIXELS)
    return { problem: `${messages.imageTooManyPixels} (this one is ${megapixels(size.width, size.height)})` };
  const accepted = isImageContentType(file.type);
  const fits =
    accepted &&
    file.size <= MAX_IMAGE_BYTES &&
    size !== null &&
    Math.max(size.width, size.height) <= UPLOAD_LONGEST_SIDE;
  // Animated GIFs would lose their animation; a picture that already fits goes as it is (the server strips it).
  if (fits || file.type === 'image/gif' || !codec) return checked(file);

  const picture = await codec.decode(file);
  if (!picture) return accepted ? checked(file) : { problem: messages.onlyImages };
  try {
    const scale = Math.min(1, UPLOAD_LONGEST_SIDE / Math.max(picture.width, picture.height));
    const width = Math.max(1, Math.round(picture.width * scale));
    const height = Math.max(1, Math.round(picture.height * scale));
    // A photo becomes a JPEG: in Chromium it encodes ten times faster than WebP, and no larger (ADR 021). A picture
    // that may be transparent (PNG, WebP, AVIF) becomes a WebP, or a JPEG on white where the browser cannot write one.
    let blob = mayBeTransparent(file.type)
      ? await codec.encode(picture, width, height, 'image/webp', ENCODE_QUALITY)
      : null;
    if (blob?.type !== 'image/webp') blob = await codec.encode(picture, width, height, 'image/jpeg', ENCODE_QUALITY);
    if (!blob || !isImageContentType(blob.type)) return accepted ? checked(file) : { problem: messages.onlyImages };
    return checked(renamed(file, blob));
  } finally {
    picture.close();
  }
}

function checked(file: File): PreparedImage {
  if (file.size > MAX_IMAGE_BYTES) return { problem: messages.imageTooLarge };
  return { file };
}
