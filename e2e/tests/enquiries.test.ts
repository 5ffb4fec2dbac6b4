import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startSmtpCatcher } from '../../server/tests/lib/smtpCatcher.ts';
import {
  assertAccessible,
  DESKTOP,
  PHONE,
  screenshot,
  signInWithForm,
  startSiteAndBrowser,
  waitUntilStill,
  type Browser,
} from '../lib/browser.ts';
import { freePort, STAFF_EMAIL, STAFF_PASSWORD, type RunningSite } from '../lib/site.ts';

// A real SMTP server receives the staff notification; the e-mail's link is followed into the admin.
const smtpPort = await freePort();
const smtp = await startSmtpCatcher(smtpPort);
after(() => smtp.close());

let site: RunningSite;
let browser: Browser;
startSiteAndBrowser(
  (startedSite, startedBrowser) => {
    site = startedSite;
    browser = startedBrowser;
  },
  {
    // SITE_URL is the site itself: with it set, staff writes are accepted from that origin only.
    env: (url) => ({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL: 'front-desk@studio.example',
      SITE_URL: url,
    }),
  },
);

async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) assert.fail(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function sendFromPublicForm(page: Page, fields: { name: string; email: string; phone: string; message: string }) {
  await page.goto(`${site.url}/#contact`);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.waitFor();
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Phone (optional)').fill(fields.phone);
  await form.getByLabel('Class interest (optional)').selectOption('Kickboxing');
  await form.getByLabel('Message').fill(fields.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await form.getByText("Thanks for your message! We'll get back to you within one working day.").waitFor();
}

test('an enquiry from the public form reaches staff by e-mail and is worked to a result in the admin', async () => {
  const { page, errors } = await browser.newPage(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sendFromPublicForm(page, {
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    phone: '+44 7700 900123',
    message: 'Hi,\nI would like to try a kickboxing class.',
  });
  await sendFromPublicForm(page, {
    name: 'Casey Morgan',
    email: 'casey@example.com',
    phone: '0151 496 0000',
    message: 'Do you have parking?',
  });

  const mail = await waitFor('the notification e-mail for Jordan', () =>
    smtp.mails.find((caught) => caught.headers.subject === 'New enquiry from Jordan Lee: Kickboxing'),
  );
  assert.deepEqual(mail.recipients, ['front-desk@studio.example']);
  assert.equal(mail.headers['reply-to'], 'jordan@example.com');
  const link = new RegExp(`${site.url.replace(/[.]/g, '\\.')}(/admin/dashboard\\?message=[\\w-]+)`).exec(
    mail.text,
  )?.[1];
  assert.ok(link, `the e-mail links to the message:\n${mail.text}`);

  // Staff follow the link: after signing in, that message is open.
  await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await page.goto(`${site.url}${link}`);
  const detail = page.getByRole('region', { name: 'Message Details' });
  await detail.getByText('Jordan Lee', { exact: true }).waitFor();
  await page.getByText('Messages are deleted automatically after 12 months').waitFor();
  await detail.getByText('E-mail sent').waitFor();
  await waitUntilStill(page);
  await assertAccessible(page, 'message opened from the e-mail link');

  await detail.getByLabel('Status').selectOption('Contacted');
  await page
    .getByRole('button', { name: /Jordan Lee/ })
    .getByText('Contacted')
    .waitFor();
  await detail.getByRole('textbox', { name: 'Add note' }).fill('Called back; trial on Tuesday at 6.');
  await detail.getByRole('button', { name: 'Add note' }).click();
  await detail.getByText('Called back; trial on Tuesday at 6.').waitFor();
  await detail
    .getByText(new RegExp(`^${STAFF_EMAIL.replace('.', '\\.')}, \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}$`))
    .waitFor();
  await screenshot(page, 'admin-enquiry-desktop');
  await assertAccessible(page, 'message with status and note');

  // The filters and the count agree.
  await page.getByRole('heading', { name: 'Messages (2)' }).waitFor();
  await page.getByLabel('Filter by status').selectOption('Contacted');
  await page.getByRole('heading', { name: 'Messages (1)' }).waitFor();
  await page.getByLabel('Filter by status').selectOption('Joined');
  await page.getByText('No messages match these filters.').waitFor();
  await page.getByLabel('Filter by status').selectOption('All');
  await page.getByLabel('Search messages').fill('parking');
  await page.getByRole('heading', { name: 'Messages (1)' }).waitFor();
  await page.getByRole('button', { name: /Casey Morgan/ }).waitFor();
  await page.getByLabel('Search messages').fill('');
  await page.getByLabel('Filter by status').selectOption('Contacted');
  await page.getByRole('heading', { name: 'Messages (1)' }).waitFor();
  // From the top: wherever the last step left the scroll, the sticky admin bar may cover a button, which axe's
  // target-size rule counts against the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitUntilStill(page);
  await assertAccessible(page, 'filtered inbox');

  // Export what is shown: one row, Excel's BOM, the phone number made safe from formulas.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const rows = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  assert.equal(rows.length, 2, rows.join('\n'));
  assert.equal(rows[0], 'Received (UK time),Name,Email,Phone,Class interest,Message,Status,Read,Notes,ID');
  assert.match(
    rows[1]!,
    // A status change or a note marks the message read; the Notes cell holds the note with its author and date.
    /^"\d{1,2} \w{3} \d{4}, \d{2}:\d{2}",Jordan Lee,jordan@example\.com,'\+44 7700 900123,Kickboxing,"Hi,\nI would like to try a kickboxing class\.",Contacted,Yes,"\d{1,2} \w{3} \d{4}, \d{2}:\d{2}, coach@example\.com: Called back; trial on Tuesday at 6\.",[\w-]+$/,
  );

  // Delete, after the confirmation.
  await page.getByLabel('Filter by status').selectOption('All');
  await detail.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete message' });
  await confirm.getByText('Are you sure you want to delete this message? This cannot be undone.').waitFor();
  await waitUntilStill(page);
  await assertAccessible(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Message deleted').waitFor();
  await page.getByRole('heading', { name: 'Messages (1)' }).waitFor();
  assert.equal(await page.getByRole('button', { name: /Jordan Lee/ }).count(), 0);
  await page.reload();
  await page.getByRole('heading', { name: 'Messages (1)' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('find by e-mail address: a person’s messages are listed, exported and erased on a phone', async () => {
  const { page, errors } = await browser.newPage(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Signed in by the previous test (the browser context keeps the session cookie).
  await page.goto(`${site.url}/admin/dashboard`);
  await page.getByRole('heading', { name: 'Messages (1)' }).waitFor();
  await screenshot(page, 'admin-inbox-phone');
  await assertAccessible(page, 'inbox on a phone');

  // On a phone the tool sits with the folded filters.
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('button', { name: 'Find by e-mail address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find by e-mail address' });
  await dialog.getByLabel('E-mail address').fill('CASEY@example.com');
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByText('1 message from CASEY@example.com').waitFor();
  await waitUntilStill(page);
  await screenshot(page, 'admin-find-by-email-phone');
  await assertAccessible(page, 'find by e-mail address');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  assert.equal(download.suggestedFilename().startsWith('enquiries-casey-example-com-'), true);
  assert.match(await readFile((await download.path())!, 'utf8'), /Casey Morgan,casey@example\.com/);

  await dialog.getByRole('button', { name: 'Erase all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Erase messages' });
  await confirm.getByRole('button', { name: 'Erase' }).click();
  await dialog.getByText('1 message erased').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByText('No submissions yet.').waitFor();
  await page.getByRole('heading', { name: 'Messages (0)' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
