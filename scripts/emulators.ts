/**
 * Runs the site against the Firebase emulator suite (project demo-studio) with seed data:
 * a staff account, a few events and a contact message. Then, in another terminal:
 *
 *   cd web && VITE_BACKEND=firebase VITE_FIREBASE_EMULATORS=true npx react-router dev
 *
 * Staff sign-in: staff@example.com / studio-staff (override with STAFF_EMAIL / STAFF_PASSWORD).
 * Ports are those of firebase.json. Image uploads need the Storage emulator, which firebase-tools downloads on
 * first use; where it cannot, the suite starts without it and says so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { eventDateFromDay, studioToday } from '@studio/core/events';
import { DEFAULT_EVENT_LOCATION } from '@studio/core/limits';
import { firestoreLauncherJar, withNewestJava } from './java.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const ports = config.emulators as Record<string, { host: string; port: number }>;
const projectId = 'demo-studio';
const staff = {
  email: process.env.STAFF_EMAIL ?? 'staff@example.com',
  password: process.env.STAFF_PASSWORD ?? 'studio-staff',
};

const cacheDir = process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
const storageReady =
  existsSync(cacheDir) && readdirSync(cacheDir).some((file) => file.startsWith('cloud-storage-rules-runtime'));
const setup = storageReady
  ? { status: 0 }
  : spawnSync(join(root, 'node_modules', '.bin', 'firebase'), ['setup:emulators:storage'], {
      cwd: root,
      timeout: 90_000,
    });
const only = ['auth', 'functions', 'firestore', 'hosting', ...(setup.status === 0 ? ['storage'] : [])];
if (setup.status !== 0)
  console.warn(
    'Starting without the Storage emulator: its rules runtime could not be downloaded. Image uploads will fail.',
  );

const build = spawnSync(process.execPath, [join(root, 'functions', 'scripts', 'build.ts')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const firestoreLauncher = process.env.FIRESTORE_EMULATOR_BINARY_PATH ?? firestoreLauncherJar();
const suite = spawn(
  join(root, 'node_modules', '.bin', 'firebase'),
  ['emulators:start', '--project', projectId, '--only', only.join(',')],
  {
    cwd: root,
    stdio: 'inherit',
    env: withNewestJava({
      ...process.env,
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
      // Use the machine's own Firestore emulator where it has one, rather than downloading another.
      ...(firestoreLauncher ? { FIRESTORE_EMULATOR_BINARY_PATH: firestoreLauncher } : {}),
    }),
  },
);
const stop = () => suite.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
suite.on('exit', (code) => process.exit(code ?? 0));

process.env.FIRESTORE_EMULATOR_HOST = `${ports.firestore!.host}:${ports.firestore!.port}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST = `${ports.auth!.host}:${ports.auth!.port}`;

async function until(check: () => Promise<unknown>) {
  for (;;) {
    try {
      await check();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

function day(offset: number): Timestamp {
  const date = new Date(`${studioToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return Timestamp.fromDate(new Date(eventDateFromDay(date.toISOString().slice(0, 10))));
}

const app = initializeApp({ projectId });
await until(() => fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/`));
await until(() => fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/`));

const auth = getAuth(app);
const existing = await auth.getUserByEmail(staff.email).catch(() => undefined);
const user = existing ?? (await auth.createUser(staff));
await auth.setCustomUserClaims(user.uid, { admin: true });

const db = getFirestore(app);
const seedEvents = [
  {
    title: 'Summer Grading',
    description: 'Belt grading for juniors and adults.\nArrive 30 minutes early.',
    offset: 7,
    time: '10:00 AM - 1:00 PM',
    price: null,
    featured: true,
  },
  {
    title: 'Fight Night',
    description: 'An evening of bouts from our fighters.',
    offset: 21,
    time: '6:00 PM - 10:00 PM',
    price: 15,
    featured: false,
  },
  {
    title: 'Open Day',
    description: 'Try any class for free.',
    offset: 35,
    time: '9:00 AM - 2:00 PM',
    price: null,
    featured: false,
  },
];
if ((await db.collection('events').limit(1).get()).empty) {
  for (const event of seedEvents) {
    await db.collection('events').add({
      title: event.title,
      description: event.description,
      date: day(event.offset),
      time: event.time,
      location: DEFAULT_EVENT_LOCATION,
      price: event.price,
      booking_url: null,
      featured: event.featured,
      image_url: null,
      created_at: FieldValue.serverTimestamp(),
      updated_at: null,
    });
  }
  await db.collection('contact_submissions').add({
    name: 'Sam Carter',
    email: 'sam@example.com',
    phone: null,
    class_interest: 'Kickboxing',
    message: 'Hello! Do you run beginners classes on weekday evenings?',
    read: false,
    created_at: FieldValue.serverTimestamp(),
  });
}
console.log(`\nSeeded. Staff sign-in: ${staff.email} / ${staff.password}`);
console.log(
  `Admin CLI against the emulators: FIREBASE_AUTH_EMULATOR_HOST=${process.env.FIREBASE_AUTH_EMULATOR_HOST} npm run admin:grant -- someone@example.com\n`,
);
