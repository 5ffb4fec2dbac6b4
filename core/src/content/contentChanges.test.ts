import { describe, expect, it } from 'vitest';
import {
  contentMessages,
  type ContentDraft,
  type ContentRevision,
  type ContentSchedule,
  type ContentSection,
  type ContentSectionId,
} from './siteContent.ts';
import { SEED_SITE_CONTENT } from './siteContentSeed.ts';
import {
  applyDueSchedules,
  cancelContentSchedule,
  contentHistory,
  discardContentDraft,
  publishContent,
  restoreRevision,
  saveContentDraft,
  scheduleContent,
  type ContentChangeStore,
  type ContentEntry,
  type DueScheduleStore,
  type LiveVersion,
} from './contentChanges.ts';
import { HISTORY_LIMIT, seedRevision } from './contentRecords.ts';

const OWNER = 'owner@example.com';
const NOW = new Date('2026-12-20T09:00:00.000Z');
const inAnHour = new Date(NOW.getTime() + 60 * 60_000).toISOString();

/**
 * Content in memory, as a never-saved Firestore section reads: each section the seed at version 1. Each call is one
 * "transaction"; the entries it wrote are kept to look at. `author` writes everything, as a signed-in adapter does.
 */
function memoryStore(author = OWNER) {
  const live = new Map<ContentSectionId, LiveVersion>();
  const revisions: ContentRevision[] = [];
  const drafts = new Map<ContentSectionId, ContentDraft>();
  const schedules = new Map<string, ContentSchedule>();
  const entries: (ContentEntry & { actor: string })[] = [];
  let next = 0;
  const liveOf = (section: ContentSectionId): LiveVersion =>
    live.get(section) ?? { version: 1, content: seedRevision(section).content };
  const at = NOW.toISOString();

  function write(section: ContentSectionId, plan: Parameters<ContentChangeStore['writeVersion']>[1], by: string) {
    const decision = plan(liveOf(section));
    if ('refused' in decision) return decision;
    live.set(section, { version: decision.version, content: decision.content });
    revisions.push({
      section,
      version: decision.version,
      content: decision.content as never,
      created_at: at,
      created_by: by,
      restored_from: decision.restoredFrom,
    });
    if (decision.endsDraft) drafts.delete(section);
    entries.push({ ...decision.entry, actor: by });
    return { section, version: decision.version, content: decision.content, updated_at: at, updated_by: by };
  }

  const store: ContentChangeStore = {
    revisionContent: (section, version) =>
      version === 1 && !revisions.some((entry) => entry.section === section && entry.version === 1)
        ? seedRevision(section).content
        : revisions.find((entry) => entry.section === section && entry.version === version)?.content,
    revisions: (section, limit) =>
      revisions
        .filter((entry) => entry.section === section)
        .reverse()
        .slice(0, limit) as ContentRevision<typeof section>[],
    writeVersion: (section, decide) => write(section, decide, author) as ContentSection<typeof section>,
    saveDraft(section, draft, entry) {
      const saved = { section, ...draft, saved_at: at, saved_by: author };
      drafts.set(section, saved);
      entries.push({ ...entry, actor: author });
      return saved;
    },
    discardDraft(section, decide) {
      const draft = drafts.get(section) as ContentDraft<typeof section> | undefined;
      const decision = decide(draft);
      if ('refused' in decision) return decision;
      drafts.delete(section);
      entries.push({ ...decision, actor: author });
      return draft!;
    },
    schedule(section, decide) {
      const decision = decide(liveOf(section));
      if ('refused' in decision) return decision;
      const id = `s${(next += 1)}`;
      const schedule: ContentSchedule = {
        id,
        section,
        base_version: decision.base_version,
        content: decision.content as never,
        publish_at: decision.publish_at,
        created_at: at,
        created_by: author,
        state: 'pending',
        resolved_at: null,
        version: null,
      };
      schedules.set(id, schedule);
      drafts.delete(section);
      entries.push({ ...decision.entryFor(id), actor: author });
      return schedule as ContentSchedule<typeof section>;
    },
    cancelSchedule(section, id, decide) {
      const found = schedules.get(id);
      const decision = decide(found);
      if ('refused' in decision) return decision;
      const cancelled = { ...found!, state: 'cancelled' as const, resolved_at: at };
      schedules.set(id, cancelled);
      entries.push({ ...decision, actor: author });
      return cancelled as ContentSchedule<typeof section>;
    },
  };

  const due: DueScheduleStore = {
    due: (now) =>
      [...schedules.values()]
        .filter((entry) => entry.state === 'pending' && Date.parse(entry.publish_at) <= now.getTime())
        .sort((a, b) => a.publish_at.localeCompare(b.publish_at))
        .map((entry) => entry.id),
    resolve(id, decide) {
      const schedule = schedules.get(id);
      if (!schedule || schedule.state !== 'pending') return undefined;
      const resolution = decide(schedule, liveOf(schedule.section));
      if (resolution.state === 'superseded') {
        entries.push({ ...resolution.entry, actor: schedule.created_by });
        schedules.set(id, { ...schedule, state: 'superseded', resolved_at: at });
      } else {
        const { write: plan } = resolution;
        if (plan) write(schedule.section, () => plan, schedule.created_by);
        schedules.set(id, { ...schedule, state: 'applied', resolved_at: at, version: resolution.version });
      }
      return schedule;
    },
  };
  return { store, due, entries, live, drafts, schedules, revisions };
}

const hoursWith = (hours: string) => ({
  aintree: [{ days: 'Mon-Sun', hours }],
  stHelens: [{ days: 'Mon-Sat', hours }],
});

describe('publishing and restoring', () => {
  it('publishes the next version with its entry, ending the draft; a restore leaves the draft', async () => {
    const { store, entries, drafts } = memoryStore();
    await saveContentDraft(store, 'hours', 1, hoursWith('9-5'));
    expect(await publishContent(store, 'hours', 1, hoursWith('9-5'))).toMatchObject({ version: 2, updated_by: OWNER });
    expect(drafts.has('hours')).toBe(false);
    await saveContentDraft(store, 'hours', 2, hoursWith('8-4'));
    expect(await restoreRevision(store, 'hours', 2, 1)).toMatchObject({
      version: 3,
      content: SEED_SITE_CONTENT.hours,
    });
    expect(drafts.has('hours')).toBe(true);
    expect(entries.map(({ kind, detail, ref }) => ({ kind, detail, ref }))).toEqual([
      { kind: 'content.draft-saved', detail: 'Draft on version 1', ref: 'content:hours' },
      { kind: 'content.saved', detail: 'Version 2', ref: 'content:hours' },
      { kind: 'content.draft-saved', detail: 'Draft on version 2', ref: 'content:hours' },
      { kind: 'content.restored', detail: 'Version 1 restored as version 3', ref: 'content:hours' },
    ]);
  });

  it('refuses, in this order, invalid content, a stale version and a version that changes nothing', async () => {
    const { store, entries, live } = memoryStore();
    const invalid = await publishContent(store, 'hours', 7, { aintree: [] });
    expect(invalid).toMatchObject({ refused: 'invalid' });
    expect(await publishContent(store, 'hours', 7, SEED_SITE_CONTENT.hours)).toEqual({
      refused: 'conflict',
      message: contentMessages.conflict,
    });
    expect(await publishContent(store, 'hours', 1, SEED_SITE_CONTENT.hours)).toEqual({
      refused: 'unchanged',
      message: contentMessages.nothingToPublish,
    });
    // Restoring the version that is live is the same content again; a revision that is not there is not found.
    expect(await restoreRevision(store, 'hours', 1, 1)).toMatchObject({ refused: 'unchanged' });
    expect(await restoreRevision(store, 'hours', 1, 9)).toEqual({
      refused: 'not-found',
      message: contentMessages.unknownRevision,
    });
    expect(entries).toEqual([]);
    expect(live.size).toBe(0);
  });

  it('lists the history newest first, ending with the seed where it was never stored, at most the limit', async () => {
    const { store } = memoryStore();
    expect(await contentHistory(store, 'hours')).toEqual([seedRevision('hours')]);
    await publishContent(store, 'hours', 1, hoursWith('9-5'));
    expect((await contentHistory(store, 'hours')).map((revision) => revision.version)).toEqual([2, 1]);
    for (let version = 2; version <= HISTORY_LIMIT + 1; version += 1)
      await publishContent(store, 'hours', version, hoursWith(`${version}-5`));
    const listed = await contentHistory(store, 'hours');
    expect(listed).toHaveLength(HISTORY_LIMIT);
    expect(listed[0]!.version).toBe(HISTORY_LIMIT + 2);
  });
});

describe('drafts', () => {
  it('refuses an invalid draft, and lets an Owner discard any draft but Staff only their own', async () => {
    const mine = memoryStore('desk@example.com');
    expect(await saveContentDraft(mine.store, 'hours', 1, { nope: true })).toMatchObject({ refused: 'invalid' });
    await saveContentDraft(mine.store, 'hours', 1, hoursWith('9-5'));
    const other = { email: 'other@example.com', role: 'staff' as const };
    expect(await discardContentDraft(mine.store, 'hours', other)).toEqual({
      refused: 'not-your-draft',
      message: contentMessages.notYourDraft,
    });
    expect(await discardContentDraft(mine.store, 'hours', { email: OWNER, role: 'owner' })).toMatchObject({
      saved_by: 'desk@example.com',
    });
    expect(await discardContentDraft(mine.store, 'hours', { email: OWNER, role: 'owner' })).toEqual({
      refused: 'not-found',
      message: contentMessages.noDraft,
    });
    expect(mine.entries.at(-1)).toMatchObject({
      kind: 'content.draft-discarded',
      detail: 'Draft saved by desk@example.com',
      actor: 'desk@example.com',
    });
  });
});

describe('schedules', () => {
  it('schedules a draft (ending it), refuses a bad time, a stale version or no change, and cancels once', async () => {
    const { store, entries, drafts } = memoryStore();
    await saveContentDraft(store, 'hours', 1, hoursWith('9-5'));
    const soon = new Date(NOW.getTime() + 60_000).toISOString();
    expect(await scheduleContent(store, 'hours', 1, hoursWith('9-5'), soon, NOW)).toEqual({
      refused: 'invalid',
      message: contentMessages.scheduleTooSoon,
    });
    expect(await scheduleContent(store, 'hours', 2, hoursWith('9-5'), inAnHour, NOW)).toMatchObject({
      refused: 'conflict',
    });
    expect(await scheduleContent(store, 'hours', 1, SEED_SITE_CONTENT.hours, inAnHour, NOW)).toMatchObject({
      refused: 'unchanged',
    });
    const scheduled = await scheduleContent(store, 'hours', 1, hoursWith('9-5'), inAnHour, NOW);
    if ('refused' in scheduled) throw new Error(scheduled.message);
    expect(scheduled).toMatchObject({ state: 'pending', base_version: 1, publish_at: inAnHour });
    expect(drafts.has('hours')).toBe(false);

    expect(await cancelContentSchedule(store, 'pricing', scheduled.id)).toMatchObject({ refused: 'not-found' });
    expect(await cancelContentSchedule(store, 'hours', scheduled.id)).toMatchObject({ state: 'cancelled' });
    expect(await cancelContentSchedule(store, 'hours', scheduled.id)).toEqual({
      refused: 'not-found',
      message: contentMessages.unknownSchedule,
    });
    expect(entries.slice(1).map(({ kind, ref }) => ({ kind, ref }))).toEqual([
      { kind: 'content.scheduled', ref: `schedule:${scheduled.id}` },
      { kind: 'content.schedule-cancelled', ref: `schedule:${scheduled.id}` },
    ]);
  });

  it('applies due schedules oldest first in their author’s name; one that meets a newer version is superseded', async () => {
    const { store, due, entries, schedules } = memoryStore();
    const first = await scheduleContent(store, 'hours', 1, hoursWith('9-5'), inAnHour, NOW);
    const later = new Date(NOW.getTime() + 2 * 60 * 60_000).toISOString();
    const second = await scheduleContent(store, 'hours', 1, hoursWith('8-4'), later, NOW);
    const notYet = await scheduleContent(store, 'pricing', 1, { ...SEED_SITE_CONTENT.pricing, plans: [] }, later, NOW);
    expect(notYet).toMatchObject({ refused: 'invalid' });
    if ('refused' in first || 'refused' in second) throw new Error('not scheduled');

    const outcomes = await applyDueSchedules(due, new Date(NOW.getTime() + 3 * 60 * 60_000));
    expect(outcomes).toEqual([
      { outcome: 'applied', schedule: first, version: 2 },
      { outcome: 'superseded', schedule: second, live: 2 },
    ]);
    expect(schedules.get(first.id)).toMatchObject({ state: 'applied', version: 2 });
    expect(entries.slice(-2).map(({ kind, detail }) => ({ kind, detail }))).toEqual([
      { kind: 'content.schedule-applied', detail: 'Scheduled publish went live as version 2' },
      {
        kind: 'content.schedule-superseded',
        detail: 'Not applied: scheduled on version 1, but version 2 went live first',
      },
    ]);
    expect(await applyDueSchedules(due, new Date(NOW.getTime() + 3 * 60 * 60_000))).toEqual([]);
  });

  it('marks a due schedule whose content is live already applied at that version, writing nothing', async () => {
    const { store, due, entries, schedules, live } = memoryStore();
    const scheduled = await scheduleContent(store, 'hours', 1, hoursWith('9-5'), inAnHour, NOW);
    if ('refused' in scheduled) throw new Error(scheduled.message);
    // Made before unchanged schedules were refused: what it carries is what is live.
    schedules.set(scheduled.id, { ...scheduled, content: SEED_SITE_CONTENT.hours });
    const written = entries.length;
    expect(await applyDueSchedules(due, new Date(NOW.getTime() + 2 * 60 * 60_000))).toMatchObject([
      { outcome: 'applied', version: 1 },
    ]);
    expect(entries).toHaveLength(written);
    expect(live.size).toBe(0);
    expect(schedules.get(scheduled.id)).toMatchObject({ state: 'applied', version: 1 });
  });
});
