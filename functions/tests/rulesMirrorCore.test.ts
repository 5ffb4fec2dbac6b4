import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, STUDIO_FOLDER, VARIANTS_FOLDER } from '@studio/core/firebaseLayout';
import { IMAGE_TYPES, UPLOAD_TARGETS } from '@studio/core/images';
import { MAX_IMAGE_BYTES } from '@studio/core/limits';

// Security rules cannot import code: these checks keep their copies of core's names and limits in step.
const storageRules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');
const firestoreRules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

describe('storage.rules mirrors core', () => {
  it('accepts exactly the upload targets and file extensions of core', () => {
    const pattern = /name\.matches\('\(([^)]+)\)_\[0-9\]\{13,\}\(-\[0-9\]\+\)\?\[\.\]\(([^)]+)\)'\)/.exec(storageRules);
    expect(pattern, 'the name pattern in isImageName()').not.toBeNull();
    expect(pattern![1]!.split('|').sort()).toEqual([...UPLOAD_TARGETS].sort());
    expect(pattern![2]!.split('|').sort()).toEqual(Object.values(IMAGE_TYPES).sort());
  });

  it('uses the studio folder, the variants folder and the size limit of core', () => {
    expect(storageRules).toContain(`match /${STUDIO_FOLDER}/{name}`);
    expect(storageRules).toContain(`match /${STUDIO_FOLDER}/${VARIANTS_FOLDER}/{name}`);
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(storageRules).toContain('request.resource.size <= 5 * 1024 * 1024');
  });
});

describe('firestore.rules mirrors core', () => {
  it('guards the collections the adapter and functions use', () => {
    for (const name of [COLLECTIONS.events, COLLECTIONS.submissions, COLLECTIONS.images]) {
      expect(firestoreRules).toContain(`match /${name}/{`);
    }
  });
});
