import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../src/clock.ts';
import { fakeClock } from './lib/fakeClock.ts';
import { writeFakeWebBuild } from './lib/fakeWebBuild.ts';
import { startTestServer, type TestServer } from './testServer.ts';

// 23:50 on 1 March in the UK (GMT): ten minutes before the studios' day changes.
const clock = fakeClock(Date.parse('2026-03-01T23:50:00.000Z'));
let server: TestServer;
let buildDir: string;

beforeAll(async () => {
  buildDir = writeFakeWebBuild();
  server = await startTestServer({ WEB_BUILD_DIR: buildDir }, undefined, { clock });
});
afterAll(async () => {
  // The new day's warming renders the known pages again: let it finish before the database closes.
  await server?.pages?.cache.warmed();
  await server?.destroy();
  rmSync(buildDir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return {
    day: /<p id="day">([^<]*)<\/p>/.exec(html)?.[1],
    render: Number(/<p id="render">(\d+)<\/p>/.exec(html)?.[1]),
  };
};

describe('pages drawn with dated content', () => {
  it("are drawn with the studios' day by the server's clock, and drawn again when that day changes", async () => {
    await server.pages!.cache.warmed();
    const before = await page('/events');
    expect(before.day).toBe('2026-03-01');
    // Kept while the day lasts: the render cache answers.
    expect((await page('/events')).render).toBe(before.render);

    clock.advance(15 * MINUTE_MS);
    const after = await page('/events');
    // A page drawn yesterday is not kept: the first request of the new day finds it drawn again.
    expect(after.day).toBe('2026-03-02');
    expect(after.render).toBeGreaterThan(before.render);
  });
});
