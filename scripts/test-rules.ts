/**
 * Runs the Firebase tests that need emulators: the Firestore and Storage rules tests, the Cloud Functions against
 * Firestore, the firebase adapter of the Backend port on the Auth + Functions + Firestore emulators, and the site
 * function behind the Hosting emulator (with a Firebase web build made for the run).
 * It starts the emulators itself on free ports and stops them on exit.
 *
 *   npm run test:rules                 everything
 *   npm run test:rules -- --rules-only only the rules tests (no Auth/Functions emulators, a few seconds)
 *   npm run test:rules -- contract     only the test files whose path contains `contract`
 *
 * The Firestore emulator runs from the gcloud component jar when it is installed (it needs only Java 11+);
 * elsewhere firebase-tools starts it. The Storage emulator needs a rules runtime that firebase-tools downloads:
 * where that cannot happen the storage rules tests are skipped, with the reason printed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../e2e/lib/site.ts';
import { FUNCTIONS_EMULATOR_HOST_VARIABLE } from '@studio/core/firebase/firebaseLayout';
import { gcloudFirestoreArgs, writeEmulatorConfig, writeEmulatorRobots } from './firebaseSite.ts';
import { findJavas, GCLOUD_FIRESTORE_JAR } from './java.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const projectId = 'demo-studio';
const host = '127.0.0.1';
const rulesOnly = process.argv.includes('--rules-only');
/** `npm run test:rules -- siteFunction` runs only the test files whose path contains one of these. */
const fileFilters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');
const vitestBin = join(root, 'node_modules', '.bin', 'vitest');

const children: ChildProcess[] = [];
const cleanups: (() => void)[] = [];
const logFiles = new Map<ChildProcess, string>();

function log(message: string) {
  console.log(`[test:rules] ${message}`);
}

function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        // Each emulator runs in its own process group, so its own children (the JVMs) go too.
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  }
  for (const cleanup of cleanups.splice(0)) cleanup();
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const output = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', output, output] });
  closeSync(output);
  logFiles.set(child, logFile);
  children.push(child);
  return child;
}

/** The end of a process's log, for a failure report. */
function logTail(child: ChildProcess | undefined, lines = 30): string {
  const file = child && logFiles.get(child);
  if (!file || !existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${what} exited early (code ${child.exitCode}):\n${logTail(child)}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s:\n${logTail(child)}`);
}

const answers = (url: string, init?: RequestInit) => async () => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  return response.status < 500;
};

/** The Storage emulator can run only when firebase-tools has (or can fetch) its rules runtime. */
function storageEmulatorUnavailableReason(javas: { major: number }[]): string | undefined {
  if (!javas.some((java) => java.major >= 21))
    return 'the Storage emulator needs Java 21 or newer, and none is installed';
  if (process.env.STORAGE_EMULATOR_BINARY_PATH) return undefined;
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
  const cached =
    existsSync(cacheDir) && readdirSync(cacheDir).some((file) => file.startsWith('cloud-storage-rules-runtime'));
  if (cached) return undefined;
  log('Fetching the Storage emulator rules runtime (firebase setup:emulators:storage)...');
  const setup = spawnSync(firebaseBin, ['setup:emulators:storage'], { cwd: root, encoding: 'utf8', timeout: 90_000 });
  if (setup.status === 0) return undefined;
  return 'its rules runtime (cloud-storage-rules-runtime jar) is not cached and could not be downloaded (no network?)';
}

async function main() {
  const logDir = mkdtempSync(join(tmpdir(), 'studio-emulators-'));
  // The logs are kept only when something failed, to read; a run that passes leaves nothing behind.
  cleanups.push(() => {
    if (process.exitCode === 0) rmSync(logDir, { recursive: true, force: true });
    else console.log(`[test:rules] Emulator logs kept in ${logDir}`);
  });
  const javas = findJavas();
  const newJava = javas.find((java) => java.major >= 21);
  const hasGcloudJar = existsSync(GCLOUD_FIRESTORE_JAR);

  if (javas.length === 0 || (!hasGcloudJar && !newJava)) {
    log(
      'SKIPPED: the Firebase emulator tests need Java (11+ with the gcloud Firestore emulator, else 21+). None found.',
    );
    log('Install a JDK (e.g. Temurin 21) and run `npm run test:rules` again to check the security rules.');
    return 0;
  }

  const ports = {
    firestore: await freePort(),
    auth: await freePort(),
    functions: await freePort(),
    storage: await freePort(),
    hosting: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
  };
  const env: NodeJS.ProcessEnv = { ...process.env, GCLOUD_PROJECT: projectId };
  const testEnv: NodeJS.ProcessEnv = {
    ...process.env,
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
  };

  // Firestore: straight from the gcloud jar when there is one (ready in ~2 s on Java 17).
  if (hasGcloudJar) {
    const java = javas[0]!.bin;
    log(`Starting the Firestore emulator (gcloud jar, Java ${javas[0]!.major}) on port ${ports.firestore}`);
    const firestore = start(java, gcloudFirestoreArgs(ports.firestore), env, join(logDir, 'firestore.log'));
    await waitFor('Firestore emulator', answers(`http://${host}:${ports.firestore}/`), 60_000, firestore);
  }

  const storageSkip = storageEmulatorUnavailableReason(javas);
  const withStorage = storageSkip === undefined;
  const runTheSuite = !rulesOnly || !hasGcloudJar || withStorage;

  if (runTheSuite) {
    // firebase-tools reads ports from a config file; a temporary one lets several runs share the machine.
    const configDir = mkdtempSync(join(tmpdir(), 'studio-firebase-'));
    cleanups.push(() => rmSync(configDir, { recursive: true, force: true }));
    const webBuildDir = join(configDir, 'web-build');
    const only = [
      ...(rulesOnly ? [] : ['auth', 'functions', 'hosting']),
      ...(hasGcloudJar ? [] : ['firestore']),
      ...(withStorage ? ['storage'] : []),
    ];
    // The site as deployed: files from the web build, every other path rendered by the site function.
    const configFile = writeEmulatorConfig(configDir, {
      ports,
      webBuildDir,
      hostingHeaders: [{ source: '**', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }],
    });
    if (only.includes('functions')) {
      // A Firebase web build of its own for the site function and Hosting (the one in web/dist is left alone).
      log(`Building the web app for Firebase into ${webBuildDir}`);
      const web = spawnSync(join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
        cwd: join(root, 'web'),
        env: { ...process.env, VITE_BACKEND: 'firebase', WEB_BUILD_DIR: webBuildDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (web.status !== 0) throw new Error('Building the web app failed');
      writeEmulatorRobots(webBuildDir, ports.hosting);
      log('Bundling the functions');
      const build = spawnSync(process.execPath, [join(root, 'functions', 'scripts', 'build.ts')], {
        stdio: 'inherit',
        env: { ...process.env, WEB_BUILD_DIR: webBuildDir },
      });
      if (build.status !== 0) throw new Error('Bundling the functions failed');
    }

    log(
      `Starting firebase emulators: ${only.join(', ')} (firebase-tools spends a few seconds on network look-ups first)`,
    );
    const suiteEnv: NodeJS.ProcessEnv = {
      ...env,
      // Java 21+ first on PATH for firebase-tools' own emulators; the functions reach the jar-run Firestore by env.
      PATH: newJava ? `${join(newJava.bin, '..')}:${env.PATH}` : env.PATH,
      ...(hasGcloudJar ? { FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}` } : {}),
      // For the site function's per-page CSP: the Functions emulator does not tell a function its own address.
      [FUNCTIONS_EMULATOR_HOST_VARIABLE]: `${host}:${ports.functions}`,
      // Loading firebase-admin takes more than the default 10 s on a busy 2-core machine, and the Functions emulator
      // starts a process per call that finds none idle (the booking race starts many): the limit of each start.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '240',
    };
    const suite = start(
      firebaseBin,
      ['emulators:start', '--config', configFile, '--project', projectId, '--only', only.join(',')],
      suiteEnv,
      join(logDir, 'firebase-emulators.log'),
    );
    const functionsUrl = `http://${host}:${ports.functions}/${projectId}/europe-west2/submitContact`;
    if (only.includes('auth')) await waitFor('Auth emulator', answers(`http://${host}:${ports.auth}/`), 150_000, suite);
    if (!hasGcloudJar)
      await waitFor('Firestore emulator', answers(`http://${host}:${ports.firestore}/`), 150_000, suite);
    if (only.includes('functions')) {
      // Ready when the callable answers its own validation error (an unloaded function answers 404).
      await waitFor(
        'Functions emulator (submitContact)',
        async () => {
          const response = await fetch(functionsUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ data: {} }),
            signal: AbortSignal.timeout(60_000),
          });
          return response.status === 400;
        },
        240_000,
        suite,
      );
      await waitFor('Hosting emulator', answers(`http://${host}:${ports.hosting}/favicon.svg`), 150_000, suite);
      testEnv.STUDIO_HOSTING_EMULATOR_PORT = String(ports.hosting);
      testEnv.FIREBASE_AUTH_EMULATOR_HOST = `${host}:${ports.auth}`;
      testEnv.STUDIO_FUNCTIONS_EMULATOR_PORT = String(ports.functions);
    }
    if (withStorage) {
      await waitFor('Storage emulator', answers(`http://${host}:${ports.storage}/`), 150_000, suite);
      testEnv.FIREBASE_STORAGE_EMULATOR_HOST = `${host}:${ports.storage}`;
    }
  }
  if (storageSkip) {
    testEnv.STORAGE_RULES_SKIP_REASON = storageSkip;
    log(`SKIPPING the storage rules tests: ${storageSkip}.`);
  }

  log(`Emulators ready (logs in ${logDir}). Running the tests.`);
  const testFiles = rulesOnly
    ? [
        'functions/emulator-tests/firestore.rules.test.ts',
        'functions/emulator-tests/content.rules.test.ts',
        'functions/emulator-tests/storage.rules.test.ts',
      ]
    : fileFilters;
  // Asynchronous, so that Ctrl+C still reaches the handlers that stop the emulators.
  const tests = spawn(
    process.execPath,
    [vitestBin, 'run', '--config', join(root, 'functions', 'vitest.emulators.config.ts'), ...testFiles],
    {
      cwd: root,
      env: testEnv,
      stdio: 'inherit',
    },
  );
  children.push(tests);
  const status = await new Promise<number>((resolve) => tests.on('exit', (code) => resolve(code ?? 1)));
  if (storageSkip) log(`Storage rules tests were SKIPPED: ${storageSkip}. They run wherever the Storage emulator can.`);
  return status;
}

main().then(
  (code) => {
    process.exitCode = code;
    stopAll();
    process.exit(code);
  },
  (error: unknown) => {
    console.error(`[test:rules] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    stopAll();
    process.exit(1);
  },
);
