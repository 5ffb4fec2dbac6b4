import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  assertAccessible,
  DESKTOP,
  PHONE,
  screenshot,
  type Browser,
  type TrackedPage,
  startSiteAndBrowser,
  waitForPath,
} from '../lib/browser.ts';
import { dayFromToday, STAFF_EMAIL, STAFF_PASSWORD, type RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

const url = (path: string) => site.url + path;

/** Presses Tab until the focused element is `target`; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
  }
  assert.fail(`could not reach ${target} with the Tab key`);
}

/** A tracked page with reduced motion, so dialogs and banners are fully shown when screenshots are taken. */
async function openPage(viewport: { width: number; height: number }): Promise<TrackedPage> {
  const tracked = await browser.newPage(viewport);
  await tracked.page.emulateMedia({ reducedMotion: 'reduce' });
  return tracked;
}

function assertNoConsoleErrors(tracked: TrackedPage) {
  assert.deepEqual(tracked.errors, [], 'console errors');
}

test('a forged browser flag does not open the admin area', async () => {
  const tracked = await openPage(DESKTOP);
  const { page } = tracked;
  await page.goto(url('/admin/login'));
  await page.evaluate(() => {
    localStorage.setItem('TMAS_admin_authenticated', 'true');
    sessionStorage.setItem('TMAS_admin_authenticated', 'true');
  });
  for (const path of ['/admin', '/admin/dashboard', '/admin/images', '/admin/events']) {
    await page.goto(url(path));
    await waitForPath(page, '/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  }
  const staffApi = await page.evaluate(async () => (await fetch('/api/admin/submissions')).status);
  assert.equal(staffApi, 401);
  await page.close();
});

test('sign-in: required fields, wrong password, then success', async () => {
  const tracked = await openPage(PHONE);
  const { page } = tracked;
  await page.goto(url('/admin/login'));
  assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Please enter your email address').waitFor();
  await page.getByText('Please enter your password').waitFor();
  await assertAccessible(page, 'admin login with field errors');

  await page.getByLabel('Email').fill(STAFF_EMAIL);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/admin/login');
  await screenshot(page, 'admin-login-phone');
  await assertAccessible(page, 'admin login with wrong password');

  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForPath(page, '/admin/dashboard');
  await page.getByRole('heading', { name: 'Contact Form Submissions' }).waitFor();

  // Signed in: the login page sends staff on to the dashboard, and /admin lands there too.
  await page.goto(url('/admin/login'));
  await waitForPath(page, '/admin/dashboard');
  await page.goto(url('/admin'));
  await waitForPath(page, '/admin/dashboard');
  await page.close();
  // The failed attempt's 401 is reported by the browser as a console error; nothing else may be.
  assert.deepEqual(
    tracked.errors.filter((error) => !/401/.test(error)),
    [],
  );
});

test('contact messages: sent from the site, read and triaged in the dashboard', async () => {
  const longMessage =
    'Hello! My son is 7 and would love to try the kids classes on Saturday mornings.\nIs there space?\nThanks, Priya';
  for (const contact of [
    {
      name: 'Priya Shah',
      email: 'priya@example.com',
      phone: '07700 900456',
      class_interest: 'Kids Classes',
      message: longMessage,
    },
    { name: 'Dan Jones', email: 'dan@example.com', message: 'Do you have parking?' },
  ]) {
    const response = await fetch(url('/api/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify(contact),
    });
    assert.equal(response.status, 201);
  }

  const tracked = await openPage(DESKTOP);
  const { page } = tracked;
  // Signed in by the previous test (the browser context keeps the session cookie).
  await page.goto(url('/admin/dashboard'));
  await page.getByRole('heading', { name: 'Messages (2)' }).waitFor();
  const priya = page.getByRole('button', { name: /Priya Shah/ });
  assert.match((await priya.textContent()) ?? '', /\(unread\)/);
  assert.ok(((await priya.textContent()) ?? '').includes(`${longMessage.slice(0, 60)}...`));
  assert.ok(((await priya.textContent()) ?? '').includes('Kids Classes'));
  await page.getByText('Select a message to view details').waitFor();
  await assertAccessible(page, 'submissions list');

  await priya.click();
  const detail = page.getByRole('region', { name: 'Message Details' });
  await detail.waitFor();
  assert.equal(await priya.getAttribute('aria-current'), 'true');
  assert.equal(
    await detail.getByRole('link', { name: 'priya@example.com' }).getAttribute('href'),
    'mailto:priya@example.com',
  );
  assert.equal(await detail.getByRole('link', { name: 'Call' }).getAttribute('href'), 'tel:07700900456');
  assert.equal(
    await detail.getByRole('link', { name: 'Reply via Email' }).getAttribute('href'),
    'mailto:priya@example.com?subject=RE%3A%20Your%20inquiry%20about%20Kids%20Classes',
  );
  assert.equal(
    await detail
      .getByText('Is there space?', { exact: false })
      .evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).whiteSpace),
    'pre-wrap',
  );
  // Opening does not mark it read.
  await detail.getByRole('button', { name: 'Mark as Read' }).waitFor();
  await screenshot(page, 'admin-submissions-desktop');
  await assertAccessible(page, 'submission details');

  await detail.getByRole('button', { name: 'Mark as Read' }).click();
  await detail.getByRole('button', { name: 'Mark as Unread' }).waitFor();
  assert.doesNotMatch((await priya.textContent()) ?? '', /\(unread\)/);
  await page.reload();
  await page.getByRole('heading', { name: 'Messages (2)' }).waitFor();
  assert.doesNotMatch((await page.getByRole('button', { name: /Priya Shah/ }).textContent()) ?? '', /\(unread\)/);

  // Dan gave no phone and no class: the subject names the studio's classes and there is no Call.
  await page.getByRole('button', { name: /Dan Jones/ }).click();
  assert.equal(await detail.getByRole('link', { name: 'Call' }).count(), 0);
  assert.match(
    (await detail.getByRole('link', { name: 'Reply via Email' }).getAttribute('href')) ?? '',
    /subject=RE%3A%20Your%20inquiry%20about%20The%20Martial%20Arts%20Studio's%20classes$/,
  );
  assertNoConsoleErrors(tracked);
  await page.close();
});

test('contact messages on a phone: list, then details, then back', async () => {
  const tracked = await openPage(PHONE);
  const { page } = tracked;
  await page.goto(url('/admin/dashboard'));
  await page.getByRole('heading', { name: 'Messages (2)' }).waitFor();
  assert.equal(await page.getByText('Select a message to view details').count(), 0);
  await screenshot(page, 'admin-submissions-phone-list');
  await assertAccessible(page, 'submissions list on a phone');
  await page.getByRole('button', { name: /Dan Jones/ }).click();
  await page.getByRole('heading', { name: 'Message Details' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: /Messages/ }).count(), 0);
  await screenshot(page, 'admin-submissions-phone-detail');
  await assertAccessible(page, 'submission details on a phone');
  await page.getByRole('button', { name: 'Back to messages' }).click();
  await page.getByRole('heading', { name: 'Messages (2)' }).waitFor();
  assertNoConsoleErrors(tracked);
  await page.close();
});

test('keyboard only: open a message and mark it unread', async () => {
  const tracked = await openPage(DESKTOP);
  const { page } = tracked;
  await page.goto(url('/admin/dashboard'));
  const priya = page.getByRole('button', { name: /Priya Shah/ });
  await priya.waitFor();
  await tabTo(page, priya);
  await page.keyboard.press('Enter');
  const toggle = page.getByRole('button', { name: 'Mark as Unread' });
  await toggle.waitFor();
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Mark as Read' }).waitFor();
  assert.match((await priya.textContent()) ?? '', /\(unread\)/);
  assertNoConsoleErrors(tracked);
  await page.close();
});

test('images: upload to a slot, view it, see it on the public site, delete it', async () => {
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png()
    .toBuffer();
  const tracked = await openPage(DESKTOP);
  const { page } = tracked;
  await page.goto(url('/admin/images'));
  await page.getByRole('heading', { name: 'Image Management' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Image Management' }).getAttribute('aria-current'), 'page');
  await page.getByText('No images uploaded yet').waitFor();
  const hero = page.getByRole('article', { name: 'Hero Background' });
  await hero.getByText('No image assigned').waitFor();
  await screenshot(page, 'admin-images-desktop');
  await assertAccessible(page, 'image management');

  const chooser = page.waitForEvent('filechooser');
  await hero.getByRole('button', { name: 'Upload New Image for Hero Background' }).click();
  await (await chooser).setFiles({ name: 'hall.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('status').filter({ hasText: 'Image for Hero Background uploaded successfully' }).waitFor();
  const current = hero.getByRole('img', { name: 'Current Hero Background image' });
  await current.waitFor();
  const src = (await current.getAttribute('src')) ?? '';
  const name = src.split('/').pop() ?? '';
  assert.match(name, /^home_hero_\d+\.png$/);
  await hero.getByText(`Current file: ${name}`).waitFor();
  await assertAccessible(page, 'image management after upload');

  // View opens the file in a new tab.
  const view = page.getByRole('link', { name: `View ${name} (opens in a new tab)` });
  assert.equal(await view.getAttribute('target'), '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
  await tab.waitForLoadState();
  assert.equal(new URL(tab.url()).pathname, src);
  await tab.close();
  const served = await fetch(url(src));
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/png');

  // The public site picks it up.
  const slots = (await (await fetch(url('/api/images/slots'))).json()) as { slots: Record<string, { name: string }> };
  assert.equal(slots.slots.home_hero?.name, name);

  // A wrong file type is refused before upload.
  const refused = page.waitForEvent('filechooser');
  await hero.getByRole('button', { name: 'Upload New Image for Hero Background' }).click();
  await (await refused).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByRole('alert').filter({ hasText: 'Only image files are allowed' }).waitFor();

  await hero.getByRole('button', { name: 'Delete image for Hero Background' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete image' });
  await dialog.getByText('Are you sure you want to delete this image?').waitFor();
  await screenshot(page, 'admin-images-delete-dialog');
  await assertAccessible(page, 'delete image dialog');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await hero.getByText(`Current file: ${name}`).waitFor();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('status').filter({ hasText: 'Image deleted successfully' }).waitFor();
  await hero.getByText('No image assigned').waitFor();
  await page.getByText('No images uploaded yet').waitFor();
  const after = (await (await fetch(url('/api/images/slots'))).json()) as { slots: Record<string, unknown> };
  assert.equal(after.slots.home_hero, undefined);
  assertNoConsoleErrors(tracked);
  await page.close();
});

test('images on a phone', async () => {
  const tracked = await openPage(PHONE);
  const { page } = tracked;
  await page.goto(url('/admin/images'));
  await page.getByRole('region', { name: 'Home Page' }).waitFor();
  await screenshot(page, 'admin-images-phone');
  await assertAccessible(page, 'image management on a phone');
  assertNoConsoleErrors(tracked);
  await page.close();
});

test('events: create, edit, feature, preview and delete, seen on /events', async () => {
  const tracked = await openPage(DESKTOP);
  const { page } = tracked;
  await page.goto(url('/admin/events'));
  await page.getByRole('heading', { name: 'No Events Found' }).waitFor();
  await page.getByText("You haven't created any events yet. Get started by creating your first event!").waitFor();
  await assertAccessible(page, 'event management, empty');

  await page.getByRole('button', { name: 'Create Event' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Event' });
  await form.waitFor();
  assert.equal(await form.getByLabel('Event Location *').inputValue(), 'Emirates House, Stopgate Ln, Liverpool L9 6AN');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await form.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' }).waitFor();
  await assertAccessible(page, 'event form with errors');

  const day = dayFromToday(30);
  await form.getByLabel('Event Title *').fill('Summer Fight Night');
  await form.getByLabel('Event Date *').fill(day);
  await form.getByLabel('Event Time *').fill('6:00 PM - 8:00 PM');
  await form.getByLabel('Event Description *').fill('An evening of bouts.\nDoors open at 5.');
  await form.getByLabel('Event Price (£)').fill('12.5');
  await form.getByLabel('Booking URL').fill('https://tickets.example.com/fight-night');
  const poster = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 20, b: 30 } } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Upload Image' }).click();
  await (await chooser).setFiles({ name: 'poster.png', mimeType: 'image/png', buffer: poster });
  await form.getByRole('img', { name: 'Chosen image poster.png' }).waitFor();
  await screenshot(page, 'admin-event-form-desktop');
  await assertAccessible(page, 'event form filled in');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await page.getByRole('status').filter({ hasText: 'Event created successfully!' }).waitFor();
  await form.waitFor({ state: 'detached' });

  const card = page.getByRole('article', { name: 'Summer Fight Night' });
  await card.getByText('£12.50').waitFor();
  assert.match((await card.locator('img').getAttribute('src')) ?? '', /^\/media\/event_\d+\.png$/);
  await card.getByRole('link', { name: 'https://tickets.example.com/fight-night' }).waitFor();

  // Edit: change the title and make it free.
  await card.getByRole('button', { name: 'Edit Summer Fight Night' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  assert.equal(await edit.getByLabel('Event Date *').inputValue(), day);
  await edit.getByLabel('Event Title *').fill('Summer Fight Night II');
  await edit.getByLabel('Event Price (£)').fill('');
  await edit.getByRole('button', { name: 'Update Event' }).click();
  await page.getByRole('status').filter({ hasText: 'Event updated successfully!' }).waitFor();
  const edited = page.getByRole('article', { name: 'Summer Fight Night II' });
  await edited.waitFor();
  assert.equal(await edited.getByText(/£/).count(), 0);

  await edited.getByRole('button', { name: 'Feature Summer Fight Night II' }).click();
  await edited.getByText('Featured').waitFor();
  await screenshot(page, 'admin-events-desktop');
  await assertAccessible(page, 'event management with an event');

  const preview = edited.getByRole('link', { name: /Preview Summer Fight Night II/ });
  assert.equal(await preview.getAttribute('target'), '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
  await tab.waitForLoadState();
  assert.equal(new URL(tab.url()).pathname, '/events');
  await tab.getByText('Summer Fight Night II').first().waitFor();
  await tab.close();
  const upcoming = (await (await fetch(url('/api/events'))).json()) as {
    events: { title: string; featured: boolean }[];
  };
  assert.deepEqual(
    upcoming.events.map(({ title, featured }) => ({ title, featured })),
    [{ title: 'Summer Fight Night II', featured: true }],
  );

  await edited.getByRole('button', { name: 'Delete Summer Fight Night II' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete event' });
  await confirm.getByText('Are you sure you want to delete this event? This action cannot be undone.').waitFor();
  await assertAccessible(page, 'delete event dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('status').filter({ hasText: 'Event deleted successfully!' }).waitFor();
  await page.getByRole('heading', { name: 'No Events Found' }).waitFor();
  const none = (await (await fetch(url('/api/events'))).json()) as { events: unknown[] };
  assert.deepEqual(none.events, []);
  assertNoConsoleErrors(tracked);
  await page.close();
});

test('events on a phone: list and form', async () => {
  const tracked = await openPage(PHONE);
  const { page } = tracked;
  await page.goto(url('/admin/events'));
  await page.getByRole('heading', { name: 'No Events Found' }).waitFor();
  await screenshot(page, 'admin-events-phone');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await page.getByRole('dialog', { name: 'Create New Event' }).waitFor();
  await screenshot(page, 'admin-event-form-phone');
  await assertAccessible(page, 'event form on a phone');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  assertNoConsoleErrors(tracked);
  await page.close();
});

test('logout signs out and the admin area is closed again', async () => {
  const tracked = await openPage(DESKTOP);
  const { page } = tracked;
  await page.goto(url('/admin/dashboard'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/admin/login');
  await page.goto(url('/admin/events'));
  await waitForPath(page, '/admin/login');
  const session = await page.evaluate(
    async () => (await (await fetch('/api/auth/session')).json()) as { user: unknown },
  );
  assert.equal(session.user, null);
  assertNoConsoleErrors(tracked);
  await page.close();
});

test('public pages never load the admin code', async () => {
  const tracked = await openPage(DESKTOP);
  const { page } = tracked;
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(url('/'));
  await page.waitForLoadState('networkidle');
  await page.goto(url('/events'));
  await page.waitForLoadState('networkidle');
  assert.ok(scripts.length > 0);
  assert.deepEqual(
    scripts.filter((path) => /admin/i.test(path)),
    [],
  );
  for (const path of scripts) {
    const source = await (await fetch(url(path))).text();
    assert.ok(!source.includes('Contact Form Submissions'), `${path} holds admin code`);
  }
  await page.close();
});
