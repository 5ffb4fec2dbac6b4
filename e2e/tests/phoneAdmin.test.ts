import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  assertAccessible,
  DESKTOP,
  openAdminSection,
  PHONE,
  screenshot,
  launchBrowser,
  signInWithForm,
  waitForPath,
  type Browser,
  type TrackedPage,
} from '../lib/browser.ts';
import { staffApi, startSite, STAFF_EMAIL, STAFF_PASSWORD, type RunningSite } from '../lib/site.ts';

// The admin as a busy owner uses it between classes: on a 390 x 844 phone.

let site: RunningSite;
let browser: Browser;
let staff: Awaited<ReturnType<typeof staffApi>>;

const url = (path: string) => site.url + path;
const MESSAGES = 12;
const LONG_NAME = 'Maximilian-Alexander-Fitzwilliam-Montgomery-Worthington';
const NOTICE =
  'Both studios close early on Friday for the annual grading, and the car park at Aintree is shut all weekend while the surface is relaid. Thank you!';

interface StoredMessage {
  id: string;
  name: string;
  read: boolean;
  status: string;
}

before(async () => {
  // Twelve messages from one address in a minute: the limit is for visitors, not this test's seeding.
  site = await startSite({ env: { CONTACT_MAX_PER_WINDOW: '50' } });
  browser = await launchBrowser();
  staff = await staffApi(site);
  for (let index = 1; index <= MESSAGES; index++) {
    const response = await fetch(url('/api/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({
        name: index === 2 ? LONG_NAME : `Enquirer ${String(index).padStart(2, '0')}`,
        email: index === 2 ? `${LONG_NAME.toLowerCase()}@example.com` : `enquirer${index}@example.com`,
        message: `Hello, I would like to try a class. Message number ${index}.`,
      }),
    });
    assert.equal(response.status, 201);
  }
  const banner = (await staff.call('GET', '/api/admin/content/banner')) as { section: { version: number } };
  await staff.call('PUT', '/api/admin/content/banner', {
    version: banner.section.version,
    content: { message: NOTICE, linkUrl: '/events', linkText: 'See what is on', startsOn: null, endsOn: null },
  });
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

const messages = async () =>
  ((await staff.call('GET', '/api/admin/submissions')) as { submissions: StoredMessage[] }).submissions;

/** A signed-in staff page; the browser's pages share one session, so only the first one signs in. */
async function staffPage(viewport: { width: number; height: number } = PHONE): Promise<TrackedPage> {
  const tracked = await browser.newPage(viewport);
  const { page } = tracked;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url('/admin/dashboard'));
  const dashboard = page.getByRole('heading', { name: 'Contact Form Submissions' });
  const email = page.getByLabel('Email');
  await dashboard.or(email).first().waitFor({ timeout: 15_000 });
  if (await email.isVisible()) {
    await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
    await waitForPath(page, '/admin/dashboard');
  }
  return tracked;
}

async function assertTargetsAtLeast44(page: Page, targets: Locator[]) {
  for (const target of targets) {
    const box = await target.boundingBox();
    assert.ok(box && box.width >= 44 && box.height >= 44, `${target} is ${box?.width} x ${box?.height} px`);
  }
}

const messageList = (page: Page) => page.getByRole('list', { name: /^Messages/ });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('the inbox on a phone: the first message on the first screen, a message opened and left where it was', async () => {
  const { page, errors } = await staffPage();
  const list = messageList(page);
  const first = list.getByRole('button').first();
  await first.waitFor();
  // The top bar is at most a quarter of the first screen, and the first message is wholly on it.
  const bar = await page.locator('header.MuiAppBar-root').boundingBox();
  assert.ok(bar && bar.height <= PHONE.height * 0.25, `top bar ${bar?.height} px high`);
  const firstBox = await first.boundingBox();
  assert.ok(firstBox && firstBox.y + firstBox.height <= PHONE.height, `first message ends at ${firstBox?.y}`);
  // How many New messages wait: on the menu and in the tab's title.
  await page.getByRole('button', { name: `Menu ${MESSAGES} new` }).waitFor();
  await page.waitForFunction((count) => document.title.startsWith(`(${count}) `), MESSAGES);
  // A long name without spaces wraps inside its row.
  const long = list.getByRole('button', { name: new RegExp(LONG_NAME) });
  const longBox = await long.boundingBox();
  assert.ok(longBox && longBox.x + longBox.width <= PHONE.width, 'the long name stays inside the screen');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width);
  await screenshot(page, 'phone-admin-inbox');
  await assertAccessible(page, 'inbox on a phone');
  await assertTargetsAtLeast44(page, [
    page.getByRole('button', { name: /^Menu/ }),
    page.getByRole('button', { name: 'Filter' }),
    page.getByRole('button', { name: 'Export CSV' }),
  ]);

  // The filters fold behind one button that names the filter in use.
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('New');
  await page.getByRole('button', { name: 'Filter: New' }).waitFor();
  await screenshot(page, 'phone-admin-inbox-filter');
  await assertAccessible(page, 'inbox filters on a phone');
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();

  // A message far down the list opens at once, at the top of the screen.
  const ninth = list.getByRole('button').nth(8);
  await ninth.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const listScroll = await scrollY(page);
  assert.ok(listScroll > 200, `the list was scrolled (${listScroll})`);
  const name = ((await ninth.textContent()) ?? '').match(/Enquirer \d\d/)?.[0];
  assert.ok(name);
  assert.match((await ninth.textContent()) ?? '', /\(unread\)/);
  await ninth.click();
  const details = page.getByRole('heading', { name: 'Message Details' });
  await details.waitFor();
  const detailsBox = await details.boundingBox();
  assert.ok(detailsBox && detailsBox.y >= 0 && detailsBox.y < PHONE.height / 3, `details at ${detailsBox?.y}`);
  await page.getByRole('region', { name: 'Message Details' }).getByText(name).waitFor();
  await screenshot(page, 'phone-admin-message');
  await assertAccessible(page, 'a message on a phone');

  // Setting Contacted confirms, and marks the message read; "Back to messages" returns to the same place.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Contacted');
  await page.getByRole('status').filter({ hasText: 'Status set to Contacted' }).waitFor();
  await page.getByRole('button', { name: 'Mark as Unread' }).waitFor();
  await assertTargetsAtLeast44(page, [
    page.getByRole('button', { name: 'Back to messages' }),
    page.getByRole('button', { name: 'Dismiss message' }),
  ]);
  await page.getByRole('button', { name: 'Back to messages' }).click();
  const back = list.getByRole('button', { name: new RegExp(name) });
  await back.waitFor();
  assert.ok(Math.abs((await scrollY(page)) - listScroll) <= 2, `back at ${await scrollY(page)}, was ${listScroll}`);
  assert.equal(await back.evaluate((node) => node === document.activeElement), true);
  assert.doesNotMatch((await back.textContent()) ?? '', /\(unread\)/);
  await page.getByRole('button', { name: `Menu ${MESSAGES - 1} new` }).waitFor();
  const stored = (await messages()).find((message) => message.name === name);
  assert.deepEqual([stored?.status, stored?.read], ['contacted', true]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the inbox exports CSV with every note, newest first', async () => {
  const { page, errors } = await staffPage();
  const target = (await messages()).find((message) => message.name === 'Enquirer 05')!;
  await messageList(page)
    .getByRole('button', { name: /Enquirer 05/ })
    .click();
  const notes = page.getByRole('textbox', { name: 'Add note' });
  for (const text of ['Left a voicemail', 'Booked a trial on Tuesday']) {
    await notes.fill(text);
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByRole('listitem').filter({ hasText: text }).waitFor();
  }
  await page.getByRole('status').filter({ hasText: 'Note added' }).waitFor();
  await page.getByRole('button', { name: 'Back to messages' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const row = csv.split('\r\n').find((line) => line.endsWith(`,${target.id}`));
  assert.ok(row, 'the message has its row');
  assert.match(
    row,
    new RegExp(`"[^"]*, ${STAFF_EMAIL}: Booked a trial on Tuesday\\n\\n[^"]*, ${STAFF_EMAIL}: Left a voicemail"`),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

/** A 4000 x 3000 photo of 5.7 MB, as a 12-megapixel phone camera takes it (EXIF and all). */
async function phonePhoto(): Promise<Buffer> {
  const coarse = await sharp({
    create: {
      width: 500,
      height: 375,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 8, sigma: 14 },
    },
  })
    .raw()
    .toBuffer();
  const base = await sharp(coarse).resize(4000, 3000, { kernel: 'cubic' }).raw().toBuffer();
  for (let index = 0; index < base.length; index++) base[index] = Math.min(255, base[index]! + grain[index]!);
  return sharp(base, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera 12MP' } })
    .toBuffer();
}

test('a 12-megapixel 5.7 MB phone photo uploads as a slot image and as an instructor photo, and shows on the site', async () => {
  const photo = await phonePhoto();
  assert.ok(photo.length > 5.2 * 1024 * 1024 && photo.length < 6.8 * 1024 * 1024, `photo of ${photo.length} bytes`);
  const { page, errors } = await staffPage();
  await openAdminSection(page, 'Image Management');
  const about = page.getByRole('article', { name: 'About Section' });
  const chooser = page.waitForEvent('filechooser');
  await about.getByRole('button', { name: 'Upload New Image for About Section' }).click();
  const started = Date.now();
  await (await chooser).setFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
  await page
    .getByRole('status')
    .filter({ hasText: 'Image for About Section uploaded successfully' })
    .waitFor({ timeout: 60_000 });
  const images = ((await staff.call('GET', '/api/admin/images')) as { images: Record<string, unknown>[] }).images;
  const stored = images.find((image) => String(image.name).startsWith('home_about_'))!;
  console.log(`slot photo: ${photo.length} bytes in, ${String(stored.size)} bytes stored, ${Date.now() - started} ms`);
  assert.deepEqual([stored.width, stored.height, stored.content_type], [2560, 1920, 'image/jpeg']);
  assert.ok(Number(stored.size) < 5 * 1024 * 1024);
  await screenshot(page, 'phone-admin-image-uploaded');
  await assertAccessible(page, 'image management after an upload, phone');

  const home = await browser.newPage(PHONE);
  await home.page.goto(url('/#about'));
  const base = String(stored.name).replace(/\.jpg$/, '');
  await home.page.locator(`#about img[src*="${base}"], #about source[srcset*="${base}"]`).first().waitFor({
    state: 'attached',
    timeout: 15_000,
  });
  await home.page.close();

  // The same photo as the Kickboxing instructor's, from Site Content.
  await openAdminSection(page, 'Site Content');
  await page.getByLabel('Section to edit').selectOption({ label: 'Class: Kickboxing' });
  await page.getByRole('heading', { level: 2, name: 'Class: Kickboxing' }).waitFor();
  await page.locator('input[type=file]').first().setInputFiles({
    name: 'IMG_2042.JPG',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  const current = page.getByRole('img', { name: "The instructor's current photo" });
  await current.waitFor({ timeout: 60_000 });
  const photoUrl = (await current.getAttribute('src')) ?? '';
  assert.match(photoUrl, /^\/media\/instructor_\d+\.jpg$/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('status').filter({ hasText: 'Published: the draft is live.' }).waitFor();
  const classPage = await browser.newPage(PHONE);
  await classPage.page.goto(url('/classes/kickboxing'));
  await classPage.page.locator(`img[src="${photoUrl}"]`).first().waitFor({ state: 'attached', timeout: 15_000 });
  await classPage.page.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a refused image names the limit it broke', async () => {
  const { page } = await staffPage();
  await openAdminSection(page, 'Image Management');
  // A PNG that says it is 16,000 x 16,000 pixels: refused in the browser before anything is decoded or sent.
  const huge = Buffer.alloc(4096);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(huge);
  huge.writeUInt32BE(16_000, 16);
  huge.writeUInt32BE(16_000, 20);
  const hero = page.getByRole('article', { name: 'Hero Background' });
  const chooser = page.waitForEvent('filechooser');
  await hero.getByRole('button', { name: 'Upload New Image for Hero Background' }).click();
  await (await chooser).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  await page
    .getByRole('alert')
    .filter({ hasText: 'at most 40 megapixels (this one is 16,000 x 16,000 pixels)' })
    .waitFor();
  await page.close();
});

test('the notice banner: two lines at most on a phone, More to read it all, Close for the visit', async () => {
  const { page, errors } = await browser.newPage(PHONE);
  await page.goto(url('/'));
  const notice = page.getByRole('region', { name: 'Notice' });
  await notice.waitFor();
  const lines = await notice.locator('p').evaluate((node) => {
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
    return node.getBoundingClientRect().height / lineHeight;
  });
  assert.ok(lines <= 2.05, `${lines} lines`);
  const more = notice.getByRole('button', { name: 'More' });
  const close = notice.getByRole('button', { name: 'Close' });
  for (const button of [more, close]) {
    const box = await button.boundingBox();
    assert.ok(box && box.width >= 44 && box.height >= 44, 'a 44 x 44 px target');
  }
  const bannerBox = await notice.boundingBox();
  assert.ok(bannerBox && bannerBox.height <= PHONE.height * 0.1, `banner ${bannerBox?.height} px high`);
  await screenshot(page, 'phone-notice-banner');
  await assertAccessible(page, 'home page with a long notice, phone');

  await more.click();
  await notice.getByRole('button', { name: 'Less' }).waitFor();
  assert.ok(((await notice.locator('p').boundingBox())?.height ?? 0) > bannerBox.height - 10);
  await notice.getByRole('link', { name: 'See what is on' }).waitFor();
  await screenshot(page, 'phone-notice-banner-more');

  await notice.getByRole('button', { name: 'Close' }).click();
  await notice.waitFor({ state: 'hidden' });
  // Closed for the rest of the visit: after a reload and on the next page, before and after the code runs.
  await page.reload();
  assert.equal(await page.getByRole('region', { name: 'Notice' }).isVisible(), false);
  await page.goto(url('/events'));
  await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
  assert.equal(await page.getByRole('region', { name: 'Notice' }).isVisible(), false);
  await page.goto(url('/privacy'));
  await page
    .getByText(/remembers that in your browser’s session storage, under the name “tmas-notice-closed”/)
    .waitFor();
  assert.deepEqual(errors, []);
  await page.close();

  // Another visit (a new tab has its own session storage) shows it again.
  const desktop = await browser.newPage(DESKTOP);
  await desktop.page.goto(url('/'));
  await desktop.page
    .getByRole('region', { name: 'Notice' })
    .getByText(/Both studios close early/)
    .waitFor();
  await screenshot(desktop.page, 'desktop-notice-banner');
  await assertAccessible(desktop.page, 'home page with a long notice, 1280 px');
  await desktop.page.close();
});

test('the /signup logo fits on one line at 320 px', async () => {
  const { page, errors } = await browser.newPage({ width: 320, height: 640 });
  await page.goto(url('/signup'));
  const name = page.locator('header .brand-mark__name');
  await name.waitFor();
  // The name's box is one line high (its line height is its font size).
  const lines = await name.evaluate(
    (node) => node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight),
  );
  assert.ok(lines < 1.5, `${lines} lines`);
  await screenshot(page, 'signup-320');
  const header = await page
    .locator('header')
    .first()
    .evaluate((node) => node.scrollWidth);
  assert.ok(header <= 320, `the brand bar is ${header} px wide`);
  await assertAccessible(page, 'sign-up page at 320 px');
  assert.deepEqual(errors, []);
  await page.close();
});

test('an event on a phone: its time is checked, and a date in the past asks first', async () => {
  const { page, errors } = await staffPage();
  await openAdminSection(page, 'Event Management');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Event' });
  await form.getByLabel('Event Title *').fill('Spring Grading');
  await form.getByLabel('Event Date *').fill('2020-05-01');
  await form.getByLabel('Event Time *').fill('whenever');
  await form.getByLabel('Event Description *').fill('Belt gradings for all ages.');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await form
    .getByText('Please enter a start time and an optional end time, e.g. 6:00 PM - 8:00 PM or 18:00-20:00')
    .waitFor();
  await screenshot(page, 'phone-admin-event-time');
  await assertAccessible(page, 'event form with a refused time, phone');
  await form.getByLabel('Event Time *').fill('18:00-20:00');
  await form.getByRole('button', { name: 'Create Event' }).click();
  const confirm = page.getByRole('dialog', { name: 'Date in the past' });
  await confirm.getByText('1 May 2020 is in the past. Save the event with this date anyway?').waitFor();
  await screenshot(page, 'phone-admin-event-past-date');
  await assertAccessible(page, 'past date confirmation, phone');
  await confirm.getByRole('button', { name: 'Save anyway' }).click();
  await page.getByRole('status').filter({ hasText: 'Event created successfully!' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('the admin at 1280 px: the sub-navigation with the New count, the message beside the list', async () => {
  const { page, errors } = await staffPage(DESKTOP);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('link', { name: /^Contact Submissions \d+ new$/ }).waitFor();
  await messageList(page).getByRole('button').first().click();
  await page.getByRole('heading', { name: 'Message Details' }).waitFor();
  await screenshot(page, 'desktop-admin-inbox');
  await assertAccessible(page, 'inbox at 1280 px');
  await openAdminSection(page, 'Activity');
  const log = page.getByRole('list', { name: 'Activity entries' });
  // The log names a message by its sender, never by its id.
  await log
    .getByRole('listitem')
    .filter({ hasText: 'Message note: Enquirer 05 (enquirer5@example.com)' })
    .first()
    .waitFor();
  await log
    .getByRole('listitem')
    .filter({ hasText: /Image uploaded: About Section \(home_about_\d+\.jpg\)/ })
    .waitFor();
  await screenshot(page, 'desktop-admin-activity');
  await assertAccessible(page, 'activity at 1280 px');
  assert.deepEqual(errors, []);
  await page.close();
});
