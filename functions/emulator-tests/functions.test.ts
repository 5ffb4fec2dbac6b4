import functionsTest from 'firebase-functions-test';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@studio/core/shared/messages';
import { CONTACT_LIMIT } from '@studio/core/shared/limits';
import { submitContact } from '../src/contact/submitContact.ts';
import {
  deleteExpiredSubmissions,
  notificationStateOf,
  recordNotificationState,
} from '../src/contact/enquiryLifecycle.ts';
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

/** Google's own proxy, as a deployed function's connection sees it. */
const GOOGLE_PROXY = '169.254.8.1';

/**
 * A call as it reaches the deployed function: Google's front end appended `ip`, the address it saw, after whatever
 * the caller wrote (`written`, and any other header).
 */
function contactRequest(data: unknown, ip = '203.0.113.7', written: Record<string, string> = {}) {
  const forwarded = written['x-forwarded-for'] ? `${written['x-forwarded-for']}, ${ip}` : ip;
  return {
    data,
    rawRequest: {
      headers: { ...written, 'x-forwarded-for': forwarded },
      // Express's req.ip is the left-most entry (`trust proxy`): whatever the caller wrote.
      ip: written['x-forwarded-for']?.split(',')[0] ?? ip,
      socket: { remoteAddress: GOOGLE_PROXY },
    },
  } as never;
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
    for (let sent = 0; sent < CONTACT_LIMIT.maxMessages; sent += 1) await callSubmitContact(contactRequest(message));
    await expect(callSubmitContact(contactRequest(message))).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: messages.contactRateLimited,
      details: { retryAfterSeconds: expect.any(Number) },
    });
    await expect(callSubmitContact(contactRequest(message, '198.51.100.4'))).resolves.toEqual({ ok: true });
    expect(await submissions()).toHaveLength(CONTACT_LIMIT.maxMessages + 1);
    const limits = await adminFirestore().collection('contact_rate_limits').get();
    // Addresses are kept only as hashes.
    expect(limits.docs.map((doc) => doc.id).join()).not.toContain('203.0.113.7');
  });

  it('counts the address Google appended, whatever the caller wrote in X-Forwarded-For, Forwarded or Fastly-Client-IP', async () => {
    for (let sent = 1; sent <= CONTACT_LIMIT.maxMessages + 3; sent += 1) {
      const call = callSubmitContact(
        contactRequest(message, '203.0.113.7', {
          'x-forwarded-for': `198.51.100.${sent}`,
          forwarded: `for=198.51.100.${sent}`,
          'fastly-client-ip': `198.51.100.${sent}`,
        }),
      );
      if (sent <= CONTACT_LIMIT.maxMessages) await expect(call).resolves.toEqual({ ok: true });
      else await expect(call).rejects.toMatchObject({ code: 'resource-exhausted' });
    }
    expect(await submissions()).toHaveLength(CONTACT_LIMIT.maxMessages);
    // A call whose appended entry is missing counts on the connection, Google's proxy: the limit still holds.
    const bare = { data: message, rawRequest: { headers: {}, socket: { remoteAddress: GOOGLE_PROXY } } } as never;
    for (let sent = 0; sent < CONTACT_LIMIT.maxMessages; sent += 1) await callSubmitContact(bare);
    await expect(callSubmitContact(bare)).rejects.toMatchObject({ code: 'resource-exhausted' });
  });

  it('counts IPv6 senders by their /64 network, as the self-hosted server does', async () => {
    for (let sent = 1; sent <= CONTACT_LIMIT.maxMessages; sent += 1)
      await callSubmitContact(contactRequest(message, `2001:db8:1:2::${sent}`));
    await expect(callSubmitContact(contactRequest(message, '2001:db8:1:2:ffff:ffff:ffff:ffff'))).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    await expect(callSubmitContact(contactRequest(message, '2001:db8:1:3::1'))).resolves.toEqual({ ok: true });
  });

  it('queues a notification e-mail for the Trigger Email extension when NOTIFY_EMAIL is set', async () => {
    process.env.NOTIFY_EMAIL = 'staff@example.com, owner@example.com';
    process.env.SITE_URL = 'https://www.studio.example';
    await callSubmitContact(contactRequest(message));
    const [submission] = (await adminFirestore().collection('contact_submissions').get()).docs;
    expect(submission?.data()).toMatchObject({ status: 'new', notes_count: 0, notification: 'pending' });
    const mail = (await adminFirestore().collection('mail').get()).docs;
    // The e-mail has the message's id, so deleting the message finds it.
    expect(mail.map((doc) => doc.id)).toEqual([submission!.id]);
    expect(mail[0]!.data()).toEqual({
      to: ['staff@example.com', 'owner@example.com'],
      replyTo: 'sam@example.com',
      message: {
        subject: 'New enquiry from Sam Carter: Kickboxing',
        text: expect.stringContaining(
          `Do you run beginners classes?\n\nOpen it in the admin: https://www.studio.example/admin/dashboard?message=${submission!.id}`,
        ),
      },
    });
    delete process.env.SITE_URL;
  });
});

// The enquiry lifecycle: retention and delivery state.
describe('enquiry lifecycle', () => {
  const db = () => adminFirestore();
  const DAY = 24 * 3600 * 1000;
  const now = new Date('2026-11-25T08:30:00.000Z');

  async function seed(id: string, receivedAt: Date) {
    await db()
      .collection('contact_submissions')
      .doc(id)
      .set({ ...message, created_at: Timestamp.fromDate(receivedAt) });
    await db().collection('contact_submissions').doc(id).collection('notes').doc('n').set({ text: 'a note' });
    await db()
      .collection('mail')
      .doc(id)
      .set({ to: ['staff@example.com'] });
  }

  it('deletes exactly the messages older than the period, with their notes and e-mails', async () => {
    await seed('expired', new Date(now.getTime() - 365 * DAY - 1));
    await seed('boundary', new Date(now.getTime() - 365 * DAY));
    await seed('recent', new Date(now.getTime() - DAY));
    expect(await deleteExpiredSubmissions(db(), now, 365)).toBe(1);
    const left = (await db().collection('contact_submissions').get()).docs.map((doc) => doc.id).sort();
    expect(left).toEqual(['boundary', 'recent']);
    expect((await db().collection('contact_submissions/expired/notes').get()).size).toBe(0);
    expect((await db().collection('mail').doc('expired').get()).exists).toBe(false);
    expect((await db().collection('mail').doc('recent').get()).exists).toBe(true);
  });

  it("follows the Trigger Email extension's delivery state onto the message", async () => {
    await db()
      .collection('contact_submissions')
      .doc('m1')
      .set({ ...message, notification: 'pending' });
    expect(notificationStateOf({ delivery: { state: 'PROCESSING' } })).toBe('pending');
    await recordNotificationState(db(), 'm1', { delivery: { state: 'SUCCESS' } });
    expect((await db().collection('contact_submissions').doc('m1').get()).get('notification')).toBe('sent');
    await recordNotificationState(db(), 'm1', { delivery: { state: 'ERROR', error: 'refused' } });
    expect((await db().collection('contact_submissions').doc('m1').get()).get('notification')).toBe('failed');
    // A message erased meanwhile stays erased.
    await recordNotificationState(db(), 'gone', { delivery: { state: 'SUCCESS' } });
    expect((await db().collection('contact_submissions').doc('gone').get()).exists).toBe(false);
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
