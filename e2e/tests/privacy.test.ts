/**
 * Privacy by design: no page asks another origin for anything until the visitor chooses a kind of embedded content,
 * the choice holds and can be withdrawn on /privacy, and /privacy and /accessibility are reachable and accessible.
 * The site runs with a non-default CONTACT_RETENTION_DAYS, which /privacy must state.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CLASS_SLUGS } from '@studio/core/pages/publicRoutes';
import type { Page } from 'playwright-core';
import {
  assertAccessible,
  DESKTOP,
  PHONE,
  screenshot,
  startSiteAndBrowser,
  waitUntilStill,
  type Browser,
} from '../lib/browser.ts';
import { dayFromToday, staffApi, type RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser(
  (startedSite, startedBrowser) => {
    site = startedSite;
    browser = startedBrowser;
  },
  { env: { CONTACT_RETENTION_DAYS: '180' } },
);

/** An upcoming event's page (its map is an embed), created the first time a test asks for it. */
let seeded: Promise<string> | undefined;
function eventPage(): Promise<string> {
  seeded ??= staffApi(site)
    .then((api) => api.createEvent({ title: 'Summer Fight Night', date: dayFromToday(10) }))
    .then((event) => `/events/${event.id}`);
  return seeded;
}

/** Every request the page makes from now on (its frames included), and a wait for the network to go quiet. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    urls.push(request.url());
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    urls,
    foreign: () =>
      urls.filter((url) => !url.startsWith(`${site.url}/`) && !url.startsWith('data:') && !url.startsWith('blob:')),
    /** Resolves once nothing has been in flight for half a second (at most 15 s). */
    async quiet() {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        if (inFlight <= 0 && Date.now() - lastChange >= 500) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.fail(`the network was still busy after 15 s: ${urls.slice(-5).join(', ')}`);
    },
  };
}

/** Scrolls down a screen at a time, as a visitor reading the page would, until the bottom stays reached. */
async function scrollToBottom(page: Page, requests: ReturnType<typeof recordRequests>) {
  for (let step = 0; step < 80; step += 1) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) {
      // Sections that render as they come near can still make the page longer.
      await requests.quiet();
      const still = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      );
      if (still) return;
    }
  }
  assert.fail('never reached the bottom of the page');
}

async function freshPage(viewport: { width: number; height: number } = PHONE) {
  const tracked = await browser.newPage(viewport);
  await tracked.page.goto(`${site.url}/robots.txt`);
  await tracked.page.evaluate(() => localStorage.clear());
  return tracked;
}

describe('before the visitor chooses anything', () => {
  const paths = (eventPath: string) => [
    '/',
    ...CLASS_SLUGS.map((slug) => `/classes/${slug}`),
    '/events',
    eventPath,
    '/signup',
    '/privacy',
    '/accessibility',
  ];

  test('no page asks any other origin for anything, read to the bottom', async () => {
    const { page, errors } = await freshPage(PHONE);
    for (const path of paths(await eventPage())) {
      const requests = recordRequests(page);
      await page.goto(`${site.url}${path}`);
      await requests.quiet();
      await scrollToBottom(page, requests);
      await requests.quiet();
      assert.deepEqual(requests.foreign(), [], `${path} asked another origin`);
      assert.ok(requests.urls.length > 0, `${path} was recorded`);
      // No pre-connection or DNS look-up to anyone else either (these make no request event).
      const hints = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel~="preconnect"], link[rel~="dns-prefetch"], link[rel~="prefetch"]')]
          .map((link) => (link as HTMLLinkElement).href)
          .filter((href) => new URL(href).origin !== location.origin),
      );
      assert.deepEqual(hints, [], `${path} hints another origin`);
      page.removeAllListeners('request');
      page.removeAllListeners('requestfinished');
      page.removeAllListeners('requestfailed');
    }
    // The site sets no cookie on a visitor, and stores no choice nobody made.
    assert.deepEqual(await browser.context.cookies(), []);
    assert.equal(await page.evaluate(() => localStorage.length), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('choosing Instagram posts', () => {
  test('loads them, holds on reload, and withdrawing on /privacy stops them on the next page view', async () => {
    const { page, errors } = await freshPage(DESKTOP);
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    const instagram = page.locator('#instagram');
    await instagram.scrollIntoViewIfNeeded();
    const show = instagram.getByRole('button', { name: 'Show Instagram posts' });
    await show.waitFor();
    await instagram.getByText('Loading this shows content from Instagram, which may set cookies.').waitFor();
    await waitUntilStill(page);
    await screenshot(page, 'privacy-instagram-facade');
    await assertAccessible(page, 'Instagram facade');

    // Instagram's script is requested (it fails on this network) and each post's own link stays.
    const asked = page.waitForRequest((request) => new URL(request.url()).hostname === 'www.instagram.com');
    await show.click();
    await asked;
    await page.getByText("This post couldn't load here.").first().waitFor({ timeout: 15_000 });
    assert.equal(await instagram.getByRole('link', { name: /View this post on Instagram/ }).count(), 6);
    assert.equal(await show.count(), 0);
    // Focus moves from the button, now gone, to the posts.
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Instagram posts');
    await waitUntilStill(page);
    await assertAccessible(page, 'Instagram posts after loading');

    // The choice holds on this browser: after a reload the posts load without asking.
    const askedAgain = page.waitForRequest((request) => new URL(request.url()).hostname === 'www.instagram.com');
    await page.reload();
    await page.locator('#instagram').scrollIntoViewIfNeeded();
    await askedAgain;
    assert.equal(await page.getByRole('button', { name: 'Show Instagram posts' }).count(), 0);

    // Withdraw it on /privacy, reached from the footer.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.locator('footer').getByRole('link', { name: 'Privacy and cookies' }).click();
    await page.waitForURL(`${site.url}/privacy`);
    const choices = page.getByRole('region', { name: 'Content from other websites' });
    const instagramChoice = choices.getByRole('listitem').filter({ hasText: 'Instagram posts' });
    await instagramChoice.getByText('Allowed', { exact: true }).waitFor();
    await choices.getByRole('listitem').filter({ hasText: 'Maps' }).getByText('Not allowed').waitFor();
    await instagramChoice.scrollIntoViewIfNeeded();
    await waitUntilStill(page);
    await screenshot(page, 'privacy-choices-allowed');
    await assertAccessible(page, '/privacy with Instagram allowed');
    await instagramChoice.getByRole('button', { name: 'Withdraw Instagram posts' }).click();
    await instagramChoice.getByText('Not allowed').waitFor();
    await instagramChoice.getByRole('button', { name: 'Allow Instagram posts' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.length), 0, 'nothing left on the device');

    // The next page view asks Instagram for nothing and shows the facade again.
    const requests = recordRequests(page);
    await page.goto(`${site.url}/`);
    await requests.quiet();
    await scrollToBottom(page, requests);
    await requests.quiet();
    assert.deepEqual(requests.foreign(), []);
    await page.getByRole('button', { name: 'Show Instagram posts' }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('allowing a kind on /privacy loads it where it appears, without asking again', async () => {
    const { page, errors } = await freshPage(PHONE);
    const event = await eventPage();
    // An event page's map asks first.
    await page.goto(`${site.url}${event}`);
    await page.getByRole('heading', { level: 1, name: 'Summer Fight Night' }).waitFor();
    await page.locator('.event-page__map').getByRole('button', { name: 'Show map' }).waitFor();
    await assertAccessible(page, 'event page with its map facade');

    await page.goto(`${site.url}/privacy`);
    await page.waitForLoadState('networkidle');
    const maps = page.getByRole('listitem').filter({ hasText: 'Maps' });
    await maps.getByRole('button', { name: 'Allow maps' }).click();
    await maps.getByText('Allowed', { exact: true }).waitFor();

    const asked = page.waitForRequest((request) => new URL(request.url()).hostname === 'www.google.com');
    await page.goto(`${site.url}${event}`);
    await page.getByRole('heading', { level: 1, name: 'Summer Fight Night' }).waitFor();
    await page.locator('.event-page__map').scrollIntoViewIfNeeded();
    await asked;
    assert.equal(await page.getByRole('button', { name: 'Show map' }).count(), 0);
    await page.getByRole('link', { name: /Open in Google Maps/ }).waitFor();
    await assertAccessible(page, 'event page with its map loaded');
    await page.evaluate(() => localStorage.clear());
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('/privacy and /accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`read well and pass axe (${label})`, async () => {
      const { page, errors } = await freshPage(viewport);
      for (const [path, heading, title] of [
        ['/privacy', 'Privacy and cookies', 'Privacy and Cookies | The Martial Arts Studio'],
        ['/accessibility', 'Accessibility statement', 'Accessibility Statement | The Martial Arts Studio'],
      ] as const) {
        const response = await page.goto(`${site.url}${path}`);
        assert.equal(response?.status(), 200);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        assert.equal(await page.title(), title);
        await page.locator('header').first().waitFor();
        await page.locator('footer').waitFor({ state: 'attached' });
        await waitUntilStill(page);
        await screenshot(page, `${path.slice(1)}-${label}`);
        await assertAccessible(page, `${path} (${label})`);
      }
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  test('/privacy states the configured retention period, on a full load and after a client-side navigation', async () => {
    const { page, errors } = await freshPage(PHONE);
    await page.goto(`${site.url}/privacy`);
    const retention = page.getByRole('region', { name: 'How long we keep it' });
    await retention.getByText(/We keep contact messages for 6 months from the day you send them\./).waitFor();
    const html = await (await fetch(`${site.url}/privacy`)).text();
    assert.match(html, /<span data-contact-retention-days="180">6 months<\/span>/);
    assert.doesNotMatch(html, /12 months/);

    await page.goto(`${site.url}/events`);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.locator('footer').getByRole('link', { name: 'Privacy and cookies' }).click();
    await page.waitForURL(`${site.url}/privacy`);
    await page
      .getByRole('region', { name: 'How long we keep it' })
      .getByText(/We keep contact messages for 6 months/)
      .waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('both are in the sitemap and reached from the footer by keyboard alone', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    assert.match(sitemap, new RegExp(`<loc>${site.url}/privacy</loc>`));
    assert.match(sitemap, new RegExp(`<loc>${site.url}/accessibility</loc>`));

    const { page, errors } = await freshPage(DESKTOP);
    for (const [from, linkName, to, heading] of [
      ['/events', 'Privacy and cookies', '/privacy', 'Privacy and cookies'],
      ['/privacy', 'Accessibility', '/accessibility', 'Accessibility statement'],
    ] as const) {
      await page.goto(`${site.url}${from}`);
      await page.waitForLoadState('networkidle');
      let reached = false;
      for (let presses = 0; presses < 300 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(
          (name) =>
            document.activeElement?.tagName === 'A' &&
            document.activeElement.closest('footer') !== null &&
            document.activeElement.textContent?.trim() === name,
          linkName,
        );
      }
      assert.ok(reached, `Tab reaches the footer's ${linkName} link on ${from}`);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.url}${to}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    // /signup has no footer: its link sits beside the registration form.
    await page.goto(`${site.url}/signup`);
    const form = page.getByRole('region', { name: 'Registration Form' });
    assert.equal(await form.getByRole('link', { name: 'Privacy and cookies' }).getAttribute('href'), '/privacy');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('every contact form says what its details are for, under its Send button', async () => {
    const { page, errors } = await freshPage(PHONE);
    for (const path of ['/#contact', '/classes/kickboxing']) {
      await page.goto(`${site.url}${path}`);
      await page.waitForLoadState('networkidle');
      if (path !== '/#contact') await page.locator('#class-contact').scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.waitFor();
      const line = form.getByText('We use your details only to answer your message.');
      assert.equal(
        (await line.textContent())?.trim(),
        'We use your details only to answer your message. Privacy notice',
      );
      assert.equal(await line.getByRole('link', { name: 'Privacy notice' }).getAttribute('href'), '/privacy');
      const [send, below] = await Promise.all([
        form.getByRole('button', { name: 'Send Message' }).boundingBox(),
        line.boundingBox(),
      ]);
      assert.ok(send && below && below.y >= send.y + send.height, `${path}: the line is under the Send button`);
    }
    await screenshot(page, 'contact-privacy-line');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
