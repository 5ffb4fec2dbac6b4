import { SEED_AUTHOR, contentMessages } from '@studio/core/content/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { contentHistory, publishContent, restoreRevision, saveContentDraft } from '@studio/core/content/contentChanges';
import type { ContentSectionId } from '@studio/core/content/siteContent';
import { createContentStore, type ContentStore } from '../src/content/contentStore.ts';
import { createSiteChanges } from '../src/site/siteChanges.ts';
import { Client, STAFF_EMAIL, staffClient, startTestServer, tempDir, type TestServer } from './testServer.ts';

let server: TestServer;
let staff: Client;
let visitor: Client;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  visitor = new Client(server.url);
});
afterAll(() => server?.destroy());

/** Core's use cases on the store, as the routes call them; a refusal fails the test. */
async function publish(store: ContentStore, section: ContentSectionId, version: number, content: unknown) {
  const published = await publishContent(store.changesBy(STAFF_EMAIL), section, version, content);
  if ('refused' in published) throw new Error(published.message);
  return published;
}
const history = (store: ContentStore, section: ContentSectionId) =>
  contentHistory(store.changesBy(STAFF_EMAIL), section);

const pricingWith = (price: number) => {
  const pricing = structuredClone(SEED_SITE_CONTENT.pricing);
  pricing.plans[0]!.price = price;
  return pricing;
};

describe('site content API', () => {
  it('starts with the seed as every section’s first revision, readable by anyone', async () => {
    const site = await visitor.get('/api/content');
    expect(site.status).toBe(200);
    expect(site.body.content).toEqual(SEED_SITE_CONTENT);

    const section = await staff.get('/api/admin/content/hours');
    expect(section.body.section).toMatchObject({ section: 'hours', version: 1, updated_by: SEED_AUTHOR });
    const history = await staff.get('/api/admin/content/hours/revisions');
    expect(history.body.revisions).toHaveLength(1);
    expect(history.body.revisions[0]).toMatchObject({ version: 1, created_by: SEED_AUTHOR, restored_from: null });
  });

  it('saves a new version with who and when, shows it publicly, and refuses a save from a stale version', async () => {
    const before = (await staff.get('/api/admin/content/pricing')).body.section;
    const saved = await staff.put('/api/admin/content/pricing', { version: before.version, content: pricingWith(12) });
    expect(saved.status).toBe(200);
    expect(saved.body.section).toMatchObject({ version: before.version + 1, updated_by: STAFF_EMAIL });
    expect(Date.parse(saved.body.section.updated_at)).not.toBeNaN();
    expect((await visitor.get('/api/content')).body.content.pricing.plans[0].price).toBe(12);

    // A second editor who loaded the same version is refused rather than overwriting the first.
    const stale = await staff.put('/api/admin/content/pricing', { version: before.version, content: pricingWith(99) });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(contentMessages.conflict);
    expect((await visitor.get('/api/content')).body.content.pricing.plans[0].price).toBe(12);
  });

  it('restores an earlier revision as a new one', async () => {
    const current = (await staff.get('/api/admin/content/pricing')).body.section;
    const restored = await staff.post('/api/admin/content/pricing/restore', { version: current.version, revision: 1 });
    expect(restored.status).toBe(200);
    expect(restored.body.section.version).toBe(current.version + 1);
    expect(restored.body.section.content).toEqual(SEED_SITE_CONTENT.pricing);
    const history = (await staff.get('/api/admin/content/pricing/revisions')).body.revisions;
    expect(history[0]).toMatchObject({ version: current.version + 1, restored_from: 1, created_by: STAFF_EMAIL });
    expect(history.map((revision: { version: number }) => revision.version)).toEqual(
      [...Array(current.version + 1).keys()].map((index) => current.version + 1 - index),
    );

    const missing = await staff.post('/api/admin/content/pricing/restore', {
      version: current.version + 1,
      revision: 999,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(contentMessages.unknownRevision);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = (await staff.get('/api/admin/content/class-kickboxing')).body.section;
    const page = structuredClone(before.content);
    page.faqs[0].answer = 'x'.repeat(10_000);
    const tooLong = await staff.put('/api/admin/content/class-kickboxing', { version: before.version, content: page });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe(contentMessages.tooLong(2000));

    const banner = { ...SEED_SITE_CONTENT.banner, message: 'Hi', linkUrl: 'javascript:alert(1)', linkText: 'Go' };
    const version = (await staff.get('/api/admin/content/banner')).body.section.version;
    const script = await staff.put('/api/admin/content/banner', { version, content: banner });
    expect(script.status).toBe(400);
    expect(script.body.error).toBe(contentMessages.invalidLink);

    // A second Saturday 10:00 kids' session at St Helens, in another time format, beside the first.
    const kids = (await staff.get('/api/admin/content/class-kids-classes')).body.section;
    const twice = structuredClone(kids.content);
    const saturday = twice.schedule.sessions.find(
      (s: { day: string; site: string }) => s.day === 'Saturday' && s.site === 'St Helens',
    );
    twice.schedule.sessions.push({ ...saturday, id: 'added-again', start: '10:00', end: '10:45' });
    const duplicate = await staff.put('/api/admin/content/class-kids-classes', {
      version: kids.version,
      content: twice,
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error).toBe('Overlaps the Saturday 10:00-11:00 session at St Helens');

    const closures = await staff.put('/api/admin/content/closures', {
      version: 1,
      content: {
        closures: [
          { id: 'xmas', firstDay: '2026-12-26', lastDay: '2026-12-25', sites: ['Aintree'], reason: 'Christmas' },
        ],
      },
    });
    expect(closures.status).toBe(400);
    expect(closures.body.error).toBe('The last day cannot be before the first day');

    const unknown = await staff.put('/api/admin/content/menu', { version: 1, content: {} });
    expect(unknown.status).toBe(404);

    expect((await staff.get('/api/admin/content/class-kickboxing')).body.section).toEqual(before);
    expect((await staff.get('/api/admin/content/banner')).body.section.version).toBe(version);
  });

  it("saves the home page's texts like any section, and refuses what breaks their limits", async () => {
    const before = (await staff.get('/api/admin/content/home-about')).body.section;
    expect(before).toMatchObject({ version: 1, updated_by: SEED_AUTHOR, content: SEED_SITE_CONTENT['home-about'] });
    const about = { ...before.content, intro: 'Two studios, one family, since 1979.' };
    const saved = await staff.put('/api/admin/content/home-about', { version: before.version, content: about });
    expect(saved.status).toBe(200);
    expect(saved.body.section).toMatchObject({ version: 2, updated_by: STAFF_EMAIL });
    expect((await visitor.get('/api/content')).body.content['home-about'].intro).toBe(
      'Two studios, one family, since 1979.',
    );

    const hero = { ...SEED_SITE_CONTENT['home-hero'], tagline: 'x'.repeat(301) };
    const tooLong = await staff.put('/api/admin/content/home-hero', { version: 1, content: hero });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe(contentMessages.tooLong(300));
    const facilities = {
      ...SEED_SITE_CONTENT['home-facilities'],
      areas: SEED_SITE_CONTENT['home-facilities'].areas.slice(1),
    };
    const fewer = await staff.put('/api/admin/content/home-facilities', { version: 1, content: facilities });
    expect(fewer.status).toBe(400);
    expect(fewer.body.error).toBe('Facilities has exactly six areas');
    expect((await staff.get('/api/admin/content/home-hero')).body.section.version).toBe(1);
  });

  it('keeps every change to staff: visitors and other sites are refused', async () => {
    expect((await visitor.get('/api/admin/content/pricing')).status).toBe(401);
    expect((await visitor.put('/api/admin/content/pricing', { version: 1, content: pricingWith(1) })).status).toBe(401);
    expect((await visitor.post('/api/admin/content/pricing/restore', { version: 1, revision: 1 })).status).toBe(401);
    const version = (await staff.get('/api/admin/content/pricing')).body.section.version;
    staff.origin = 'https://evil.example';
    try {
      expect((await staff.put('/api/admin/content/pricing', { version, content: pricingWith(1) })).status).toBe(403);
    } finally {
      staff.origin = server.url;
    }
  });
});

describe('content store', () => {
  it('tells the site once per committed save or restore, and keeps the old content whole when a write fails', async () => {
    const db = openDatabase(tempDir());
    const changes: string[] = [];
    const siteChanges = createSiteChanges();
    siteChanges.listen((change) => changes.push(change.what === 'content' ? change.section : change.what));
    const store = createContentStore(db, { siteChanges });
    const line = { days: 'Mon-Sun', hours: '7am-10pm' };
    await publish(store, 'hours', 1, { aintree: [line], stHelens: [line] });
    await restoreRevision(store.changesBy(STAFF_EMAIL), 'hours', 2, 1);
    expect(changes).toEqual(['hours', 'hours']);

    // A failure between the revision and the section's update (as a crash would be) leaves no trace.
    db.exec(`CREATE TRIGGER fail_update BEFORE UPDATE ON site_content BEGIN SELECT RAISE(ABORT, 'disk gone'); END`);
    const closed = [{ days: 'Never', hours: 'closed' }];
    await expect(publish(store, 'hours', 3, { aintree: closed, stHelens: closed })).rejects.toThrow('disk gone');
    expect(store.get('hours')).toMatchObject({ version: 3, content: SEED_SITE_CONTENT.hours });
    expect((await history(store, 'hours')).map((revision) => revision.version)).toEqual([3, 2, 1]);
    expect(store.site().content.hours).toEqual(SEED_SITE_CONTENT.hours);
    expect(changes).toHaveLength(2);
    db.close();
  });

  it('writes a save and its activity entry together: a crash between them leaves neither', async () => {
    const db = openDatabase(tempDir());
    const store = createContentStore(db);
    const entries = () => db.prepare("SELECT kind, item, detail FROM activity WHERE kind LIKE 'content.%'").all();
    const line = { days: 'Mon-Sun', hours: '7am-10pm' };
    await publish(store, 'hours', 1, { aintree: [line], stHelens: [line] });
    expect(entries()).toEqual([{ kind: 'content.saved', item: 'Opening hours', detail: 'Version 2' }]);

    db.exec(`CREATE TRIGGER fail_log BEFORE INSERT ON activity BEGIN SELECT RAISE(ABORT, 'power cut'); END`);
    const closed = [{ days: 'Never', hours: 'closed' }];
    await expect(publish(store, 'hours', 2, { aintree: closed, stHelens: closed })).rejects.toThrow('power cut');
    expect(store.get('hours')).toMatchObject({ version: 2 });
    expect(await history(store, 'hours')).toHaveLength(2);
    expect(entries()).toHaveLength(1);
    db.close();
  });

  it('seeds only what is missing when opened again', async () => {
    const dir = tempDir();
    const first = openDatabase(dir);
    await publish(createContentStore(first), 'banner', 1, { ...SEED_SITE_CONTENT.banner, message: 'Open as usual' });
    first.close();
    const again = openDatabase(dir);
    const store = createContentStore(again);
    expect(store.get('banner')).toMatchObject({ version: 2, content: { message: 'Open as usual' } });
    expect(await history(store, 'banner')).toHaveLength(2);
    again.close();
  });

  it("gives a database from before the home page's texts were content their seed, and keeps the rest as it was", async () => {
    const dir = tempDir();
    const first = openDatabase(dir);
    const hours = [{ days: 'Mon-Sun', hours: '7am-10pm' }];
    await publish(createContentStore(first), 'hours', 1, { aintree: hours, stHelens: hours });
    // As an older release left it: no home sections at all.
    first.exec("DELETE FROM site_content_revisions WHERE section LIKE 'home-%'");
    first.exec("DELETE FROM site_content WHERE section LIKE 'home-%'");
    first.close();
    const again = openDatabase(dir);
    const store = createContentStore(again);
    expect(store.get('home-journey')).toMatchObject({ version: 1, updated_by: SEED_AUTHOR });
    expect(store.site().content['home-journey']).toEqual(SEED_SITE_CONTENT['home-journey']);
    expect(await history(store, 'home-hero')).toHaveLength(1);
    expect(store.get('hours')).toMatchObject({ version: 2, content: { aintree: [{ days: 'Mon-Sun' }] } });
    again.close();
  });

  it('gives each site the one list of opening hours an older database kept, in every version, draft and schedule', async () => {
    const dir = tempDir();
    const old = openDatabase(dir);
    const store = createContentStore(old);
    // Version 2 (a version always changes something); the test then writes the old form over every copy.
    await publish(store, 'hours', 1, { ...SEED_SITE_CONTENT.hours, stHelens: [{ days: 'Sun', hours: '10am-2pm' }] });
    await saveContentDraft(store.changesBy(STAFF_EMAIL), 'hours', 2, SEED_SITE_CONTENT.hours);
    const lines = [
      { days: 'Mon-Fri', hours: '7am-10pm' },
      { days: 'Sat', hours: '9am-1pm' },
    ];
    const json = JSON.stringify({ openingHours: lines });
    for (const table of ['site_content', 'site_content_revisions', 'site_content_drafts'])
      old.prepare(`UPDATE ${table} SET content = ? WHERE section = 'hours'`).run(json);
    old.prepare('DELETE FROM schema_migrations WHERE version = 10').run();
    old.close();

    const upgraded = openDatabase(dir);
    const again = createContentStore(upgraded);
    const expected = { aintree: lines, stHelens: lines };
    expect(again.get('hours')).toMatchObject({ version: 2, content: expected });
    expect((await history(again, 'hours')).map((revision) => revision.content)).toEqual([expected, expected]);
    expect(again.draft('hours')?.content).toEqual(expected);
    expect(again.site().content.hours).toEqual(expected);
    // Content already in today's form is left as it is, and the migration does not run twice.
    expect(upgraded.prepare('SELECT version FROM schema_migrations WHERE version = 10').all()).toHaveLength(1);
    upgraded.close();
  });

  it('reads the free-text session times of an older database into start and end at start, never guessing', async () => {
    const dir = tempDir();
    const old = openDatabase(dir);
    createContentStore(old);
    const page = structuredClone(SEED_SITE_CONTENT.classes['kids-classes']) as unknown as {
      schedule: { sessions: Record<string, unknown>[] };
    };
    page.schedule.sessions = [
      {
        day: 'Monday',
        time: '4:30pm - 5:15pm',
        level: 'Little Ninjas (ages 4-6)',
        coach: 'Claire Roberts',
        site: 'Aintree',
      },
      {
        day: 'Saturday',
        time: 'mornings',
        level: 'Kids Kickboxing (ages 6+)',
        coach: 'Claire Roberts',
        site: 'St Helens',
      },
    ];
    const json = JSON.stringify(page);
    old.prepare("UPDATE site_content SET content = ? WHERE section = 'class-kids-classes'").run(json);
    old.prepare("UPDATE site_content_revisions SET content = ? WHERE section = 'class-kids-classes'").run(json);
    old.prepare('DELETE FROM schema_migrations WHERE version = 8').run();
    old.close();

    const upgraded = openDatabase(dir);
    const store = createContentStore(upgraded);
    const expected = [
      {
        id: 'session-1',
        day: 'Monday',
        start: '16:30',
        end: '17:15',
        unreadTime: null,
        ages: { from: 4, to: 6 },
        trialPlaces: 0,
        cancellations: [],
      },
      {
        id: 'session-2',
        day: 'Saturday',
        start: null,
        end: null,
        unreadTime: 'mornings',
        ages: { from: 6, to: 15 },
        trialPlaces: 0,
        cancellations: [],
      },
    ];
    expect(store.get('class-kids-classes').content.schedule.sessions).toMatchObject(expected);
    expect((await history(store, 'class-kids-classes'))[0]!.content).toMatchObject({
      schedule: { sessions: expected },
    });
    expect(store.get('class-kids-classes').version).toBe(1);
    upgraded.close();
  });
});
