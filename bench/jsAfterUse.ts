/**
 * The JavaScript a route loads once a visitor has used it, on a phone: the page is loaded, scrolled to the bottom,
 * the menu opened (and closed again), then every control that opens something is pressed: each button with
 * `aria-expanded="false"` (the FAQs, "See more reviews", the notice banner) and each button whose name starts with
 * See, Show, Load, View or Read (the consent facades' "Show timetable", and the like), and the first text field of a
 * form gets a letter typed into it. Every script the browser fetched from the site on the way is counted by its
 * gzip size; third-party scripts are named (they cannot load on this machine, so they have no size here).
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/lib/chromium.ts';

export const PHONE = { width: 390, height: 844 } as const;
/** A button whose name starts so opens or shows something (a facade, more of a list). */
const OPENS = /^\s*(see|show|load|view|read)\b/i;

export interface JsAfterUse {
  /** Same-origin scripts fetched by the time the page was loaded and quiet, before any use. */
  atLoad: string[];
  /** Same-origin scripts fetched by the end of the use (atLoad included). */
  afterUse: string[];
  /** Third-party scripts the page asked for (blocked here). */
  thirdParty: string[];
  /** What was pressed, by name, so a reader can see the use was real. */
  pressed: string[];
}

/** Waits until no request has been in flight for `quietMs` (at most `maxMs`). */
async function networkQuiet(inFlight: () => number, quietMs = 500, maxMs = 10_000): Promise<void> {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < maxMs) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Scrolls a screen at a time until the bottom stays the bottom (sections may grow as they load). */
async function scrollToBottom(page: Page, settle: () => Promise<void>): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    const atBottom = await page.evaluate(
      '(() => { window.scrollBy(0, window.innerHeight * 0.8); return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2; })()',
    );
    if (step % 4 === 3 || atBottom) await settle();
    if (atBottom) {
      const still = await page.evaluate(
        'window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2',
      );
      if (still) return;
    }
  }
}

/** Marks the next control to press (not pressed yet, visible) and returns its name, or null when none is left. */
async function nextControl(page: Page): Promise<string | null> {
  return page.evaluate(`(() => {
    const opens = ${OPENS.toString()};
    const name = (button) => (button.getAttribute('aria-label') || button.textContent || '').trim();
    for (const button of document.querySelectorAll('button, summary')) {
      if (button.hasAttribute('data-bench-pressed') || button.disabled) continue;
      if (button.tagName === 'BUTTON' && button.type === 'submit') continue;
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(button).visibility === 'hidden') continue;
      const wanted = button.tagName === 'SUMMARY' || button.getAttribute('aria-expanded') === 'false' || opens.test(name(button));
      if (!wanted || /close|menu/i.test(name(button))) continue;
      button.setAttribute('data-bench-pressed', '');
      button.setAttribute('data-bench-next', '');
      return name(button).slice(0, 60);
    }
    return null;
  })()`);
}

/** Loads `url` on a phone in a fresh browser context, uses it as above, and lists the scripts it fetched. */
export async function jsAfterUse(url: string, blockedHosts: string[]): Promise<JsAfterUse> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const origin = new URL(url).origin;
    if (blockedHosts.length)
      await context.route(
        (target) => blockedHosts.includes(target.hostname),
        (route) => route.abort('internetdisconnected'),
      );
    const page = await context.newPage();
    const scripts = new Set<string>();
    const thirdParty = new Set<string>();
    let inFlight = 0;
    page.on('request', (request) => {
      inFlight += 1;
      if (request.resourceType() !== 'script') return;
      if (new URL(request.url()).origin === origin) scripts.add(request.url());
      else thirdParty.add(request.url());
    });
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('requestfailed', () => (inFlight -= 1));
    const settle = () => networkQuiet(() => inFlight);

    await page.goto(url, { waitUntil: 'load' });
    await settle();
    const atLoad = [...scripts];
    const pressed: string[] = [];

    await scrollToBottom(page, settle);
    const menu = page.getByRole('button', { name: /menu/i }).first();
    if (await menu.isVisible()) {
      await menu.click({ timeout: 10_000 });
      pressed.push('menu');
      await settle();
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /close menu/i })
        .waitFor({ state: 'hidden', timeout: 5_000 })
        .catch(() => undefined);
    }
    for (let press = 0; press < 60; press += 1) {
      const name = await nextControl(page);
      if (name === null) break;
      const control = page.locator('[data-bench-next]');
      await control.scrollIntoViewIfNeeded().catch(() => undefined);
      // A control that something covers or that went away is skipped rather than ending the use.
      const done = await control.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      await page.evaluate("document.querySelector('[data-bench-next]')?.removeAttribute('data-bench-next')");
      if (done) pressed.push(name);
      await settle();
    }
    const field = page.locator('form input[type="text"], form input:not([type]), form textarea').first();
    if ((await field.count()) && (await field.isVisible())) {
      await field.click({ timeout: 5_000 }).catch(() => undefined);
      await page.keyboard.type('a');
      pressed.push('a letter in the first text field');
      await settle();
    }
    return { atLoad, afterUse: [...scripts], thirdParty: [...thirdParty], pressed };
  } finally {
    await browser.close();
  }
}
