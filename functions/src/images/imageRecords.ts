import sharp, { type Metadata } from 'sharp';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  STUDIO_FOLDER,
  imageTargetOf,
  variantObjectPath,
  variantObjectPaths,
} from '@studio/core/firebase/firebaseLayout';
import { UPLOAD_TARGETS, isImageFileName, type ImageVariant } from '@studio/core/content/images';
import { IMAGE_CACHE_SECONDS, IMAGE_VARIANT_WIDTHS, MAX_IMAGE_PIXELS } from '@studio/core/shared/limits';

/** What the storage trigger knows about a stored object. */
export interface StoredObject {
  bucket: string;
  name: string;
  contentType?: string | undefined;
  size: number | string;
  timeCreated?: string | Date | undefined;
}

/** The few bucket operations the triggers need, so tests can hand in a bucket of their own. */
export interface ImageBucket {
  download(path: string): Promise<Buffer>;
  save(path: string, data: Buffer, contentType: string, cacheControl: string): Promise<void>;
  remove(path: string): Promise<void>;
}

/** `tmas/home_hero_1700000000000.jpg` -> `home_hero_1700000000000.jpg`; undefined for anything else in the bucket. */
export function studioImageName(objectPath: string): string | undefined {
  const prefix = `${STUDIO_FOLDER}/`;
  if (!objectPath.startsWith(prefix)) return undefined;
  const name = objectPath.slice(prefix.length);
  if (!isImageFileName(name) || !UPLOAD_TARGETS.includes(imageTargetOf(name))) return undefined;
  return name;
}

/**
 * Public address of an object. The studio folder is readable by anyone under storage.rules, so the Firebase
 * download endpoint serves it without a token; the address is stable and works against the Storage emulator too.
 */
export function publicObjectUrl(
  bucket: string,
  path: string,
  storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST,
): string {
  const origin = storageHost ? `http://${storageHost}` : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;
}

/**
 * Makes the WebP variants of a new upload and writes its `images` record. A file that does not decode as an image,
 * or decodes to too many pixels, is removed instead: nothing on the site may point at it.
 */
export async function recordUploadedImage(
  db: Firestore,
  bucket: ImageBucket,
  object: StoredObject,
): Promise<'recorded' | 'ignored' | 'rejected'> {
  const name = studioImageName(object.name);
  if (!name) return 'ignored';

  const original = await bucket.download(object.name);
  let metadata: Metadata;
  try {
    metadata = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_IMAGE_PIXELS)
      throw new Error('too many pixels');
  } catch {
    await bucket.remove(object.name);
    return 'rejected';
  }

  const variants: ImageVariant[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    // Only ever shrink: a variant wider than the original would be bigger and no sharper.
    if (width >= metadata.width) continue;
    const webp = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width })
      .webp({ quality: 80 })
      .toBuffer();
    const path = variantObjectPath(name, width);
    await bucket.save(path, webp, 'image/webp', `public, max-age=${IMAGE_CACHE_SECONDS}`);
    variants.push({ width, url: publicObjectUrl(object.bucket, path) });
  }

  await db
    .collection(COLLECTIONS.images)
    .doc(name)
    .set({
      name,
      slot: imageTargetOf(name),
      url: publicObjectUrl(object.bucket, object.name),
      content_type: object.contentType ?? 'application/octet-stream',
      size: Number(object.size),
      width: metadata.width,
      height: metadata.height,
      variants,
      created_at: object.timeCreated ? Timestamp.fromDate(new Date(object.timeCreated)) : Timestamp.now(),
    });
  return 'recorded';
}

/** Removes the record and the variants of a deleted upload. */
export async function forgetDeletedImage(
  db: Firestore,
  bucket: ImageBucket,
  object: Pick<StoredObject, 'name'>,
): Promise<'removed' | 'ignored'> {
  const name = studioImageName(object.name);
  if (!name) return 'ignored';
  await Promise.all(variantObjectPaths(name).map((path) => bucket.remove(path)));
  await db.collection(COLLECTIONS.images).doc(name).delete();
  return 'removed';
}
