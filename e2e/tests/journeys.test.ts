import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import {
  assertAccessible,
  DESKTOP,
  openContentItem,
  openPreview,
  PHONE,
  screenshot,
  waitForHydration,
  type Browser,
} from '../lib/browser.ts';
import {
  deploymentName,
  deploymentSkipReason,
  openAdminAsOwner,
  SEED_EVENTS,
  startDeploymentAndBrowser,
  type Deployment,
} from '../lib/deployment.ts';
import { dayFromToday } from '../lib/site.ts';

// The journeys visitors and staff take, the same on both deployments: the self-hosted server (`npm run test:e2e`)
// and the Firebase site on the emulators (`npm run test:e2e:firebase`, E2E_DEPLOYMENT=firebase). Each drives the
// browser only; the deployment abstraction (e2e/lib/deployment.ts) starts the site with the same seed.
const skip = deploymentSkipReason();
if (skip) console.log(skip);

let site: Deployment;
let browser: Browser;
startDeploymentAndBrowser((started, startedBrowser) => {
  site = started;
  browser = startedBrowser;
});

if (deploymentName === 'firebase' && !skip) {
  test('npm run emulators, on a fresh clone, prints the address and staff sign-in and serves / with 200', async () => {
    const printed = site.emulators!.output();
    assert.match(printed, /Building the web app for the emulators/);
    assert.match(printed, new RegExp(`Staff sign-in at ${site.url}/admin/login: `));
    const home = await fetch(url('/'));
    assert.equal(home.status, 200);
    assert.match(await home.text(), /Pay As You Go/);
    assert.ok(existsSync(site.emulators!.logDir));
  });
  // Registered after the deployment's own hook, so it runs once the emulators are stopped.
  after(() => {
    assert.equal(existsSync(site.emulators!.logDir), false, 'npm run emulators removed its temporary folder');
  });
}

const journey = (name: string, run: () => Promise<void>) => test(`${name} (${deploymentName})`, { skip }, run);
const url = (path: string) => site.url + path;

async function sendContactForm(page: Page, fields: { name: string; email: string; phone?: string; class?: string }) {
  await page.goto(url('/#contact'));
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.waitFor();
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Email').fill(fields.email);
  if (fields.phone) await form.getByLabel('Phone (optional)').fill(fields.phone);
  if (fields.class) await form.getByLabel('Class interest (optional)').selectOption(fields.class);
  await form.getByLabel('Message').fill(`Hello from ${fields.name}.\nCan I try a class?`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await form
    .getByText("Thanks for your message! We'll get back to you within one working day.")
    .waitFor({ timeout: 30_000 });
}

journey('a visitor sends the contact form without phone or class, and with both', async () => {
  const { page, errors } = await browser.newPage(PHONE);
  // No phone, "No particular class": the optional fields go as the form leaves them.
  await sendContactForm(page, { name: 'Robin Quinn', email: 'robin@example.com' });
  await sendContactForm(page, {
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    phone: '+44 7700 900123',
    class: 'Kickboxing',
  });
  await screenshot(page, `journey-contact-sent-${deploymentName}-phone`);
  assert.deepEqual(errors, []);
  await page.close();
});

journey('a visitor finds the seeded events and opens one', async () => {
  const { page, errors } = await browser.newPage(DESKTOP);
  await page.goto(url('/events'));
  await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
  for (const title of SEED_EVENTS) await page.getByRole('link', { name: title }).first().waitFor({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Fight Night' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Fight Night' }).waitFor({ timeout: 30_000 });
  await page.getByText('£15').first().waitFor();
  await assertAccessible(page, `event page (${deploymentName})`);
  assert.deepEqual(errors, []);
  await page.close();
});

journey('staff sign in and work an enquiry: status, note, CSV, find by e-mail and erase', async () => {
  const { page, errors } = await browser.newPage(DESKTOP);
  await openAdminAsOwner(page, site);
  await page.getByLabel('Search messages').fill('Jordan');
  await page.getByRole('button', { name: /Jordan Lee/ }).click();
  const detail = page.getByRole('region', { name: 'Message Details' });
  await detail.getByText('Jordan Lee', { exact: true }).waitFor();
  await detail.getByLabel('Status').selectOption('Contacted');
  await page
    .getByRole('button', { name: /Jordan Lee/ })
    .getByText('Contacted')
    .waitFor();
  await detail.getByRole('textbox', { name: 'Add note' }).fill('Called back; trial on Tuesday.');
  await detail.getByRole('button', { name: 'Add note' }).click();
  await detail.getByText('Called back; trial on Tuesday.').waitFor();
  await screenshot(page, `journey-enquiry-${deploymentName}-desktop`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  assert.match(csv, /Jordan Lee,jordan@example\.com,'\+44 7700 900123,Kickboxing,/);
  assert.match(csv, /,Contacted,/);

  // The message without phone or class arrived as sent.
  await page.getByLabel('Search messages').fill('Robin');
  await page.getByRole('button', { name: /Robin Quinn/ }).click();
  await detail.getByText('Robin Quinn', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Find by e-mail address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find by e-mail address' });
  await dialog.getByLabel('E-mail address').fill('ROBIN@example.com');
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByText('1 message from ROBIN@example.com').waitFor();
  await dialog.getByRole('button', { name: 'Erase all' }).click();
  await page.getByRole('dialog', { name: 'Erase messages' }).getByRole('button', { name: 'Erase' }).click();
  await dialog.getByText('1 message erased').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByText('No messages match these filters.').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

journey('staff save site content, which the public pages show, and restore it from history', async () => {
  const { page, errors } = await browser.newPage(DESKTOP);
  const visitor = await browser.newPage(DESKTOP);
  const pricing = () => visitor.page.locator('#pricing');
  await openAdminAsOwner(page, site, '/admin/content');
  await page.getByRole('heading', { level: 1, name: 'Site Content' }).waitFor();
  await page.getByLabel('Section to edit').selectOption({ label: 'Membership pricing' });
  const plan = await openContentItem(page, 'Plan 1');
  await plan.getByLabel('Price').fill('12');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('status').filter({ hasText: 'Published: the draft is live.' }).waitFor();
  await visitor.page.goto(url('/'));
  await pricing().getByText('£12', { exact: true }).waitFor({ state: 'attached' });

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of Membership pricing' });
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('status').filter({ hasText: 'Version 1 restored' }).waitFor();
  await visitor.page.goto(url('/'));
  await pricing().getByText('£10', { exact: true }).first().waitFor({ state: 'attached' });
  assert.deepEqual([...errors, ...visitor.errors], []);
  await visitor.page.close();
  await page.close();
});

journey(
  'a saved draft is previewed by signed-in staff only: the preview shows it, a plain GET of / does not',
  async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await openAdminAsOwner(page, site, '/admin/content');
    await page.getByRole('heading', { level: 1, name: 'Site Content' }).waitFor();
    await page.getByLabel('Section to edit').selectOption({ label: 'Membership pricing' });
    const plan = await openContentItem(page, 'Plan 1');
    await plan.getByLabel('Price').fill('13');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved. It is not live until an Owner publishes it.').waitFor();

    const preview = await openPreview(page);
    await preview.locator('#pricing').getByText('£13', { exact: true }).waitFor({ state: 'attached' });
    assert.equal(await preview.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
    await screenshot(preview, `journey-content-preview-${deploymentName}-desktop`);
    await preview.close();

    // A visitor's page is the live one, and the preview's address answers nobody without the staff session.
    assert.doesNotMatch(await (await fetch(url('/'))).text(), />£13</);
    const anonymous = await fetch(url('/api/admin/content/pricing/preview'));
    assert.equal(anonymous.status, 401);
    assert.match(anonymous.headers.get('cache-control') ?? '', /no-store/);

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page
      .getByRole('dialog', { name: 'Discard this draft?' })
      .getByRole('button', { name: 'Discard draft' })
      .click();
    await page.getByRole('status').filter({ hasText: 'Draft discarded' }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  },
);

journey('staff create, edit and delete an event, and visitors see each change', async () => {
  const { page, errors } = await browser.newPage(DESKTOP);
  await openAdminAsOwner(page, site, '/admin/events');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Event' });
  await form.getByLabel('Event Title *').fill('Journey Open Mat');
  await form.getByLabel('Event Date *').fill(dayFromToday(12));
  await form.getByLabel('Event Time *').fill('6:00 PM - 8:00 PM');
  await form.getByLabel('Event Description *').fill('Open mat for all grades.');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await page.getByRole('status').filter({ hasText: 'Event created successfully!' }).waitFor();

  const card = page.getByRole('article', { name: 'Journey Open Mat' });
  await card.getByRole('button', { name: 'Edit Journey Open Mat' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await edit.getByLabel('Event Title *').fill('Journey Open Mat II');
  await edit.getByRole('button', { name: 'Update Event' }).click();
  await page.getByRole('status').filter({ hasText: 'Event updated successfully!' }).waitFor();

  const visitor = await browser.newPage(DESKTOP);
  await visitor.page.goto(url('/events'));
  await visitor.page.getByRole('link', { name: 'Journey Open Mat II' }).first().waitFor({ timeout: 30_000 });

  const edited = page.getByRole('article', { name: 'Journey Open Mat II' });
  await edited.getByRole('button', { name: 'Delete Journey Open Mat II' }).click();
  await page.getByRole('dialog', { name: 'Delete event' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('status').filter({ hasText: 'Event deleted successfully!' }).waitFor();
  await visitor.page.reload();
  await visitor.page.getByRole('link', { name: 'Fight Night' }).first().waitFor({ timeout: 30_000 });
  assert.equal(await visitor.page.getByRole('link', { name: 'Journey Open Mat II' }).count(), 0);
  assert.deepEqual([...errors, ...visitor.errors], []);
  await visitor.page.close();
  await page.close();
});

journey('an Owner adds staff by first password and by link, disables one, and the activity log shows it', async () => {
  const { page, errors } = await browser.newPage(DESKTOP);
  const coach = 'journey.coach@example.com';
  const linked = 'journey.linked@example.com';
  await openAdminAsOwner(page, site, '/admin/staff');
  await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add staff' });
  await dialog.getByLabel('Email').fill(coach);
  await dialog.getByLabel('A first password from me, to be changed at their first sign-in').check();
  await dialog.getByRole('textbox', { name: 'First password' }).fill('first password from the owner');
  await dialog.getByRole('button', { name: 'Add staff' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `Account added for ${coach}.` })
    // The first password's strength check loads its dictionaries on first use: slow on a busy machine.
    .waitFor({ timeout: 60_000 });

  // No first password: the dialog sends the password key undefined, and a one-time link comes back.
  await page.getByRole('button', { name: 'Add staff' }).click();
  await dialog.getByLabel('Email').fill(linked);
  await dialog.getByRole('button', { name: 'Add staff' }).click();
  const link = page.getByLabel('Set-password link');
  await link.waitFor();
  assert.match(await link.inputValue(), new RegExp(`^${site.url}/admin/set-password#.+`));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Disable ${coach}` }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `${coach} is disabled and has been signed out.` })
    .waitFor();
  await page.getByRole('button', { name: `Enable ${coach}` }).waitFor();

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Activity' }).click();
  const log = page.getByRole('list', { name: 'Activity entries' });
  for (const entry of [`Staff added: ${coach}`, `Staff added: ${linked}`, 'Event created: Journey Open Mat'])
    await log.getByRole('listitem').filter({ hasText: entry }).first().waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

journey('a visitor allows and withdraws maps on /privacy', async () => {
  const { page, errors } = await browser.newPage(PHONE);
  await page.goto(url('/privacy'));
  const maps = page
    .getByRole('region', { name: 'Content from other websites' })
    .getByRole('listitem')
    .filter({ hasText: 'Maps' });
  await maps.getByText('Not allowed').waitFor();
  // The choices read and write this browser's storage: their buttons work once the page's code runs.
  await waitForHydration(page, 'main li button');
  await maps.getByRole('button', { name: 'Allow maps' }).click();
  await maps.getByText('Allowed', { exact: true }).waitFor();
  await maps.getByRole('button', { name: 'Withdraw maps' }).click();
  await maps.getByText('Not allowed').waitFor();
  // Nothing of the choice is left stored (the staff area's mark is there once an earlier journey signed in).
  const staffMark = (await import('@studio/core/insights/insightsBeacon')).INSIGHTS_STAFF_KEY;
  assert.deepEqual(
    await page.evaluate((mark) => Object.keys(localStorage).filter((key) => key !== mark), staffMark),
    [],
  );
  assert.deepEqual(errors, []);
  await page.close();
});

journey('a visitor books a free trial; staff find it New, and attendance waits for the session', async () => {
  const { page, errors } = await browser.newPage(PHONE);
  await page.goto(url('/trial?class=kickboxing&site=aintree'));
  await page.getByRole('heading', { level: 1, name: 'Book a free trial' }).waitFor({ timeout: 30_000 });
  await waitForHydration(page, 'form.trial-form');
  const open = page.locator('input[name="session"]:not([disabled])').first();
  const day = (await open.getAttribute('value'))!.slice(-10);
  await open.check();
  await page.getByLabel('Your name').fill('Tara Trial');
  await page.getByLabel('Email').fill('tara@example.com');
  await page.getByLabel('Phone').fill('0151 496 0009');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await page.getByRole('heading', { name: "You're booked" }).waitFor({ timeout: 60_000 });
  await assertAccessible(page, `the booking's confirmation (${deploymentName})`);
  await screenshot(page, `journey-trial-booked-${deploymentName}-phone`);
  assert.deepEqual(errors, []);
  await page.close();

  const staff = await browser.newPage(DESKTOP);
  await openAdminAsOwner(staff.page, site, `/admin/trials?day=${day}&site=aintree`);
  // The register, or the page's message for why it has none (an error, or no trials in this build), at once.
  const booked = staff.page.getByText('Tara Trial', { exact: true });
  // The Owner's warning that e-mail is not set up is an alert too, and not a reason the register is missing.
  const problem = staff.page.getByRole('alert').filter({ hasNotText: 'E-mail is not set up' });
  await booked.or(problem).first().waitFor({ timeout: 60_000 });
  if (!(await booked.isVisible()))
    assert.fail(`Trials showed "${await problem.first().innerText()}" instead of the booking`);
  // The session is still to come: Attended and No-show wait for its start, and say so.
  assert.equal(await staff.page.getByRole('button', { name: 'Attended' }).first().isDisabled(), true);
  await staff.page
    .getByText(/^Attendance can be marked from the start of the session/)
    .first()
    .waitFor();
  await assertAccessible(staff.page, `Trials (${deploymentName})`);
  await staff.page.goto(url('/admin/dashboard'));
  const tara = staff.page.getByRole('button', { name: /Tara Trial/ });
  await tara.getByText('New', { exact: true }).waitFor({ timeout: 60_000 });
  await tara.click();
  const detail = staff.page.getByRole('region', { name: 'Message Details' });
  await detail.getByText('Free trials', { exact: true }).waitFor();
  await detail
    .getByText(/: Booked$/)
    .first()
    .waitFor();
  await assertAccessible(staff.page, `the inbox with a booking's outcome (${deploymentName})`);
  await screenshot(staff.page, `journey-trial-outcome-${deploymentName}-desktop`);
  assert.deepEqual(staff.errors, []);
  await staff.page.close();
});

journey(
  "a parent books a kids' trial from the Kids page in 3 taps, finds it and cancels it; the Owner sees it New",
  async () => {
    // A fresh install, as shipped: the seed's kids sessions have trial places, and no e-mail is set up.
    const { page, errors } = await browser.newPage(PHONE);
    page.setDefaultTimeout(60_000);
    let taps = 0;
    const tap = async (target: ReturnType<Page['locator']>) => {
      taps += 1;
      await target.click();
    };
    await page.goto(url('/classes/kids-classes'));
    await page.getByRole('heading', { level: 1, name: 'Kids Classes' }).waitFor({ timeout: 30_000 });
    // The hero's ages are the sessions' own.
    await page.getByText('Confident kids, ages 5-12').waitFor();
    const saturday = page
      .getByRole('list', { name: 'Kids Classes sessions' })
      .getByRole('listitem')
      .filter({ hasText: 'Saturday' })
      .filter({ hasText: 'St Helens' });
    await tap(saturday.getByRole('link', { name: /Book a free trial/ }));
    await page.getByRole('heading', { level: 1, name: 'Book a free trial' }).waitFor();
    await waitForHydration(page, 'form.trial-form');
    const chosen = page.locator('.trial-chosen');
    await chosen.getByText(/^Saturday .*Kids Classes · St Helens$/).waitFor();
    // Who is booking is asked once: the parent, then the child.
    await tap(page.getByLabel('Your name (parent or guardian)'));
    await page.keyboard.type('Priya Parent');
    await page.getByLabel('Email', { exact: true }).fill('priya@example.com');
    await page.getByLabel('Phone').fill('0151 496 0011');
    await page.getByLabel("Child's first name").fill('Asha');
    await page.getByLabel("Child's age").fill('7');
    assert.equal(await page.getByLabel('Parent or guardian', { exact: true }).count(), 0);
    await assertAccessible(page, `/trial with a kids' session chosen (${deploymentName})`);
    await tap(page.getByRole('button', { name: 'Confirm booking' }));
    await page.getByRole('heading', { name: "You're booked" }).waitFor();
    assert.equal(taps, 3, 'a session, the details and the confirmation');
    // Without e-mail the page says nothing was sent, and gives the link and the calendar file instead.
    await page.getByText('No e-mail was sent: this site does not send e-mails yet.', { exact: false }).waitFor();
    const manageUrl = page.url();
    assert.match(manageUrl, /\/trial\/booking\/[A-Za-z0-9_-]{43}$/);
    // The page's own address as the server saw it (the Hosting emulator does not say the scheme: https is assumed).
    const kept = page.locator('.trial-keep__link').getByRole('link');
    assert.equal(new URL((await kept.textContent())!).pathname, new URL(manageUrl).pathname);
    await page.getByRole('link', { name: 'Add to calendar' }).waitFor();
    await page.getByText('Asha, age 7').waitFor();
    assert.equal(await page.getByText(/on its way to your inbox/).count(), 0);
    await assertAccessible(page, `a kids' booking without e-mail (${deploymentName})`);
    await screenshot(page, `journey-kids-trial-booked-${deploymentName}-phone`);

    // The Owner follows it up: New in the inbox and the tab's title, counted on Trials' opening week, and warned that
    // e-mail is not set up.
    const owner = await browser.newPage(DESKTOP);
    await openAdminAsOwner(owner.page, site, '/admin/dashboard');
    const priya = owner.page.getByRole('button', { name: /Priya Parent/ }).first();
    await priya.getByText('New', { exact: true }).waitFor({ timeout: 60_000 });
    await owner.page.waitForFunction(() => /^\(\d+\) /.test(document.title));
    // On the inbox the warning is one line, its details a tap away; Trials shows it whole.
    await owner.page.getByText('E-mail is not set up: nobody is e-mailed.').waitFor();
    await owner.page.goto(url('/admin/trials'));
    await owner.page
      .getByText(/^E-mail is not set up: visitors get no confirmation/)
      .first()
      .waitFor();
    const week = owner.page.getByRole('navigation', { name: 'The next 7 days' });
    await week
      .getByRole('button')
      .filter({ hasText: /St Helens [1-9]/ })
      .first()
      .click({ timeout: 60_000 });
    await owner.page.getByText('Priya Parent', { exact: true }).waitFor({ timeout: 60_000 });
    await owner.page
      .getByText(/Asha, age 7/)
      .first()
      .waitFor();
    await assertAccessible(owner.page, `Trials with a kids' booking (${deploymentName})`);
    await screenshot(owner.page, `journey-kids-trial-register-${deploymentName}-desktop`);
    assert.deepEqual(owner.errors, []);
    await owner.page.close();

    // "Find my booking" without e-mail says whom to ask, and shows no form to fill in vain.
    await page.goto(url('/trial?class=kids-classes&site=st-helens#find-booking'));
    await page.locator('.trial-choice').filter({ hasText: 'Saturday' }).getByText('2 places left').first().waitFor();
    const find = page.getByRole('region', { name: 'Find my booking' });
    await find.getByText('This site cannot e-mail booking links yet.', { exact: false }).waitFor();
    assert.equal(await find.getByRole('textbox').count(), 0);

    // Cancel asks once, then cancels; the place comes back.
    await page.goto(manageUrl);
    await waitForHydration(page, 'main .trial-actions a');
    await page.getByRole('link', { name: 'Cancel booking' }).click();
    await page.getByRole('heading', { name: 'Cancel this booking?' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: "You're booked" }).count(), 1, 'nothing cancelled yet');
    await assertAccessible(page, `the cancel step (${deploymentName})`);
    await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await page.getByRole('heading', { name: 'Booking cancelled' }).waitFor();
    await page.getByText('You cancelled this booking.').waitFor();
    await page.goto(url('/trial?class=kids-classes&site=st-helens'));
    const sessions = page.locator('.trial-choice').filter({ hasText: 'Saturday' });
    await sessions.first().getByText('3 places left').waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  },
);

journey(
  "a closure published over a booked trial warns first, cancels it, and the visitor's page says why",
  async () => {
    const { page, errors } = await browser.newPage(PHONE);
    page.setDefaultTimeout(60_000);
    await page.goto(url('/trial?class=boxing&site=st-helens'));
    await waitForHydration(page, 'form.trial-form');
    const open = page.locator('input[name="session"]:not([disabled])').first();
    const day = (await open.getAttribute('value'))!.slice(-10);
    await open.check();
    await page.getByLabel('Your name').fill('Cleo Closed');
    await page.getByLabel('Email', { exact: true }).fill('cleo@example.com');
    await page.getByLabel('Phone').fill('0151 496 0012');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: "You're booked" }).waitFor();
    const manageUrl = page.url();

    // The Owner closes St Helens that day; publishing says first which trials it cancels.
    const owner = await browser.newPage(DESKTOP);
    owner.page.setDefaultTimeout(60_000);
    await openAdminAsOwner(owner.page, site, '/admin/content');
    await owner.page.getByLabel('Section to edit').selectOption({ label: 'Closures' });
    await owner.page.getByRole('heading', { level: 2, name: 'Closures' }).waitFor();
    await owner.page.getByRole('button', { name: 'Add closure' }).click();
    const closure = owner.page.getByRole('group', { name: /^Closure \d+$/ }).last();
    await closure.getByLabel('First day').fill(day);
    await closure.getByLabel('Last day').fill(day);
    await closure.getByLabel('Reason').fill('Flooded changing rooms');
    await closure.getByRole('checkbox', { name: 'St Helens' }).check();
    await owner.page.getByRole('button', { name: 'Publish', exact: true }).first().click();
    const dialog = owner.page.getByRole('dialog', { name: /^This cancels \d+ booked trials?$/ });
    await dialog
      .getByText(/^Cleo Closed: Boxing, .*St Helens\. The studio is closed that day \(Flooded changing rooms\)$/)
      .waitFor();
    await assertAccessible(owner.page, `the publish confirmation listing the trials it cancels (${deploymentName})`);
    await dialog.getByRole('button', { name: /^Publish and cancel/ }).click();
    await owner.page
      .getByRole('status')
      .filter({ hasText: /published/i })
      .first()
      .waitFor();
    assert.deepEqual(owner.errors, []);
    await owner.page.close();

    // The visitor's page says the booking is cancelled, and why (on Firebase a trigger cancels it: poll).
    const cancelled = page.getByRole('heading', { name: 'Booking cancelled' });
    for (const deadline = Date.now() + 90_000; ;) {
      await page.goto(manageUrl);
      await cancelled.or(page.getByRole('heading', { name: "You're booked" })).waitFor();
      if (await cancelled.isVisible()) break;
      if (Date.now() > deadline) assert.fail('the closure did not cancel the booking');
      await page.waitForTimeout(1000);
    }
    await page.getByText('The studio is closed that day (Flooded changing rooms).').waitFor();
    await assertAccessible(page, `a booking a closure cancelled (${deploymentName})`);
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(`staff upload a slot image (${deploymentName})`, async (context) => {
  if (skip) return context.skip(skip);
  if (site.uploadsSkipReason) {
    console.log(`Image upload journey SKIPPED on ${deploymentName}: ${site.uploadsSkipReason}.`);
    return context.skip(site.uploadsSkipReason);
  }
  const { page, errors } = await browser.newPage(DESKTOP);
  await openAdminAsOwner(page, site, '/admin/images');
  const hero = page.getByRole('article', { name: 'Hero Background' });
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await hero.getByRole('button', { name: 'Upload New Image for Hero Background' }).click();
  await (await chooser).setFiles({ name: 'hall.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('status').filter({ hasText: 'Image for Hero Background uploaded successfully' }).waitFor();
  await hero.getByRole('img', { name: 'Current Hero Background image' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test(
  'an upload that cannot reach Storage fails within 30 s and the slot card is free again (firebase)',
  {
    skip: skip ?? (deploymentName === 'firebase' ? false : 'the self-hosted server stores images itself'),
  },
  async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await openAdminAsOwner(page, site, '/admin/images');
    const hero = page.getByRole('article', { name: 'Hero Background' });
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: { r: 200, g: 30, b: 40 } } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await hero.getByRole('button', { name: 'Upload New Image for Hero Background' }).click();
    await (await chooser).setFiles({ name: 'hall.png', mimeType: 'image/png', buffer: png });
    await hero.getByText('Uploading image...').waitFor();
    const started = Date.now();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Upload failed: Cannot reach the image storage. Please check your connection and try again.' })
      .waitFor({ timeout: 60_000 });
    // The adapter gives up 30 s after the last byte Storage took (none here); the page's own timers add a little.
    assert.ok(Date.now() - started < 40_000, `failed after ${Date.now() - started} ms`);
    assert.equal(await hero.getByText('Uploading image...').count(), 0);
    await screenshot(page, 'journey-upload-failed-firebase-desktop');
    assert.equal(await hero.getByRole('button', { name: 'Upload New Image for Hero Background' }).isEnabled(), true);
    // The browser reports the refused connections to the missing Storage emulator; nothing else may fail.
    assert.deepEqual(
      errors.filter((error) => !/Content Security Policy|ERR_CONNECTION_REFUSED|Failed to load resource/.test(error)),
      [],
    );
    await page.close();
  },
);

journey('a crawler reads /robots.txt, the same on both deployments, and the sitemap it names', async () => {
  const { robotsTxt } = await import('@studio/core/pages/crawlerFiles');
  const { page } = await browser.newPage(DESKTOP);
  const robots = await page.goto(url('/robots.txt'));
  assert.equal(robots?.status(), 200);
  assert.match(robots?.headers()['content-type'] ?? '', /^text\/plain/);
  // The self-hosted server's body for this site (SITE_URL is its address), through Hosting on Firebase.
  assert.equal(await robots?.text(), robotsTxt(site.url));
  const sitemap = await page.goto(url('/sitemap.xml'));
  assert.equal(sitemap?.status(), 200);
  assert.match((await sitemap?.text()) ?? '', /\/events\/[A-Za-z0-9_-]+<\/loc>/);
  await page.close();
});

/**
 * The figures on the Insights page ("Visitors", "Page views", ...), read after a fresh load of the page: each card
 * names its figure, and its first number is the period's value; a period with nothing counted shows no cards.
 */
async function insightsFigures(page: Page): Promise<Record<'Visitors' | 'Page views' | 'Enquiries', number>> {
  await page.reload();
  const nothing = page.getByText('No visits were counted in this period.');
  await nothing
    .or(page.getByRole('group', { name: 'Visitors', exact: true }))
    .first()
    .waitFor({ timeout: 30_000 });
  if (await nothing.isVisible()) return { Visitors: 0, 'Page views': 0, Enquiries: 0 };
  const read = async (name: string) => {
    const card = page.getByRole('group', { name, exact: true });
    await card.waitFor({ timeout: 30_000 });
    const text = (await card.innerText()).replace(name, '');
    return Number(/[\d,]+/.exec(text)?.[0]?.replace(/,/g, '') ?? NaN);
  };
  return {
    Visitors: await read('Visitors'),
    'Page views': await read('Page views'),
    Enquiries: await read('Enquiries'),
  };
}

/** Reloads the Insights page until `done` holds of its figures (counting is after the answer on the server). */
async function waitForFigures(
  page: Page,
  done: (figures: Awaited<ReturnType<typeof insightsFigures>>) => boolean,
): Promise<Awaited<ReturnType<typeof insightsFigures>>> {
  for (const deadline = Date.now() + 60_000; ;) {
    const figures = await insightsFigures(page);
    if (done(figures)) return figures;
    if (Date.now() > deadline) assert.fail(`the Insights figures did not come to that: ${JSON.stringify(figures)}`);
    await page.waitForTimeout(500);
  }
}

journey('a visitor is counted on Insights: three pages and a message; not once opted out, nor with GPC', async () => {
  const owner = await browser.newPage(DESKTOP);
  await openAdminAsOwner(owner.page, site, '/admin/insights?period=7d');
  await owner.page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor({ timeout: 30_000 });
  const before = await insightsFigures(owner.page);

  // Visitors of their own: the journeys' shared browser holds the Owner's sign-in, whose visits are not counted, and
  // its user agent, whose visitor every other journey has been today already.
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../lib/chromium.ts');
  const visitors = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const visitor = async (name: string, options: { gpc?: boolean } = {}) => {
    const context = await visitors.newContext({
      viewport: PHONE,
      userAgent: `Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile ${name}`,
      extraHTTPHeaders: options.gpc ? { 'Sec-GPC': '1' } : {},
    });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('internetdisconnected'));
    if (options.gpc)
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
      );
    return context.newPage();
  };
  /** Opens a page and waits for its view's beacon to have gone (the script asks once the page is idle). */
  const visit = async (page: Page, path: string) => {
    const beacon = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/insights',
      { timeout: 30_000 },
    );
    await page.goto(url(path));
    await beacon;
  };
  try {
    // Three pages, then a message from the home page's form (a fourth view).
    const parent = await visitor('parent');
    await visit(parent, '/');
    await visit(parent, '/classes/kids-classes');
    await visit(parent, '/timetable');
    await sendContactForm(parent, { name: 'Insight Parent', email: 'insight.parent@example.com' });
    const counted = await waitForFigures(
      owner.page,
      (figures) =>
        figures.Visitors === before.Visitors + 1 &&
        figures.Enquiries === before.Enquiries + 1 &&
        figures['Page views'] >= before['Page views'] + 4,
    );
    // The page the message was sent from: the home page's form.
    const sources = owner.page.getByRole('region', { name: 'Where enquiries and trials came from' });
    const fromHome = sources.getByRole('row').filter({ has: owner.page.getByRole('cell', { name: '/', exact: true }) });
    assert.ok(Number(await fromHome.getByRole('cell').nth(1).innerText()) >= 1, 'an enquiry from /');
    await assertAccessible(owner.page, `Insights with a visit counted (${deploymentName})`);
    await screenshot(owner.page, `journey-insights-${deploymentName}-desktop`);

    // /privacy is counted, and then nothing more once the visitor says "Don't count my visits".
    await visit(parent, '/privacy');
    await parent.getByRole('button', { name: "Don't count my visits" }).click();
    await parent.goto(url('/events'));
    await parent.goto(url('/timetable'));
    await waitForHydration(parent, 'main');
    // A visitor whose browser sends Global Privacy Control sends nothing, and would not be counted if it did.
    const private_ = await visitor('gpc', { gpc: true });
    await private_.goto(url('/'));
    await waitForHydration(private_, 'main');
    // One more visitor, one page: once it shows, everything sent before it has been counted or refused.
    const last = await visitor('last');
    await visit(last, '/signup');
    const after = await waitForFigures(owner.page, (figures) => figures.Visitors === before.Visitors + 2);
    assert.equal(after['Page views'], counted['Page views'] + 2, 'only /privacy and /signup were counted');
    assert.equal(after.Enquiries, counted.Enquiries);
  } finally {
    await visitors.close();
  }
  assert.deepEqual(owner.errors, []);
  await owner.page.close();
});
