import functionsTest from 'firebase-functions-test';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@studio/core/messages';
import { CONTACT_RATE_LIMIT } from '../src/contact/saveContactSubmission.ts';
import { submitContact } from '../src/contact/submitContact.ts';
import { adminFirestore } from '../src/adminApp.ts';
import { forgetDeletedImage, recordUploadedImage, type ImageBucket } from '../src/images/imageRecords.ts';

// The functions' own code against the real Firestore emulator (FIRESTORE_EMULATOR_HOST), in a project of its own.
const projectId = 'demo-studio-functions';
process.env.GCLOUD_PROJECT = projectId;
const testEnv = functionsTest({ projectId });
const callSubmitContact = testEnv.wrap(submitContact);

afterAll(() => testEnv.cleanup());

beforeEach(async () => {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  expect(response.ok).toBe(true);
  delete process.env.NOTIFY_EMAIL;
});

function contactRequest(data: unknown, ip = '203.0.113.7') {
  return { data, rawRequest: { headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` }, ip: '10.0.0.1' } } as never;
}

const message = {
  name: 'Sam Carter',
  email: 'sam@example.com',
  class_interest: 'Kickboxing',
  message: 'Do you run beginners classes?',
};

async function submissions() {
  const snapshot = await adminFirestore().collection('contact_submissions').get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('submitContact', () => {
  it('saves a valid message unread with a server timestamp', async () => {
    await expect(callSubmitContact(contactRequest({ ...message, phone: '', website: '' }))).resolves.toEqual({
      ok: true,
    });
    const saved = await submissions();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ ...message, phone: null, read: false });
    expect(saved[0]?.created_at.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await adminFirestore().collection('mail').get()).size).toBe(0);
  });

  it('rejects invalid input with the core message and saves nothing', async () => {
    await expect(callSubmitContact(contactRequest({ ...message, email: 'not-an-email' }))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Please enter a valid email address',
    });
    await expect(callSubmitContact(contactRequest({ ...message, admin: true }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(await submissions()).toHaveLength(0);
  });

  it('pretends to accept honeypot spam but saves nothing', async () => {
    await expect(callSubmitContact(contactRequest({ ...message, website: 'https://spam.example' }))).resolves.toEqual({
      ok: true,
    });
    expect(await submissions()).toHaveLength(0);
  });

  it('limits messages per sender address and counts each address apart', async () => {
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.maxMessages; sent += 1)
      await callSubmitContact(contactRequest(message));
    await expect(callSubmitContact(contactRequest(message))).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: messages.contactRateLimited,
    });
    await expect(callSubmitContact(contactRequest(message, '198.51.100.4'))).resolves.toEqual({ ok: true });
    expect(await submissions()).toHaveLength(CONTACT_RATE_LIMIT.maxMessages + 1);
    const limits = await adminFirestore().collection('contact_rate_limits').get();
    // Addresses are kept only as hashes.
    expect(limits.docs.map((doc) => doc.id).join()).not.toContain('203.0.113.7');
  });

  it('queues a notification e-mail for the Trigger Email extension when NOTIFY_EMAIL is set', async () => {
    process.env.NOTIFY_EMAIL = 'staff@example.com';
    await callSubmitContact(contactRequest(message));
    const mail = (await adminFirestore().collection('mail').get()).docs.map((doc) => doc.data());
    expect(mail).toEqual([
      {
        to: 'staff@example.com',
        replyTo: 'sam@example.com',
        message: {
          subject: 'New website message from Sam Carter',
          text: expect.stringContaining('Do you run beginners classes?'),
        },
      },
    ]);
  });
});

/** A bucket in memory: Cloud Storage has no emulator here, and the triggers need only these calls. */
function memoryBucket(files: Record<string, Buffer>): ImageBucket & { files: Record<string, Buffer> } {
  return {
    files,
    download: async (path) => {
      const file = files[path];
      if (!file) throw new Error(`No such object ${path}`);
      return file;
    },
    save: async (path, data) => {
      files[path] = data;
    },
    remove: async (path) => {
      delete files[path];
    },
  };
}

describe('image triggers', () => {
  const bucketName = 'demo-studio.firebasestorage.app';

  it('records a finalised upload with WebP variants narrower than the original', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer();
    const bucket = memoryBucket({ 'tmas/home_hero_1700000000000.jpg': jpeg });
    const outcome = await recordUploadedImage(getFirestore(), bucket, {
      bucket: bucketName,
      name: 'tmas/home_hero_1700000000000.jpg',
      contentType: 'image/jpeg',
      size: jpeg.length,
      timeCreated: '2025-05-01T10:00:00.000Z',
    });
    expect(outcome).toBe('recorded');
    expect(Object.keys(bucket.files).sort()).toEqual([
      'tmas/home_hero_1700000000000.jpg',
      'tmas/variants/home_hero_1700000000000_480.webp',
      'tmas/variants/home_hero_1700000000000_960.webp',
    ]);
    const variant = await sharp(bucket.files['tmas/variants/home_hero_1700000000000_480.webp']).metadata();
    expect(variant).toMatchObject({ format: 'webp', width: 480, height: 320 });

    const record = (await adminFirestore().doc('images/home_hero_1700000000000.jpg').get()).data();
    expect(record).toMatchObject({
      name: 'home_hero_1700000000000.jpg',
      slot: 'home_hero',
      url: `https://firebasestorage.googleapis.com/v0/b/${bucketName}/o/tmas%2Fhome_hero_1700000000000.jpg?alt=media`,
      content_type: 'image/jpeg',
      size: jpeg.length,
      width: 1200,
      height: 800,
      variants: [
        { width: 480, url: expect.stringContaining('tmas%2Fvariants%2Fhome_hero_1700000000000_480.webp') },
        { width: 960, url: expect.stringContaining('tmas%2Fvariants%2Fhome_hero_1700000000000_960.webp') },
      ],
    });
    expect(record?.created_at.toDate().toISOString()).toBe('2025-05-01T10:00:00.000Z');

    await expect(
      forgetDeletedImage(getFirestore(), bucket, { name: 'tmas/home_hero_1700000000000.jpg' }),
    ).resolves.toBe('removed');
    expect(Object.keys(bucket.files)).toEqual(['tmas/home_hero_1700000000000.jpg']);
    expect((await adminFirestore().doc('images/home_hero_1700000000000.jpg').get()).exists).toBe(false);
  });

  it('ignores objects outside the studio folder, variants and names that match no slot', async () => {
    const bucket = memoryBucket({});
    for (const name of [
      'other/home_hero_1700000000000.jpg',
      'tmas/variants/home_hero_1700000000000_480.webp',
      'tmas/holiday.jpg',
      'tmas/unknown_1700000000000.jpg',
    ]) {
      await expect(recordUploadedImage(getFirestore(), bucket, { bucket: bucketName, name, size: 1 })).resolves.toBe(
        'ignored',
      );
      await expect(forgetDeletedImage(getFirestore(), bucket, { name })).resolves.toBe('ignored');
    }
    expect((await adminFirestore().collection('images').get()).size).toBe(0);
  });

  it('removes an upload that does not decode as an image, and records nothing', async () => {
    const bucket = memoryBucket({ 'tmas/event_1700000000000.png': Buffer.from('<html>not an image</html>') });
    const outcome = await recordUploadedImage(getFirestore(), bucket, {
      bucket: bucketName,
      name: 'tmas/event_1700000000000.png',
      contentType: 'image/png',
      size: 25,
    });
    expect(outcome).toBe('rejected');
    expect(bucket.files).toEqual({});
    expect((await adminFirestore().collection('images').get()).size).toBe(0);
  });
});
