/**
 * Sign-in that holds, as staff see it: guesses from elsewhere pause sign-in on a device that never signed in (with the
 * clear message), while the device the member of staff signed in on before still gets in.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  assertAccessible,
  DESKTOP,
  PHONE,
  screenshot,
  signInWithForm,
  startSiteAndBrowser,
  waitForPath,
  type Browser,
} from '../lib/browser.ts';
import { STAFF_EMAIL, STAFF_PASSWORD, type RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

// One proxy hop: the attacker's requests below name their own addresses the way a proxy would pass them on; the
// browser's, sent straight, count as 127.0.0.1.
startSiteAndBrowser(
  (startedSite, startedBrowser) => {
    site = startedSite;
    browser = startedBrowser;
  },
  { env: { LOGIN_MAX_FAILURES: '3', TRUST_PROXY: '1' } },
);

async function signedIn(page: Page): Promise<void> {
  await waitForPath(page, '/admin/dashboard');
  await page.getByRole('heading', { name: 'Contact Form Submissions' }).waitFor();
}

test('guesses from elsewhere do not lock staff out of a device they signed in on before', async () => {
  const { page, errors } = await browser.newPage(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
  await signedIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  const knownDevice = (await browser.context.cookies()).filter((cookie) => cookie.name === 'studio_device');
  assert.equal(knownDevice.length, 1, 'the sign-in left a known-device cookie');
  assert.equal(knownDevice[0]!.httpOnly, true);

  // Someone else guesses the account's password from three addresses until it is paused.
  for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    const guess = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: STAFF_EMAIL, password: 'a guess at the password' }),
    });
    assert.equal(guess.status, 401);
  }

  // A device that never signed in (here: the same browser without its cookies) is told to wait.
  await browser.context.clearCookies();
  const phone = await browser.newPage(PHONE);
  await phone.page.emulateMedia({ reducedMotion: 'reduce' });
  await signInWithForm(phone.page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
  await phone.page
    .getByRole('alert')
    .filter({ hasText: 'Too many sign-in attempts. Please wait a few minutes and try again.' })
    .waitFor();
  assert.equal(new URL(phone.page.url()).pathname, '/admin/login');
  await assertAccessible(phone.page, 'admin login paused by the account limit');
  await screenshot(phone.page, 'admin-login-paused-phone');
  await phone.page.close();

  // The known device signs in as usual.
  await browser.context.addCookies(knownDevice);
  await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
  await signedIn(page);
  await screenshot(page, 'admin-known-device-signed-in-desktop');
  assert.deepEqual(errors, [], 'console errors');
});
