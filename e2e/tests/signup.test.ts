import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible, DESKTOP, PHONE, screenshot, type Browser, startSiteAndBrowser } from '../lib/browser.ts';
import { type RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`/signup stays whole without the registration script (${label})`, async () => {
    const { page, errors } = await browser.newPage(viewport);
    const response = await page.goto(`${site.url}/signup`);
    assert.equal(response?.status(), 200);
    await page.waitForLoadState('networkidle');
    assert.match(await page.title(), /^Sign Up \| /);
    assert.ok(
      ((await page.locator('meta[name="description"]').getAttribute('content')) ?? '').length > 50,
      'has a meta description',
    );

    await page.getByRole('heading', { level: 1 }).waitFor();
    // No site header or footer: only the slim brand bar.
    assert.equal(await page.getByRole('navigation', { name: /main|primary|site/i }).count(), 0);
    assert.equal(await page.locator('footer').count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Member Portal' }).count(), 0);

    const whyJoin = page.getByRole('region', { name: 'Why Join' });
    assert.equal(await whyJoin.getByRole('listitem').count(), 5);
    assert.equal(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href'), '/');
    assert.equal(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href'), '/#contact');

    // The form is the provider's: the page says so and loads it only when asked, with the privacy notice beside it.
    await page.evaluate(() => localStorage.clear());
    const form = page.getByRole('region', { name: 'Registration Form' });
    await form.getByText('Loading this shows content from Gym Manager, which may set cookies.').waitFor();
    assert.equal(await form.getByRole('link', { name: 'Privacy and cookies' }).getAttribute('href'), '/privacy');
    assert.equal(await page.locator('script[src*="gymmanager"], iframe').count(), 0);
    await screenshot(page, `signup-${label}-facade`);
    await assertAccessible(page, `/signup before the form loads (${label})`);

    // The provider's script is blocked here, so the plain link to the registration form takes its place.
    await form.getByRole('button', { name: 'Show registration form' }).click();
    await form.getByText(/The live registration form couldn't load here/).waitFor({ timeout: 20_000 });
    const fallback = form.getByRole('link', { name: /Open the registration form/ });
    assert.match((await fallback.getAttribute('href')) ?? '', /^https:\/\//);
    assert.equal(await fallback.getAttribute('target'), '_blank');

    await screenshot(page, `signup-${label}`);
    await assertAccessible(page, `/signup (${label})`);
    await page.evaluate(() => localStorage.clear());

    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${site.url}/`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
