import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { startSmtpCatcher } from '../../server/tests/lib/smtpCatcher.ts';
import {
  assertAccessible,
  DESKTOP,
  PHONE,
  screenshot,
  signInWithForm,
  startSiteAndBrowser,
  waitForHydration,
  type Browser,
} from '../lib/browser.ts';
import { formatTrialDay } from '@studio/core/trials/trials';
import { freePort, staffApi, STAFF_EMAIL, STAFF_PASSWORD, type RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

const smtpPort = await freePort();
const smtp = await startSmtpCatcher(smtpPort);
after(() => smtp.close());

startSiteAndBrowser(
  (startedSite, startedBrowser) => {
    site = startedSite;
    browser = startedBrowser;
  },
  {
    env: (url) => ({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL: 'front-desk@studio.example',
      SITE_URL: url,
      CONTACT_MAX_PER_WINDOW: '50',
    }),
  },
);

/** Polls (no fixed sleep) until a mail to `to` whose subject matches arrives. */
async function mailTo(to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = smtp.mails.find((entry) => entry.recipients.includes(to) && subject.test(entry.headers.subject ?? ''));
    // The text part of a multipart mail, its quoted-printable soft breaks undone.
    if (mail) return mail.text.replace(/=\n/g, '').replace(/=3D/g, '=');
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('book a free trial', () => {
  test('from a class page at 390 px: book, receive the e-mail, open the manage link, cancel; book again', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    page.setDefaultTimeout(15_000);
    await page.goto(`${site.url}/classes/kickboxing`);
    await page.getByRole('link', { name: 'Book a Free Trial' }).first().click();
    await page.getByRole('heading', { name: 'Book a free trial', level: 1 }).waitFor();
    assert.match(page.url(), /\/trial\?class=kickboxing/);
    await assertAccessible(page, '/trial at 390 px');
    await screenshot(page, 'trial-phone');

    const firstOpen = page.locator('input[name="session"]:not([disabled])').first();
    await firstOpen.check();
    await page.getByLabel('Your name').fill('Sam Taylor');
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Phone').fill('0151 496 0000');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: "You're booked" }).waitFor();
    await page.getByText('A confirmation is on its way to sam@example.com.').waitFor();
    assert.equal(await page.getByText('No e-mail was sent', { exact: false }).count(), 0);
    await page.getByRole('link', { name: 'Add to calendar' }).waitFor();
    await assertAccessible(page, 'the confirmation');
    await screenshot(page, 'trial-booked-phone');

    const confirmation = await mailTo('sam@example.com', /^You're booked/);
    const manage = /(http:\/\/127\.0\.0\.1:\d+\/trial\/booking\/[A-Za-z0-9_-]{43})/.exec(confirmation)?.[1];
    assert.ok(manage, 'the confirmation carries the manage link');
    await page.goto(manage);
    await page.getByRole('heading', { name: "You're booked" }).waitFor();
    await page.getByRole('link', { name: 'Cancel booking' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await page.getByRole('heading', { name: 'Booking cancelled' }).waitFor();
    await page.getByText('You cancelled this booking.').waitFor();
    await assertAccessible(page, 'the cancelled booking');

    // Book again: the second open session.
    await page.goto(`${site.url}/trial?class=kickboxing`);
    await page.locator('input[name="session"]:not([disabled])').nth(1).check();
    await page.getByLabel('Your name').fill('Sam Taylor');
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Phone').fill('0151 496 0000');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: "You're booked" }).waitFor();
    assert.deepEqual(errors, []);
  });

  test('"Find my booking" e-mails a fresh link that works, and the old one stops', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    page.setDefaultTimeout(15_000);
    await page.goto(`${site.url}/trial?class=thaiboxing`);
    await waitForHydration(page, 'form.trial-form');
    await page.locator('input[name="session"]:not([disabled])').first().check();
    await page.getByLabel('Your name').fill('Fran Finder');
    await page.getByLabel('Email').fill('fran@example.com');
    await page.getByLabel('Phone').fill('0151 496 0004');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: "You're booked" }).waitFor();
    const first = page.url();

    await page.goto(`${site.url}/trial`);
    await page.getByRole('link', { name: 'Find my booking' }).click();
    const find = page.getByRole('region', { name: 'Find my booking' });
    await find.getByLabel('E-mail address you booked with').fill('not-an-address');
    await find.getByRole('button', { name: 'Send my booking link' }).click();
    await find.getByRole('alert').getByText('Please enter a valid email address').waitFor();
    await find.getByLabel('E-mail address you booked with').fill('FRAN@example.com');
    await find.getByRole('button', { name: 'Send my booking link' }).click();
    await find
      .getByRole('status')
      .getByText(/If that address has a booked free trial/)
      .waitFor();
    await assertAccessible(page, '"Find my booking" answered');

    const letter = await mailTo('fran@example.com', /^Your free trial booking/);
    const fresh = /(http:\/\/127\.0\.0\.1:\d+\/trial\/booking\/[A-Za-z0-9_-]{43})/.exec(letter)?.[1];
    assert.ok(fresh && fresh !== first, 'the letter carries a new link');
    await page.goto(fresh);
    await page.getByRole('heading', { name: "You're booked" }).waitFor();
    await page.getByText('Thai Boxing', { exact: true }).waitFor();
    assert.equal((await fetch(first)).status, 404, 'the earlier link no longer opens the booking');
    // The refused address's answer is a 400 by design; the browser logs that, and nothing else may be logged.
    assert.deepEqual(
      errors.filter((error) => !/status of 400/.test(error)),
      [],
    );
  });

  test('a missing field is named next to it, and the form books by keyboard alone', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    page.setDefaultTimeout(15_000);
    await page.goto(`${site.url}/trial?class=boxing&site=st-helens`);
    await waitForHydration(page, 'form.trial-form');
    await page.locator('input[name="session"]:not([disabled])').first().focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Your name').focus();
    await page.keyboard.type('Kim Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@example.com');
    await page.keyboard.press('Enter');
    await page.getByText('Please enter your phone number').waitFor();
    assert.equal(await page.getByLabel('Your name').inputValue(), 'Kim Lee');
    await assertAccessible(page, '/trial with an error');
    await page.getByLabel('Phone').focus();
    await page.keyboard.type('0151 496 0001');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: "You're booked" }).waitFor();
    await screenshot(page, 'trial-booked-desktop');
    // The refused booking's answer is a 400 by design; the browser logs that, and nothing else may be logged.
    assert.deepEqual(
      errors.filter((error) => !/status of 400/.test(error)),
      [],
    );
  });

  test('without the page code: a plain form post books and answers with the booking page', async () => {
    const html = await (await fetch(`${site.url}/trial?class=boxing&site=aintree`)).text();
    const session = [...html.matchAll(/<input[^>]*name="session"[^>]*>/g)]
      // The first session that is not disabled, wherever the attributes stand in the tag.
      .find(([tag]) => !/\sdisabled\b/.test(tag))?.[0]
      .match(/value="([^"]+)"/)?.[1];
    assert.ok(session, 'an open session is offered in the HTML');
    const posted = await fetch(`${site.url}/trial`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        session,
        name: 'Lee Ray',
        email: 'lee@example.com',
        phone: '0151 496 0002',
      }).toString(),
    });
    assert.equal(posted.status, 302);
    const page = await (await fetch(new URL(posted.headers.get('location')!, site.url))).text();
    assert.match(page, /You(&#x27;|')re booked/);
    const bad = await fetch(`${site.url}/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        session,
        name: 'x'.repeat(10_000),
        email: 'lee2@example.com',
        phone: '0151 496 0002',
      }).toString(),
    });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /Your name must be 100 characters or fewer/);
  });

  test('Trials opens on the next booked day; attendance waits for the start; the inbox shows the booking New with every booking', async () => {
    const staff = await staffApi(site);
    const { bookings } = (await staff.call('GET', '/api/admin/people/trials?email=sam@example.com')) as {
      bookings: { status: string; day: string; site: string; name: string; start: string }[];
    };
    const booked = bookings.find((booking) => booking.status === 'booked')!;
    const { register } = (await staff.call('GET', '/api/admin/trials')) as { register: { day: string; site: string } };
    const { page, errors } = await browser.newPage(DESKTOP);
    page.setDefaultTimeout(15_000);
    await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
    // The tab title counts the bookings nobody has read yet.
    await page.waitForFunction(() => /^\(\d+\) /.test(document.title));
    await page.getByRole('link', { name: 'Trials' }).first().click();
    await page.getByRole('heading', { name: 'Trials', exact: true }).waitFor();
    // It opens where the next bookings are, not on today at the first site.
    await page.getByRole('heading', { name: `${formatTrialDay(register.day)} at ${register.site}` }).waitFor();
    await page
      .getByRole('navigation', { name: 'The next 7 days' })
      .getByText(/Aintree \d+ · St Helens \d+/)
      .first()
      .waitFor();
    await page.goto(
      `${site.url}/admin/trials?day=${booked.day}&site=${booked.site === 'Aintree' ? 'aintree' : 'st-helens'}`,
    );
    await page.getByText('Sam Taylor', { exact: true }).waitFor();
    // The session is still to come: Attended and No-show wait for its start, and say so.
    assert.equal(await page.getByRole('button', { name: 'Attended' }).first().isDisabled(), true);
    await page
      .getByText(/^Attendance can be marked from the start of the session/)
      .first()
      .waitFor();
    const refused = (await staff.call('GET', '/api/admin/people/trials?email=sam@example.com')) as {
      bookings: { id: string; status: string }[];
    };
    const id = refused.bookings.find((booking) => booking.status === 'booked')!.id;
    const early = await fetch(`${site.url}/api/admin/trials/${id}/outcome`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: staff.cookie, origin: site.url },
      body: JSON.stringify({ outcome: 'attended' }),
    });
    assert.equal(early.status, 409);
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    await assertAccessible(page, 'Trials');
    await screenshot(page, 'admin-trials');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-trials-phone');
    await page.setViewportSize(DESKTOP);
    await page.goto(`${site.url}/admin/dashboard`);
    await page
      .getByText(/Booked a free trial/)
      .first()
      .waitFor();
    await page.locator('select, [role="combobox"]', { hasText: 'Trial booked' }).first().waitFor({ state: 'attached' });
    const sam = page
      .getByRole('list', { name: /Messages/ })
      .getByRole('button', { name: /Sam Taylor/ })
      .first();
    // New: the booking is unread.
    await sam.getByText('New', { exact: true }).waitFor();
    await sam.click();
    // The enquiry lists each of the person's bookings with how it stands.
    const detail = page.getByRole('region', { name: 'Message Details' });
    await detail
      .getByText(/: Cancelled$/)
      .first()
      .waitFor();
    await detail
      .getByText(/: Booked$/)
      .first()
      .waitFor();
    await assertAccessible(page, 'the inbox with a booking');
    await screenshot(page, 'admin-inbox-trials');
    assert.deepEqual(errors, []);
  });

  test('a closure over a booked session tells the visitor', async () => {
    const html = await (await fetch(`${site.url}/trial?class=boxing&site=st-helens`)).text();
    const session = [...html.matchAll(/<input[^>]*name="session"[^>]*>/g)]
      // The first session that is not disabled, wherever the attributes stand in the tag.
      .find(([tag]) => !/\sdisabled\b/.test(tag))?.[0]
      .match(/value="([^"]+)"/)?.[1];
    assert.ok(session, 'an open session is offered in the HTML');
    const day = session.slice(-10);
    const posted = await fetch(`${site.url}/trial`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session, name: 'Cleo Closed', email: 'cleo@example.com', phone: '0151 496 0003' }),
    });
    assert.equal(posted.status, 302);
    const manage = new URL(posted.headers.get('location')!, site.url).href;

    // Staff draft a closure of the St Helens site that day; the Owner publishes it, told first what it cancels.
    const staff = await staffApi(site);
    const { section } = (await staff.call('GET', '/api/admin/content/closures')) as {
      section: { version: number; content: { closures: unknown[] } };
    };
    await staff.call('PUT', '/api/admin/content/closures/draft', {
      version: section.version,
      content: {
        closures: [
          ...section.content.closures,
          { id: 'e2e-closure', firstDay: day, lastDay: day, sites: ['St Helens'], reason: 'Flooded changing rooms' },
        ],
      },
    });
    const owner = await browser.newPage(DESKTOP);
    owner.page.setDefaultTimeout(15_000);
    // Signed in already where an earlier test signed in this browser.
    await owner.page.goto(`${site.url}/admin/content`);
    const login = owner.page.getByRole('heading', { name: 'Admin Login' });
    await login.or(owner.page.getByRole('heading', { level: 1, name: 'Site Content' })).waitFor();
    if (await login.isVisible()) {
      await signInWithForm(owner.page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
      await owner.page.getByRole('heading', { name: 'Contact Form Submissions' }).waitFor();
      await owner.page.goto(`${site.url}/admin/content`);
    }
    await owner.page.getByLabel('Section to edit').selectOption({ label: 'Closures' });
    await owner.page.getByRole('heading', { level: 2, name: 'Closures' }).waitFor();
    await owner.page.getByRole('button', { name: 'Publish', exact: true }).first().click();
    const dialog = owner.page.getByRole('dialog', { name: /^This cancels \d+ booked trials?$/ });
    await dialog
      .getByText(/^Cleo Closed: Boxing, .*St Helens\. The studio is closed that day \(Flooded changing rooms\)$/)
      .waitFor();
    await assertAccessible(owner.page, 'the publish confirmation listing the trials it cancels');
    await screenshot(owner.page, 'admin-closure-cancels-trials');
    await dialog.getByRole('button', { name: /^Publish and cancel/ }).click();
    await owner.page
      .getByText(/published/i)
      .first()
      .waitFor();
    assert.deepEqual(owner.errors, []);

    const told = await mailTo('cleo@example.com', /^Cancelled: your free trial of Boxing/);
    assert.match(told, /Flooded changing rooms/);
    assert.match(told, /\/trial\?class=boxing&site=st-helens/);
    const { page, errors } = await browser.newPage(PHONE);
    page.setDefaultTimeout(15_000);
    await page.goto(manage);
    await page.getByRole('heading', { name: 'Booking cancelled' }).waitFor();
    await page.getByText('The studio is closed that day (Flooded changing rooms).').waitFor();
    await assertAccessible(page, 'a booking the studio cancelled');
    assert.deepEqual(errors, []);
  });
});
