import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  assertAccessible,
  DESKTOP,
  openAdminSection,
  openContentItem,
  PHONE,
  screenshot,
  startSiteAndBrowser,
  type Browser,
  type TrackedPage,
} from '../lib/browser.ts';
import { STAFF_EMAIL, STAFF_PASSWORD, type RunningSite } from '../lib/site.ts';
import { STATIC_PUBLIC_PATHS } from '@studio/core/pages/publicRoutes';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

const url = (path: string) => site.url + path;

interface PublicContent {
  pricing: { plans: { title: string; price: number }[] };
  banner: { message: string; endsOn: string | null };
  classes: { kickboxing: { faqs: { question: string; answer: string }[] } };
}

/** What a visitor's plain GET of the public content gives, straight from the store. */
async function publicContent(): Promise<PublicContent> {
  const response = await fetch(url('/api/content'));
  assert.equal(response.status, 200);
  return ((await response.json()) as { content: PublicContent }).content;
}

/** A page's HTML as a plain GET (a crawler, a first paint) receives it: no script runs. */
async function htmlOf(path: string): Promise<string> {
  const response = await fetch(url(path));
  assert.equal(response.status, 200, path);
  return response.text();
}

/** The home page's pricing section, in the browser (only Pay As You Go costs £10, or the £12 it is changed to). */
const pricingSection = (page: Page) => page.locator('#pricing');

const payAsYouGo = async () =>
  (await publicContent()).pricing.plans.find((plan) => plan.title === 'Pay As You Go')?.price;

/** A page in the staff area; the browser's pages share one session, so only the first one signs in. */
async function signedIn(viewport: { width: number; height: number }): Promise<TrackedPage> {
  const tracked = await browser.newPage(viewport);
  const { page } = tracked;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url('/admin/dashboard'));
  const dashboard = page.getByRole('heading', { name: 'Contact Form Submissions' });
  const email = page.getByLabel('Email');
  await dashboard.or(email).first().waitFor({ timeout: 15_000 });
  if (await email.isVisible()) {
    await email.fill(STAFF_EMAIL);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await dashboard.waitFor({ timeout: 15_000 });
  }
  return tracked;
}

async function openSection(page: Page, label: string) {
  await openAdminSection(page, 'Site Content');
  await page.getByRole('heading', { level: 1, name: 'Site Content' }).waitFor();
  await page.getByLabel('Section to edit').selectOption({ label });
  await page.getByRole('heading', { level: 2, name: label }).waitFor();
}

test('the Owner publishes a new Pay As You Go price, gets it refused when invalid, and restores the earlier version', async () => {
  const tracked = await signedIn(DESKTOP);
  const { page } = tracked;
  await openSection(page, 'Membership pricing');
  const plan = await openContentItem(page, 'Plan 1');
  assert.equal(await plan.getByLabel('Title').inputValue(), 'Pay As You Go');
  await assertAccessible(page, 'site content: pricing form');

  // Bad input: a message next to the field, and nothing changes.
  await plan.getByLabel('Price').fill('-3');
  await page.getByRole('button', { name: 'Publish' }).click();
  await plan.getByText('Price cannot be negative').waitFor();
  await assertAccessible(page, 'site content: a refused save');
  assert.equal(await payAsYouGo(), 10);

  await plan.getByLabel('Price').fill('12');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('status').filter({ hasText: 'Published: the draft is live.' }).waitFor();
  assert.equal(await payAsYouGo(), 12);
  await screenshot(page, 'content-pricing-saved-desktop');
  // The home page carries the new price in its HTML, and shows it in the browser.
  assert.match(await htmlOf('/'), />£12</);
  const home = await browser.newPage(DESKTOP);
  await home.page.goto(url('/'));
  await pricingSection(home.page).getByText('£12', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of Membership pricing' });
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('status').filter({ hasText: 'Version 1 restored' }).waitFor();
  assert.equal(await payAsYouGo(), 10);
  const restoredHtml = await htmlOf('/');
  assert.match(restoredHtml, />£10</);
  assert.doesNotMatch(restoredHtml, />£12</);
  await home.page.reload();
  await pricingSection(home.page).getByText('£10', { exact: true }).waitFor();
  assert.deepEqual(home.errors, [], 'console errors on the home page');
  await home.page.close();
  await history.getByText('Version 3').waitFor();
  await history.getByText(/restoring version 1/).waitFor();
  await assertAccessible(page, 'site content: history');
  assert.deepEqual(tracked.errors, [], 'console errors');
  await page.close();
});

test('a second editor with a stale version is refused and can reload', async () => {
  const first = await signedIn(DESKTOP);
  const second = await signedIn(DESKTOP);
  for (const { page } of [first, second]) await openSection(page, 'Opening hours');
  await first.page.getByRole('textbox', { name: 'Hours', exact: true }).first().fill('7am-10pm');
  await first.page.getByRole('button', { name: 'Publish' }).click();
  await first.page.getByRole('status').filter({ hasText: 'Published: the draft is live.' }).waitFor();

  await second.page.getByRole('textbox', { name: 'Hours', exact: true }).first().fill('6am-11pm');
  await second.page.getByRole('button', { name: 'Publish' }).click();
  await second.page
    .getByRole('alert')
    .filter({ hasText: 'Someone else saved this section while you were editing. Reload to see their changes.' })
    .waitFor();
  await assertAccessible(second.page, 'site content: conflict');
  await second.page.getByRole('button', { name: 'Reload' }).click();
  // The section as the first editor left it: their version, their hours.
  await second.page.getByText(/^Live: version 2, published .* by coach@example.com$/).waitFor();
  assert.equal(await second.page.getByRole('textbox', { name: 'Hours', exact: true }).first().inputValue(), '7am-10pm');
  await first.page.close();
  await second.page.close();
});

test('staff edit a class page FAQ and publish a notice banner with an end date, on a phone', async () => {
  const tracked = await signedIn(PHONE);
  const { page } = tracked;
  await openSection(page, 'Class: Kickboxing');
  const faq = await openContentItem(page, 'FAQ 1');
  await faq.getByLabel('Answer').fill('Yes. Start with any beginners session.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('status').filter({ hasText: 'Published: the draft is live.' }).waitFor();
  assert.equal((await publicContent()).classes.kickboxing.faqs[0]?.answer, 'Yes. Start with any beginners session.');
  assert.match(await htmlOf('/classes/kickboxing'), /Yes\. Start with any beginners session\./);
  const classPage = await browser.newPage(PHONE);
  await classPage.page.goto(url('/classes/kickboxing'));
  await classPage.page.getByText('Yes. Start with any beginners session.').first().waitFor({ state: 'attached' });
  await classPage.page.close();

  await page.getByLabel('Section to edit').selectOption({ label: 'Notice banner' });
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Both studios closed 25-26 December');
  await page.getByLabel('End date (optional)').fill('2099-12-26');
  await page.getByLabel('Link address (optional)').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByText('Use a web address starting with https:// or http://, or a path on this site starting with /')
    .waitFor();
  assert.equal((await publicContent()).banner.message, '');
  await page.getByLabel('Link address (optional)').fill('/events');
  await page.getByLabel('Link text (optional)').fill('See what is on');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('status').filter({ hasText: 'Published: the draft is live.' }).waitFor();
  const banner = (await publicContent()).banner;
  assert.equal(banner.message, 'Both studios closed 25-26 December');
  assert.equal(banner.endsOn, '2099-12-26');
  await assertAccessible(page, 'site content: banner saved, phone');
  await screenshot(page, 'content-banner-saved-phone');

  // Every public page carries the banner in its HTML, /signup included, and shows it.
  for (const path of STATIC_PUBLIC_PATHS) {
    assert.match(await htmlOf(path), /Both studios closed 25-26 December/, path);
  }
  const signup = await browser.newPage(PHONE);
  await signup.page.goto(url('/signup'));
  const notice = signup.page.getByRole('region', { name: 'Notice' });
  await notice.getByText('Both studios closed 25-26 December').waitFor();
  assert.equal(await notice.getByRole('link', { name: 'See what is on' }).getAttribute('href'), '/events');
  await assertAccessible(signup.page, 'sign-up page with a notice banner, phone');
  await screenshot(signup.page, 'content-banner-signup-phone');
  assert.deepEqual(signup.errors, [], 'console errors on /signup');
  await signup.page.close();
  assert.deepEqual(tracked.errors, [], 'console errors');
  await page.close();
});

/** Tabs through the form from the section list and counts the fields focused while the sticky bar covered them. */
async function fieldsCoveredByTheBar(page: Page): Promise<string[]> {
  await page.getByLabel('Section to edit').focus();
  const covered: string[] = [];
  for (let tab = 0; tab < 80; tab += 1) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(`(() => {
      const field = document.activeElement;
      const bar = document.querySelector('[role="region"][aria-label="Save and publish"]');
      if (!field || !bar || bar.contains(field)) return 'bar';
      const f = field.getBoundingClientRect(), b = bar.getBoundingClientRect();
      return f.bottom > b.top + 1 && f.top < b.bottom ? (field.id || field.tagName) : '';
    })()`);
    if (hit === 'bar') return covered;
    if (hit) covered.push(String(hit));
  }
  return covered;
}

test('on a phone the editor keeps its bar small and clear of the field being edited, and sends nothing unchanged', async () => {
  const tracked = await signedIn(PHONE);
  const { page } = tracked;
  await openSection(page, 'Class: Kickboxing');
  const bar = page.getByRole('region', { name: 'Save and publish' });
  const height = (await bar.boundingBox())?.height ?? Infinity;
  assert.ok(height <= 72, `the bar is ${height}px tall on a phone`);
  // Nothing to send yet: nothing that would write a version where nothing differs.
  assert.equal(await bar.getByRole('button', { name: 'Save draft' }).isDisabled(), true);
  assert.equal(await bar.getByRole('button', { name: 'Publish' }).isDisabled(), true);
  assert.deepEqual(await fieldsCoveredByTheBar(page), [], 'fields focused under the bar');

  // The closure form opened at the foot of its section stays in view above the bar.
  await page.getByLabel('Section to edit').selectOption({ label: 'Closures' });
  await page.getByRole('heading', { level: 2, name: 'Closures' }).waitFor();
  await page.getByRole('button', { name: 'Add closure' }).click();
  const firstDay = page.getByLabel('First day').last();
  await firstDay.focus();
  const field = await firstDay.boundingBox();
  const barTop = (await bar.boundingBox())?.y ?? 0;
  assert.ok(field && field.y + field.height <= barTop, 'the new closure is not under the bar');
  await screenshot(page, 'content-closure-phone');
  // At the foot of the form the bar sits below the last field (a field half under it is a smaller target to axe).
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await assertAccessible(page, 'site content: the bar on a phone');

  // The rest is under More, by keyboard.
  await bar.getByRole('button', { name: 'More' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'Schedule' }).waitFor();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  assert.deepEqual(tracked.errors, [], 'console errors');
  await page.close();
});

test('at 320 px nothing of the editor is cut off: no sideways scroll, session titles wrapped', async () => {
  const tracked = await signedIn({ width: 320, height: 700 });
  const { page } = tracked;
  await openSection(page, 'Class: Kickboxing');
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  assert.ok(Number(overflow) <= 0, `the page is ${overflow}px wider than the screen`);
  const session = page.locator('details > summary').filter({ hasText: /^Session 1/ });
  await session.scrollIntoViewIfNeeded();
  const cut = await session.evaluate((summary) =>
    [...summary.querySelectorAll('span')].some((part) => part.scrollWidth > part.clientWidth + 1),
  );
  assert.equal(cut, false, 'a session title is cut');
  const buttons = page.getByRole('region', { name: 'Save and publish' }).getByRole('button');
  for (const button of await buttons.all()) {
    const clipped = await button.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    assert.equal(clipped, false, `${await button.innerText()} is cut`);
  }
  await screenshot(page, 'content-class-320');
  assert.deepEqual(tracked.errors, [], 'console errors');
  await page.close();
});

test('an unknown event id answers 404 with the not-found page', async () => {
  const response = await fetch(url('/events/0b7c1c7e-1111-4222-8333-444455556666'));
  assert.equal(response.status, 404);
  assert.match(await response.text(), /Event Not Found/);
});
