import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import ICAL from 'ical.js';
import { chromium, type Page } from 'playwright-core';
import { CLASS_NAMES, CLASS_SLUGS } from '@studio/core/pages/publicRoutes';
import type { SiteContent } from '@studio/core/content/siteContent';
import { isKidsSession, weekdayOf, addDays } from '@studio/core/timetable/timetable';
import { studioToday } from '@studio/core/events/eventRules';
import {
  assertAccessible,
  DESKTOP,
  openContentItem,
  PHONE,
  screenshot,
  signInWithForm,
  type Browser,
  startSiteAndBrowser,
} from '../lib/browser.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { STAFF_EMAIL, STAFF_PASSWORD, type RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

async function content(): Promise<SiteContent> {
  return ((await (await fetch(`${site.url}/api/content`)).json()) as { content: SiteContent }).content;
}

/** "6:00pm" of `HH:MM`. */
function twelveHour(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
}

/** What the St Helens kids' sessions of the coming 7 days should be, from the published content: "day time class". */
function expectedStHelensKids(site: SiteContent): string[] {
  const today = studioToday();
  const lines: string[] = [];
  for (let offset = 0; offset < 7; offset += 1) {
    const day = addDays(today, offset);
    const sessions = CLASS_SLUGS.flatMap((slug) =>
      site.classes[slug].schedule.sessions
        .filter((s) => s.day === weekdayOf(day) && s.site === 'St Helens' && isKidsSession(s) && s.start)
        .map((s) => ({ slug, s })),
    ).sort((a, b) => a.s.start!.localeCompare(b.s.start!));
    for (const { slug, s } of sessions) lines.push(`${day} ${twelveHour(s.start!)} ${CLASS_NAMES[slug]}`);
  }
  return lines;
}

/** The sessions a rendered timetable shows, the same way. */
function shownSessions(page: Page): Promise<string[]> {
  return page
    .locator('.timetable-day')
    .evaluateAll((days) =>
      days.flatMap((day) =>
        [...day.querySelectorAll('.timetable-session')].map(
          (session) =>
            `${day.querySelector('h2')!.id.slice(4)} ${session.querySelector('time')!.textContent} ${session.querySelector('.timetable-session__class')!.textContent}`,
        ),
      ),
    );
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`the timetable on a ${label}`, () => {
    test('filters to St Helens kids by keyboard alone, matching the content, in the address', async () => {
      const { page, errors } = await browser.newPage(viewport);
      const response = await page.goto(`${site.url}/timetable`);
      assert.equal(response?.status(), 200);
      assert.equal(await page.title(), 'Timetable | The Martial Arts Studio');
      await page.getByRole('heading', { level: 1, name: 'Timetable' }).waitFor();
      await screenshot(page, `timetable-${label}`);
      await assertAccessible(page, `timetable (${label})`);

      // Keyboard only: Tab to the Site filter, choose St Helens, Tab to Group, choose Kids, Tab to Show, Enter.
      await page.getByRole('combobox', { name: 'Site' }).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.getByRole('combobox', { name: 'Site' }).inputValue(), 'st-helens');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLSelectElement).name), 'group');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.search === '?site=st-helens&class=&group=kids');

      const shown = await shownSessions(page);
      const expected = expectedStHelensKids(await content());
      assert.ok(expected.length > 0, 'the seed has St Helens kids sessions this week');
      assert.deepEqual(shown, expected);
      await page
        .getByRole('status')
        .filter({ hasText: `${expected.length} sessions shown` })
        .waitFor();
      await screenshot(page, `timetable-${label}-st-helens-kids`);
      await assertAccessible(page, `timetable filtered (${label})`);
      assert.deepEqual(errors, []);
    });
  });
}

test('the days keep the server’s HTML without their data, and a timetable drawn in the browser draws them', async () => {
  const { page, errors } = await browser.newPage(DESKTOP);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname + new URL(request.url()).search));
  const response = await page.goto(`${site.url}/timetable?site=st-helens&group=kids`);
  // The days are a static island (ADR 030): drawn in the markup, not repeated as the page's data.
  assert.doesNotMatch((await response?.text()) ?? '', /\\"entries\\"/);
  await page.waitForLoadState('networkidle');
  const served = await shownSessions(page);
  assert.deepEqual(served, expectedStHelensKids(await content()));
  assert.deepEqual(
    fetched.filter((path) => path.startsWith('/timetable-days')),
    [],
  );

  // Drawn in the browser (a client-side navigation from another page), the timetable fetches its days.
  await page.goto(`${site.url}/privacy`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Timetable' }).click();
  await page.waitForURL(`${site.url}/timetable`);
  await page.locator('.timetable-day').first().waitFor();
  assert.ok(fetched.includes('/timetable-days'), fetched.join(', '));
  assert.equal(await page.locator('.timetable-day').count(), 7);
  const count = (await page.locator('.timetable__count').textContent()) ?? '';
  assert.equal(`${await page.locator('.timetable-session').count()} sessions shown`, count);
  assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
  assert.deepEqual(errors, []);
  await page.close();
});

describe('the timetable without JavaScript, and its feed', () => {
  const profile = mkdtempSync(join(tmpdir(), 'studio-chromium-nojs-'));
  after(() => rmSync(profile, { recursive: true, force: true }));

  test('shows the same sessions and filters with JavaScript off', async () => {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/timetable`);
      await page.getByRole('combobox', { name: 'Site' }).selectOption('st-helens');
      await page.getByRole('combobox', { name: 'Group' }).selectOption('kids');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.waitForURL((url) => url.searchParams.get('group') === 'kids');
      assert.deepEqual(await shownSessions(page), expectedStHelensKids(await content()));
      assert.equal(await page.getByRole('combobox', { name: 'Site' }).inputValue(), 'st-helens');
      await page.getByRole('link', { name: 'Next week' }).click();
      await page.waitForURL((url) => url.searchParams.get('week') === '1');
      await page.getByRole('link', { name: 'This week' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('offers a feed that parses as iCalendar with a weekly event per session', async () => {
    const { page } = await browser.newPage(DESKTOP);
    await page.goto(`${site.url}/timetable?class=kickboxing&site=aintree`);
    const href = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    assert.equal(href, '/timetable.ics?site=aintree&class=kickboxing');
    const response = await fetch(`${site.url}${href}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    const expected = (await content()).classes.kickboxing.schedule.sessions.filter((s) => s.site === 'Aintree');
    assert.equal(events.length, expected.length);
    for (const event of events) {
      assert.equal(event.summary, 'Kickboxing (Aintree)');
      assert.equal(event.component.getFirstPropertyValue('rrule')?.toString(), 'FREQ=WEEKLY');
    }
    assert.equal(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid'), 'Europe/London');
  });
});

describe('closures and cancellations from the admin', () => {
  test('a closure for tomorrow at Aintree shows as "Closed – {reason}", in the page and in a plain GET', async () => {
    const tomorrow = addDays(studioToday(), 1);
    const { page, errors } = await browser.newPage(DESKTOP);
    await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
    await page.getByRole('heading', { name: 'Contact Form Submissions' }).waitFor({ timeout: 15_000 });
    await page.goto(`${site.url}/admin/content`);
    await page.getByLabel('Section to edit').selectOption({ label: 'Closures' });
    await page.getByRole('heading', { level: 2, name: 'Closures' }).waitFor();
    await page.getByRole('button', { name: 'Add closure' }).click();
    const closure = page.getByRole('group', { name: 'Closure 1', exact: true });
    await closure.getByLabel('First day').fill(tomorrow);
    await closure.getByLabel('Last day').fill(tomorrow);
    await closure.getByLabel('Reason').fill('Floor repairs');
    // No site ticked: refused with a message, nothing saved.
    await page.getByRole('button', { name: 'Publish' }).click();
    await closure.getByText('Pick at least one site').waitFor();
    await closure.getByRole('checkbox', { name: 'Aintree' }).check();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Published: the draft is live.' }).waitFor();
    await assertAccessible(page, 'site content: closures');
    await screenshot(page, 'timetable-admin-closure');

    const html = await (await fetch(`${site.url}/timetable?site=aintree`)).text();
    assert.match(html, /Aintree: Closed – Floor repairs/);
    const closed = await (await fetch(`${site.url}/timetable`)).text();
    assert.match(closed, /class="timetable-session__state">Closed – Floor repairs</);

    // Cancel one date of a session: the first kickboxing session at St Helens, on its next day.
    await page.getByLabel('Section to edit').selectOption({ label: 'Class: Kickboxing' });
    const session = await openContentItem(page, 'Session 3');
    const day = await session.getByLabel('Day').inputValue();
    let date = addDays(studioToday(), 1);
    while (weekdayOf(date) !== day) date = addDays(date, 1);
    await session.getByRole('button', { name: 'Cancel a date' }).click();
    const cancelled = session.getByRole('group', { name: 'Cancelled date 1' });
    await cancelled.getByLabel('Date', { exact: true }).fill(date);
    await cancelled.getByLabel('Reason', { exact: true }).fill('Coach ill');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Published: the draft is live.' }).waitFor();
    assert.match(await (await fetch(`${site.url}/timetable?class=kickboxing`)).text(), /Cancelled – Coach ill/);

    // A second session at the same site, day and overlapping time is refused with a message. (The publish drew the
    // fields again, folded: the session is opened again.)
    const published = await openContentItem(page, 'Session 3');
    await page.getByRole('button', { name: 'Add session' }).click();
    const added = page.getByRole('group', { name: /^Session \d+$/ }).last();
    await added.getByLabel('Day').selectOption(day);
    await added.getByLabel('Site').selectOption(await published.getByLabel('Site').inputValue());
    await added.getByLabel('Start').fill(await published.getByLabel('Start').inputValue());
    await added.getByLabel('End').fill(await published.getByLabel('End').inputValue());
    await added.getByLabel('Level').fill('All levels');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByText(/^Overlaps the /)
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
  });
});
