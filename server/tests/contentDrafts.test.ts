import type { ActivityEntry } from '@studio/core/activity/activity';
import { contentMessages, NO_BANNER } from '@studio/core/content/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { staffMessages } from '@studio/core/staff/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from './lib/fakeClock.ts';
import { Client, STAFF_EMAIL, staffClient, startTestServer, tempDir, type TestServer } from './testServer.ts';

const MINUTE = 60_000;
const clock = fakeClock(Date.parse('2026-12-19T10:00:00.000Z'));
let server: TestServer;
let owner: Client;
let staff: Client;
const STAFF_MEMBER = 'front-desk@example.com';

const pricingWith = (price: number) => {
  const pricing = structuredClone(SEED_SITE_CONTENT.pricing);
  pricing.plans[0]!.price = price;
  return pricing;
};

async function livePrice(): Promise<number> {
  return (await new Client(server.url).get('/api/content')).body.content.pricing.plans[0].price;
}

async function activity(): Promise<ActivityEntry[]> {
  return (await owner.get('/api/admin/activity')).body.entries;
}

beforeAll(async () => {
  server = await startTestServer({}, tempDir(), { clock });
  owner = await staffClient(server);
  const added = await owner.post('/api/admin/staff', {
    email: STAFF_MEMBER,
    role: 'staff',
    password: 'first password for you',
  });
  expect(added.status, added.text).toBe(201);
  staff = new Client(server.url);
  await staff.signIn(STAFF_MEMBER, 'first password for you');
  const changed = await staff.post('/api/account/password', {
    current_password: 'first password for you',
    new_password: 'tiger crane mantis snake',
  });
  expect(changed.status, changed.text).toBe(204);
});
afterAll(() => server?.destroy());

describe('roles on site content', () => {
  it('lets Staff save a draft but not publish, schedule, restore or discard another’s draft', async () => {
    const live = (await staff.get('/api/admin/content/pricing')).body.section;
    const draft = await staff.put('/api/admin/content/pricing/draft', {
      version: live.version,
      content: pricingWith(14),
    });
    expect(draft.status, draft.text).toBe(200);
    expect(draft.body.draft).toMatchObject({ base_version: live.version, saved_by: STAFF_MEMBER });

    const refused = [
      await staff.put('/api/admin/content/pricing', { version: live.version, content: pricingWith(14) }),
      await staff.post('/api/admin/content/pricing/restore', { version: live.version, revision: 1 }),
      await staff.post('/api/admin/content/pricing/schedules', {
        version: live.version,
        content: pricingWith(14),
        publish_at: new Date(clock.now() + 60 * MINUTE).toISOString(),
      }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe(staffMessages.ownersOnly);
    }
    expect(await livePrice()).toBe(SEED_SITE_CONTENT.pricing.plans[0]!.price);

    // The Owner's draft is not Staff's to throw away; their own is.
    await owner.put('/api/admin/content/hours/draft', { version: 1, content: SEED_SITE_CONTENT.hours });
    const others = await staff.delete('/api/admin/content/hours/draft');
    expect(others.status).toBe(403);
    expect(others.body.error).toBe(contentMessages.notYourDraft);
    expect((await staff.delete('/api/admin/content/pricing/draft')).status).toBe(200);
    expect((await staff.get('/api/admin/content/pricing')).body.draft).toBeNull();
    expect((await owner.delete('/api/admin/content/hours/draft')).status).toBe(200);
  });
});

describe('drafts', () => {
  it('keeps one draft per section that anyone may continue, and Publish makes it live as one revision', async () => {
    const live = (await owner.get('/api/admin/content/pricing')).body.section;
    await staff.put('/api/admin/content/pricing/draft', { version: live.version, content: pricingWith(13) });
    const opened = (await owner.get('/api/admin/content/pricing')).body;
    expect(opened.draft).toMatchObject({ saved_by: STAFF_MEMBER, base_version: live.version });
    expect(opened.draft.content.plans[0].price).toBe(13);
    expect(await livePrice()).toBe(SEED_SITE_CONTENT.pricing.plans[0]!.price);

    const published = await owner.put('/api/admin/content/pricing', {
      version: live.version,
      content: opened.draft.content,
    });
    expect(published.status, published.text).toBe(200);
    expect(published.body.section.version).toBe(live.version + 1);
    expect(await livePrice()).toBe(13);
    const after = (await owner.get('/api/admin/content/pricing')).body;
    expect(after.draft).toBeNull();
    const revisions = (await owner.get('/api/admin/content/pricing/revisions')).body.revisions;
    expect(revisions).toHaveLength(live.version + 1);

    const kinds = (await activity()).map((entry) => entry.kind);
    expect(kinds).toContain('content.draft-saved');
    expect(kinds).toContain('content.saved');
  });

  it('checks a draft like a publish', async () => {
    const bad = await staff.put('/api/admin/content/pricing/draft', { version: 1, content: pricingWith(-1) });
    expect(bad.status).toBe(400);
  });
});

describe('schedules', () => {
  it('applies a scheduled publish once, at its time, with its revision and activity entry', async () => {
    const live = (await owner.get('/api/admin/content/pricing')).body.section;
    const at = new Date(clock.now() + 30 * MINUTE).toISOString();
    const scheduled = await owner.post('/api/admin/content/pricing/schedules', {
      version: live.version,
      content: pricingWith(15),
      publish_at: at,
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    expect(scheduled.body.schedule).toMatchObject({ state: 'pending', base_version: live.version });
    expect((await owner.get('/api/admin/content/pricing')).body.schedules[0]).toMatchObject({ state: 'pending' });

    clock.advance(29 * MINUTE);
    expect(await livePrice()).toBe(13);
    clock.advance(2 * MINUTE);
    expect(await livePrice()).toBe(15);
    clock.advance(5 * MINUTE);
    const revisions = (await owner.get('/api/admin/content/pricing/revisions')).body.revisions;
    expect(revisions[0]).toMatchObject({ version: live.version + 1, created_by: STAFF_EMAIL });
    expect(revisions).toHaveLength(live.version + 1);
    const schedule = (await owner.get('/api/admin/content/pricing')).body.schedules[0];
    expect(schedule).toMatchObject({ state: 'applied', version: live.version + 1 });
    expect((await activity()).filter((entry) => entry.kind === 'content.schedule-applied')).toHaveLength(1);
  });

  it('does not apply a schedule that meets a newer live version, and says so', async () => {
    const live = (await owner.get('/api/admin/content/pricing')).body.section;
    await owner.post('/api/admin/content/pricing/schedules', {
      version: live.version,
      content: pricingWith(16),
      publish_at: new Date(clock.now() + 10 * MINUTE).toISOString(),
    });
    await owner.put('/api/admin/content/pricing', { version: live.version, content: pricingWith(17) });
    clock.advance(11 * MINUTE);
    expect(await livePrice()).toBe(17);
    const schedule = (await owner.get('/api/admin/content/pricing')).body.schedules.find(
      (entry: { state: string }) => entry.state === 'superseded',
    );
    expect(schedule).toBeDefined();
    const entry = (await activity()).find((item) => item.kind === 'content.schedule-superseded');
    expect(entry?.detail).toMatch(/Not applied/);
  });

  it('cancels a schedule, and refuses times too soon or too far ahead', async () => {
    const live = (await owner.get('/api/admin/content/hours')).body.section;
    const scheduled = await owner.post('/api/admin/content/hours/schedules', {
      version: live.version,
      content: { ...SEED_SITE_CONTENT.hours, stHelens: [{ days: 'Sun', hours: '10am-2pm' }] },
      publish_at: new Date(clock.now() + 10 * MINUTE).toISOString(),
    });
    const id = scheduled.body.schedule.id;
    expect((await staff.delete(`/api/admin/content/hours/schedules/${id}`)).status).toBe(403);
    const cancelled = await owner.delete(`/api/admin/content/hours/schedules/${id}`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.schedule.state).toBe('cancelled');
    expect((await owner.delete(`/api/admin/content/hours/schedules/${id}`)).status).toBe(404);
    clock.advance(11 * MINUTE);
    expect((await owner.get('/api/admin/content/hours')).body.section.version).toBe(live.version);
    expect((await activity()).some((entry) => entry.kind === 'content.schedule-cancelled')).toBe(true);

    const tooSoon = await owner.post('/api/admin/content/hours/schedules', {
      version: live.version,
      content: SEED_SITE_CONTENT.hours,
      publish_at: new Date(clock.now() + 2 * MINUTE).toISOString(),
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.error).toBe(contentMessages.scheduleTooSoon);
    const tooLate = await owner.post('/api/admin/content/hours/schedules', {
      version: live.version,
      content: SEED_SITE_CONTENT.hours,
      publish_at: new Date(clock.now() + 400 * 24 * 60 * MINUTE).toISOString(),
    });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.error).toBe(contentMessages.scheduleTooLate);
  });

  it('applies at start a schedule that came due while the server was down', async () => {
    const dataDir = tempDir();
    const start = Date.parse('2026-12-31T23:00:00.000Z');
    const first = await startTestServer({}, dataDir, { clock: fakeClock(start) });
    const client = await staffClient(first);
    const scheduled = await client.post('/api/admin/content/banner/schedules', {
      version: 1,
      content: { ...NO_BANNER, message: 'Happy new year' },
      publish_at: new Date(start + 30 * MINUTE).toISOString(),
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    await first.stop();

    const second = await startTestServer({}, dataDir, { clock: fakeClock(start + 24 * 60 * MINUTE) });
    try {
      const site = await new Client(second.url).get('/api/content');
      expect(site.body.content.banner.message).toBe('Happy new year');
    } finally {
      await second.destroy();
    }
  });
});

describe('the banner', () => {
  it('comes down with its link and dates when its message is emptied', async () => {
    const live = (await owner.get('/api/admin/content/banner')).body.section;
    const up = await owner.put('/api/admin/content/banner', {
      version: live.version,
      content: {
        message: 'Closed on Boxing Day',
        linkUrl: '/events',
        linkText: 'See events',
        startsOn: null,
        endsOn: '2026-12-27',
      },
    });
    expect(up.status, up.text).toBe(200);
    const down = await owner.put('/api/admin/content/banner', {
      version: live.version + 1,
      content: { message: '', linkUrl: '/events', linkText: 'See events', startsOn: null, endsOn: '2026-12-27' },
    });
    expect(down.status, down.text).toBe(200);
    expect(down.body.section.content).toEqual(NO_BANNER);
  });
});
