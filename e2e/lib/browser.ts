import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { after, before } from 'node:test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { repoRoot, startSite, type RunningSite } from './site.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const artifactsDir = join(repoRoot, 'e2e/artifacts');

export interface Browser {
  context: BrowserContext;
  /** A new page of the given size that records console errors and failed same-origin requests. */
  newPage(viewport?: { width: number; height: number }): Promise<TrackedPage>;
  close(): Promise<void>;
}

export interface TrackedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** Debian's Chromium through playwright-core; the profile dir goes through launchPersistentContext. */
export async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'studio-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: DESKTOP,
  });
  // Third-party origins cannot be reached here; fail them fast, as a blocked network would.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('internetdisconnected'));
  return {
    context,
    async newPage(viewport = DESKTOP) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // Blocked third-party loads are expected on this network; the page must stay whole without them.
        if (/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      return { page, errors };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the page is still: text caught half-way through a fade-in or fade-out has no meaningful contrast, and a
 * screenshot of it shows no final colours. A scroll just before starts its reveals a few frames later (layout,
 * IntersectionObserver, then React), and a section that renders as it nears the viewport can shift the page again,
 * so the page counts as still only once nothing has run, moved or changed for a quarter of a second. A page that is
 * not still within 5 s fails, naming what still moves: checked half-way, it would fail later for a less clear reason.
 */
export async function waitUntilStill(page: Page): Promise<void> {
  const moving = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // An endless animation (a spinner, the hero's scroll cue) never settles; it is not a fade to wait out. Nor does one
    // in a section the browser has stopped rendering (`content-visibility: auto`): Chrome does not advance it until
    // the section nears the viewport again, so a hover fading out as the pointer leaves a link that has just
    // scrolled away stays half-way indefinitely, out of sight.
    const rendered = (animation: Animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return !target || target.checkVisibility({ contentVisibilityAuto: true });
    };
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity &&
            rendered(animation),
        );
    const describe = (animation: Animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = animation instanceof CSSTransition ? animation.transitionProperty : animation.id;
      return `${name || 'an animation'} of <${target?.tagName.toLowerCase()} class="${target?.className}">`;
    };
    const deadline = performance.now() + 5000;
    let lastChange = performance.now();
    let lastMoved = '';
    const changed = (what: string) => {
      lastChange = performance.now();
      lastMoved = what;
    };
    const observer = new MutationObserver(() => changed('the DOM'));
    observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true });
    const scrolled = () => changed('the scroll position');
    window.addEventListener('scroll', scrolled, { capture: true, passive: true });
    try {
      let height = document.documentElement.scrollHeight;
      while (performance.now() < deadline) {
        await frame();
        const animations = running();
        if (animations.length) {
          changed('an animation');
          await Promise.race([
            Promise.all(animations.map((animation) => animation.finished.catch(() => undefined))),
            new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
          ]);
          if (performance.now() >= deadline) return animations.map(describe).join(', ');
          continue;
        }
        if (document.documentElement.scrollHeight !== height) {
          height = document.documentElement.scrollHeight;
          changed('the page height');
        }
        if (performance.now() - lastChange >= 250) return null;
      }
      return lastMoved;
    } finally {
      observer.disconnect();
      window.removeEventListener('scroll', scrolled, { capture: true });
    }
  });
  assert.equal(moving, null, `the page was not still after 5 s; still moving: ${moving}`);
}

/** axe-core with WCAG 2.2 AA rules, on the page once it is still; any serious or critical violation fails. */
/**
 * Waits until React has hydrated the element `selector` finds (React marks the nodes it owns): the server's HTML
 * shows before the page's code runs, and a button does nothing until then.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  // A function, not a string: the page's CSP forbids evaluating strings.
  await page.waitForFunction((query) => {
    const node = document.querySelector(query);
    return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

export async function assertAccessible(page: Page, label: string): Promise<void> {
  await waitUntilStill(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const bad = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  assert.deepEqual(
    bad.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
    [],
    `accessibility violations on ${label}`,
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: false });
}

/** Waits (up to 10 s) until the page's address has this path. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((current) => current.pathname === path, { timeout: 10_000 });
}

/** Opens the admin login page of the site at `siteUrl`, fills in the form and presses Login. */
export async function signInWithForm(page: Page, siteUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Starts a fresh site and a browser before a test file's tests and stops both after them:
 * `startSiteAndBrowser((s, b) => { site = s; browser = b; });`
 */
export function startSiteAndBrowser(
  receive: (site: RunningSite, browser: Browser) => void,
  options: Parameters<typeof startSite>[0] = {},
): void {
  let started: { site?: RunningSite; browser?: Browser } = {};
  before(async () => {
    const site = await startSite(options);
    started = { site };
    const browser = await launchBrowser();
    started.browser = browser;
    receive(site, browser);
  });
  after(async () => {
    await started.browser?.close();
    await started.site?.stop();
  });
}

/** Phones (below the theme's `md`) reach the admin sections, View Site and Logout through one "Menu" button. */
const isPhoneWidth = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900;

/** Opens an admin section from the sub-navigation, or from the Menu on a phone. */
export async function openAdminSection(page: Page, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const name = new RegExp(`^${label}`);
  if (isPhoneWidth(page)) {
    await nav.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name }).click();
  } else {
    await nav.getByRole('link', { name }).click();
  }
}

/** The admin sections offered to the signed-in person, at either width (the New count left off). */
export async function adminSectionLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  let texts: string[];
  if (isPhoneWidth(page)) {
    await nav.getByRole('button', { name: /^Menu/ }).click();
    // The sections, not View Site or Logout.
    const items = page.getByRole('menu').locator('a[href^="/admin/"]');
    await items.first().waitFor();
    texts = await items.allTextContents();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  } else {
    const links = nav.getByRole('link');
    await links.first().waitFor();
    texts = await links.allTextContents();
  }
  return texts.map((text) => text.replace(/\d+ new$/, '').trim());
}

/** Presses Logout: in the top bar, or in the Menu on a phone. */
export async function logOut(page: Page): Promise<void> {
  if (isPhoneWidth(page)) {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Logout' }).click();
  }
}

/**
 * A long list's item in the Site Content editor, opened from its folded group ("Plan 1 · Pay As You Go"): its
 * fields, as the group named like the item ("Plan 1").
 */
export async function openContentItem(page: Page, name: string): Promise<Locator> {
  const item = page.getByRole('group', { name, exact: true });
  const folded = page.locator('details:not([open]) > summary').filter({ hasText: new RegExp(`^${name}\\b`) });
  await item.or(folded).first().waitFor({ timeout: 15_000 });
  if (await folded.count()) await folded.first().click();
  await item.waitFor();
  return item;
}

/** Opens the Site Content editor's "Preview" in its new tab, and waits for the preview's bar there. */
export async function openPreview(page: Page): Promise<Page> {
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await preview.getByText('Preview of your draft — not live').waitFor();
  return preview;
}
