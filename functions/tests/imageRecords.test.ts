import { describe, expect, it } from 'vitest';
import { imageTargetOf, variantObjectPath } from '@studio/core/firebaseLayout';
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
  it('is shaped for the Trigger Email extension and leaves out empty fields', () => {
    const mail = notificationMail('staff@example.com', {
      name: 'Sam',
      email: 'sam@example.com',
      phone: undefined,
      class_interest: undefined,
      message: 'Hi there',
    });
    expect(mail).toEqual({
      to: 'staff@example.com',
      replyTo: 'sam@example.com',
      message: { subject: 'New website message from Sam', text: 'Name: Sam\nEmail: sam@example.com\n\nHi there' },
    });
  });
});
