import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_SESSION_COOKIE, previewPath } from '@studio/core/content/contentPreview';
import { PREVIEW_BAR_TEXT } from '@studio/core/content/contentPreview';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { adminApp } from './emulators.ts';

// A draft's preview on Firebase: the site function behind the Hosting emulator renders it for a tab whose preview
// cookie holds a staff member's ID token, and for nobody else; no answer of it may be kept by a cache.
const hostingPort = process.env.STUDIO_HOSTING_EMULATOR_PORT;
const site = `http://127.0.0.1:${hostingPort}`;
const coach = { email: 'preview-coach@example.com', password: 'coach previews drafts' };
const member = { email: 'preview-member@example.com', password: 'member has no claim' };

/** An ID token from the Auth emulator, as the web app's SDK would hold it. */
async function idToken(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`No ID token for ${account.email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

const preview = (path: string, token?: string) =>
  fetch(`${site}${path}`, token ? { headers: { cookie: `${PREVIEW_SESSION_COOKIE}=${token}` } } : {});

const expectNeverKept = (response: Response) => {
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
};

describe.skipIf(!hostingPort)('a draft preview through Hosting and the site function', { timeout: 120_000 }, () => {
  const uids: string[] = [];
  let staffToken = '';

  beforeAll(async () => {
    const auth = getAuth(adminApp());
    for (const account of [coach, member]) {
      const existing = await auth.getUserByEmail(account.email).catch(() => null);
      if (existing) await auth.deleteUser(existing.uid);
      uids.push((await auth.createUser(account)).uid);
    }
    await auth.setCustomUserClaims(uids[0]!, { admin: true, role: 'staff' });
    staffToken = await idToken(coach);
    const pricing = structuredClone(SEED_SITE_CONTENT.pricing);
    pricing.plans[0]!.price = 13;
    await getFirestore(adminApp())
      .doc('content_drafts/pricing')
      .set({ section: 'pricing', base_version: 1, content: pricing, saved_at: Timestamp.now(), saved_by: coach.email });
  });

  afterAll(async () => {
    await getFirestore(adminApp()).doc('content_drafts/pricing').delete();
    for (const uid of uids) await getAuth(adminApp()).deleteUser(uid);
  });

  it('answers 401 without a staff session, and keeps nothing', async () => {
    for (const token of [undefined, 'not-a-token', await idToken(member)]) {
      const response = await preview(previewPath('pricing'), token);
      expect(response.status).toBe(401);
      expectNeverKept(response);
      expect(await response.text()).not.toContain('£13');
    }
  });

  it('shows staff the page with the draft, marked and unindexed; the live page stays as it is', async () => {
    const response = await preview(previewPath('pricing'), staffToken);
    expect(response.status).toBe(200);
    expectNeverKept(response);
    const html = await response.text();
    expect(html).toContain('>£13<');
    expect(html).toContain(PREVIEW_BAR_TEXT);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toMatch(/<script\b/);

    const live = await fetch(`${site}/`);
    expect(live.headers.get('cache-control')).toMatch(/^public/);
    const page = await live.text();
    expect(page).not.toContain('>£13<');
    expect(page).not.toContain(PREVIEW_BAR_TEXT);
  });

  it('answers 404 for a section or page that has no preview', async () => {
    for (const path of ['/api/admin/content/nothing/preview', previewPath('pricing', '/signup')]) {
      const response = await preview(path, staffToken);
      expect(response.status).toBe(404);
      expectNeverKept(response);
    }
  });
});
