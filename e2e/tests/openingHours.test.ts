/**
 * Each site's opening hours, edited in the admin and shown under that site on the home page (the contact section,
 * the schedule section's card) and in that site's LocalBusiness data; a closure of one site shows on its hours only.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { studioToday } from '@studio/core/events/eventRules';
import { closureDaysText } from '@studio/core/timetable/openingHours';
import { addDays } from '@studio/core/timetable/timetable';
import {
  assertAccessible,
  DESKTOP,
  PHONE,
  screenshot,
  signInWithForm,
  startSiteAndBrowser,
  type Browser,
} from '../lib/browser.ts';
import { STAFF_EMAIL, STAFF_PASSWORD, type RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

interface Gym {
  '@type': string;
  name: string;
  openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
  specialOpeningHoursSpecification?: { opens: string; closes: string; validFrom: string; validThrough: string }[];
}

/** The ExerciseGym blocks of `/` as a plain GET receives them: Aintree's, then St Helens'. */
async function gyms(): Promise<Gym[]> {
  const html = await (await fetch(`${site.url}/`)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Gym)
    .filter((block) => block['@type'] === 'ExerciseGym');
}

/** A site's part of the home page's contact section, by its name as the studio details give it. */
const contactSite = (page: Page, name: string) => page.locator('#contact').getByRole('group', { name, exact: true });

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('status').filter({ hasText: 'Published: the draft is live.' }).waitFor();
}

test("staff edit St Helens' hours in the admin; they show under St Helens on / and in its LocalBusiness data, and a St Helens closure on its hours", async () => {
  const { page, errors } = await browser.newPage(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
  await page.getByRole('heading', { name: 'Contact Form Submissions' }).waitFor({ timeout: 15_000 });
  await page.goto(`${site.url}/admin/content`);
  await page.getByLabel('Section to edit').selectOption({ label: 'Opening hours' });
  await page.getByRole('heading', { level: 2, name: 'Opening hours' }).waitFor();

  // Each site's lines in a group of its own, each field labelled.
  await page.getByRole('group', { name: 'Aintree opening hours' }).waitFor({ timeout: 15_000 });
  const stHelens = page.getByRole('group', { name: 'St Helens opening hours' });
  const weekend = stHelens.getByRole('group', { name: 'St Helens line 2' });
  assert.equal(await weekend.getByLabel('Days').inputValue(), 'Sat and Sun');
  // An emptied field is refused with its message, and nothing is saved.
  await weekend.getByLabel('Hours').fill('');
  await page.getByRole('button', { name: 'Publish' }).click();
  await weekend.getByText('Please fill in this field').waitFor();
  assert.equal((await gyms())[1]!.openingHoursSpecification.at(-1)!.closes, '14:00');
  await weekend.getByLabel('Hours').fill('10am-1pm');
  await publish(page);
  await assertAccessible(page, 'site content: opening hours');
  await screenshot(page, 'opening-hours-admin');

  // In the LocalBusiness data: St Helens' weekend is 10:00-13:00, Aintree's is as it was.
  const [aintreeGym, stHelensGym] = await gyms();
  assert.deepEqual(stHelensGym!.openingHoursSpecification.at(-1), {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Saturday', 'Sunday'],
    opens: '10:00',
    closes: '13:00',
  });
  assert.equal(aintreeGym!.openingHoursSpecification.at(-1)!.closes, '14:00');

  // On the home page, under St Helens and not under Aintree, at both widths.
  const home = await browser.newPage(PHONE);
  await home.page.emulateMedia({ reducedMotion: 'reduce' });
  await home.page.goto(`${site.url}/#contact`);
  const stHelensHours = contactSite(home.page, 'St Helens');
  await stHelensHours.getByText('10am-1pm', { exact: true }).waitFor({ timeout: 15_000 });
  assert.equal(await contactSite(home.page, 'Aintree, Liverpool').getByText('10am-1pm').count(), 0);
  assert.equal(await contactSite(home.page, 'Aintree, Liverpool').getByText('9am-2pm', { exact: true }).count(), 1);
  await assertAccessible(home.page, 'home: contact section with each site’s hours, phone');

  // A closure of St Helens only, beginning in three days, shows on St Helens' hours.
  const first = addDays(studioToday(), 3);
  const last = addDays(first, 1);
  await page.getByLabel('Section to edit').selectOption({ label: 'Closures' });
  await page.getByRole('heading', { level: 2, name: 'Closures' }).waitFor();
  await page.getByRole('button', { name: 'Add closure' }).click();
  const closure = page.getByRole('group', { name: 'Closure 1', exact: true });
  await closure.getByLabel('First day').fill(first);
  await closure.getByLabel('Last day').fill(last);
  await closure.getByLabel('Reason').fill('Floor repairs');
  await closure.getByRole('checkbox', { name: 'St Helens' }).check();
  await publish(page);

  const notice = `Closed ${closureDaysText(first, last)}: Floor repairs`;
  await home.page.reload();
  await contactSite(home.page, 'St Helens').getByText(notice).waitFor({ timeout: 15_000 });
  assert.equal(await contactSite(home.page, 'Aintree, Liverpool').getByText(notice).count(), 0);
  const schedule = home.page.locator('#schedule');
  await schedule.getByText(notice).waitFor();
  const [aintreeNow, stHelensNow] = await gyms();
  assert.deepEqual(stHelensNow!.specialOpeningHoursSpecification, [
    { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: first, validThrough: last },
  ]);
  assert.equal(aintreeNow!.specialOpeningHoursSpecification, undefined);

  await home.page.setViewportSize(DESKTOP);
  await contactSite(home.page, 'St Helens').scrollIntoViewIfNeeded();
  await assertAccessible(home.page, 'home: contact section with each site’s hours, desktop');
  await screenshot(home.page, 'opening-hours-contact');
  assert.deepEqual(home.errors, [], 'console errors on the home page');
  assert.deepEqual(errors, [], 'console errors in the admin');
  await home.page.close();
  await page.close();
});
