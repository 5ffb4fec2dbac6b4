import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, readdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import {
  imageFileName,
  isImageFileName,
  slotImageMap,
  type ImageContentType,
  type ImageRecord,
  type SlotImageMap,
} from '@studio/core/content/images';
import { activityRef } from '@studio/core/activity/activity';
import { recordActivity } from '../activity/activityLog.ts';
import { inTransaction, type Database } from '../db/database.ts';
import { OWNER_ONLY_FILE } from '../files/ownerOnly.ts';
import type { SiteChanges } from '../site/siteChanges.ts';
import type { ProcessedImage } from './imagePipeline.ts';

interface ImageRow {
  name: string;
  slot: string;
  url: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: string;
}

interface VariantRow {
  name: string;
  image_name: string;
  width: number;
}

export const MEDIA_DIR = 'media';
export const mediaUrl = (name: string) => `/media/${name}`;

/** `home_hero_1700000000000.jpg` -> `home_hero_1700000000000-480.webp` */
export function variantFileName(name: string, width: number): string {
  return `${name.replace(/\.[a-z]+$/, '')}-${width}.webp`;
}

async function writeDurably(path: string, data: Buffer): Promise<void> {
  const handle = await open(path, 'wx', OWNER_ONLY_FILE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

export interface ImageStoreOptions {
  /** Told after an upload or removal is committed: the pages draw the newest upload of each slot. */
  siteChanges?: SiteChanges;
}

/**
 * Image records in SQLite, files under `{dataDir}/media`; a file is only ever served once its record exists. An
 * upload's or removal's activity entry (by `actor`) is written in the transaction of its records.
 */
export function createImageStore(db: Database, mediaDir: string, options: ImageStoreOptions = {}) {
  const all = db.prepare(
    'SELECT name, slot, url, content_type, size, width, height, created_at FROM images ORDER BY created_at DESC, name DESC',
  );
  const allVariants = db.prepare('SELECT name, image_name, width FROM image_variants ORDER BY width');
  const variantsOf = db.prepare(
    'SELECT name, image_name, width FROM image_variants WHERE image_name = ? ORDER BY width',
  );
  const byName = db.prepare(
    'SELECT name, slot, url, content_type, size, width, height, created_at FROM images WHERE name = ?',
  );
  const insertImage = db.prepare(
    'INSERT INTO images (name, slot, url, content_type, size, width, height, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertVariant = db.prepare(
    'INSERT INTO image_variants (name, image_name, width, content_type, size) VALUES (?, ?, ?, ?, ?)',
  );
  const deleteImage = db.prepare('DELETE FROM images WHERE name = ?');
  const recordedNames = db.prepare('SELECT name FROM images UNION ALL SELECT name FROM image_variants');
  const mediaFile = db.prepare(
    `SELECT content_type, size FROM images WHERE name = ?
     UNION ALL SELECT content_type, size FROM image_variants WHERE name = ?`,
  );

  let lastTimestamp = 0;
  /** Names carry a timestamp that only moves forward, so two uploads in one millisecond still get distinct names. */
  function reserveName(target: string, contentType: ImageContentType): { name: string; timestamp: number } {
    let timestamp = Math.max(Date.now(), lastTimestamp + 1);
    while (
      byName.get(imageFileName(target, contentType, timestamp)) ||
      existsSync(join(mediaDir, imageFileName(target, contentType, timestamp)))
    ) {
      timestamp += 1;
    }
    lastTimestamp = timestamp;
    return { name: imageFileName(target, contentType, timestamp), timestamp };
  }

  function toRecord(row: ImageRow, variants: VariantRow[]): ImageRecord {
    return {
      ...row,
      variants: variants.map((variant) => ({ width: variant.width, url: mediaUrl(variant.name) })),
    };
  }

  function list(): ImageRecord[] {
    const variantsByImage = new Map<string, VariantRow[]>();
    for (const variant of allVariants.all() as unknown as VariantRow[]) {
      const list = variantsByImage.get(variant.image_name) ?? [];
      list.push(variant);
      variantsByImage.set(variant.image_name, list);
    }
    return (all.all() as unknown as ImageRow[]).map((row) => toRecord(row, variantsByImage.get(row.name) ?? []));
  }

  // The public slot map, serialised once per change.
  let slotsJson: string | undefined;
  const changed = (slot: string | null) => {
    slotsJson = undefined;
    options.siteChanges?.changed({ what: 'images', slot });
  };

  return {
    list,
    slotMap: (): SlotImageMap => slotImageMap(list()),
    /** `{ slots }` as the public API sends it. */
    slotMapJson: (): string => (slotsJson ??= JSON.stringify({ slots: slotImageMap(list()) })),

    /** What `/media/{name}` may serve: a recorded image or one of its variants, never any other file. */
    mediaFile(name: string): { path: string; contentType: string; size: number } | undefined {
      if (!isImageFileName(name)) return undefined;
      const row = mediaFile.get(name, name) as { content_type: string; size: number } | undefined;
      return row && { path: join(mediaDir, name), contentType: row.content_type, size: row.size };
    },

    /**
     * Deletes image files no record points at: an upload renames its files into place before it records them, so a
     * crash in between leaves files nobody can see that would otherwise stay forever and go into every backup. Run
     * at start, before any upload can be in flight. Returns the names removed.
     */
    async removeUnrecordedFiles(): Promise<string[]> {
      const recorded = new Set((recordedNames.all() as { name: string }[]).map((row) => row.name));
      const leftovers = (await readdir(mediaDir)).filter((name) => isImageFileName(name) && !recorded.has(name));
      await Promise.all(leftovers.map((name) => removeQuietly(join(mediaDir, name))));
      return leftovers;
    },

    /**
     * Writes every file under a temporary name, syncs and renames it, then records the image and its
     * variants in one transaction. Any failure removes what was written: nothing half-saved stays behind.
     */
    async add(target: string, image: ProcessedImage, actor: string): Promise<ImageRecord> {
      const { name, timestamp } = reserveName(target, image.contentType);
      const files = [
        { name, data: image.original, width: image.width, contentType: image.contentType as string },
        ...image.variants.map((variant) => ({
          name: variantFileName(name, variant.width),
          data: variant.data,
          width: variant.width,
          contentType: 'image/webp',
        })),
      ];
      const written: string[] = [];
      const temporary: string[] = [];
      try {
        for (const file of files) {
          const temp = join(mediaDir, `.upload-${randomBytes(8).toString('hex')}.tmp`);
          temporary.push(temp);
          await writeDurably(temp, file.data);
          const final = join(mediaDir, file.name);
          await rename(temp, final);
          written.push(final);
        }
        await syncDirectory(mediaDir);
        inTransaction(db, () => {
          insertImage.run(
            name,
            target,
            mediaUrl(name),
            image.contentType,
            image.original.length,
            image.width,
            image.height,
            new Date(timestamp).toISOString(),
          );
          for (const file of files.slice(1))
            insertVariant.run(file.name, name, file.width, file.contentType, file.data.length);
          recordActivity(db, { actor, kind: 'image.uploaded', item: name, ref: activityRef('image', name) });
        });
      } catch (error) {
        await Promise.all([...temporary, ...written].map((path) => removeQuietly(path).catch(() => undefined)));
        throw error;
      }
      changed(target);
      return toRecord(byName.get(name) as unknown as ImageRow, variantsOf.all(name) as unknown as VariantRow[]);
    },

    /**
     * Removes the record (and its variants' records) first, then the files: a crash between leaves only unseen
     * files. Files that cannot be deleted are reported, not thrown: the image is gone from the site either way.
     * Null when there is no such image.
     */
    async remove(name: string, actor: string): Promise<{ leftoverFiles: string[] } | null> {
      if (!isImageFileName(name)) return null;
      const variants = variantsOf.all(name) as unknown as VariantRow[];
      const slot = (byName.get(name) as ImageRow | undefined)?.slot ?? null;
      const removed = inTransaction(db, () => {
        if (deleteImage.run(name).changes === 0) return false;
        recordActivity(db, { actor, kind: 'image.deleted', item: name, ref: activityRef('image', name) });
        return true;
      });
      if (!removed) return null;
      changed(slot);
      const files = [name, ...variants.map((variant) => variant.name)];
      const results = await Promise.allSettled(files.map((file) => removeQuietly(join(mediaDir, file))));
      return { leftoverFiles: files.filter((_file, index) => results[index]?.status === 'rejected') };
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
