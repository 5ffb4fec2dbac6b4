import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  assertAccessible,
  DESKTOP,
  PHONE,
  screenshot,
  type Browser,
  startSiteAndBrowser,
  waitUntilStill,
} from '../lib/browser.ts';
import { staffApi, type RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

const ANCHORS = ['home', 'about', 'services', 'facilities', 'schedule', 'pricing', 'reviews', 'instagram', 'contact'];
const HEADER_ANCHORS = [
  ['About', 'about'],
  ['Classes', 'services'],
  ['Home', 'home'],
  ['Facilities', 'facilities'],
  ['Schedule', 'schedule'],
  ['Contact', 'contact'],
] as const;

const headerState = (page: Page) => page.locator('header').getAttribute('data-header-state');

/** The section's top sits just under the fixed header (its scroll margin), once any smooth scroll has settled. */
async function assertSectionAtTop(page: Page, anchor: string) {
  const deadline = Date.now() + 5000;
  let top: number | undefined;
  for (;;) {
    top = (await page.locator(`#${anchor}`).boundingBox())?.y;
    const atTop =
      anchor === 'home' ? (await page.evaluate<number>('window.scrollY')) === 0 : Math.abs((top ?? 9999) - 72) < 8;
    if (atTop) return;
    if (Date.now() > deadline) assert.fail(`#${anchor} is at ${top}px, not under the header`);
    await page.waitForTimeout(100);
  }
}

/** Records in `window.droppedSections` the id of every section removed from the page from now on. */
async function watchForDroppedSections(page: Page) {
  await page.evaluate(() => {
    const dropped: string[] = [];
    (window as unknown as { droppedSections: string[] }).droppedSections = dropped;
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.removedNodes])) {
        if (node instanceof Element) dropped.push(...[...node.querySelectorAll('section[id]')].map((s) => s.id));
        if (node instanceof Element && node.matches('section[id]')) dropped.push(node.id);
      }
    }).observe(document.getElementById('main-content') ?? document.body, { childList: true, subtree: true });
  });
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`the home page on a ${label}`, () => {
    test('is prerendered with every section in order, and the header turns solid on scroll', async () => {
      const { page, errors } = await browser.newPage(viewport);
      const response = await page.goto(`${site.url}/`);
      assert.equal(response?.status(), 200);
      const html = (await response?.text()) ?? '';
      // Prerendered HTML shows every section before any script runs.
      assert.match(html, /<h1[^>]*>The Martial Arts Studio<\/h1>/);
      for (const anchor of ANCHORS) assert.match(html, new RegExp(`<section[^>]* id="${anchor}"`), anchor);
      await page.waitForLoadState('networkidle');

      assert.match(await page.title(), /^The Martial Arts Studio/);
      const ids = await page.locator('main section[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
      assert.deepEqual(ids, ANCHORS);
      assert.equal(await page.getByRole('link', { name: 'Join Today' }).getAttribute('href'), '/signup');
      assert.equal(await page.getByRole('link', { name: 'Explore Classes' }).getAttribute('href'), '/#services');
      assert.equal(await page.locator('#services li a[href^="/classes/"]').count(), 8);
      assert.equal(await page.getByRole('link', { name: 'Join a Class Today' }).getAttribute('href'), '/signup');
      assert.ok((await page.getByRole('link', { name: 'Book a tour / free trial' }).count()) >= 2);
      assert.equal(await page.locator('#about ol > li').count(), 6);
      assert.equal(
        await page.getByRole('link', { name: 'Start Your Journey Today' }).getAttribute('href'),
        '/#contact',
      );
      await page.locator('#pricing').getByText('Recommended').waitFor();
      for (const price of ['£10', '£30', '£50', '£60', '£70', '£5', '£20']) {
        assert.equal(await page.locator('#pricing').getByText(price, { exact: true }).count(), 1, price);
      }

      assert.equal(await headerState(page), 'transparent');
      await screenshot(page, `home-${label}-top`);
      await assertAccessible(page, `home top (${label})`);

      await page.mouse.wheel(0, 400);
      await page.locator('header[data-header-state="solid"]').waitFor();
      await waitUntilStill(page);
      await screenshot(page, `home-${label}-scrolled`);
      await page.evaluate('window.scrollTo(0, 0)');
      await page.locator('header[data-header-state="transparent"]').waitFor();

      // Footer: copyright with this year, the two anchors, socials and partners.
      const footer = page.locator('footer');
      await footer.getByText(`© ${new Date().getFullYear()} The Martial Arts Studio`).waitFor();
      assert.equal(await footer.locator('a[href="/#reviews"]').count(), 1);
      assert.equal(await footer.locator('a[href="/#instagram"]').count(), 1);
      assert.equal(await footer.locator('a[target="_blank"]').count(), 4);
      await footer.scrollIntoViewIfNeeded();
      await waitUntilStill(page);
      await screenshot(page, `home-${label}-footer`);
      assert.deepEqual(errors, []);
    });

    test('every section passes axe with animations off', async () => {
      const { page, errors } = await browser.newPage(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${site.url}/`);
      await page.waitForLoadState('networkidle');
      // Nothing is hidden for animation when the visitor prefers reduced motion.
      await page.locator('#pricing').scrollIntoViewIfNeeded();
      assert.equal(await page.locator('[data-reveal="hidden"]').count(), 0);
      for (const anchor of ANCHORS) {
        await page.locator(`#${anchor}`).evaluate((section) => section.scrollIntoView());
        await page.waitForTimeout(300);
        await screenshot(page, `home-${label}-section-${anchor}`);
      }
      await assertAccessible(page, `whole home page (${label})`);
      assert.deepEqual(errors, []);
    });
  });
}

describe('header navigation', () => {
  test('desktop anchor links scroll to their sections; elsewhere they lead back home', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await page.getByRole('button', { name: 'Open menu' }).isVisible(), false);
    // The prerendered sections stay in place through every jump: none is dropped and rendered again.
    await watchForDroppedSections(page);

    for (const [name, anchor] of HEADER_ANCHORS) {
      await nav.getByRole('link', { name, exact: true }).click();
      await assertSectionAtTop(page, anchor);
      // The address follows once the sections' code is in: on a busy machine that can be after the scroll.
      await page.waitForFunction((hash) => location.hash === hash, `#${anchor}`);
    }
    // A plain #link (the skip link's kind) reaches the router as a history change, not through its navigate.
    await page.evaluate(() => {
      location.hash = 'pricing';
    });
    await assertSectionAtTop(page, 'pricing');
    assert.deepEqual(await page.evaluate('window.droppedSections'), []);
    const portal = nav.getByRole('link', { name: /Member Portal/ });
    assert.equal(await portal.getAttribute('target'), '_blank');
    assert.match((await portal.getAttribute('rel')) ?? '', /noopener/);

    // A route change starts at the top of the new page, even from far down this one.
    assert.ok((await page.evaluate<number>('window.scrollY')) > 1000);
    await nav.getByRole('link', { name: 'Events', exact: true }).click();
    await page.waitForURL(`${site.url}/events`);
    // The address changes a moment before the new page renders (a transition); then it starts at the top.
    await page.locator('#services').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate<number>('window.scrollY'), 0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Facilities' }).click();
    await page.waitForURL(`${site.url}/#facilities`);
    await assertSectionAtTop(page, 'facilities');

    // Arriving from outside at /#anchor lands on the section too.
    await page.goto(`${site.url}/#reviews`);
    await page.waitForLoadState('networkidle');
    await assertSectionAtTop(page, 'reviews');
    // Below the timetable too, whose widget gives up and shows its link after the jump has landed.
    await page.goto(`${site.url}/#pricing`);
    await page.waitForLoadState('networkidle');
    await assertSectionAtTop(page, 'pricing');
    await page.waitForTimeout(1000);
    await assertSectionAtTop(page, 'pricing');
    assert.deepEqual(errors, []);
  });

  test("the sections' code waits for the visitor, and a first tap before it arrives still lands in place", async () => {
    const { page, errors } = await browser.newPage(PHONE);
    const sectionsCode: string[] = [];
    // The sections' code (MUI's with it) takes its time, as on a slow phone network.
    await page.route(/\/assets\/HomeSections-[^/]+\.js$/, async (route) => {
      sectionsCode.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(sectionsCode, [], 'the sections below the hero load no code before the visitor does anything');
    await watchForDroppedSections(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Schedule' }).click();
    await assertSectionAtTop(page, 'schedule');
    await page.waitForURL(`${site.url}/#schedule`);
    assert.equal(sectionsCode.length, 1);
    // Once the code is in, the sections work: the reviews expand.
    await page.getByRole('button', { name: 'See more reviews' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#review-list > li').length === 25);
    assert.deepEqual(await page.evaluate('window.droppedSections'), []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a reload puts the page back where the visitor was, and a scroll made before its code runs stays', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    const live = () =>
      page.waitForFunction(() => document.querySelector('.site-layout:not([data-hydration-pending])') !== null);
    await page.goto(`${site.url}/`);
    await live();
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY === 2000);

    // The page's code takes its time after the reload, as on a slow phone: the page shows, restored, without it.
    let release = () => {};
    const codeMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await codeMayLoad;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    assert.equal(await page.evaluate(() => window.scrollY), 2000, 'the reload shows the page where the visitor was');

    // The visitor scrolls on before the code has run; hydrating must not take them back.
    await page.evaluate(() => window.scrollTo({ top: 4000, behavior: 'instant' }));
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { scrolledTo: number[] }).scrolledTo = seen;
      addEventListener('scroll', () => window.scrollY !== 4000 && seen.push(window.scrollY));
    });
    release();
    await live();
    // Everything hydration started has run once the page is idle.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    assert.deepEqual(await page.evaluate('window.scrolledTo'), [], 'the page stayed where the visitor put it');
    assert.equal(await page.evaluate(() => window.scrollY), 4000);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("the page stays whole, every section readable, when the sections' code cannot load", async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await page.route(/\/assets\/HomeSections-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    await watchForDroppedSections(page);
    await page.mouse.wheel(0, 2000);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await assertSectionAtTop(page, 'contact');
    await page.waitForTimeout(500);
    assert.deepEqual(await page.evaluate('window.droppedSections'), []);
    assert.ok(await page.locator('#contact h2').isVisible(), 'the contact section is still there to read');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'The Martial Arts Studio');
    assert.ok(
      errors.length > 0 && errors.every((error) => /Could not load the code of a part of the page/.test(error)),
      errors.join('\n'),
    );
    await page.close();
  });

  test('the phone menu opens full screen, traps focus, closes with Escape and on navigation', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).isVisible(), false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    const menu = page.locator('#mobile-menu');
    assert.equal(await menu.isVisible(), false);

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    assert.equal(await close.getAttribute('aria-expanded'), 'true');
    // The menu slides in; poll until it covers the screen.
    await page.waitForFunction(
      ({ width, height }) => {
        const box = document.getElementById('mobile-menu')?.getBoundingClientRect();
        return box?.x === 0 && box.width === width && box.height === height;
      },
      PHONE,
      { timeout: 5000 },
    );
    assert.equal(await headerState(page), 'solid');
    await screenshot(page, 'home-phone-menu-open');
    await assertAccessible(page, 'phone menu open');

    // Focus stays inside the header and menu.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate<boolean>(
        `document.querySelector('header').contains(document.activeElement) ||
          document.getElementById('mobile-menu').contains(document.activeElement)`,
      );
      assert.ok(inside, `focus left the menu after ${i + 1} tabs`);
    }

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await menu.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Facilities' }).click();
    await assertSectionAtTop(page, 'facilities');
    assert.equal(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'), 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Events' }).click();
    await page.waitForURL(`${site.url}/events`);
    assert.equal(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'), 'false');
    await menu.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
  });
});

describe('home page sections', () => {
  test('the sections that never change keep the server’s HTML, their links navigate in the page, and a home page drawn in the browser draws them', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    for (const id of ['pricing', 'services']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
    }
    // A jump within the page waits for the hydrating sections' code, not for the islands'.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Facilities', exact: true }).click();
    await assertSectionAtTop(page, 'facilities');
    await page.waitForFunction(() => location.hash === '#facilities');
    await page.waitForLoadState('networkidle');
    // The islands (ADR 030): drawn by the server, kept as they are, with neither their code nor their data loaded.
    assert.deepEqual(
      fetched.filter((path) => /IslandSections|home-islands/.test(path)),
      [],
    );
    assert.equal(await page.locator('#pricing article').count(), 7);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('#services').getByRole('link', { name: 'Kickboxing', exact: true }).click();
    await page.waitForURL(`${site.url}/classes/kickboxing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Facilities' }).click();
    await page.waitForURL(`${site.url}/#facilities`);
    await assertSectionAtTop(page, 'facilities');
    // Drawn in the browser, the home page drew its islands from their data, fetched beside the loader's.
    assert.ok(fetched.includes('/home-islands'), fetched.join(', '));
    for (const id of ANCHORS) await page.locator(`#${id}`).waitFor({ state: 'attached' });
    assert.equal(await page.locator('#pricing article').count(), 7);
    assert.match((await page.locator('#about').textContent()) ?? '', /Lau Gar Kung Fu/);
    assert.equal(await page.locator('#review-list li').count(), 3);
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
    assert.deepEqual(errors, []);
  });

  test('reviews expand to all 25 and collapse to 3', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    await page.goto(`${site.url}/#reviews`);
    await page.waitForLoadState('networkidle');
    const list = page.locator('#review-list > li');
    assert.equal(await list.count(), 3);
    await page.locator('#reviews').getByText('4.8', { exact: true }).waitFor();
    await page.locator('#reviews').getByText('Based on 29 reviews').waitFor();
    await page.getByRole('button', { name: 'See more reviews' }).click();
    // The reviews are the islands' data (ADR 030): the page fetches them when the visitor asks for more.
    await list.nth(24).waitFor();
    assert.equal(await list.count(), 25);
    await waitUntilStill(page);
    await screenshot(page, 'home-phone-reviews-expanded');
    await assertAccessible(page, 'reviews expanded');
    await page.getByRole('button', { name: 'Show less' }).click();
    assert.equal(await list.count(), 3);
    // Collapsing brings the reviews back into view rather than leaving the visitor at the footer.
    await assertSectionAtTop(page, 'reviews');
    await screenshot(page, 'home-phone-reviews');
    assert.deepEqual(errors, []);
  });

  test('third-party embeds ask first, then fall back to plain links when they cannot load', async () => {
    const { page, errors } = await browser.newPage(DESKTOP);
    await page.goto(`${site.url}/`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForLoadState('networkidle');
    // Nothing third-party before the visitor chooses it.
    const thirdParty = page.locator('script[src*="gymmanager"], script[src*="instagram"], iframe');
    assert.equal(await thirdParty.count(), 0);

    await page.locator('#schedule').scrollIntoViewIfNeeded();
    const schedule = page.locator('#schedule');
    await schedule.getByRole('button', { name: 'Show timetable' }).first().waitFor();
    assert.equal(await schedule.getByRole('button', { name: 'Show timetable' }).count(), 2);
    await schedule.getByText('Loading this shows content from Gym Manager, which may set cookies.').first().waitFor();
    assert.equal(await thirdParty.count(), 0);
    await waitUntilStill(page);
    await screenshot(page, 'home-desktop-schedule-facade');
    await assertAccessible(page, 'timetable facades');
    // One choice loads every timetable: the provider's script is blocked here, so the plain links take their place.
    await schedule.getByRole('button', { name: 'Show timetable' }).first().click();
    await schedule.getByText(/The live studio timetable couldn't load here/).waitFor({ timeout: 15_000 });
    await schedule.getByText(/The live St Helens timetable couldn't load here/).waitFor({ timeout: 15_000 });
    assert.equal(await schedule.getByRole('button', { name: 'Show timetable' }).count(), 0);
    await page.getByRole('link', { name: /View the class timetable/ }).waitFor();
    await page.getByRole('link', { name: /View the St Helens timetable/ }).waitFor();
    await page.locator('#schedule').getByText('Mon-Fri').first().waitFor();
    await waitUntilStill(page);
    await screenshot(page, 'home-desktop-schedule');
    await assertAccessible(page, 'timetables after loading');

    await page.locator('#instagram').scrollIntoViewIfNeeded();
    assert.equal(await page.getByRole('link', { name: /View this post on Instagram/ }).count(), 6);
    await page.getByRole('button', { name: 'Show Instagram posts' }).click();
    // Every post falls back, one after another on a busy machine: the section is still only once all six have.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('#instagram p')].filter((p) => p.textContent === "This post couldn't load here.")
          .length === 6,
      undefined,
      { timeout: 15_000 },
    );
    assert.equal(await page.getByRole('link', { name: /View this post on Instagram/ }).count(), 6);
    await waitUntilStill(page);
    await screenshot(page, 'home-desktop-instagram');
    await assertAccessible(page, 'Instagram posts after loading');

    await page.locator('#contact').scrollIntoViewIfNeeded();
    assert.equal(await page.getByRole('link', { name: /Open in Google Maps/ }).count(), 2);
    assert.equal(await page.locator('#contact iframe').count(), 0);
    await page.locator('#contact').getByRole('button', { name: 'Show map' }).first().click();
    // One choice frames both maps.
    await page.locator('#contact iframe').nth(1).waitFor({ state: 'attached' });
    assert.equal(await page.locator('#contact').getByRole('button', { name: 'Show map' }).count(), 0);
    await waitUntilStill(page);
    await screenshot(page, 'home-desktop-maps');
    await assertAccessible(page, 'maps after loading');
    assert.equal(await page.getByRole('link', { name: /Open in Google Maps/ }).count(), 2);
    await page.evaluate(() => localStorage.clear());
    assert.deepEqual(errors, []);
  });

  test('a contact message sent from the home page is stored for staff', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    await page.goto(`${site.url}/#contact`);
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.waitFor();

    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter your name').waitFor();
    await form.getByText('Please enter your email address').waitFor();
    await form.getByText('Please enter your message').waitFor();
    await waitUntilStill(page);
    await screenshot(page, 'home-phone-contact-errors');
    await assertAccessible(page, 'contact form with errors');

    const stamp = Date.now();
    await form.getByLabel('Name').fill('Priya Shah');
    await form.getByLabel('Email').fill(`priya.${stamp}@example.com`);
    await form.getByLabel('Phone (optional)').fill('07700 900456');
    await form.getByLabel('Class interest (optional)').selectOption('Kids Classes');
    await form.getByLabel('Message').fill('Is there space in the Saturday kids class for my son (7)?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText("Thanks for your message! We'll get back to you within one working day.").waitFor();
    await screenshot(page, 'home-phone-contact-sent');
    await assertAccessible(page, 'contact form sent');

    const { submissions } = (await staffApi(site).then((api) => api.call('GET', '/api/admin/submissions'))) as {
      submissions: {
        email: string;
        name: string;
        phone: string | null;
        class_interest: string | null;
        message: string;
      }[];
    };
    const stored = submissions.find((submission) => submission.email === `priya.${stamp}@example.com`);
    assert.ok(stored, 'the submission is stored');
    assert.equal(stored.name, 'Priya Shah');
    assert.equal(stored.phone, '07700 900456');
    assert.equal(stored.class_interest, 'Kids Classes');
    assert.equal(stored.message, 'Is there space in the Saturday kids class for my son (7)?');
    assert.deepEqual(errors, []);
  });

  test('an unknown address shows a real not-found page inside the site chrome, answered with 404', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    const response = await page.goto(`${site.url}/no-such-page`);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal(await page.title(), 'Page Not Found | The Martial Arts Studio');
    const main = page.locator('main');
    assert.equal(await main.getByRole('link', { name: 'Back to home' }).getAttribute('href'), '/');
    assert.equal(await main.getByRole('link', { name: 'See our classes' }).getAttribute('href'), '/#services');
    assert.equal(await main.getByRole('link', { name: 'Upcoming events' }).getAttribute('href'), '/events');
    await page.locator('footer').waitFor();
    await screenshot(page, 'not-found-phone');
    await assertAccessible(page, 'not-found page');
    // The browser reports the page's own 404; nothing else may go wrong.
    assert.deepEqual(
      errors.filter((error) => !/status of 404/.test(error)),
      [],
    );
  });
});
