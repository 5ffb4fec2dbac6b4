import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firebaseSiteUnavailableReason } from '../../scripts/firebaseSite.ts';
import { launchBrowser, signInWithForm, type Browser } from './browser.ts';
import { dayFromToday, repoRoot, staffApi, startSite, STAFF_EMAIL, STAFF_PASSWORD } from './site.ts';

/**
 * Which deployment the journeys run against: the self-hosted server (default) or the Firebase site on the
 * emulators (`E2E_DEPLOYMENT=firebase`, as `npm run test:e2e:firebase` sets it). Both start with the same seed: a
 * staff Owner and three upcoming events (Summer Grading, featured; Fight Night, £15; Open Day).
 */
export type DeploymentName = 'server' | 'firebase';
export const deploymentName: DeploymentName = process.env.E2E_DEPLOYMENT === 'firebase' ? 'firebase' : 'server';

export interface Deployment {
  name: DeploymentName;
  url: string;
  staff: { email: string; password: string };
  /** Why image uploads cannot run on this deployment here, or undefined when they can. */
  uploadsSkipReason: string | undefined;
  /** Firebase only: what `npm run emulators` printed, and the temporary folder it said it made. */
  emulators?: { output(): string; logDir: string };
  stop(): Promise<void>;
}

export const SEED_EVENTS = ['Summer Grading', 'Fight Night', 'Open Day'] as const;

/** Why this deployment cannot run on this machine (the journeys are then skipped, with it printed). */
export function deploymentSkipReason(): string | undefined {
  if (deploymentName !== 'firebase') return undefined;
  const reason = firebaseSiteUnavailableReason();
  return reason && `Firebase journeys SKIPPED: ${reason}`;
}

async function startServer(): Promise<Deployment> {
  // The journeys send more messages than one visitor may in ten minutes only on purpose elsewhere.
  const site = await startSite({ env: (url) => ({ SITE_URL: url, CONTACT_MAX_PER_WINDOW: '100' }) });
  const api = await staffApi(site);
  await api.createEvent({ title: 'Summer Grading', date: dayFromToday(7), time: '10:00 AM - 1:00 PM', featured: true });
  await api.createEvent({ title: 'Fight Night', date: dayFromToday(21), time: '6:00 PM - 10:00 PM', price: 15 });
  await api.createEvent({ title: 'Open Day', date: dayFromToday(35), time: '9:00 AM - 2:00 PM' });
  return {
    name: 'server',
    url: site.url,
    staff: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    uploadsSkipReason: undefined,
    stop: site.stop,
  };
}

/**
 * The Firebase site as a new user brings it up: `npm run emulators`, on free ports, with a build folder of its own
 * that does not exist yet (as on a fresh clone). Its printed address and sign-in are what the journeys use; the
 * run checks that it stops cleanly and leaves no temporary folder behind.
 */
async function startFirebase(): Promise<Deployment> {
  const buildDir = mkdtempSync(join(tmpdir(), 'studio-emulator-build-'));
  rmSync(buildDir, { recursive: true });
  const child = spawn('npm', ['run', 'emulators'], {
    cwd: repoRoot,
    // The same raised per-address limit as the self-hosted server's journeys: one browser sends them all.
    env: { ...process.env, EMULATOR_PORTS_FREE: '1', EMULATOR_BUILD_DIR: buildDir, CONTACT_MAX_PER_WINDOW: '100' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  const ready =
    /The site runs on the Firebase emulators at (\S+)\nStaff sign-in at \S+: (\S+) \/ (.+)\nEmulator logs: (\S+)/;
  for (;;) {
    const match = ready.exec(output);
    if (match) {
      const [, url, email, password, logDir] = match as unknown as [string, string, string, string, string];
      console.log(`[firebase] npm run emulators was ready in ${Math.round((Date.now() - started) / 1000)} s at ${url}`);
      return {
        name: 'firebase',
        url,
        staff: { email, password },
        uploadsSkipReason:
          'there is no Storage emulator on this machine (firebase-tools would download its rules runtime)',
        emulators: { output: () => output, logDir },
        async stop() {
          if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
          await exited;
          rmSync(buildDir, { recursive: true, force: true });
        },
      };
    }
    if (child.exitCode !== null) throw new Error(`npm run emulators exited (${child.exitCode}):\n${output}`);
    if (Date.now() - started > 600_000) {
      if (child.pid) process.kill(-child.pid, 'SIGINT');
      throw new Error(`npm run emulators was not ready within 10 minutes:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function startDeployment(): Promise<Deployment> {
  return deploymentName === 'firebase' ? startFirebase() : startServer();
}

/**
 * Starts the deployment and a browser before a test file's tests and stops both after them. The emulators start
 * once for the file (about a minute), so the Firebase journeys share one file.
 */
export function startDeploymentAndBrowser(receive: (deployment: Deployment, browser: Browser) => void): void {
  let started: { deployment?: Deployment; browser?: Browser } = {};
  before(async () => {
    if (deploymentSkipReason()) return;
    const deployment = await startDeployment();
    started = { deployment };
    const browser = await launchBrowser();
    started.browser = browser;
    receive(deployment, browser);
  });
  after(async () => {
    await started.browser?.close();
    await started.deployment?.stop();
  });
}

/** Opens the staff area signed in as the seeded Owner: signs in when the browser has no session yet. */
export async function openAdminAsOwner(page: Page, deployment: Deployment, path = '/admin/dashboard'): Promise<void> {
  await page.goto(`${deployment.url}${path}`);
  const signedIn = page.getByRole('navigation', { name: 'Admin sections' });
  const login = page.getByRole('button', { name: 'Login' });
  await signedIn.or(login).first().waitFor({ timeout: 30_000 });
  if (await signedIn.isVisible()) return;
  await signInWithForm(page, deployment.url, deployment.staff.email, deployment.staff.password);
  await signedIn.waitFor({ timeout: 30_000 });
  if (new URL(page.url()).pathname !== path) await page.goto(`${deployment.url}${path}`);
  await signedIn.waitFor({ timeout: 30_000 });
}
