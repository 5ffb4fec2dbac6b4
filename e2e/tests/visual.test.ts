/**
 * Visual regression: the parts the site draws both ways, plain with the pages' CSS (header, hero, buttons, the home
 * sections' class and price cards, event cards, footer, an event's page, a class page's section) and with MUI (the
 * staff area's top bar),
 * compared with committed screenshots (e2e/visual-baselines) at 390 and 1280 px. A token changed on one side only,
 * the MUI theme's button radius but not the static CSS's for instance, changes pixels of that side's parts and
 * fails here, naming the part and the number of differing pixels, with a diff image in e2e/artifacts/visual.
 *
 * `npm run test:visual:update` (UPDATE_VISUAL_BASELINES=1) writes the baselines again after an intended change of
 * the design: look at them before committing.
 *
 * Screenshots are made still: reduced motion (the page's own setting, which turns off the reveals and the hero's
 * scroll cue), the pointer parked outside the page, nothing focused, Playwright's `animations: 'disabled'` and
 * `caret: 'hide'`, a fixed viewport and the data below, with dates far in the future. The footer's copyright year,
 * which changes with the clock, is masked; the fixed header is hidden while a part further down is shot (it has
 * shots of its own). Fonts are the machine's system fonts: the baselines belong to the machine that runs the suite
 * (Debian's Chromium and fonts here), and are written again when that changes.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import {
  artifactsDir,
  DESKTOP,
  PHONE,
  signInWithForm,
  startSiteAndBrowser,
  waitForPath,
  waitUntilStill,
  type Browser,
} from '../lib/browser.ts';
import { repoRoot, STAFF_EMAIL, STAFF_PASSWORD, staffApi, type RunningSite } from '../lib/site.ts';

const BASELINE_DIR = join(repoRoot, 'e2e/visual-baselines');
const DIFF_DIR = join(artifactsDir, 'visual');
const UPDATE = process.env.UPDATE_VISUAL_BASELINES === '1';

/**
 * pixelmatch's colour distance (0 to 1) under which two pixels count as the same: 0.1, its default, absorbs the
 * rounding of gradients and blurs between runs, while a changed colour, radius or size is far above it.
 */
const COLOUR_THRESHOLD = 0.1;
/**
 * How many of a part's pixels may still differ, after anti-aliased pixels (text edges, curves) are set aside: 0.1%
 * of them, and never more than 64, so that a large part (a 1280 x 800 hero has a million pixels) still catches a
 * small change such as one button's corners. A changed token moves far more (the MUI button's radius alone changes
 * about 340 pixels of a 260 x 45 button, 3%); on this machine repeated runs differ in no pixel at all.
 */
const MAX_DIFFERING_SHARE = 0.001;
const MAX_DIFFERING_PIXELS = 64;

let site: RunningSite;
let browser: Browser;
let eventPath = '';

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

/** The event the event pages show: fixed data, on a date that stays in the future. */
async function seededEventPath(): Promise<string> {
  if (!eventPath) {
    const event = await (
      await staffApi(site)
    ).createEvent({
      title: 'Summer Fight Night',
      date: '2036-06-14',
      time: '7:00 PM - 10:00 PM',
      price: 15,
      description: 'Six bouts of amateur kickboxing and boxing, with a raffle for the junior squad.',
    });
    eventPath = `/events/${event.id}`;
  }
  return eventPath;
}

/** Opens `path` with reduced motion and waits until it is fully loaded and still. */
async function open(width: number, path: string): Promise<Page> {
  const viewport = width === PHONE.width ? PHONE : DESKTOP;
  const { page } = await browser.newPage(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${site.url}${path}`);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Brings `part` into view, waits for its images and a still page, with no hover and no focus. */
async function settle(page: Page, part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await page.mouse.move(-1, -1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await part.evaluate((element) =>
    Promise.all(
      [...element.querySelectorAll('img')].map((image) =>
        image.complete ? undefined : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    ),
  );
  await page.evaluate(() => document.fonts.ready);
  await waitUntilStill(page);
  // Then the part on a whole pixel of the page, whatever came above it once all was drawn: what the page shows above
  // a part (today's sessions in the home page's Schedule section, for one) moves it by fractions of a pixel as the
  // day goes on, and text drawn at another fraction is anti-aliased differently (and its box rounded to another
  // height).
  await part.evaluate((element) => {
    document.body.style.paddingTop = '';
    const top = element.getBoundingClientRect().top + window.scrollY;
    const fraction = top - Math.floor(top);
    if (fraction > 0) document.body.style.paddingTop = `${1 - fraction}px`;
  });
  await waitUntilStill(page);
}

/**
 * Compares a screenshot with its baseline `<name>-<width>.png` (or writes the baseline when updating), and returns
 * what differs beyond the tolerance, naming the part and the differing pixels (or null); the screenshot and a diff
 * image (differing pixels in red) go to e2e/artifacts/visual.
 */
async function mismatch(name: string, width: number, shoot: () => Promise<Buffer>): Promise<string | null> {
  const file = `${name}-${width}`;
  const baselinePath = join(BASELINE_DIR, `${file}.png`);
  const actualBuffer = await shoot();
  if (UPDATE) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baselinePath, actualBuffer);
    return null;
  }
  mkdirSync(DIFF_DIR, { recursive: true });
  const actualPath = join(DIFF_DIR, `${file}-actual.png`);
  if (!existsSync(baselinePath)) {
    writeFileSync(actualPath, actualBuffer);
    return `${name} at ${width} px has no baseline (${baselinePath}): run npm run test:visual:update`;
  }
  const stored = PNG.sync.read(readFileSync(baselinePath));
  const shot = PNG.sync.read(actualBuffer);
  // A box a fraction of a pixel tall is shot one row taller or shorter as what comes above it changes by the day
  // (settle() puts its top on a whole pixel, not its bottom): compared on the rows both hold, aligned as they match.
  const oneRow = oneRowApart(stored, shot);
  if (oneRow) console.log(`visual: ${name} at ${width} px is ${shot.height} px tall, its baseline ${stored.height}`);
  const { baseline, shot: actual } = oneRow ? sharedRows(stored, shot) : { baseline: stored, shot };
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    writeFileSync(actualPath, actualBuffer);
    return (
      `${name} at ${width} px changed size: ${actual.width} x ${actual.height} px, the baseline is ` +
      `${baseline.width} x ${baseline.height} px (screenshot in ${actualPath})`
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: COLOUR_THRESHOLD,
    includeAA: false,
  });
  const total = actual.width * actual.height;
  console.log(`visual: ${name} at ${width} px: ${differing} of ${total} pixels differ`);
  const allowed = Math.min(Math.floor(total * MAX_DIFFERING_SHARE), MAX_DIFFERING_PIXELS);
  if (differing > allowed) {
    const diffPath = join(DIFF_DIR, `${file}-diff.png`);
    writeFileSync(actualPath, actualBuffer);
    writeFileSync(diffPath, PNG.sync.write(diff));
    return (
      `${name} at ${width} px differs from its baseline in ${differing} of ${total} pixels ` +
      `(${((differing / total) * 100).toFixed(2)}%; at most ${allowed} allowed); diff in ${diffPath}`
    );
  }
  return null;
}

function oneRowApart(baseline: PNG, shot: PNG): boolean {
  return baseline.width === shot.width && Math.abs(baseline.height - shot.height) === 1;
}

/** `image`'s rows from `top`, `height` of them. */
function rows(image: PNG, top: number, height: number): PNG {
  const part = new PNG({ width: image.width, height });
  image.data.copy(part.data, 0, top * image.width * 4, (top + height) * image.width * 4);
  return part;
}

/**
 * A shot one row apart from its baseline and the baseline, each cut to the rows both hold, aligned at the top or at the
 * bottom, whichever differs the less. Any other change of size still fails.
 */
function sharedRows(baseline: PNG, shot: PNG): { baseline: PNG; shot: PNG } {
  const height = Math.min(baseline.height, shot.height);
  const [top, bottom] = [0, 1].map((end) => ({
    baseline: rows(baseline, end * (baseline.height - height), height),
    shot: rows(shot, end * (shot.height - height), height),
  }));
  const differing = ({ baseline: a, shot: b }: { baseline: PNG; shot: PNG }) =>
    pixelmatch(a.data, b.data, null, a.width, height, { threshold: COLOUR_THRESHOLD });
  return differing(top!) <= differing(bottom!) ? top! : bottom!;
}

/** The parts of one page compared in turn; `check()` fails with every mismatch, so one run names them all. */
function comparer(width: number) {
  const mismatches: string[] = [];
  return {
    async compare(name: string, shoot: () => Promise<Buffer>) {
      const found = await mismatch(name, width, shoot);
      if (found) mismatches.push(found);
    },
    check() {
      assert.deepEqual(mismatches, [], `parts drawn differently from their baselines:\n${mismatches.join('\n')}`);
    },
  };
}

/**
 * While a part below the top is shot, the fixed header (and the skip link above it) would cover its top edge, with
 * the header's blur of whatever scrolled under it: they are hidden for the shot. The header has shots of its own.
 */
const WITHOUT_HEADER = '.site-header, .skip-link { visibility: hidden !important; }';

/** A screenshot of one element, still; `mask` covers what changes with the clock. */
const shotOf =
  (page: Page, part: Locator, options: { mask?: Locator[]; withHeader?: boolean } = {}) =>
  async () => {
    await settle(page, part);
    return part.screenshot({
      animations: 'disabled',
      caret: 'hide',
      mask: options.mask ?? [],
      style: options.withHeader ? undefined : WITHOUT_HEADER,
    });
  };

for (const width of [PHONE.width, DESKTOP.width]) {
  describe(`parts drawn plain and with MUI, at ${width} px`, () => {
    test("the home page: hero, the hero's and the sections' buttons, class and price cards", async () => {
      const parts = comparer(width);
      const page = await open(width, '/');
      await parts.compare('hero', shotOf(page, page.locator('.hero')));
      await parts.compare('header-over-hero', shotOf(page, page.locator('.site-header'), { withHeader: true }));
      await parts.compare('buttons-plain', shotOf(page, page.locator('.hero__actions')));

      const classes = page.locator('#services');
      const join = classes.getByRole('link', { name: 'Join a Class Today' });
      await join.waitFor();
      await parts.compare('button-section-contained', shotOf(page, join));
      await parts.compare('card-class', shotOf(page, classes.locator('article').first()));

      const pricing = page.locator('#pricing');
      const outlined = pricing.locator('a.button--outlined').first();
      await outlined.waitFor();
      await parts.compare('button-section-outlined', shotOf(page, outlined));
      await parts.compare('card-price', shotOf(page, pricing.locator('article').first()));
      await page.close();
      parts.check();
    });

    test("the home page's About, Our Journey and Facilities", async () => {
      const parts = comparer(width);
      const page = await open(width, '/');
      await parts.compare('about-highlights', shotOf(page, page.locator('#about ul').first()));
      await parts.compare('journey-milestone', shotOf(page, page.locator('#about ol > li article > div').first()));
      const facilities = page.locator('#facilities');
      await parts.compare('facility-card', shotOf(page, facilities.locator('article').nth(1)));
      await parts.compare(
        'facilities-equipment',
        shotOf(page, facilities.getByRole('heading', { name: 'Fully equipped' }).locator('..')),
      );
      await page.close();
      parts.check();
    });

    test('the events list: solid header, event card and footer', async () => {
      await seededEventPath();
      const parts = comparer(width);
      const page = await open(width, '/events');
      const card = page.locator('.event-card').first();
      await card.waitFor();
      await parts.compare('card-plain-event', shotOf(page, card));
      const footer = page.locator('.site-footer');
      await footer.scrollIntoViewIfNeeded();
      await footer.locator('.site-footer__bottom').waitFor();
      await parts.compare('footer', shotOf(page, footer, { mask: [footer.getByText(/^© \d{4} /)] }));
      // Scrolled, the header turns solid over the page.
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.locator('.site-header[data-header-state="solid"]').waitFor();
      await parts.compare('header-solid', shotOf(page, page.locator('.site-header'), { withHeader: true }));
      await page.close();
      parts.check();
    });

    test("an event's page", async () => {
      const parts = comparer(width);
      const page = await open(width, await seededEventPath());
      await page.locator('.event-hero__title').waitFor();
      await parts.compare('event-page-top', async () => {
        await settle(page, page.locator('.event-hero'));
        await page.evaluate(() => window.scrollTo(0, 0));
        await waitUntilStill(page);
        return page.screenshot({ animations: 'disabled', caret: 'hide' });
      });
      await parts.compare('event-details', shotOf(page, page.locator('.event-details')));
      await page.close();
      parts.check();
    });

    test("a class page's section", async () => {
      const parts = comparer(width);
      const page = await open(width, '/classes/kickboxing');
      const section = page.getByRole('region', { name: 'What to Bring', exact: true });
      await section.waitFor();
      await parts.compare('class-section', shotOf(page, section));
      await page.close();
      parts.check();
    });

    test("the staff area's top bar", async () => {
      const parts = comparer(width);
      const { page } = await browser.newPage(width === PHONE.width ? PHONE : DESKTOP);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInWithForm(page, site.url, STAFF_EMAIL, STAFF_PASSWORD);
      await waitForPath(page, '/admin/dashboard');
      const bar = page.locator('header.MuiAppBar-root');
      // The account menu is in the bar at both widths (Logout is in the phone's Menu).
      await bar.getByRole('button', { name: `${STAFF_EMAIL} (Owner)` }).waitFor();
      await parts.compare('admin-top-bar', shotOf(page, bar));
      await page.close();
      parts.check();
      // Signed out again, so the next public pages are drawn as a visitor sees them.
      await browser.context.clearCookies();
    });
  });
}
