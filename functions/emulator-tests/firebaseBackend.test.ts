import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDateFromDay, studioToday, type EventInput } from '@studio/core/events/events';
import { messages } from '@studio/core/shared/messages';
import { createFirebaseBackend } from '../../web/src/backend/firebase/firebaseBackend.ts';
import { notStaffMessage } from '../../web/src/backend/firebase/firebaseErrors.ts';
import type { Backend } from '../../web/src/backend/port.ts';
import { adminApp, clearAuth, clearFirestore, emulatorSettings, functionsPort, storageHost } from './emulators.ts';

// The firebase adapter of the Backend port against the Auth, Functions and Firestore emulators that
// scripts/test-rules.ts started; Firestore evaluates firestore.rules for every call the adapter makes.
const imageSkipReason = storageHost
  ? undefined
  : (process.env.STORAGE_RULES_SKIP_REASON ?? 'no Storage emulator is running');
if (!functionsPort)
  console.warn('firebase adapter tests SKIPPED: the Auth and Functions emulators are not running (--rules-only).');
else if (imageSkipReason) console.warn(`firebase adapter image upload/delete tests SKIPPED: ${imageSkipReason}.`);

const staff = { email: 'staff@example.com', password: 'correct horse battery' };
const member = { email: 'member@example.com', password: 'just a member 123' };

function day(offset: number): string {
  const date = new Date(`${studioToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

function eventInput(title: string, dayOffset: number, extra: Partial<EventInput> = {}): EventInput {
  return {
    title,
    description: `${title} at the studio.\nBring water.`,
    date: day(dayOffset),
    time: '6:00 PM - 8:00 PM',
    location: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
    price: null,
    booking_url: null,
    featured: false,
    image_url: null,
    ...extra,
  };
}

describe.skipIf(!functionsPort)('firebase adapter on the emulators', () => {
  let visitor: Backend;
  let staffBackend: Backend;

  beforeAll(async () => {
    await clearFirestore();
    await clearAuth();
    const admin = adminApp();
    const staffUser = await getAuth(admin).createUser(staff);
    await getAuth(admin).setCustomUserClaims(staffUser.uid, { admin: true });
    await getAuth(admin).createUser(member);
    await getFirestore(admin)
      .doc('images/home_hero_1700000000000.jpg')
      .set({
        name: 'home_hero_1700000000000.jpg',
        slot: 'home_hero',
        url: 'https://example.com/home_hero_1700000000000.jpg',
        content_type: 'image/jpeg',
        size: 1234,
        variants: [{ width: 480, url: 'https://example.com/home_hero_480.webp' }],
        created_at: Timestamp.fromDate(new Date('2025-05-01T10:00:00Z')),
      });
    visitor = createFirebaseBackend(emulatorSettings());
    staffBackend = createFirebaseBackend(emulatorSettings());
  });

  afterAll(async () => {
    await staffBackend?.auth.signOut();
  });

  it('signs staff in only with the right password and the admin claim', async () => {
    const someone = createFirebaseBackend(emulatorSettings());
    await expect(someone.auth.signIn(staff.email, 'wrong password')).rejects.toMatchObject({
      message: messages.invalidLogin,
    });
    await expect(someone.auth.signIn(member.email, member.password)).rejects.toMatchObject({
      code: 'forbidden',
      message: notStaffMessage,
    });
    await expect(someone.auth.current()).resolves.toBeNull();

    const changes: unknown[] = [];
    const stop = staffBackend.auth.onChange((user) => changes.push(user));
    await expect(staffBackend.auth.signIn(staff.email, staff.password)).resolves.toEqual({
      email: staff.email,
      role: 'owner',
      mustChangePassword: false,
    });
    await expect(staffBackend.auth.current()).resolves.toEqual({
      email: staff.email,
      role: 'owner',
      mustChangePassword: false,
    });
    await expect.poll(() => changes.at(-1)).toEqual({ email: staff.email, role: 'owner', mustChangePassword: false });
    stop();
  });

  it('lets staff manage events and shows visitors only upcoming ones, soonest first', async () => {
    const later = await staffBackend.events.create(
      eventInput('Open Day', 20, { price: 5, booking_url: 'https://example.com/book' }),
    );
    const soon = await staffBackend.events.create(eventInput('Sparring Night', 3));
    const today = await staffBackend.events.create(eventInput('Grading', 0, { featured: true }));
    await staffBackend.events.create(eventInput('Last Summer Camp', -30));

    expect(later).toMatchObject({
      title: 'Open Day',
      date: eventDateFromDay(day(20)),
      price: 5,
      booking_url: 'https://example.com/book',
      updated_at: null,
    });
    expect(later.description).toBe('Open Day at the studio.\nBring water.');
    expect(new Date(later.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect((await visitor.events.listUpcoming()).map((event) => event.title)).toEqual([
      'Grading',
      'Sparring Night',
      'Open Day',
    ]);
    expect((await staffBackend.events.listAll()).map((event) => event.title)).toEqual([
      'Open Day',
      'Sparring Night',
      'Grading',
      'Last Summer Camp',
    ]);

    const detail = await visitor.events.getWithOthers(soon.id);
    expect(detail?.event.title).toBe('Sparring Night');
    expect(detail?.others.map((event) => event.title)).toEqual(['Grading', 'Open Day']);
    await expect(visitor.events.getWithOthers('no-such-event')).resolves.toBeNull();

    const edited = await staffBackend.events.update(soon.id, eventInput('Sparring Night (all levels)', 4));
    expect(edited).toMatchObject({
      title: 'Sparring Night (all levels)',
      date: eventDateFromDay(day(4)),
      created_at: soon.created_at,
    });
    expect(edited.updated_at).not.toBeNull();
    await expect(staffBackend.events.setFeatured(today.id, false)).resolves.toMatchObject({ featured: false });

    await staffBackend.events.remove(later.id);
    await expect(staffBackend.events.remove(later.id)).rejects.toMatchObject({ code: 'not-found' });
    await expect(staffBackend.events.update(later.id, eventInput('Gone', 5))).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('refuses invalid events and anything a visitor tries to change', async () => {
    await expect(staffBackend.events.create(eventInput('', 2))).rejects.toMatchObject({
      code: 'invalid',
      message: messages.eventFormIncomplete,
    });
    await expect(staffBackend.events.create(eventInput('Bad price', 2, { price: -3 }))).rejects.toMatchObject({
      code: 'invalid',
    });
    await expect(visitor.events.create(eventInput('Sneaky', 2))).rejects.toMatchObject({ code: 'forbidden' });
    const [first] = await visitor.events.listUpcoming();
    await expect(visitor.events.setFeatured(first!.id, true)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(visitor.events.remove(first!.id)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(visitor.events.listAll()).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('sends contact messages through the function and lets only staff read and mark them', async () => {
    await visitor.contact.submit({ name: 'Sam Carter', email: 'sam@example.com', message: 'First message' });
    await visitor.contact.submit({
      name: 'Alex Roe',
      email: 'alex@example.com',
      phone: '0151 496 0000',
      class_interest: 'Boxing',
      message: 'Second message',
    });
    await expect(visitor.contact.submit({ name: 'Sam', email: 'nope', message: 'Hi' })).rejects.toMatchObject({
      code: 'invalid',
      message: 'Please enter a valid email address',
    });

    await expect(visitor.submissions.list()).rejects.toMatchObject({ code: 'forbidden' });
    const listed = await staffBackend.submissions.list();
    expect(listed.map((submission) => submission.message)).toEqual(['Second message', 'First message']);
    expect(listed[0]).toMatchObject({
      name: 'Alex Roe',
      phone: '0151 496 0000',
      class_interest: 'Boxing',
      read: false,
    });
    expect(listed[1]).toMatchObject({ phone: null, class_interest: null });

    await expect(staffBackend.submissions.setRead(listed[0]!.id, true)).resolves.toMatchObject({
      id: listed[0]!.id,
      read: true,
    });
    await expect(visitor.submissions.setRead(listed[1]!.id, true)).rejects.toMatchObject({ code: 'forbidden' });
    expect((await staffBackend.submissions.list()).map((submission) => submission.read)).toEqual([true, false]);
  });

  it('reads image records for the public slot map and the admin list', async () => {
    const slots = await visitor.images.slotMap();
    expect(slots.home_hero).toMatchObject({
      name: 'home_hero_1700000000000.jpg',
      created_at: '2025-05-01T10:00:00.000Z',
    });
    expect(slots.home_about).toBeUndefined();
    expect((await staffBackend.images.list()).map((image) => image.name)).toEqual(['home_hero_1700000000000.jpg']);
  });

  it('refuses uploads that are not images or too large before sending anything', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(staffBackend.images.upload('home_hero', text)).rejects.toMatchObject({ message: messages.onlyImages });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await expect(staffBackend.images.upload('home_hero', huge)).rejects.toMatchObject({
      message: messages.imageTooLarge,
    });
  });

  it.skipIf(imageSkipReason !== undefined)(
    'uploads with progress, and deletes, through Cloud Storage and the triggers',
    async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      );
      const progress: number[] = [];
      const image = await staffBackend.images.upload(
        'home_about',
        new File([png], 'about.png', { type: 'image/png' }),
        (fraction) => progress.push(fraction),
      );
      expect(image).toMatchObject({ slot: 'home_about', content_type: 'image/png' });
      expect(progress.at(-1)).toBe(1);
      await staffBackend.images.remove(image.name);
      expect((await staffBackend.images.list()).map((record) => record.name)).not.toContain(image.name);
    },
  );
});
