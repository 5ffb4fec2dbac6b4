// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeBackendContract } from '../contract/backendContract.ts';
import { createHttpBackend } from './httpBackend.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const staffCredentials = { email: 'contract@example.com', password: 'contract password 1' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A fetch that keeps its own session cookie and sends the site's Origin, as a browser on the site would. */
function browserFetch(origin: string): typeof fetch {
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    headers.set('origin', origin);
    const response = await fetch(input, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0] ?? '';
      cookie = pair.endsWith('=') ? '' : pair;
    }
    return response;
  };
}

/** The real server (`node server/src/main.ts`) on a fresh data dir. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-contract-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: staffCredentials.email,
      ADMIN_PASSWORD: staffCredentials.password,
      WEB_BUILD_DIR: join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${errors}`);
    const ready = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describeBackendContract('http adapter + self-hosted server', async () => {
  const server = await startServer();
  const staff = createHttpBackend(server.url, browserFetch(server.url));
  return {
    visitor: createHttpBackend(server.url, browserFetch(server.url)),
    staff,
    staffCredentials,
    async reset() {
      for (const event of await staff.events.listAll()) await staff.events.remove(event.id);
      for (const image of await staff.images.list()) await staff.images.remove(image.name);
    },
    close: server.close,
  };
});
