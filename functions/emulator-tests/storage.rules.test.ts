import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

// Needs the Storage emulator, which scripts/test-rules.ts starts only where its rules runtime is available.
const skipReason = process.env.FIREBASE_STORAGE_EMULATOR_HOST
  ? undefined
  : (process.env.STORAGE_RULES_SKIP_REASON ?? 'no Storage emulator is running');
if (skipReason) console.warn(`Storage rules tests SKIPPED: ${skipReason}.`);

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const existing = 'tmas/home_hero_1700000000000.png';

describe.skipIf(skipReason !== undefined)('storage.rules', () => {
  let env: RulesTestEnvironment;
  const [host, port] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199').split(':');

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-studio-storage-rules',
      storage: { rules: readFileSync('storage.rules', 'utf8'), host, port: Number(port) },
    });
  });
  afterAll(async () => env?.cleanup());
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(context.storage(), existing), png, { contentType: 'image/png' });
    });
  });

  const storage = (role: 'visitor' | 'member' | 'staff'): FirebaseStorage =>
    (role === 'visitor'
      ? env.unauthenticatedContext()
      : role === 'member'
        ? env.authenticatedContext('member')
        : env.authenticatedContext('staff', { admin: true })
    ).storage() as unknown as FirebaseStorage;

  it.each(['visitor', 'member', 'staff'] as const)('%s can read the studio folder', async (role) => {
    await assertSucceeds(getBytes(ref(storage(role), existing)));
  });

  it('staff can upload a slot or event image with a valid name, type and size', async () => {
    await assertSucceeds(
      uploadBytes(ref(storage('staff'), 'tmas/home_about_1700000000001.png'), png, { contentType: 'image/png' }),
    );
    await assertSucceeds(
      uploadBytes(ref(storage('staff'), 'tmas/event_1700000000002.jpg'), png, { contentType: 'image/jpeg' }),
    );
  });

  it.each(['visitor', 'member'] as const)('%s cannot upload or delete', async (role) => {
    await assertFails(
      uploadBytes(ref(storage(role), 'tmas/home_about_1700000000001.png'), png, { contentType: 'image/png' }),
    );
    await assertFails(deleteObject(ref(storage(role), existing)));
  });

  it('staff cannot upload a non-image, an oversized file, a badly named file, an overwrite or outside the folder', async () => {
    const staff = storage('staff');
    await assertFails(uploadBytes(ref(staff, 'tmas/home_about_1700000000001.png'), png, { contentType: 'text/html' }));
    await assertFails(
      uploadBytes(ref(staff, 'tmas/home_about_1700000000001.png'), new Uint8Array(5 * 1024 * 1024 + 1), {
        contentType: 'image/png',
      }),
    );
    await assertFails(uploadBytes(ref(staff, 'tmas/holiday.png'), png, { contentType: 'image/png' }));
    await assertFails(
      uploadBytes(ref(staff, 'tmas/unknown_slot_1700000000001.png'), png, { contentType: 'image/png' }),
    );
    await assertFails(uploadBytes(ref(staff, existing), png, { contentType: 'image/png' }));
    await assertFails(
      uploadBytes(ref(staff, 'tmas/variants/home_hero_1700000000000_480.webp'), png, { contentType: 'image/webp' }),
    );
    await assertFails(uploadBytes(ref(staff, 'other/home_about_1700000000001.png'), png, { contentType: 'image/png' }));
  });

  it('staff can delete a studio image; nobody reads outside the studio folder', async () => {
    await assertSucceeds(deleteObject(ref(storage('staff'), existing)));
    await assertFails(getBytes(ref(storage('visitor'), 'other/file.png')));
  });
});
