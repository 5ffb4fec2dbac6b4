import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Route } from 'playwright-core';
import { PHONE, startSiteAndBrowser, waitForHydration, type Browser } from '../lib/browser.ts';
import { staffApi, type RunningSite } from '../lib/site.ts';

// The Site Content editor's first screen, drawn by the self-hosted server for the person signed in (docs/decisions/033).
let site: RunningSite;
let browser: Browser;
startSiteAndBrowser((s, b) => {
  site = s;
  browser = b;
});

test('the editor opened signed in is drawn by the server, for that person only and never kept', async () => {
  const staff = await staffApi(site);
  const signedIn = await fetch(`${site.url}/admin/content?section=hours`, { headers: { cookie: staff.cookie } });
  assert.equal(signedIn.status, 200);
  assert.equal(signedIn.headers.get('cache-control'), 'no-store');
  const page = await signedIn.text();
  assert.match(page, /id="content-form-title"[^>]*>Opening hours</);
  // React marks where its text parts meet.
  assert.match(page, /Live: version (<!-- -->)?\d+/);
  // Its styles are in <head>, none beside its components.
  assert.doesNotMatch(page.slice(page.indexOf('<body')), /<style data-emotion/);

  const anyone = await (await fetch(`${site.url}/admin/content?section=hours`)).text();
  assert.doesNotMatch(anyone, /content-form-title|Live: version/);
  assert.match(anyone, /Checking your sign-in/);
  const ended = await fetch(`${site.url}/admin/content`, { headers: { cookie: 'studio_session=ended' } });
  assert.doesNotMatch(await ended.text(), /content-form-title/);
});

test('what is typed into the drawn form before its code runs is kept, counted and saved', async () => {
  // The page's code is held back until the keys are typed: they land on the server's HTML alone.
  const { staff, page, errors, releaseCode } = await signedInWithCodeHeld();
  await page.goto(`${site.url}/admin/content?section=banner`);
  const message = page.getByLabel('Message');
  await message.fill('Closed on Friday');
  await page.waitForFunction(() => performance.getEntriesByName('content-editor-shown').length === 1);
  await releaseCode();
  await waitForHydration(page, '#content-form-title');
  await page.getByText('1 changed field, not saved').waitFor();
  assert.equal(await message.inputValue(), 'Closed on Friday');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('Draft saved. It is not live until an Owner publishes it.').waitFor();
  const editor = (await staff.call('GET', '/api/admin/content/banner')) as {
    draft: { content: { message: string } } | null;
  };
  assert.equal(editor.draft?.content.message, 'Closed on Friday');
  assert.deepEqual(errors, [], 'console errors');
  await page.close();
});

test('a section chosen in the drawn list before its code runs opens, even when the load it asked for is cancelled', async () => {
  const { page, errors, releaseCode } = await signedInWithCodeHeld();
  // The chosen section's page, which the early script asks for, does not come: its load is cancelled, as the
  // router's start (the history entry it writes) cancels it when the code starts first on a slow connection.
  let chosenPage: Route | undefined;
  await page.route(/\/admin\/content\?section=hours$/, (route) => {
    chosenPage = route;
  });
  await page.goto(`${site.url}/admin/content?section=banner`);
  await page.waitForFunction(() => performance.getEntriesByName('content-editor-shown').length === 1);
  await page.getByLabel('Section to edit').selectOption({ label: 'Opening hours' });
  await expectSoon(() => chosenPage !== undefined);
  await chosenPage!.abort('aborted');
  await releaseCode();
  await page.getByRole('heading', { level: 2, name: 'Opening hours' }).waitFor();
  assert.match(page.url(), /\?section=hours$/);
  assert.deepEqual(errors, [], 'console errors');
  await page.close();
});

/**
 * A phone page signed in as staff whose scripts are held back until `releaseCode`: what it shows and does until then
 * is the server's HTML and its inline scripts alone.
 */
async function signedInWithCodeHeld() {
  const staff = await staffApi(site);
  const [name, value] = staff.cookie.split('=') as [string, string];
  await browser.context.addCookies([{ name, value, url: site.url }]);
  const { page, errors } = await browser.newPage(PHONE);
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, (route) => (holding ? held.push(route) : route.continue()));
  const releaseCode = async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
  return { staff, page, errors, releaseCode };
}

/** Polls until `condition` holds (at most 10 s). */
async function expectSoon(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > 10_000) throw new Error('the condition did not hold within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
