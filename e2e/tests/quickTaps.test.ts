import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, type Browser, startSiteAndBrowser } from '../lib/browser.ts';
import type { RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

/** Fresh page loads per control: a tap lost about half the time is caught by every run of the suite. */
const LOADS = 20;

/**
 * Scrolls `selector`'s first match to the middle of the viewport and clicks it at once, with no wait for the page's
 * code or for the control to settle: what a visitor does who scrolls and taps the moment a button appears.
 */
async function scrollAndTapAtOnce(page: Page, selector: string): Promise<void> {
  const point = await page.evaluate((query) => {
    const control = document.querySelector(query);
    if (!control) return null;
    control.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = control.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, selector);
  assert.ok(point, `${selector} is on the page`);
  await page.mouse.click(point.x, point.y);
}

describe('a tap on a section whose code is still loading is not lost', () => {
  test(`'See more reviews' tapped the moment it scrolls into view expands the reviews, ${LOADS} loads out of ${LOADS}`, async () => {
    const { page, errors } = await browser.newPage(PHONE);
    const misses: number[] = [];
    for (let load = 1; load <= LOADS; load += 1) {
      await page.goto(`${site.url}/`);
      await scrollAndTapAtOnce(page, '#reviews button[aria-controls="review-list"]');
      const expanded = await page
        .waitForFunction(() => document.querySelectorAll('#review-list > li').length === 25, undefined, {
          timeout: 15_000,
        })
        .then(
          () => true,
          () => false,
        );
      if (!expanded) misses.push(load);
    }
    assert.deepEqual(misses, [], `the tap was lost on loads ${misses.join(', ')} of ${LOADS}`);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`'Show timetable' tapped the moment it scrolls into view shows the timetables, ${LOADS} loads out of ${LOADS}`, async () => {
    const { page, errors } = await browser.newPage(PHONE);
    const misses: number[] = [];
    for (let load = 1; load <= LOADS; load += 1) {
      await page.goto(`${site.url}/`);
      await scrollAndTapAtOnce(page, '#schedule .embed-consent button');
      // One choice loads every timetable (blocked here, so they fall back to links): no question is left.
      const shown = await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll('#schedule button')].every(
              (button) => button.textContent !== 'Show timetable',
            ),
          undefined,
          { timeout: 15_000 },
        )
        .then(
          () => true,
          () => false,
        );
      if (!shown) misses.push(load);
      // The choice is remembered; the next load starts from the question again.
      await page.evaluate(() => localStorage.clear());
    }
    assert.deepEqual(misses, [], `the tap was lost on loads ${misses.join(', ')} of ${LOADS}`);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`the header's menu button on a phone, tapped the moment the page shows, opens the menu, ${LOADS} loads out of ${LOADS}`, async () => {
    const { page, errors } = await browser.newPage(PHONE);
    const misses: number[] = [];
    for (let load = 1; load <= LOADS; load += 1) {
      // As a new visitor does: the tap comes as soon as the button is there, before the page's code has run.
      await page.goto(`${site.url}/`, { waitUntil: 'commit' });
      const button = page.locator('.site-header__toggle');
      await button.waitFor({ state: 'visible' });
      const box = await button.boundingBox();
      assert.ok(box, 'the menu button has a box');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const opened = await page
        .waitForFunction(
          () => document.querySelector('.mobile-menu')?.getAttribute('data-open') === 'true',
          undefined,
          {
            timeout: 15_000,
          },
        )
        .then(
          () => true,
          () => false,
        );
      if (!opened) misses.push(load);
    }
    assert.deepEqual(misses, [], `the menu stayed closed on loads ${misses.join(', ')} of ${LOADS}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
