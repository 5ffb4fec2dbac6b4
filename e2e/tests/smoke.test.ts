import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, type Browser } from '../lib/browser.ts';
import { startSite, type RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

test('the home page loads without console errors', async () => {
  const { page, errors } = await browser.newPage();
  const response = await page.goto(site.url + '/');
  assert.equal(response?.status(), 200);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(errors, []);
});
