import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ASSET, writeFakeWebBuild } from './lib/fakeWebBuild.ts';
import { startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
let buildDir: string;
let log = '';

beforeAll(async () => {
  buildDir = writeFakeWebBuild();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  // Every request is logged at info, so that a second answer's 404 would show as well as Fastify's warning.
  server = await startTestServer({ WEB_BUILD_DIR: buildDir, LOG_LEVEL: 'info' }, undefined, { logStream });
});
afterAll(async () => {
  await server?.destroy();
  rmSync(buildDir, { recursive: true, force: true });
});

interface LogLine {
  level: number;
  msg: string;
  res?: { statusCode?: number };
}

const lines = (): LogLine[] =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

describe('a file of the built web app', () => {
  it('is answered once: one 200 logged, no second answer and no warning', async () => {
    log = '';
    for (const encoding of ['identity', 'br', 'gzip']) {
      const answer = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': encoding } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(FAKE_ASSET);
    }
    const favicon = await fetch(`${server.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    await favicon.arrayBuffer();
    // The log line of the last answer is written as it completes: wait for all four.
    await expect.poll(() => lines().filter((line) => line.msg === 'request completed').length).toBe(4);

    expect(lines().filter((line) => line.level >= 40)).toEqual([]);
    expect(log).not.toContain('Reply was already sent');
    expect(
      lines()
        .map((line) => line.res?.statusCode)
        .filter((status) => status !== undefined),
    ).toEqual([200, 200, 200, 200]);
  });

  it('a file that is not there is answered 404 once', async () => {
    log = '';
    const answer = await fetch(`${server.url}/assets/missing-123.js`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('Not found');
    await expect.poll(() => lines().filter((line) => line.msg === 'request completed').length).toBe(1);
    expect(lines().filter((line) => line.level >= 40)).toEqual([]);
  });
});
