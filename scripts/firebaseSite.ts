/**
 * The Firebase site on the emulators, as `npm run emulators` and the Firebase end-to-end run start it: a web build
 * for the emulators (made when missing or older than the sources), the functions bundled with its server build,
 * then Auth, Firestore, Functions and Hosting, ready once Hosting's `/` answers 200 through the `site` function,
 * seeded with a staff account (an Owner), three events and a contact message. `stop()` ends every process it
 * started and removes the temporary folders it made.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { robotsTxt } from '@studio/core/pages/crawlerFiles';
import { eventDateFromDay, studioToday } from '@studio/core/events/events';
import { FUNCTIONS_EMULATOR_HOST_VARIABLE } from '@studio/core/firebase/firebaseLayout';
import { DEFAULT_EVENT_LOCATION } from '@studio/core/shared/limits';
import { freePort } from '../e2e/lib/site.ts';
import { findJavas, FIRESTORE_MAIN_CLASS, GCLOUD_FIRESTORE_JAR } from './java.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');
export const EMULATOR_PROJECT = 'demo-studio';
const host = '127.0.0.1';

export interface EmulatorPorts {
  hosting: number;
  auth: number;
  firestore: number;
  functions: number;
  hub: number;
  logging: number;
  /** Where the web build looks for the Storage emulator. None runs there here: uploads fail after 30 s. */
  storage: number;
}

export interface RunningFirebaseSite {
  /** The site's address: the Hosting emulator. */
  url: string;
  ports: EmulatorPorts;
  /** The Owner account seeded for staff sign-in. */
  staff: { email: string; password: string };
  /** Where the emulator logs are, for a failure report. */
  logDir: string;
  /** Stops every emulator and removes the temporary folders. */
  stop(): Promise<void>;
}

export const SEEDED_STAFF = {
  email: process.env.STAFF_EMAIL ?? 'staff@example.com',
  password: process.env.STAFF_PASSWORD ?? 'studio staff 2024',
};

/** Why the emulators cannot run on this machine, or undefined when they can. */
export function firebaseSiteUnavailableReason(): string | undefined {
  const javas = findJavas();
  if (javas.some((java) => java.major >= 21)) return undefined;
  if (javas.length > 0 && existsSync(GCLOUD_FIRESTORE_JAR)) return undefined;
  return 'the Firebase emulators need Java 21+ (or Java 11+ with the gcloud Firestore emulator), and none is installed';
}

/** The newest modification time under `dir` (files only), in ms. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds the web app for the emulators into `buildDir` unless the build there was made for the same ports from
 * sources no newer than it. Returns whether it built.
 */
export function buildForEmulators(buildDir: string, ports: EmulatorPorts, log: (line: string) => void): boolean {
  const stampFile = join(buildDir, 'emulators.json');
  const sources = Math.max(...['web/src', 'web/public', 'core/src'].map((dir) => newestChange(join(root, dir))));
  const wanted = JSON.stringify({ ports, host });
  if (existsSync(stampFile)) {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { config: string; built: number };
    if (stamp.config === wanted && stamp.built >= sources) return false;
  }
  log(`Building the web app for the emulators into ${relative(root, buildDir) || buildDir}`);
  const web = spawnSync(join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: join(root, 'web'),
    env: {
      ...process.env,
      VITE_BACKEND: 'firebase',
      VITE_FIREBASE_EMULATORS: 'true',
      VITE_FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_EMULATOR_HOST: host,
      VITE_FIREBASE_AUTH_EMULATOR_PORT: String(ports.auth),
      VITE_FIREBASE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
      VITE_FIREBASE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
      VITE_FIREBASE_STORAGE_EMULATOR_PORT: String(ports.storage),
      WEB_BUILD_DIR: buildDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (web.status !== 0) throw new Error('Building the web app for the emulators failed');
  writeFileSync(stampFile, JSON.stringify({ config: wanted, built: Date.now() }));
  return true;
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  child: ChildProcess,
  logFile: string,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
      throw new Error(`The emulators exited early (code ${child.exitCode}) waiting for ${what}:\n${tail}`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s (logs in ${logFile})`);
}

function dayAt(offset: number): Timestamp {
  const date = new Date(`${studioToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return Timestamp.fromDate(new Date(eventDateFromDay(date.toISOString().slice(0, 10))));
}

/** A staff Owner, three upcoming events and one contact message, unless events are there already. */
async function seed(ports: EmulatorPorts, staff: { email: string; password: string }) {
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${host}:${ports.auth}`;
  const app = initializeApp({ projectId: EMULATOR_PROJECT }, `seed-${ports.firestore}`);
  try {
    const auth = getAuth(app);
    const user = (await auth.getUserByEmail(staff.email).catch(() => undefined)) ?? (await auth.createUser(staff));
    await auth.setCustomUserClaims(user.uid, { admin: true, role: 'owner' });
    const db = getFirestore(app);
    if (!(await db.collection('events').limit(1).get()).empty) return;
    const events = [
      [
        'Summer Grading',
        'Belt grading for juniors and adults.\nArrive 30 minutes early.',
        7,
        '10:00 AM - 1:00 PM',
        null,
        true,
      ],
      ['Fight Night', 'An evening of bouts from our fighters.', 21, '6:00 PM - 10:00 PM', 15, false],
      ['Open Day', 'Try any class for free.', 35, '9:00 AM - 2:00 PM', null, false],
    ] as const;
    for (const [title, description, offset, time, price, featured] of events) {
      await db.collection('events').add({
        title,
        description,
        date: dayAt(offset),
        time,
        location: DEFAULT_EVENT_LOCATION,
        price,
        booking_url: null,
        featured,
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
      status: 'new',
      created_at: FieldValue.serverTimestamp(),
    });
  } finally {
    await deleteApp(app);
  }
}

/**
 * `/robots.txt` on the emulators: the Functions emulator answers that path itself (404) before any function sees it,
 * so Hosting serves the body the `site` function and the self-hosted server give (core's `robotsTxt`) as a file of
 * the emulator build, for the Hosting emulator's address. Deployed, Hosting hands the path to the function.
 */
export function writeEmulatorRobots(webBuildDir: string, hostingPort: number): void {
  writeFileSync(join(webBuildDir, 'client', 'robots.txt'), robotsTxt(`http://${host}:${hostingPort}`));
}

/** Arguments that start the gcloud SDK's Firestore emulator straight from its jar (no download, no launcher jar). */
export function gcloudFirestoreArgs(port: number): string[] {
  return [
    '-cp',
    GCLOUD_FIRESTORE_JAR,
    FIRESTORE_MAIN_CLASS,
    'start',
    `--host=${host}`,
    `--port=${port}`,
    `--rules=${join(root, 'firestore.rules')}`,
    `--project_id=${EMULATOR_PROJECT}`,
  ];
}

/**
 * Writes a firebase.json for the emulators into `dir` (firebase-tools reads ports from it; a file of its own lets
 * several runs share the machine): the site as deployed, files from `webBuildDir` and every other path handed to the
 * functions by firebase.json's rewrites, with `hostingHeaders`.
 */
export function writeEmulatorConfig(
  dir: string,
  options: {
    ports: Omit<EmulatorPorts, 'storage'> & { storage?: number };
    webBuildDir: string;
    hostingHeaders: unknown[];
  },
): string {
  const { ports } = options;
  const file = join(dir, 'firebase.json');
  writeFileSync(
    file,
    JSON.stringify({
      functions: [{ source: relative(dir, join(root, 'functions')), codebase: 'default' }],
      hosting: {
        public: relative(dir, join(options.webBuildDir, 'client')),
        cleanUrls: true,
        trailingSlash: false,
        // As deployed (the insights function's path, then every other path to the site function).
        rewrites: JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).hosting.rewrites,
        headers: options.hostingHeaders,
      },
      firestore: { rules: relative(dir, join(root, 'firestore.rules')) },
      storage: { rules: relative(dir, join(root, 'storage.rules')) },
      emulators: {
        auth: { host, port: ports.auth },
        functions: { host, port: ports.functions },
        firestore: { host, port: ports.firestore },
        ...(ports.storage ? { storage: { host, port: ports.storage } } : {}),
        hosting: { host, port: ports.hosting },
        hub: { host, port: ports.hub },
        logging: { host, port: ports.logging },
        ui: { enabled: false },
      },
    }),
  );
  return file;
}

export interface FirebaseSiteOptions {
  /** Fixed ports (`npm run emulators` uses firebase.json's); free ones otherwise. */
  ports?: EmulatorPorts;
  /** Where the emulator web build goes (kept between runs, rebuilt when needed). */
  buildDir?: string;
  log?: (line: string) => void;
}

export async function startFirebaseSite(options: FirebaseSiteOptions = {}): Promise<RunningFirebaseSite> {
  const log = options.log ?? ((line: string) => console.log(line));
  const unavailable = firebaseSiteUnavailableReason();
  if (unavailable) throw new Error(`Cannot start the Firebase emulators: ${unavailable}.`);
  const ports = options.ports ?? {
    hosting: await freePort(),
    auth: await freePort(),
    firestore: await freePort(),
    functions: await freePort(),
    hub: await freePort(),
    storage: await freePort(),
    logging: await freePort(),
  };
  const buildDir = options.buildDir ?? join(root, 'web', '.build', 'emulators');
  mkdirSync(buildDir, { recursive: true });
  const tempDir = mkdtempSync(join(tmpdir(), 'studio-firebase-site-'));
  const children: ChildProcess[] = [];
  const stopChildren = () => {
    for (const child of children) {
      if (child.exitCode !== null || !child.pid) continue;
      try {
        // Each runs in its own process group, so the JVMs it started go too.
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  };
  const onExit = () => {
    stopChildren();
    rmSync(tempDir, { recursive: true, force: true });
  };
  process.on('exit', onExit);

  try {
    buildForEmulators(buildDir, ports, log);
    writeEmulatorRobots(buildDir, ports.hosting);
    log('Bundling the functions with that build');
    const bundle = spawnSync(process.execPath, [join(root, 'functions', 'scripts', 'build.ts')], {
      env: { ...process.env, WEB_BUILD_DIR: buildDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (bundle.status !== 0) throw new Error('Bundling the functions failed');

    const javas = findJavas();
    const newJava = javas.find((java) => java.major >= 21);
    const useJar = existsSync(GCLOUD_FIRESTORE_JAR) && javas.length > 0;
    const start = (command: string, args: string[], env: NodeJS.ProcessEnv, name: string) => {
      const logFile = join(tempDir, `${name}.log`);
      const output = openSync(logFile, 'a');
      const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', output, output] });
      closeSync(output);
      children.push(child);
      return { child, logFile };
    };
    if (useJar) {
      // The gcloud SDK's Firestore emulator, straight from its jar (no download, no launcher jar to clean up).
      const firestore = start(javas[0]!.bin, gcloudFirestoreArgs(ports.firestore), process.env, 'firestore');
      await waitFor(
        'the Firestore emulator',
        async () => (await fetch(`http://${host}:${ports.firestore}/`)).ok,
        60_000,
        firestore.child,
        firestore.logFile,
      );
    }
    // No Storage emulator: its port is only where the web build looks (and finds nothing).
    const { storage: _noStorage, ...running } = ports;
    const configFile = writeEmulatorConfig(tempDir, {
      ports: running,
      webBuildDir: buildDir,
      hostingHeaders: JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).hosting.headers,
    });
    const only = ['auth', 'functions', 'hosting', ...(useJar ? [] : ['firestore'])];
    log(`Starting the emulators: ${only.join(', ')}`);
    const suite = start(
      firebaseBin,
      ['emulators:start', '--config', configFile, '--project', EMULATOR_PROJECT, '--only', only.join(',')],
      {
        ...process.env,
        GCLOUD_PROJECT: EMULATOR_PROJECT,
        PATH: newJava ? `${join(newJava.bin, '..')}:${process.env.PATH}` : process.env.PATH,
        ...(useJar ? { FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}` } : {}),
        [FUNCTIONS_EMULATOR_HOST_VARIABLE]: `${host}:${ports.functions}`,
        // Loading firebase-admin takes more than the default 10 s on a busy machine.
        FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '90',
      },
      'firebase-emulators',
    );
    const url = `http://${host}:${ports.hosting}`;
    await waitFor(
      'the Auth emulator',
      async () => (await fetch(`http://${host}:${ports.auth}/`)).status < 500,
      180_000,
      suite.child,
      suite.logFile,
    );
    await seed(ports, SEEDED_STAFF);
    // Ready when Hosting's `/` is rendered by the site function (before that: 404 "Function … does not exist").
    await waitFor(
      'the site function',
      async () => (await fetch(`${url}/`, { signal: AbortSignal.timeout(60_000) })).status === 200,
      240_000,
      suite.child,
      suite.logFile,
    );
    return {
      url,
      ports,
      staff: SEEDED_STAFF,
      logDir: tempDir,
      async stop() {
        const exits = children
          .filter((child) => child.exitCode === null)
          .map((child) => new Promise<void>((resolve) => child.once('exit', () => resolve())));
        stopChildren();
        await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 15_000))]);
        for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
        rmSync(tempDir, { recursive: true, force: true });
        process.off('exit', onExit);
      },
    };
  } catch (error) {
    onExit();
    process.off('exit', onExit);
    throw error;
  }
}
