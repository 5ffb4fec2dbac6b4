import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { activityEntry, commitWithEntry, type Writer } from './activityEntries.ts';

// Real rules evaluation on the Firestore emulator that scripts/test-rules.ts started (FIRESTORE_EMULATOR_HOST).
let env: RulesTestEnvironment;

beforeAll(async () => {
  // Denials are the expected outcome of half these tests; the SDK would log each one.
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-studio-firestore-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const batch = writeBatch(context.firestore());
    const db = context.firestore();
    batch.set(doc(db, 'events/grading'), storedEvent());
    batch.set(doc(db, 'contact_submissions/first'), {
      name: 'Sam Carter',
      email: 'sam@example.com',
      phone: null,
      class_interest: 'Kickboxing',
      message: 'Do you run beginners classes?',
      read: false,
      created_at: Timestamp.fromDate(new Date('2025-05-01T10:00:00Z')),
    });
    batch.set(doc(db, 'images/home_hero_1700000000000.jpg'), {
      name: 'home_hero_1700000000000.jpg',
      slot: 'home_hero',
      url: 'https://example.com/home_hero.jpg',
      content_type: 'image/jpeg',
      size: 1000,
      created_at: Timestamp.now(),
    });
    batch.set(doc(db, 'contact_rate_limits/someone'), { count: 1 });
    batch.set(doc(db, 'mail/one'), { to: 'staff@example.com' });
    batch.set(doc(db, 'trial_bookings/booking-1'), { name: 'Sam Carter', email: 'sam@example.com', token_hash: 'ab' });
    batch.set(doc(db, 'trial_counters/kickboxing.session-1.2030-06-24'), { booked: 2 });
    batch.set(doc(db, 'trial_mail_queue/booking-1.reminder'), { booking_id: 'booking-1' });
    batch.set(doc(db, 'trial_settings/mail'), { thanks: true, missed: true });
    await batch.commit();
  });
});

function storedEvent() {
  return {
    title: 'Summer Grading',
    description: 'Belt grading for all juniors.',
    date: Timestamp.fromDate(new Date('2030-06-22T00:00:00Z')),
    time: '10:00 AM - 1:00 PM',
    location: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
    price: 15,
    booking_url: null,
    featured: false,
    image_url: null,
    created_at: Timestamp.fromDate(new Date('2025-01-01T00:00:00Z')),
    updated_at: null,
  };
}

/** A new event as the firebase adapter writes it. */
function newEvent(overrides: Record<string, unknown> = {}) {
  return { ...storedEvent(), created_at: serverTimestamp(), updated_at: null, ...overrides };
}

/** An edit as the firebase adapter writes it (update of all fields plus updated_at). */
function eventEdit(overrides: Record<string, unknown> = {}) {
  const { created_at: _created, ...fields } = storedEvent();
  return { ...fields, title: 'Winter Grading', updated_at: serverTimestamp(), ...overrides };
}

const writers: Record<Role, Writer> = {
  visitor: { uid: 'visitor', email: 'visitor@example.com' },
  member: { uid: 'member', email: 'member@example.com' },
  staff: { uid: 'staff', email: 'staff@example.com' },
};

/** Creates an event as the adapter does: with its `event.created` entry in the same batch (none when `logged` is false). */
function createEvent(role: Role, fields: Record<string, unknown> = newEvent(), logged = true) {
  const firestore = db(role);
  const event = doc(collection(firestore, 'events'));
  const entry = logged ? { kind: 'event.created', ref: `event:${event.id}` } : null;
  return commitWithEntry(firestore, writers[role], entry, (batch, activityId) =>
    batch.set(event, { ...fields, activity_id: activityId }),
  );
}

/** Changes `events/grading` as the adapter does, with its entry of `kind`. */
function changeEvent(role: Role, fields: Record<string, unknown>, kind = 'event.updated', logged = true) {
  const firestore = db(role);
  const entry = logged ? { kind, ref: 'event:grading' } : null;
  return commitWithEntry(firestore, writers[role], entry, (batch, activityId) =>
    batch.update(doc(firestore, 'events/grading'), { ...fields, activity_id: activityId }),
  );
}

/** Deletes `events/grading` as the adapter does: its entry's id is `deletionEntryId('event', 'grading')`. */
function deleteEvent(role: Role, logged = true) {
  const firestore = db(role);
  const entry = logged ? { kind: 'event.deleted', ref: 'event:grading', id: 'event-grading-deleted' } : null;
  return commitWithEntry(firestore, writers[role], entry, (batch) => batch.delete(doc(firestore, 'events/grading')));
}

/** Changes `contact_submissions/first` as the adapter does, with its entry of `kind`. */
function changeMessage(role: Role, fields: Record<string, unknown>, kind = 'message.read', logged = true) {
  const firestore = db(role);
  const entry = logged ? { kind, ref: 'message:first' } : null;
  return commitWithEntry(firestore, writers[role], entry, (batch, activityId) =>
    batch.update(doc(firestore, 'contact_submissions/first'), { ...fields, activity_id: activityId }),
  );
}

/** assertFails, naming the case that was wrongly allowed. */
async function denied(label: string, attempt: Promise<unknown>) {
  try {
    await assertFails(attempt);
  } catch (error) {
    throw new Error(`Allowed, but should be denied: ${label}`, { cause: error });
  }
}

type Role = 'visitor' | 'member' | 'staff';
const contexts = new Map<Role, Firestore>();
/** One client per role for the whole file: signed out, signed in without the claim, and staff (admin claim). */
function db(role: Role): Firestore {
  let firestore = contexts.get(role);
  if (!firestore) {
    const context: RulesTestContext =
      role === 'visitor'
        ? env.unauthenticatedContext()
        : role === 'member'
          ? env.authenticatedContext('member', { email: 'member@example.com' })
          : env.authenticatedContext('staff', { email: 'staff@example.com', admin: true });
    firestore = context.firestore() as unknown as Firestore;
    contexts.set(role, firestore);
  }
  return firestore;
}

describe('events', () => {
  it.each<Role>(['visitor', 'member', 'staff'])('%s can read and list events', async (role) => {
    await assertSucceeds(getDoc(doc(db(role), 'events/grading')));
    await assertSucceeds(getDocs(collection(db(role), 'events')));
  });

  it('staff can create a valid event, with or without price, booking link and image', async () => {
    await assertSucceeds(createEvent('staff'));
    await assertSucceeds(
      createEvent(
        'staff',
        newEvent({
          price: 0,
          booking_url: 'https://example.com/book',
          image_url: 'https://example.com/e.jpg',
          featured: true,
        }),
      ),
    );
    await assertSucceeds(createEvent('staff', newEvent({ price: null, booking_url: null })));
    await assertSucceeds(createEvent('staff', newEvent({ price: 12.5 })));
  });

  it.each<Role>(['visitor', 'member'])('%s cannot create, edit, feature or delete events', async (role) => {
    await assertFails(createEvent(role));
    await assertFails(changeEvent(role, eventEdit()));
    await assertFails(changeEvent(role, { featured: true, updated_at: serverTimestamp() }, 'event.featured'));
    await assertFails(deleteEvent(role));
  });

  const badEvents: [string, Record<string, unknown>][] = [
    ['an unknown field', { organiser: 'Someone' }],
    ['an empty title', { title: '' }],
    ['a blank title', { title: '   ' }],
    ['a title over 150 characters', { title: 'x'.repeat(151) }],
    ['a title that is not text', { title: 42 }],
    ['an empty description', { description: '' }],
    ['a description over 5000 characters', { description: 'x'.repeat(5001) }],
    ['an empty time', { time: '' }],
    ['a time over 60 characters', { time: 'x'.repeat(61) }],
    ['an empty location', { location: '' }],
    ['a location over 200 characters', { location: 'x'.repeat(201) }],
    ['a date given as text', { date: '2030-06-22' }],
    ['a negative price', { price: -1 }],
    ['a price given as text', { price: '15' }],
    ['a booking link that is not a web address', { booking_url: 'call us' }],
    ['a booking link that is not text', { booking_url: 7 }],
    ['featured given as text', { featured: 'yes' }],
    ['an image address that is not text', { image_url: 3 }],
    ['an image address that runs script', { image_url: 'javascript:alert(1)' }],
    ['a made-up creation time', { created_at: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }],
    ['updated_at set on creation', { updated_at: serverTimestamp() }],
  ];

  it('staff cannot create an event with a missing, unknown or badly typed field', async () => {
    for (const [label, overrides] of badEvents) {
      await denied(label, createEvent('staff', newEvent(overrides)));
    }
    const { booking_url: _missing, ...withoutBookingUrl } = newEvent();
    await denied('no booking_url', createEvent('staff', withoutBookingUrl));
  });

  it('staff can edit and feature an event when updated_at is the server time', async () => {
    await assertSucceeds(changeEvent('staff', eventEdit()));
    await assertSucceeds(changeEvent('staff', { featured: true, updated_at: serverTimestamp() }, 'event.featured'));
  });

  it('staff cannot edit an event to have an unknown or badly typed field', async () => {
    for (const [label, overrides] of badEvents.filter(([name]) => !name.includes('creation'))) {
      await denied(label, changeEvent('staff', eventEdit(overrides)));
    }
  });

  it('staff cannot edit an event without stamping updated_at, or change created_at', async () => {
    await assertFails(changeEvent('staff', { featured: true }, 'event.featured'));
    await assertFails(
      changeEvent(
        'staff',
        { featured: true, updated_at: Timestamp.fromDate(new Date('2020-01-01')) },
        'event.featured',
      ),
    );
    await assertFails(changeEvent('staff', eventEdit({ created_at: serverTimestamp() })));
  });

  it('staff can delete an event', async () => {
    await assertSucceeds(deleteEvent('staff'));
  });

  it('refuses a change without its activity entry: a create, an edit, a feature, a delete', async () => {
    await denied('a create alone', createEvent('staff', newEvent(), false));
    await denied('a create without activity_id', addDoc(collection(db('staff'), 'events'), newEvent()));
    await denied('an edit alone', changeEvent('staff', eventEdit(), 'event.updated', false));
    await denied('an edit without activity_id', updateDoc(doc(db('staff'), 'events/grading'), eventEdit()));
    await denied(
      'an edit naming an entry written before',
      updateDoc(doc(db('staff'), 'events/grading'), eventEdit({ activity_id: 'old' })),
    );
    await denied(
      'a feature alone',
      changeEvent('staff', { featured: true, updated_at: serverTimestamp() }, 'event.featured', false),
    );
    await denied('a delete alone', deleteDoc(doc(db('staff'), 'events/grading')));
    await denied('an edit logged as another kind', changeEvent('staff', eventEdit(), 'event.deleted'));
  });
});

describe('contact_submissions', () => {
  it('staff can read and list submissions', async () => {
    await assertSucceeds(getDoc(doc(db('staff'), 'contact_submissions/first')));
    await assertSucceeds(getDocs(collection(db('staff'), 'contact_submissions')));
  });

  it.each<Role>(['visitor', 'member'])('%s cannot read or list submissions', async (role) => {
    await assertFails(getDoc(doc(db(role), 'contact_submissions/first')));
    await assertFails(getDocs(collection(db(role), 'contact_submissions')));
  });

  it.each<Role>(['visitor', 'member', 'staff'])(
    '%s cannot create submissions (the function writes them)',
    async (role) => {
      await assertFails(
        addDoc(collection(db(role), 'contact_submissions'), {
          name: 'Spam',
          email: 'spam@example.com',
          phone: null,
          class_interest: null,
          message: 'Buy now',
          read: false,
          created_at: serverTimestamp(),
        }),
      );
    },
  );

  it.each<Role>(['visitor', 'member'])('%s cannot delete submissions', async (role) => {
    await assertFails(deleteDoc(doc(db(role), 'contact_submissions/first')));
  });

  it('staff can mark a submission read and unread', async () => {
    await assertSucceeds(changeMessage('staff', { read: true }));
    await assertSucceeds(changeMessage('staff', { read: false }));
  });

  it('staff cannot change anything but read, nor set read to a non-boolean', async () => {
    await assertFails(changeMessage('staff', { message: 'Edited' }));
    await assertFails(changeMessage('staff', { read: true, name: 'Someone else' }));
    await assertFails(changeMessage('staff', { read: 'yes' }));
    await assertFails(changeMessage('staff', { spam: true }));
  });

  it('refuses marking a message read without its activity entry', async () => {
    await denied('the change alone', changeMessage('staff', { read: true }, 'message.read', false));
    await denied('without activity_id', updateDoc(doc(db('staff'), 'contact_submissions/first'), { read: true }));
  });

  it.each<Role>(['visitor', 'member'])('%s cannot mark a submission read', async (role) => {
    await assertFails(changeMessage(role, { read: true }));
  });
});

describe('images', () => {
  it.each<Role>(['visitor', 'member', 'staff'])('%s can read and list image records', async (role) => {
    await assertSucceeds(getDoc(doc(db(role), 'images/home_hero_1700000000000.jpg')));
    await assertSucceeds(getDocs(collection(db(role), 'images')));
  });

  it.each<Role>(['visitor', 'member', 'staff'])(
    '%s cannot write image records (the storage triggers do)',
    async (role) => {
      const record = {
        name: 'home_hero_1800000000000.jpg',
        slot: 'home_hero',
        url: 'x',
        content_type: 'image/jpeg',
        size: 1,
        created_at: serverTimestamp(),
      };
      await assertFails(setDoc(doc(db(role), 'images/home_hero_1800000000000.jpg'), record));
      await assertFails(
        updateDoc(doc(db(role), 'images/home_hero_1700000000000.jpg'), { url: 'https://evil.example/x.jpg' }),
      );
      await assertFails(deleteDoc(doc(db(role), 'images/home_hero_1700000000000.jpg')));
    },
  );
});

// Enquiry status, notes, delete and erase.
describe('enquiry pipeline', () => {
  const first = () => doc(db('staff'), 'contact_submissions/first');
  const note = (overrides: Record<string, unknown> = {}) => ({
    text: 'Called back',
    author: 'staff@example.com',
    created_at: serverTimestamp(),
    ...overrides,
  });

  it('staff can set one of the five statuses and nothing else', async () => {
    for (const status of ['contacted', 'trial_booked', 'joined', 'closed', 'new'])
      await assertSucceeds(changeMessage('staff', { status, read: true }, 'message.status'));
    await assertFails(changeMessage('staff', { status: 'maybe' }, 'message.status'));
    await assertFails(changeMessage('staff', { status: 3 }, 'message.status'));
    await assertFails(changeMessage('staff', { status: 'joined', message: 'Edited' }, 'message.status'));
    await denied('a status alone', changeMessage('staff', { status: 'closed' }, 'message.status', false));
  });

  it.each<Role>(['visitor', 'member'])('%s cannot change a status', async (role) => {
    await assertFails(changeMessage(role, { status: 'closed' }, 'message.status'));
  });

  /** A note as the adapter adds it: the note, its message's count and the entry in one batch. */
  const addNote = (id: string, data: Record<string, unknown>, logged = true) =>
    commitWithEntry(
      db('staff'),
      writers.staff,
      logged ? { kind: 'message.note', ref: 'message:first' } : null,
      (batch, activityId) => {
        batch.set(doc(db('staff'), `contact_submissions/first/notes/${id}`), data);
        batch.update(first(), { notes_count: increment(1), read: true, activity_id: activityId });
      },
    );

  it('staff add a note as themselves with the count, non-empty and at most 2,000 characters', async () => {
    await assertSucceeds(addNote('n1', note()));
    await assertSucceeds(addNote('n2', note({ text: 'x'.repeat(2000) })));
    await assertSucceeds(getDocs(collection(db('staff'), 'contact_submissions/first/notes')));
    await denied('a note with its count but no entry', addNote('n3', note(), false));
    await denied('a note alone', setDoc(doc(db('staff'), 'contact_submissions/first/notes/n4'), note()));
    for (const bad of [
      note({ text: '' }),
      note({ text: '   ' }),
      note({ text: ' padded ' }),
      note({ text: 'x'.repeat(2001) }),
      note({ text: 42 }),
      note({ author: 'someone-else@example.com' }),
      note({ created_at: Timestamp.fromDate(new Date('2020-01-01')) }),
      { ...note(), pinned: true },
    ])
      await assertFails(addNote('bad', bad));
    await assertFails(updateDoc(doc(db('staff'), 'contact_submissions/first/notes/n1'), { text: 'Changed' }));
    // The count only ever goes up by one, with a note.
    await assertFails(changeMessage('staff', { notes_count: 10 }, 'message.note'));
  });

  it.each<Role>(['visitor', 'member'])('%s can neither read nor write notes', async (role) => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(
        doc(context.firestore(), 'contact_submissions/first/notes/n1'),
        note({ created_at: Timestamp.now() }),
      );
    });
    await assertFails(getDoc(doc(db(role), 'contact_submissions/first/notes/n1')));
    await assertFails(getDocs(collection(db(role), 'contact_submissions/first/notes')));
    await assertFails(
      setDoc(doc(db(role), 'contact_submissions/first/notes/n2'), note({ author: `${role}@example.com` })),
    );
    await assertFails(deleteDoc(doc(db(role), 'contact_submissions/first/notes/n1')));
  });

  it('staff delete a message with its notes and its notification e-mail', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(
        doc(context.firestore(), 'contact_submissions/first/notes/n1'),
        note({ created_at: Timestamp.now() }),
      );
      await setDoc(doc(context.firestore(), 'mail/first'), { to: ['staff@example.com'] });
    });
    const entry = { kind: 'message.deleted', ref: 'message:first' };
    await assertSucceeds(
      commitWithEntry(db('staff'), writers.staff, entry, (batch) => {
        batch.delete(doc(db('staff'), 'contact_submissions/first/notes/n1'));
        batch.delete(doc(db('staff'), 'mail/first'));
        batch.delete(first());
      }),
    );
  });
});

describe('server-only collections', () => {
  it.each<Role>(['visitor', 'member', 'staff'])(
    '%s can neither read nor write rate limits, mail or unknown collections',
    async (role) => {
      for (const path of ['contact_rate_limits/someone', 'mail/one']) {
        await assertFails(getDoc(doc(db(role), path)));
        await assertFails(setDoc(doc(db(role), path), { count: 0 }));
        if (role !== 'staff' || path !== 'mail/one') await assertFails(deleteDoc(doc(db(role), path)));
      }
      await assertFails(getDocs(collection(db(role), 'mail')));
      await assertFails(setDoc(doc(db(role), 'anything/else'), { a: 1 }));
      await assertFails(getDoc(doc(db(role), 'anything/else')));
    },
  );
});

describe('free trial bookings', () => {
  const paths = [
    'trial_bookings/booking-1',
    'trial_counters/kickboxing.session-1.2030-06-24',
    'trial_mail_queue/booking-1.reminder',
    'trial_settings/mail',
  ];

  it.each<Role>(['visitor', 'member', 'staff'])(
    '%s can neither read, list, create, change nor delete bookings, counters, waiting e-mails or settings',
    async (role) => {
      for (const path of paths) {
        await denied(`${role} reads ${path}`, getDoc(doc(db(role), path)));
        await denied(`${role} lists ${path}`, getDocs(collection(db(role), path.split('/')[0]!)));
        await denied(`${role} overwrites ${path}`, setDoc(doc(db(role), path), { booked: 0 }));
        await denied(`${role} changes ${path}`, updateDoc(doc(db(role), path), { booked: increment(-1) }));
        await denied(`${role} deletes ${path}`, deleteDoc(doc(db(role), path)));
      }
      await denied(`${role} books directly`, addDoc(collection(db(role), 'trial_bookings'), { name: 'Sneaky' }));
    },
  );
});

// Staff roles and the activity log.

describe('activity', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const ownerDb = () =>
    env
      .authenticatedContext('owner', { email: 'owner@example.com', admin: true, role: 'owner' })
      .firestore() as unknown as Firestore;
  const staffDb = () =>
    env
      .authenticatedContext('coach', { email: 'coach@example.com', admin: true, role: 'staff' })
      .firestore() as unknown as Firestore;

  /** An entry as the firebase adapter writes it, for the signed-in `uid`. */
  function entry(uid: string, email: string, overrides: Record<string, unknown> = {}) {
    return {
      at: serverTimestamp(),
      expires_at: Timestamp.fromMillis(Date.now() + 365 * DAY),
      actor_uid: uid,
      actor: email,
      kind: 'message.exported',
      item: null,
      detail: null,
      ip: null,
      ...overrides,
    };
  }

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'activity/old'), {
        ...entry('coach', 'coach@example.com'),
        at: Timestamp.now(),
      });
    });
  });

  it('lets staff add their own entry that stands alone, with the server time, and nothing else', async () => {
    await assertSucceeds(addDoc(collection(staffDb(), 'activity'), entry('coach', 'coach@example.com')));
    await assertSucceeds(addDoc(collection(ownerDb(), 'activity'), entry('owner', 'owner@example.com')));
    await assertSucceeds(
      addDoc(collection(staffDb(), 'activity'), entry('coach', 'coach@example.com', { ref: 'event:summer-grading' })),
    );
    const coach = staffDb();
    const forged: [string, Record<string, unknown>][] = [
      ['someone else’s uid', { actor_uid: 'owner' }],
      ['someone else’s e-mail', { actor: 'owner@example.com' }],
      ['a time of its choosing', { at: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }],
      ['an expiry years away', { expires_at: Timestamp.fromMillis(Date.now() + 3650 * DAY) }],
      ['an expiry tomorrow', { expires_at: Timestamp.fromMillis(Date.now() + DAY) }],
      ['a staff change (functions only)', { kind: 'staff.removed' }],
      ['a failed sign-in (functions only)', { kind: 'sign-in.failed' }],
      ['an unknown kind', { kind: 'anything' }],
      ['a client-chosen IP', { ip: '203.0.113.9' }],
      ['an item too long', { item: 'x'.repeat(301) }],
      ['a reference too long', { ref: 'x'.repeat(301) }],
      ['a reference that is not text', { ref: 42 }],
      ['an extra field', { extra: true }],
    ];
    for (const [label, overrides] of forged) {
      await denied(label, addDoc(collection(coach, 'activity'), entry('coach', 'coach@example.com', overrides)));
    }
    for (const kind of ['image.uploaded', 'image.deleted', 'message.erased', 'sign-in.succeeded'])
      await assertSucceeds(addDoc(collection(coach, 'activity'), entry('coach', 'coach@example.com', { kind })));
    await denied('a visitor', addDoc(collection(db('visitor'), 'activity'), entry('visitor', 'x@example.com')));
    await denied('a member', addDoc(collection(db('member'), 'activity'), entry('member', 'member@example.com')));
  });

  it('is append-only: nobody updates or deletes an entry', async () => {
    for (const firestore of [ownerDb(), staffDb(), db('member'), db('visitor')]) {
      await assertFails(updateDoc(doc(firestore, 'activity/old'), { item: 'changed' }));
      await assertFails(deleteDoc(doc(firestore, 'activity/old')));
    }
  });

  it('is read by Owners only (an admin without a role is an Owner)', async () => {
    await assertSucceeds(getDocs(collection(ownerDb(), 'activity')));
    await assertSucceeds(getDoc(doc(db('staff'), 'activity/old')));
    await assertFails(getDocs(collection(staffDb(), 'activity')));
    await assertFails(getDoc(doc(db('member'), 'activity/old')));
    await assertFails(getDoc(doc(db('visitor'), 'activity/old')));
  });

  it('shuts out a disabled account at once, and one that must still choose its password', async () => {
    await assertSucceeds(getDocs(collection(staffDb(), 'contact_submissions')));
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'disabled_staff/coach'), { at: Timestamp.now() });
    });
    const coach = staffDb();
    await assertFails(getDocs(collection(coach, 'contact_submissions')));
    await assertFails(addDoc(collection(coach, 'activity'), entry('coach', 'coach@example.com')));
    await assertFails(addDoc(collection(coach, 'events'), { ...storedEvent(), created_at: serverTimestamp() }));
    await assertFails(getDoc(doc(coach, 'disabled_staff/coach')));
    await assertFails(deleteDoc(doc(coach, 'disabled_staff/coach')));

    const pending = env
      .authenticatedContext('newbie', {
        email: 'newbie@example.com',
        admin: true,
        role: 'staff',
        mustChangePassword: true,
      })
      .firestore() as unknown as Firestore;
    await assertFails(getDocs(collection(pending, 'contact_submissions')));
    await assertFails(addDoc(collection(pending, 'activity'), entry('newbie', 'newbie@example.com')));
  });
});

describe('each change with its activity entry', () => {
  const staff = writers.staff;
  const entryAlone = (kind: string, ref: string | null, overrides: Record<string, unknown> = {}) =>
    addDoc(collection(db('staff'), 'activity'), activityEntry(staff, kind, ref, overrides));

  it('refuses an entry of a change that is not made with it', async () => {
    for (const kind of ['event.created', 'event.updated', 'event.featured', 'event.deleted'])
      await denied(`${kind} alone`, entryAlone(kind, 'event:grading'));
    for (const kind of ['message.read', 'message.status', 'message.note', 'message.deleted'])
      await denied(`${kind} alone`, entryAlone(kind, 'message:first'));
    await denied('content.saved alone', entryAlone('content.saved', 'content:hours'));
    await denied('content.draft-saved alone', entryAlone('content.draft-saved', 'content:hours'));
    await denied('content.draft-discarded alone', entryAlone('content.draft-discarded', 'content:hours'));
    await denied('content.scheduled alone', entryAlone('content.scheduled', 'schedule:any'));
    await denied('an event entry without its ref', entryAlone('event.updated', null));
  });

  it('refuses an entry written with a change it does not name', async () => {
    // An edit of the event logged as an edit of another event: the entry names a document the batch did not change.
    await denied(
      'an entry about another event',
      commitWithEntry(db('staff'), staff, { kind: 'event.updated', ref: 'event:other' }, (batch, activityId) =>
        batch.update(doc(db('staff'), 'events/grading'), { ...eventEdit(), activity_id: activityId }),
      ),
    );
    // An entry that claims a deletion while the batch only marks a message read.
    await denied(
      'a deletion entry with an edit',
      commitWithEntry(db('staff'), staff, { kind: 'message.deleted', ref: 'message:first' }, (batch, activityId) =>
        batch.update(doc(db('staff'), 'contact_submissions/first'), { read: true, activity_id: activityId }),
      ),
    );
  });
});
