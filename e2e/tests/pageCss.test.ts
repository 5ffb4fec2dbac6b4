/**
 * Each page's HTML carries the CSS of its own parts only (web/src/app/pageCss.server.ts); a page reached by
 * client-side navigation loads the whole site's CSS first, so it never shows unstyled (web/src/app/pageCssLink.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESKTOP, type Browser, startSiteAndBrowser, waitForHydration, waitForPath } from '../lib/browser.ts';
import type { RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

type Watched = Window & { heroDisplay?: string };

test('a page reached by navigation is styled when it first enters the document', async () => {
  const { page, errors } = await browser.newPage(DESKTOP);
  await page.goto(`${site.url}/privacy`);
  const inline = await page.evaluate(() => document.querySelector('style[data-page-css]')?.textContent ?? '');
  assert.ok(inline.includes('.embed-choice'), "/privacy's HTML carries its own parts' CSS");
  assert.ok(!inline.includes('.hero{'), "/privacy's HTML carries no CSS of the home page");
  await waitForHydration(page, 'a.site-header__home');
  // A mutation observer runs before the browser paints what was added: the hero's style then is its first frame's.
  await page.evaluate(() => {
    new MutationObserver(() => {
      const hero = document.querySelector('.hero');
      const watched = window as Watched;
      if (hero && watched.heroDisplay === undefined) watched.heroDisplay = getComputedStyle(hero).display;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('a.site-header__home').click();
  await waitForPath(page, '/');
  await page.waitForFunction(() => (window as Watched).heroDisplay !== undefined);
  assert.equal(await page.evaluate(() => (window as Watched).heroDisplay), 'flex', 'the hero is laid out as styled');
  assert.equal(await page.locator('link[rel="stylesheet"][href^="/page-css?v="]').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});
