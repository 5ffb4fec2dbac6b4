import { describe, expect, it } from 'vitest';
import { imageTargetOf, variantObjectPath } from '@studio/core/firebase/firebaseLayout';
import { publicObjectUrl, studioImageName } from '../src/images/imageRecords.ts';
import { notificationMail } from '../src/contact/saveContactSubmission.ts';

describe('studioImageName', () => {
  it('accepts slot and event images in the studio folder', () => {
    expect(studioImageName('tmas/home_hero_1700000000000.jpg')).toBe('home_hero_1700000000000.jpg');
    expect(studioImageName('tmas/event_1700000000000-2.webp')).toBe('event_1700000000000-2.webp');
    expect(imageTargetOf('facility_cafe_1700000000000.png')).toBe('facility_cafe');
  });

  it('ignores variants, other folders, unknown slots and odd names', () => {
    for (const path of [
      'tmas/variants/home_hero_1700000000000_480.webp',
      'other/home_hero_1700000000000.jpg',
      'tmas/unknown_1700000000000.jpg',
      'tmas/home_hero.jpg',
      'tmas/home_hero_1700000000000.exe',
    ]) {
      expect(studioImageName(path), path).toBeUndefined();
    }
  });
});

describe('publicObjectUrl', () => {
  it('is a token-less download URL, or the emulator one', () => {
    expect(publicObjectUrl('b.firebasestorage.app', 'tmas/a b.jpg', '')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/b.firebasestorage.app/o/tmas%2Fa%20b.jpg?alt=media',
    );
    expect(publicObjectUrl('b', variantObjectPath('home_hero_1.jpg', 480), '127.0.0.1:9199')).toBe(
      'http://127.0.0.1:9199/v0/b/b/o/tmas%2Fvariants%2Fhome_hero_1_480.webp?alt=media',
    );
  });
});

describe('notificationMail', () => {
  it('is shaped for the Trigger Email extension: staff recipients, the enquirer as Reply-To, plain text', () => {
    const mail = notificationMail(
      ['staff@example.com', 'owner@example.com'],
      {
        name: 'Sam\nBcc: victim@example.com',
        email: 'sam@example.com',
        phone: undefined,
        class_interest: 'Boxing',
        message: 'Hi there\n<b>two lines</b>',
      },
      { id: 'abc', createdAt: '2026-07-01T17:05:00.000Z', siteUrl: 'https://www.studio.example/' },
    );
    expect(mail.to).toEqual(['staff@example.com', 'owner@example.com']);
    expect(mail.replyTo).toBe('sam@example.com');
    // A line break in the name cannot start a header of its own.
    expect(mail.message.subject).toBe('New enquiry from Sam Bcc: victim@example.com: Boxing');
    expect(mail.message.text).toContain('Phone: not given\n');
    expect(mail.message.text).toContain('Received: 1 Jul 2026, 18:05 (UK time)\n');
    expect(mail.message.text).toContain('Message:\nHi there\n<b>two lines</b>\n');
    expect(mail.message.text).toContain('https://www.studio.example/admin/dashboard?message=abc');
    expect(Object.keys(mail.message)).toEqual(['subject', 'text']);
  });
});
