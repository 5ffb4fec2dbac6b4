import { PREVIEW_BAR_TEXT } from '@studio/core/content/contentPreview';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFakeWebBuild } from './lib/fakeWebBuild.ts';
import { Client, staffClient, startTestServer, type TestServer } from './testServer.ts';

let buildDir: string;
let server: TestServer;
let staff: Client;

beforeAll(async () => {
  buildDir = writeFakeWebBuild();
  server = await startTestServer({ WEB_BUILD_DIR: buildDir });
  staff = await staffClient(server);
});
afterAll(async () => {
  await server?.destroy();
  rmSync(buildDir, { recursive: true, force: true });
});

const DRAFT_MESSAGE = 'Closed for the holidays from 20 December';

describe('the preview of a draft', () => {
  it('renders the page with the draft for staff, marked, unindexed and unscripted, and never caches it', async () => {
    const draft = await staff.put('/api/admin/content/banner/draft', {
      version: 1,
      content: { ...SEED_SITE_CONTENT.banner, message: DRAFT_MESSAGE },
    });
    expect(draft.status, draft.text).toBe(200);

    const before = await new Client(server.url).get('/');
    expect(before.text).not.toContain(DRAFT_MESSAGE);

    const preview = await staff.get('/api/admin/content/banner/preview');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toMatch(/^text\/html/);
    expect(preview.text).toContain(DRAFT_MESSAGE);
    expect(preview.text).toContain(PREVIEW_BAR_TEXT);
    expect(preview.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(preview.text).not.toMatch(/<script/i);
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(preview.headers.get('cache-control')).toMatch(/no-store/);

    // A visitor's page is the cached live one still: the preview neither replaced it nor made it render again.
    const after = await new Client(server.url).get('/');
    expect(after.text).not.toContain(DRAFT_MESSAGE);
    const renderOf = (html: string) => /<p id="render">(\d+)<\/p>/.exec(html)?.[1];
    expect(renderOf(after.text)).toBe(renderOf(before.text));

    const other = await staff.get('/api/admin/content/banner/preview?page=/events');
    expect(other.status).toBe(200);
    expect(other.text).toContain(DRAFT_MESSAGE);
    expect((await staff.get('/api/admin/content/banner/preview?page=/admin')).status).toBe(404);
  });

  it('answers 401 without a staff session', async () => {
    const answer = await new Client(server.url).get('/api/admin/content/banner/preview');
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain(DRAFT_MESSAGE);
  });
});
