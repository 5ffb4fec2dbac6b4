import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from 'playwright-core';
import {
  assertAccessible,
  DESKTOP,
  launchBrowser,
  openContentItem,
  openPreview,
  PHONE,
  screenshot,
  signInWithForm,
  type Browser,
} from '../lib/browser.ts';
import { STAFF_EMAIL, STAFF_PASSWORD, staffApi, startSite, type RunningSite } from '../lib/site.ts';

// Drafts, preview and scheduled publishing, as a Staff account and the Owner use them, on a site whose data outlives
// a restart (a schedule that came due while the server was down is applied as it starts).
const dataDir = mkdtempSync(join(tmpdir(), 'studio-e2e-drafts-'));
let site: RunningSite;
let browser: Browser;

before(async () => {
  site = await startSite({ dataDir });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const DESK_EMAIL = 'front-desk@example.com';
const DESK_PASSWORD = 'tiger crane mantis snake';

/** A Staff account, added by the Owner, that has chosen its own password. */
async function addStaffAccount() {
  const owner = await staffApi(site);
  await owner.call('POST', '/api/admin/staff', {
    email: DESK_EMAIL,
    role: 'staff',
    password: 'first password for you',
  });
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ email: DESK_EMAIL, password: 'first password for you' }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const changed = await fetch(`${site.url}/api/account/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, cookie },
    body: JSON.stringify({ current_password: 'first password for you', new_password: DESK_PASSWORD }),
  });
  assert.equal(changed.status, 204, await changed.text());
  return owner;
}

async function html(path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`);
  assert.equal(response.status, 200, path);
  return response.text();
}

async function openSection(page: Page, label: string) {
  await page.goto(`${site.url}/admin/content`);
  await page.getByRole('heading', { level: 1, name: 'Site Content' }).waitFor({ timeout: 15_000 });
  await page.getByLabel('Section to edit').selectOption({ label });
  await page.getByRole('heading', { level: 2, name: label }).waitFor();
}

/** The UK date and time `minutes` from now, as the Schedule dialog's Date and Time fields take them. */
function ukInputs(minutes: number): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

test('Staff draft a price, the Owner previews and schedules it, and it goes live when its time has come', async () => {
  await addStaffAccount();

  // Staff: a draft of the new Pay As You Go price; nothing goes live.
  const desk = await browser.newPage(DESKTOP);
  await signInWithForm(desk.page, site.url, DESK_EMAIL, DESK_PASSWORD);
  await desk.page.getByRole('heading', { name: 'Contact Form Submissions' }).waitFor({ timeout: 15_000 });
  await openSection(desk.page, 'Membership pricing');
  const plan = await openContentItem(desk.page, 'Plan 1');
  assert.equal(await desk.page.getByRole('button', { name: 'Publish' }).count(), 0);
  await plan.getByLabel('Price').fill('12');
  await desk.page.getByText('1 changed field, not saved').waitFor();
  await desk.page.getByRole('button', { name: 'Save draft' }).click();
  await desk.page.getByText('Draft saved. It is not live until an Owner publishes it.').waitFor();
  await assertAccessible(desk.page, 'site content: a Staff draft');
  assert.doesNotMatch(await html('/'), />£12</);
  assert.deepEqual(desk.errors, [], 'console errors (Staff)');
  await desk.page.close();
  await browser.context.clearCookies();

  // The Owner: the draft is there to continue; Preview shows it, a visitor's page does not.
  const owner = await browser.newPage(DESKTOP);
  const { page } = owner;
  await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
  await page.getByRole('heading', { name: 'Contact Form Submissions' }).waitFor({ timeout: 15_000 });
  await openSection(page, 'Membership pricing');
  await page.getByText(/A draft of this section is open: saved by front-desk@example.com/).waitFor();
  assert.equal(await (await openContentItem(page, 'Plan 1')).getByLabel('Price').inputValue(), '12');
  const preview = await openPreview(page);
  await preview.locator('#pricing').getByText('£12', { exact: true }).waitFor({ state: 'attached' });
  await screenshot(preview, 'content-preview-desktop');
  await preview.close();
  assert.doesNotMatch(await html('/'), />£12</);
  const anonymous = await fetch(`${site.url}/api/admin/content/pricing/preview`);
  assert.equal(anonymous.status, 401);

  // Scheduled ten minutes ahead: listed with Cancel schedule, not live yet.
  await page.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Membership pricing' });
  const { day, time } = ukInputs(10);
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Time').fill(time);
  await assertAccessible(page, 'site content: schedule dialog');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await page.getByText(/^Scheduled to go live /).waitFor();
  const scheduled = page.getByRole('region', { name: 'Scheduled' });
  await scheduled.getByRole('button', { name: 'Cancel schedule' }).waitFor();
  await assertAccessible(page, 'site content: scheduled');
  await screenshot(page, 'content-scheduled-desktop');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'content-scheduled-phone');
  assert.doesNotMatch(await html('/'), />£12</);

  // The server is down while its time comes; it applies the schedule as it starts again.
  await site.kill();
  const db = new DatabaseSync(join(dataDir, 'studio.db'));
  db.prepare("UPDATE site_content_schedules SET publish_at = ? WHERE state = 'pending'").run(
    new Date(Date.now() - 60_000).toISOString(),
  );
  db.close();
  site = await startSite({ dataDir });
  assert.match(await html('/'), />£12</);
  const log = (await (await staffApi(site)).call('GET', '/api/admin/activity')) as { entries: { kind: string }[] };
  const kinds = log.entries.map((entry) => entry.kind);
  for (const kind of ['content.draft-saved', 'content.scheduled', 'content.schedule-applied'])
    assert.ok(kinds.includes(kind), kind);
  assert.deepEqual(owner.errors, [], 'console errors (Owner)');
  await page.close();
});

test('the Owner takes the banner down, link and dates with it, in one action', async () => {
  const owner = await staffApi(site);
  const live = (await owner.call('GET', '/api/admin/content/banner')) as { section: { version: number } };
  await owner.call('PUT', '/api/admin/content/banner', {
    version: live.section.version,
    content: {
      message: 'Both studios closed 25-26 December',
      linkUrl: '/events',
      linkText: 'See what is on',
      startsOn: null,
      endsOn: '2099-12-26',
    },
  });
  assert.match(await html('/'), /Both studios closed 25-26 December/);

  const tracked = await browser.newPage(PHONE);
  const { page } = tracked;
  await page.goto(`${site.url}/admin/dashboard`);
  const email = page.getByLabel('Email');
  const dashboard = page.getByRole('heading', { name: 'Contact Form Submissions' });
  await dashboard.or(email).first().waitFor({ timeout: 15_000 });
  if (await email.isVisible()) await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
  await dashboard.waitFor({ timeout: 15_000 });
  await openSection(page, 'Notice banner');
  // On a phone the bar keeps Save draft and Publish; the rest is under More.
  await page.getByRole('region', { name: 'Save and publish' }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Remove banner' }).click();
  await page.getByRole('dialog', { name: 'Remove the banner?' }).getByRole('button', { name: 'Remove banner' }).click();
  await page.getByText('The banner is down.').waitFor();
  const banner = ((await (await fetch(`${site.url}/api/content`)).json()) as { content: { banner: unknown } }).content
    .banner;
  assert.deepEqual(banner, { message: '', linkUrl: null, linkText: null, startsOn: null, endsOn: null });
  assert.doesNotMatch(await html('/'), /Both studios closed 25-26 December/);
  await assertAccessible(page, 'site content: banner removed, phone');
  assert.deepEqual(tracked.errors, [], 'console errors');
  await page.close();
});

test('a long text typed key by key is counted, kept across a reload at once, and saved as typed', async () => {
  await browser.context.clearCookies();
  const owner = await browser.newPage(DESKTOP);
  const { page } = owner;
  await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
  await page.getByRole('heading', { name: 'Contact Form Submissions' }).waitFor({ timeout: 15_000 });
  await openSection(page, 'Class: Kickboxing');
  const answer = async () => (await openContentItem(page, 'FAQ 1')).getByLabel('Answer');
  const before = await (await answer()).inputValue();
  const counted = async (length: number) =>
    (await openContentItem(page, 'FAQ 1')).getByText(new RegExp(`^${length} / \\d+ characters$`)).waitFor();
  await counted(before.length);

  // Typed as a person types (Chromium sizes this box itself, so it tells the form of its keys after they show).
  await (await answer()).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Bring water.');
  await page.getByText('1 changed field, not saved').waitFor();
  await counted(`${before} Bring water.`.length);

  // More keys, and the page reloaded straight after the last: the edit is kept in the browser and brought back.
  await page.keyboard.type(' Gloves too.');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Class: Kickboxing' }).waitFor({ timeout: 15_000 });
  assert.equal(await (await answer()).inputValue(), `${before} Bring water. Gloves too.`);
  await page.getByText('1 changed field, not saved').waitFor();

  // Keys typed and saved at once: the draft holds every one of them.
  await (await answer()).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('!');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('Draft saved. It is not live until an Owner publishes it.').waitFor();
  const editor = (await (await staffApi(site)).call('GET', '/api/admin/content/class-kickboxing')) as {
    draft: { content: { faqs: { answer: string }[] } } | null;
  };
  assert.equal(editor.draft?.content.faqs[0]?.answer, `${before} Bring water. Gloves too.!`);
  assert.deepEqual(owner.errors, [], 'console errors');
  await page.close();
});
