import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { crc32, deflateSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  assertAccessible,
  launchBrowser,
  signInWithForm,
  screenshot,
  waitForHydration,
  type Browser,
} from '../lib/browser.ts';
import { dayFromToday, STAFF_EMAIL, STAFF_PASSWORD, staffApi, startSite, type RunningSite } from '../lib/site.ts';
import { namedYears } from '@studio/core/content/siteContentRules';

let site: RunningSite;
let browser: Browser;
let staff: Awaited<ReturnType<typeof staffApi>>;
const ids: Record<string, string> = {};

/** Grading days as staff publish them: one gone by, two to come. */
const GRADING_DAYS = [dayFromToday(-7), dayFromToday(14), dayFromToday(60)];
const COMING_GRADING_DAYS = GRADING_DAYS.slice(1);
/** "2026 Grading Schedule", or "2026 and 2027 …": named by the years of the coming days only. */
const GRADING_TITLE = `${namedYears([...new Set(COMING_GRADING_DAYS.map((day) => Number(day.slice(0, 4))))])} Grading Schedule`;

/** Publishes the grading days as an Owner does in the editor. */
async function publishGradings(days: string[]): Promise<void> {
  const { section } = (await staff.call('GET', '/api/admin/content/gradings')) as { section: { version: number } };
  await staff.call('PUT', '/api/admin/content/gradings', { version: section.version, content: { days } });
}

const FIGHT_NIGHT_DESCRIPTION =
  'Doors open at 5:30pm.\nBring your own gloves.\n\n<b>Tickets</b> are limited, so book early!';

/** The long en-GB date Chromium shows for a `YYYY-MM-DD` day (the comma after the weekday varies by ICU version). */
function longDate(day: string): RegExp {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .formatToParts(new Date(`${day}T00:00:00Z`))
      .map((part) => [part.type, part.value]),
  );
  return new RegExp(`^${parts.weekday},? ${parts.day} ${parts.month} ${parts.year}$`);
}

function ymd(day: string): string {
  return day.replace(/-/g, '');
}

async function headingsIn(page: Page, region: string): Promise<string[]> {
  return page.getByRole('region', { name: region, exact: true }).getByRole('heading', { level: 3 }).allInnerTexts();
}

/** How far the page's own content (the site chrome aside, which has its own tests) makes the page scroll sideways. */
async function pageContentOverflow(page: Page): Promise<number> {
  const chromeHidden = await page.addStyleTag({
    content: 'body *:not(main, main *, :has(main)) { display: none !important; }',
  });
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  await chromeHidden.evaluate((style) => (style as unknown as { remove(): void }).remove());
  return overflow;
}

async function openEvents(page: Page): Promise<void> {
  await page.goto(`${site.url}/events`);
  await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
  await waitForHydration(page, 'h1');
}

/** A 1200x800 PNG with a diagonal red-to-dark gradient, made here so the test needs no image files. */
function gradientPng(width = 1200, height = 800): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      rows.set(
        [Math.round(215 * (1 - t) + 20 * t), Math.round(20 * (1 - t) + 20 * t), Math.round(26 * (1 - t) + 35 * t)],
        y * (width * 3 + 1) + 1 + x * 3,
      );
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadEventImage(): Promise<string> {
  const form = new FormData();
  form.append('target', 'event');
  form.append('file', new Blob([new Uint8Array(gradientPng())], { type: 'image/png' }), 'poster.png');
  const response = await fetch(`${site.url}/api/admin/images`, {
    method: 'POST',
    headers: { cookie: staff.cookie, origin: site.url },
    body: form,
  });
  assert.equal(response.status, 201, await response.clone().text());
  return ((await response.json()) as { image: { url: string } }).image.url;
}

/** Writes an event's time into the database as an older version of the site would have kept it. */
function storedBeforeTimesWereChecked(id: string, time: string): void {
  const db = new DatabaseSync(join(site.dataDir, 'studio.db'), { timeout: 5000 });
  try {
    db.prepare('UPDATE events SET time = ? WHERE id = ?').run(time, id);
  } finally {
    db.close();
  }
}

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
  staff = await staffApi(site);
  const poster = await uploadEventImage();
  const create = async (key: string, event: Record<string, unknown>) => {
    ids[key] = (await staff.createEvent(event)).id;
  };
  await create('fightNight', {
    title: 'Summer Fight Night',
    date: dayFromToday(10),
    time: '6:00 PM - 8:00 PM',
    description: FIGHT_NIGHT_DESCRIPTION,
    price: 12.5,
    featured: true,
    booking_url: 'https://tickets.example.com/fight-night',
    image_url: poster,
  });
  await create('social', { title: 'Members Social', date: dayFromToday(3), time: '7pm', price: null });
  await create('seminar', { title: 'Thai Boxing Seminar', date: dayFromToday(20), time: '10am - 2pm', price: 20 });
  await create('grading', { title: 'Kids Grading', date: dayFromToday(30), time: '9am - 12pm', price: 5 });
  // Times are checked since events were first kept: one stored before, with a time no calendar can read, stays.
  storedBeforeTimesWereChecked(ids.grading!, 'All morning');
  await create('camp', { title: 'Summer Camp', date: dayFromToday(40), price: 45 });
  await create('past', { title: 'Spring Open Day', date: dayFromToday(-5), featured: true, price: 3 });
  await publishGradings(GRADING_DAYS);
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

describe('/events', () => {
  test('is drawn by the server with its events, whose cards work without JavaScript and are not repeated as data', async () => {
    const html = await (await fetch(`${site.url}/events`)).text();
    assert.match(html, /<h1[^>]*>Events<\/h1>/);
    assert.match(html, new RegExp(GRADING_TITLE));
    assert.match(html, /Host a Private Event/);
    assert.doesNotMatch(html, /Loading events/);
    for (const [key, title] of [
      ['fightNight', 'Summer Fight Night'],
      ['social', 'Members Social'],
      ['seminar', 'Thai Boxing Seminar'],
    ] as const) {
      assert.match(
        html,
        new RegExp(`<a [^>]*href="/events/${ids[key]}"[^>]*>${title}</a>`),
        `${title}'s card links to its page`,
      );
      // The static island (ADR 030): the card is in the markup once, and the page's data does not carry it again.
      assert.equal(html.split(title).length - 1, 1, `${title} is in the page once`);
    }
    assert.doesNotMatch(html, /Spring Open Day/);
  });

  test('keeps the server’s cards as they are, their links navigate in the page, and a list drawn in the browser draws them', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/events`);
    await waitForHydration(page, 'h1');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      fetched.filter((path) => /^\/(api\/events|events-islands)/.test(path)),
      [],
      'a page the server drew fetches no events',
    );
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Thai Boxing Seminar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thai Boxing Seminar' }).waitFor();
    await page.getByRole('link', { name: 'All Events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    // Drawn in the browser, the list drew its cards from the island's data, fetched for it.
    assert.deepEqual(await headingsIn(page, 'Featured Events'), ['Summer Fight Night']);
    await page
      .getByRole('region', { name: 'More Upcoming Events' })
      .getByRole('link', { name: 'Summer Camp' })
      .waitFor();
    assert.ok(fetched.includes('/events-islands'), fetched.join(', '));
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('splits upcoming events into featured and regular blocks and hides past ones', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await openEvents(page);
    assert.deepEqual(await headingsIn(page, 'Featured Events'), ['Summer Fight Night']);
    assert.deepEqual(await headingsIn(page, 'More Upcoming Events'), [
      'Members Social',
      'Thai Boxing Seminar',
      'Kids Grading',
      'Summer Camp',
    ]);
    assert.equal(await page.getByText('Spring Open Day').count(), 0);

    const fightNight = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Summer Fight Night' }) });
    assert.match(await fightNight.locator('time').innerText(), longDate(dayFromToday(10)));
    assert.equal(await fightNight.getByText('6:00 PM - 8:00 PM').count(), 1);
    assert.equal(await fightNight.getByText('Emirates House, Stopgate Ln, Liverpool L9 6AN').count(), 1);
    assert.equal(await fightNight.getByText('£12.50', { exact: true }).count(), 1);
    const poster = fightNight.locator('img');
    await poster.evaluate((image) => (image as unknown as { decode(): Promise<void> }).decode());
    assert.ok(
      ((await poster.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)) ?? 0) > 0,
      'the poster loads',
    );
    const social = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Members Social' }) });
    assert.equal(await social.getByText('Free Event', { exact: true }).count(), 1);
    const seminar = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Thai Boxing Seminar' }) });
    assert.equal(await seminar.getByText('£20.00', { exact: true }).count(), 1);

    const grading = page.getByRole('region', { name: GRADING_TITLE });
    // Its text, not innerText: the section below the first screen is not rendered yet (content-visibility).
    // The day gone by has left the schedule on its own.
    const gradingDays = await grading.locator('time').allTextContents();
    assert.equal(gradingDays.length, 2);
    assert.match(gradingDays[0] ?? '', longDate(COMING_GRADING_DAYS[0]!));
    assert.match(gradingDays[1] ?? '', longDate(COMING_GRADING_DAYS[1]!));
    assert.equal(
      await page
        .getByRole('region', { name: 'Host a Private Event' })
        .getByRole('link', { name: 'Get in Touch' })
        .getAttribute('href'),
      '/signup',
    );

    // The provider's widget cannot load on this network: a plain link takes its place.
    const schedule = page.getByRole('region', { name: 'Event Schedule' });
    await schedule.scrollIntoViewIfNeeded();
    await schedule.getByRole('link', { name: /View the event schedule/ }).waitFor({ timeout: 20_000 });

    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'events-list-desktop');
    await page.getByRole('region', { name: 'More Upcoming Events' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'events-list-desktop-regular');
    await assertAccessible(page, 'events list');
    assert.deepEqual(errors, []);

    // A card leads to its event's page.
    await page.getByRole('link', { name: 'Members Social' }).click();
    await page.getByRole('heading', { level: 1, name: 'Members Social' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/events/${ids.social}`);
    await page.close();
  });

  test('looks right on a phone', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    await openEvents(page);
    await screenshot(page, 'events-list-phone');
    await page.getByRole('region', { name: 'Featured Events' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'events-list-phone-featured');
    await assertAccessible(page, 'events list on a phone');
    const overflow = await pageContentOverflow(page);
    assert.ok(overflow <= 0, `the page content is ${overflow}px wider than the screen`);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('/events/{id}', () => {
  test('shows the event with its details, description line breaks, booking link and share links', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    const pageUrl = `${site.url}/events/${ids.fightNight}`;
    const eventRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/events\/[^/]+(\.data)?(\?|$)/.test(request.url()) && request.resourceType() !== 'document')
        eventRequests.push(request.url());
    });
    const response = await page.goto(pageUrl);
    // The event comes in the page's HTML: no request for it from the page's code.
    assert.equal(response?.status(), 200);
    assert.match(await response!.text(), /<h1[^>]*>Summer Fight Night<\/h1>/);
    await page.getByRole('heading', { level: 1, name: 'Summer Fight Night' }).waitFor();
    assert.equal(await page.title(), 'Summer Fight Night | The Martial Arts Studio');
    await waitForHydration(page, 'h1');
    assert.deepEqual(eventRequests, []);

    const details = page.getByRole('region', { name: 'Event Details' });
    assert.match(await details.locator('time').innerText(), longDate(dayFromToday(10)));
    assert.equal(await details.getByText('6:00 PM - 8:00 PM').count(), 1);
    assert.equal(await details.getByText('Emirates House, Stopgate Ln, Liverpool L9 6AN').count(), 1);
    assert.equal(await details.getByText('£12.50', { exact: true }).count(), 1);
    const booking = details.getByRole('link', { name: /Book Now/ });
    assert.equal(await booking.getAttribute('href'), 'https://tickets.example.com/fight-night');
    assert.equal(await booking.getAttribute('target'), '_blank');
    assert.match((await booking.getAttribute('rel')) ?? '', /noopener/);

    const description = page.getByTestId('event-description');
    assert.equal(await description.innerText(), FIGHT_NIGHT_DESCRIPTION);
    assert.equal(
      await page.evaluate<string>(
        "getComputedStyle(document.querySelector('[data-testid=event-description]')).whiteSpace",
      ),
      'pre-line',
    );
    assert.equal(await description.locator('b').count(), 0, 'the description is text, never markup');

    const page_ = encodeURIComponent(pageUrl);
    const title = encodeURIComponent('Summer Fight Night');
    const share = page.getByRole('region', { name: 'Share This Event' });
    const targets = await share
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
      );
    assert.deepEqual(targets, [
      ['Share on Facebook (opens in a new tab)', `https://www.facebook.com/sharer/sharer.php?u=${page_}`, '_blank'],
      [
        'Share on Twitter/X (opens in a new tab)',
        `https://twitter.com/intent/tweet?url=${page_}&text=${title}`,
        '_blank',
      ],
      ['Share on WhatsApp (opens in a new tab)', `https://wa.me/?text=${title}%20${page_}`, '_blank'],
      ['Share on Email', `mailto:?subject=${title}&body=${title}%0A%0A${page_}`, null],
    ]);

    assert.deepEqual(await headingsIn(page, 'Other Upcoming Events'), [
      'Members Social',
      'Thai Boxing Seminar',
      'Kids Grading',
    ]);

    const og = (property: string) => page.locator(`head meta[property="${property}"]`).getAttribute('content');
    assert.equal(await og('og:title'), 'Summer Fight Night');
    assert.equal(await og('og:url'), pageUrl);
    assert.equal(await og('og:type'), 'website');
    assert.match((await og('og:image')) ?? '', new RegExp(`^${site.url}/media/event_\\d+`));
    assert.match((await og('og:description')) ?? '', /^Doors open at 5:30pm\. Bring your own gloves\./);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    assert.equal(jsonLd['@type'], 'Event');
    assert.equal(jsonLd.name, 'Summer Fight Night');
    assert.match(jsonLd.startDate, new RegExp(`^${dayFromToday(10)}T18:00:00\\+0[01]:00$`));
    assert.equal(jsonLd.location['@type'], 'Place');
    assert.equal(jsonLd.offers.price, '12.50');
    assert.equal(jsonLd.offers.priceCurrency, 'GBP');
    assert.equal(jsonLd.url, pageUrl);

    // The map cannot load on this network; the plain link stays.
    const map = page.getByRole('link', { name: /Open in Google Maps/ });
    assert.match((await map.getAttribute('href')) ?? '', /Emirates%20House/);

    await screenshot(page, 'event-detail-desktop');
    await page.getByRole('region', { name: 'Other Upcoming Events' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'event-detail-desktop-others');
    await assertAccessible(page, 'event detail');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('shows Free entry and no booking link for a free event, and keeps past events out of its list', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    await page.goto(`${site.url}/events/${ids.social}`);
    await page.getByRole('heading', { level: 1, name: 'Members Social' }).waitFor();
    const details = page.getByRole('region', { name: 'Event Details' });
    assert.equal(await details.getByText('Free entry', { exact: true }).count(), 1);
    assert.equal(await details.getByRole('link', { name: /Book Now/ }).count(), 0);
    const others = await headingsIn(page, 'Other Upcoming Events');
    assert.deepEqual(
      others,
      ['Thai Boxing Seminar', 'Summer Fight Night', 'Kids Grading'].sort((a, b) => order(a) - order(b)),
    );
    assert.ok(!others.includes('Spring Open Day'));
    await screenshot(page, 'event-detail-phone');
    await details.scrollIntoViewIfNeeded();
    await screenshot(page, 'event-detail-phone-details');
    await assertAccessible(page, 'event detail on a phone');
    const overflow = await pageContentOverflow(page);
    assert.ok(overflow <= 0, `the page content is ${overflow}px wider than the screen`);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('downloads an .ics calendar file with Europe/London times', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await page.goto(`${site.url}/events/${ids.fightNight}`);
    await waitForHydration(page, 'h1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to Calendar' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'summer-fight-night.ics');
    const ics = readFileSync(await download.path(), 'utf8');
    assert.ok(ics.startsWith('BEGIN:VCALENDAR\r\n'));
    assert.ok(ics.endsWith('END:VCALENDAR\r\n'));
    assert.doesNotMatch(ics.replace(/\r\n/g, ''), /[\r\n]/, 'every line ends in CRLF');
    for (const line of ics.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, `line too long: ${line}`);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    const day = ymd(dayFromToday(10));
    assert.ok(lines.includes(`DTSTART;TZID=Europe/London:${day}T180000`), ics);
    assert.ok(lines.includes(`DTEND;TZID=Europe/London:${day}T200000`), ics);
    assert.ok(lines.includes('BEGIN:VTIMEZONE') && lines.includes('TZID:Europe/London'));
    assert.ok(lines.includes('SUMMARY:Summer Fight Night'));
    assert.ok(lines.includes('LOCATION:Emirates House\\, Stopgate Ln\\, Liverpool L9 6AN'));
    assert.ok(lines.some((line) => line === `UID:event-${ids.fightNight}@127.0.0.1`));
    assert.ok(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line)));
    const description = lines.find((line) => line.startsWith('DESCRIPTION:')) ?? '';
    assert.ok(description.includes('Doors open at 5:30pm.\\nBring your own gloves.'), description);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('an event with an unreadable time downloads as an all-day event', async () => {
    const { page } = await browser.newPage(DESKTOP);
    await page.goto(`${site.url}/events/${ids.grading}`);
    await waitForHydration(page, 'h1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to Calendar' }).click(),
    ]);
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/\r\n /g, '')
      .split('\r\n');
    assert.ok(lines.includes(`DTSTART;VALUE=DATE:${ymd(dayFromToday(30))}`));
    assert.ok(lines.includes(`DTEND;VALUE=DATE:${ymd(dayFromToday(31))}`));
    await page.close();
  });

  test('shows the not-found page for an unknown event', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    const response = await page.goto(`${site.url}/events/does-not-exist`);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Event Not Found' }).waitFor();
    await page
      .getByText("We couldn't find the event you're looking for. It may have been removed or doesn't exist.")
      .waitFor();
    assert.equal(await page.title(), 'Event Not Found | The Martial Arts Studio');
    await screenshot(page, 'event-not-found-phone');
    await assertAccessible(page, 'event not found');
    await page.getByRole('link', { name: 'View All Events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/events');
    // The browser reports the page's own 404; nothing else may go wrong.
    assert.deepEqual(
      errors.filter((error) => !/status of 404/.test(error)),
      [],
    );
    await page.close();
  });
});

describe('/events with nothing coming up', () => {
  test('shows the empty state', async () => {
    for (const id of Object.values(ids)) await staff.call('DELETE', `/api/admin/events/${id}`);
    const { page, errors } = await browser.newPage(DESKTOP);
    await openEvents(page);
    await page.getByRole('heading', { name: 'No Upcoming Events' }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Featured Events' }).count(), 0);
    await screenshot(page, 'events-empty-desktop');
    await assertAccessible(page, 'events empty state');
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('/events once every grading day has gone by', () => {
  test('leaves the grading schedule out, and the editor tells staff why', async () => {
    await publishGradings([dayFromToday(-40), dayFromToday(-1)]);
    const html = await (await fetch(`${site.url}/events`)).text();
    assert.doesNotMatch(html, /Grading Schedule/);
    assert.doesNotMatch(html, /<li class="grading-day"/);
    assert.doesNotMatch(html, /grading schedule\./, 'the description names no schedule either');

    const { page, errors } = await browser.newPage(DESKTOP);
    await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
    await page.getByRole('navigation', { name: 'Admin sections' }).waitFor({ timeout: 30_000 });
    await page.goto(`${site.url}/admin/content?section=gradings`);
    await page.getByRole('heading', { level: 2, name: 'Grading dates' }).waitFor({ timeout: 30_000 });
    await page.getByText('All dates are past: hidden from the site.').waitFor({ timeout: 30_000 });
    assert.deepEqual(errors, []);
    await page.close();
  });
});

/** Soonest first: the days the test events were created on. */
function order(title: string): number {
  return { 'Members Social': 3, 'Summer Fight Night': 10, 'Thai Boxing Seminar': 20, 'Kids Grading': 30 }[title] ?? 99;
}
