import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CLASS_SLUGS } from '@studio/core/pages/publicRoutes';
import { assertAccessible, DESKTOP, PHONE, screenshot, type Browser, startSiteAndBrowser } from '../lib/browser.ts';
import { staffApi, type RunningSite } from '../lib/site.ts';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((startedSite, startedBrowser) => {
  site = startedSite;
  browser = startedBrowser;
});

const SECTIONS = [
  'Weekly Schedule',
  'Meet Your Instructor',
  'Benefits of Ladies Kickboxing',
  'What to Bring',
  'Frequently Asked Questions',
  'Get in Touch',
];

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`a class page on a ${label}`, () => {
    test('shows every section, works from the keyboard and sends its contact form', async () => {
      const { page, errors } = await browser.newPage(viewport);
      const response = await page.goto(`${site.url}/classes/womens-boxing`);
      assert.equal(response?.status(), 200);
      // Prerendered: the content is in the HTML before any script runs.
      assert.match((await response?.text()) ?? '', /<h1[^>]*>Ladies Kickboxing<\/h1>/);
      await page.waitForLoadState('networkidle');

      assert.equal(await page.title(), 'Ladies Kickboxing Classes in Liverpool & St Helens | The Martial Arts Studio');
      await page.getByRole('heading', { level: 1, name: 'Ladies Kickboxing' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Join Today' }).getAttribute('href'), '/signup');
      for (const name of SECTIONS) {
        assert.equal(await page.getByRole('region', { name, exact: true }).count(), 1, `section ${name}`);
      }
      assert.equal(await page.getByRole('link', { name: 'Back to all classes' }).getAttribute('href'), '/#services');
      await screenshot(page, `class-page-${label}-hero`);
      await assertAccessible(page, `class page (${label})`);

      // FAQ accordion by keyboard: focus the first question, open it with Enter, close it with Space.
      const question = page.getByRole('button', { name: 'Is the class really women-only?' });
      await question.focus();
      await page.keyboard.press('Enter');
      assert.equal(await question.getAttribute('aria-expanded'), 'true');
      const answer = page.getByRole('region', { name: 'Is the class really women-only?' });
      await answer.getByText(/taught by a female coach/).waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      assert.equal(await question.getAttribute('aria-expanded'), 'false');
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
      await screenshot(page, `class-page-${label}-faq`);
      await assertAccessible(page, `class page with an open FAQ (${label})`);

      // The contact form arrives as it nears the viewport, with this class already chosen.
      const contact = page.getByRole('region', { name: 'Get in Touch' });
      await contact.scrollIntoViewIfNeeded();
      const classInterest = contact.getByLabel(/Class interest/);
      await classInterest.waitFor();
      assert.equal(await classInterest.inputValue(), 'Ladies Kickboxing');
      const name = `Class visitor ${label} ${Date.now()}`;
      await contact.getByLabel(/^Name/).fill(name);
      await contact.getByLabel(/^Email/).fill(`${label}@example.com`);
      await contact.getByLabel(/^Message/).fill('Is there space in the Tuesday evening class?');
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await contact.getByText("Thanks for your message! We'll get back to you within one working day.").waitFor();
      await screenshot(page, `class-page-${label}-contact-sent`);
      await assertAccessible(page, `class page after sending (${label})`);

      const { submissions } = (await (await staffApi(site)).call('GET', '/api/admin/submissions')) as {
        submissions: { name: string; email: string; class_interest: string | null; message: string }[];
      };
      const stored = submissions.find((submission) => submission.name === name);
      assert.ok(stored, 'the message reached the server');
      assert.equal(stored.class_interest, 'Ladies Kickboxing');
      assert.equal(stored.email, `${label}@example.com`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
}

test('the sections that never change keep the server’s HTML without their data, and a class page drawn in the browser draws them', async () => {
  const { page, errors } = await browser.newPage(DESKTOP);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const response = await page.goto(`${site.url}/classes/kickboxing`);
  const html = (await response?.text()) ?? '';
  // The island (ADR 030): drawn once in the markup, not a second time as the page's data.
  const instructor = /<p class="instructor__bio">([^<]{40})/.exec(html)?.[1];
  assert.ok(instructor, 'the instructor is drawn by the server');
  assert.equal(html.split(instructor).length - 1, 1, "the instructor's bio is in the page once");
  await page.waitForLoadState('networkidle');
  await page.getByRole('region', { name: 'Weekly Schedule' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(
    fetched.filter((path) => path.startsWith('/class-islands')),
    [],
  );
  const sessions = await page.locator('.class-session').count();
  assert.ok(sessions > 0, 'the schedule shows its sessions');

  // Drawn in the browser (back to the classes, then another class's card), a class page fetches its island's data.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('link', { name: 'Back to all classes' }).click();
  await page.waitForURL(`${site.url}/#services`);
  await page.locator('#services').getByRole('link', { name: 'Boxing', exact: true }).click();
  await page.waitForURL(`${site.url}/classes/boxing`);
  await page.getByRole('heading', { level: 1, name: 'Boxing' }).waitFor();
  for (const name of ['Weekly Schedule', 'Meet Your Instructor', 'Benefits of Boxing', 'What to Bring']) {
    await page.getByRole('region', { name, exact: true }).waitFor();
  }
  assert.ok(fetched.includes('/class-islands/boxing'), fetched.join(', '));
  assert.ok((await page.locator('.class-session').count()) > 0, 'the schedule drawn in the browser shows its sessions');
  assert.ok((await page.locator('.class-week li').count()) > 0, 'the coming week drawn in the browser');
  assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('every class route answers 200 with its own title', async () => {
  const titles = new Set<string>();
  for (const slug of CLASS_SLUGS) {
    const response = await fetch(`${site.url}/classes/${slug}`);
    assert.equal(response.status, 200, slug);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    assert.ok(title, `${slug} has a title`);
    assert.match(html, /<meta name="description" content="[^"]{50,}"/, `${slug} has a description`);
    titles.add(title);
  }
  assert.equal(titles.size, CLASS_SLUGS.length, 'every class page has its own title');
});

test('an unknown class shows the not-found page, answered with 404', async () => {
  const { page, errors } = await browser.newPage(PHONE);
  const response = await page.goto(`${site.url}/classes/underwater-judo`);
  assert.equal(response?.status(), 404);
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Join Today' }).count(), 0);
  assert.match(await page.title(), /Page Not Found/);
  assert.match((await page.getByRole('heading', { level: 1 }).textContent()) ?? '', /not found|404/i);
  await screenshot(page, 'class-page-unknown');
  await assertAccessible(page, 'unknown class page');
  // The browser reports the page's own 404; nothing else may go wrong.
  assert.deepEqual(
    errors.filter((error) => !/status of 404/.test(error)),
    [],
  );
  await page.close();
});
