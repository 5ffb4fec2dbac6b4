import { setTimeout as delay } from 'node:timers/promises';
import { CONTENT_SECTIONS, sectionOf } from '@studio/core/content/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/lib/chromium.ts';
import { STAFF_EMAIL, STAFF_PASSWORD, type RunningSite } from '../e2e/lib/site.ts';
import { median } from './figures.ts';
import { log } from './log.ts';

/** How long a keystroke takes to show in the content editor's largest section, with the CPU slowed 4x. */
export interface KeystrokeResult {
  section: string;
  keystrokes: number;
  medianMs: number;
  maxMs: number;
}

const KEYSTROKES = 30;
/**
 * The time between two keys: 150 ms, a fast typist (80 words a minute). It used to be "the next key after this one's
 * paint", awaited with a script run in the page after each key; that script ran between the key and its paint, and
 * made the key it waited for slower (ADR 025).
 */
const KEY_INTERVAL_MS = 150;

/**
 * Keystroke latency in the Site Content editor: the largest section (by its content's size) is opened on a laptop
 * viewport with all its folded items open, the CPU slowed 4x (Chrome DevTools' throttling), and 30 characters are
 * typed into the last long text field, one every KEY_INTERVAL_MS. Each keystroke's latency is the Event Timing API's
 * duration of its interaction (from the key to the next paint after the handlers ran); keystrokes that took under
 * 16 ms are not reported by the browser and count as 16.
 */
export async function measureKeystrokes(site: RunningSite): Promise<KeystrokeResult> {
  const largest = [...CONTENT_SECTIONS].sort(
    (a, b) =>
      JSON.stringify(sectionOf(SEED_SITE_CONTENT, b.id)).length -
      JSON.stringify(sectionOf(SEED_SITE_CONTENT, a.id)).length,
  )[0]!;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/admin/login`);
    await page.getByLabel('Email').fill(STAFF_EMAIL);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Contact Form Submissions' }).waitFor({ timeout: 30_000 });
    await page.goto(`${site.url}/admin/content?section=${largest.id}`);
    await page.getByRole('heading', { level: 2, name: largest.label }).waitFor({ timeout: 30_000 });
    // Every folded item open: the whole section drawn, as the editor drew it before items folded (the worst case).
    await page.evaluate(`document.querySelectorAll('form details').forEach((group) => { group.open = true; })`);
    const field = page.locator('textarea:not([aria-hidden])').last();
    await field.scrollIntoViewIfNeeded();
    await field.click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // In the page (as text: this script is compiled without the DOM's types).
    await page.evaluate(`
      window.__keystrokes = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          // Keys only: the click that put the caret in the field, reported after the observer started, is no keystroke.
          if (!entry.interactionId || !entry.name.startsWith('key')) continue;
          window.__keystrokes.set(entry.interactionId, Math.max(window.__keystrokes.get(entry.interactionId) ?? 0, entry.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    `);
    for (let key = 0; key < KEYSTROKES; key += 1) {
      await page.keyboard.type(String.fromCharCode(97 + (key % 26)));
      // Keys come at a fast typist's pace. The wait is in this process, so that nothing runs in the page between a
      // key and its paint that a person's typing would not put there (see KEY_INTERVAL_MS).
      await delay(KEY_INTERVAL_MS);
    }
    await page.waitForTimeout(500);
    const measured = (await page.evaluate('[...window.__keystrokes.values()]')) as number[];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const times = [...measured, ...Array<number>(Math.max(0, KEYSTROKES - measured.length)).fill(16)];
    log(`keystrokes in ${largest.label} at 4x CPU slowdown: ${times.map((ms) => Math.round(ms)).join(', ')} ms`);
    return {
      section: largest.label,
      keystrokes: KEYSTROKES,
      medianMs: Math.round(median(times)),
      maxMs: Math.round(Math.max(...times)),
    };
  } finally {
    await browser.close();
  }
}
