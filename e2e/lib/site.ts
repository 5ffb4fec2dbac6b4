import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../server/src/runtimeFlags.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const STAFF_EMAIL = 'coach@example.com';
export const STAFF_PASSWORD = 'correct horse battery staple';

export interface RunningSite {
  url: string;
  dataDir: string;
  /** The server's process id (to watch its memory). */
  pid: number | undefined;
  /** Stops the server (SIGTERM) and removes its data dir. */
  stop(): Promise<void>;
  /** Stops the server but keeps the data, to start again on the same dir. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/**
 * Starts the site the way `npm start` serves it (the built web app plus the server) on a fresh data dir. `env` may
 * be worked out from the site's own address (for a SITE_URL that is the site itself).
 */
export async function startSite(
  options: { dataDir?: string; env?: Record<string, string> | ((url: string) => Record<string, string>) } = {},
): Promise<RunningSite> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = typeof options.env === 'function' ? options.env(url) : options.env;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(repoRoot, 'server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: STAFF_EMAIL,
      ADMIN_PASSWORD: STAFF_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // Generous: on a loaded shared machine the server has taken over 30 s to start.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  let checked = false;
  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null) child.kill(signal);
    await exited;
    // Checked once per server, as it stops: after each test file's run, and before a restart on the same data.
    if (checked) return;
    checked = true;
    const problems = repliedTwice(log);
    if (problems.length)
      throw new Error(`The server answered a request twice (${problems.length}×):\n${problems.slice(0, 5).join('\n')}`);
  };
  return {
    url,
    dataDir,
    pid: child.pid,
    kill,
    output: () => log,
    async stop() {
      try {
        await kill();
      } finally {
        if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The lines of a server's log where Fastify warns that a handler answered a request already answered ("Reply was
 * already sent"): a handler that sent its answer and then another (as the static files once did, with a 404).
 */
export function repliedTwice(log: string): string[] {
  return log.split('\n').filter((line) => line.includes('Reply was already sent'));
}

/** A staff API session against a running site, for seeding data the way the admin screens do. */
export async function staffApi(site: { url: string }) {
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
  });
  if (!login.ok) throw new Error(`staff login failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers: { cookie, origin: site.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return {
    cookie,
    call,
    createEvent: async (event: Record<string, unknown>) =>
      (
        await call('POST', '/api/admin/events', {
          description: 'An evening at the studio.',
          time: '6:00 PM - 8:00 PM',
          location: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
          price: null,
          booking_url: null,
          featured: false,
          image_url: null,
          ...event,
        })
      ).event as { id: string; title: string },
  };
}

/** `YYYY-MM-DD` of today plus `days` (negative for the past). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
