import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertAccessible,
  DESKTOP,
  openAdminSection,
  openPreview,
  PHONE,
  screenshot,
  signInWithForm,
  startSiteAndBrowser,
  type Browser,
} from '../lib/browser.ts';
import { STAFF_EMAIL, STAFF_PASSWORD, type RunningSite } from '../lib/site.ts';

// The home page's own texts are Site Content: staff edit About, preview the draft, publish it, and / shows it.
let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

const NEW_INTRO = 'Two studios, one family: forty-five years of martial arts in St Helens and Liverpool.';

/** A page's HTML as a plain GET (a crawler, a first paint) receives it: no script runs. */
async function htmlOf(path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`);
  assert.equal(response.status, 200, path);
  return response.text();
}

test("staff edit About's introduction, preview the draft, publish it, and / shows it", async () => {
  const tracked = await browser.newPage(DESKTOP);
  const { page } = tracked;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
  await page.getByRole('heading', { name: 'Contact Form Submissions' }).waitFor({ timeout: 15_000 });
  await openAdminSection(page, 'Site Content');
  await page.getByRole('heading', { level: 1, name: 'Site Content' }).waitFor();
  await page.getByLabel('Section to edit').selectOption({ label: 'Home: About' });
  await page.getByRole('heading', { level: 2, name: 'Home: About' }).waitFor();
  const intro = page.getByLabel('Introduction');
  await intro.waitFor({ timeout: 15_000 });
  assert.match(await intro.inputValue(), /^Two studios, one family\. For over forty years/);
  await intro.fill(NEW_INTRO);
  await page.getByText(`${NEW_INTRO.length} / 400 characters`).waitFor();
  await page.getByText('1 changed field, not saved').waitFor();
  await assertAccessible(page, 'site content: Home: About');

  // A draft: the preview shows it, a visitor's page does not.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('Draft saved. It is not live until an Owner publishes it.').waitFor();
  const preview = await openPreview(page);
  await preview.locator('#about').getByText(NEW_INTRO).waitFor({ state: 'attached' });
  await preview.close();
  assert.doesNotMatch(await htmlOf('/'), new RegExp(NEW_INTRO));

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('status').filter({ hasText: 'Published: the draft is live.' }).waitFor();
  await screenshot(page, 'content-home-about-published-desktop');

  // The home page carries the new text in its HTML, and shows it in the browser at both widths.
  const html = await htmlOf('/');
  assert.match(html, new RegExp(NEW_INTRO));
  for (const viewport of [PHONE, DESKTOP]) {
    const home = await browser.newPage(viewport);
    await home.page.emulateMedia({ reducedMotion: 'reduce' });
    await home.page.goto(`${site.url}/`);
    const about = home.page.getByRole('region', { name: 'More Than a Gym' });
    await about.scrollIntoViewIfNeeded();
    await about.getByText(NEW_INTRO).waitFor();
    await about.getByRole('heading', { level: 4, name: 'Where it all began' }).waitFor();
    await assertAccessible(home.page, `home page with the new About text at ${viewport.width} px`);
    await screenshot(home.page, `home-about-published-${viewport.width}`);
    assert.deepEqual(home.errors, [], 'console errors on the home page');
    await home.page.close();
  }

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of Home: About' });
  await history.getByText('Version 2').waitFor();
  assert.deepEqual(tracked.errors, [], 'console errors');
  await page.close();
});
