import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Browser, startSiteAndBrowser } from '../lib/browser.ts';
import { type RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

test('the home page loads without console errors', async () => {
  const { page, errors } = await browser.newPage();
  const response = await page.goto(site.url + '/');
  assert.equal(response?.status(), 200);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(errors, []);
});
