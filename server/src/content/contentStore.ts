import { randomUUID } from 'node:crypto';
import {
  CONTENT_SECTION_IDS,
  contentActivity,
  contentLog,
  contentMessages,
  type ContentDraft,
  type ContentSchedule,
  type ScheduleState,
  sectionOf,
  SEED_AUTHOR,
  withSection,
  type ContentRevision,
  type ContentSection,
  type ContentSectionId,
  type SiteContent,
} from '@studio/core/siteContent';
import { changesNothing } from '@studio/core/siteContentDiff';
import { SEED_SITE_CONTENT } from '@studio/core/siteContentSeed';
import { recordActivity } from '../activity/activityLog.ts';
import { inTransaction, type Database } from '../db/database.ts';
import type { SiteChanges } from '../site/siteChanges.ts';

/** A save or restore made from a version that is no longer the current one. */
export class ContentConflictError extends Error {
  constructor() {
    super(contentMessages.conflict);
    this.name = 'ContentConflictError';
  }
}

/** A revision that does not exist. */
export class UnknownRevisionError extends Error {
  constructor() {
    super(contentMessages.unknownRevision);
    this.name = 'UnknownRevisionError';
  }
}

/** A publish, restore or schedule whose content is the live content: no version where nothing differs is written. */
export class ContentUnchangedError extends Error {
  constructor() {
    super(contentMessages.nothingToPublish);
    this.name = 'ContentUnchangedError';
  }
}

/** A member of Staff discarding a draft someone else saved. */
export class DraftOwnerError extends Error {
  constructor() {
    super(contentMessages.notYourDraft);
    this.name = 'DraftOwnerError';
  }
}

/** A draft or schedule that does not exist (any more). */
export class ContentNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentNotFoundError';
  }
}

interface DraftRow {
  section: string;
  base_version: number;
  content: string;
  saved_at: string;
  saved_by: string;
}

interface ScheduleRow {
  id: string;
  section: string;
  base_version: number;
  content: string;
  publish_at: string;
  created_at: string;
  created_by: string;
  state: string;
  resolved_at: string | null;
  version: number | null;
}

/** What became of a due schedule: applied as a new version, or not applied because the section moved on. */
export type ScheduleOutcome =
  | { outcome: 'applied'; schedule: ContentSchedule; version: number }
  | { outcome: 'superseded'; schedule: ContentSchedule; live: number };

/** How many schedules of a section the editor lists: every pending one and the latest resolved ones. */
export const SCHEDULE_LIST_LIMIT = 20;

interface SectionRow {
  section: string;
  version: number;
  content: string;
  updated_at: string;
  updated_by: string;
}

interface RevisionRow {
  section: string;
  version: number;
  content: string;
  created_at: string;
  created_by: string;
  restored_from: number | null;
}

/** How many revisions the history lists, newest first. Older ones are kept. */
export const HISTORY_LIMIT = 100;

export interface ContentStoreOptions {
  /** Told after every change of the live content has been committed: the pages are rendered again with it. */
  siteChanges?: SiteChanges;
  now?: () => Date;
}

/**
 * The studio's content, one row per section, and every version of it in `site_content_revisions`. A section that
 * has never been stored starts as the seed, written as its first revision. Writes are one transaction each: the
 * new revision, the section's new current version and the activity entry (by `author`) together, or none of them;
 * drafts and schedules likewise with their entries.
 */
export function createContentStore(db: Database, options: ContentStoreOptions = {}) {
  const now = options.now ?? (() => new Date());
  const selectAll = db.prepare('SELECT section, version, content, updated_at, updated_by FROM site_content');
  const selectOne = db.prepare(
    'SELECT section, version, content, updated_at, updated_by FROM site_content WHERE section = ?',
  );
  const insertSection = db.prepare(
    'INSERT INTO site_content (section, version, content, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)',
  );
  const updateSection = db.prepare(
    'UPDATE site_content SET version = ?, content = ?, updated_at = ?, updated_by = ? WHERE section = ? AND version = ?',
  );
  const insertRevision = db.prepare(
    `INSERT INTO site_content_revisions (section, version, content, created_at, created_by, restored_from)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const selectRevisions = db.prepare(
    `SELECT section, version, content, created_at, created_by, restored_from FROM site_content_revisions
     WHERE section = ? ORDER BY version DESC LIMIT ?`,
  );
  const selectRevision = db.prepare(
    `SELECT section, version, content, created_at, created_by, restored_from FROM site_content_revisions
     WHERE section = ? AND version = ?`,
  );

  // The seed, as each missing section's first revision (a fresh store, or a section added by a later release).
  inTransaction(db, () => {
    const stored = new Set((selectAll.all() as unknown as SectionRow[]).map((row) => row.section));
    const at = now().toISOString();
    for (const section of CONTENT_SECTION_IDS) {
      if (stored.has(section)) continue;
      const json = JSON.stringify(sectionOf(SEED_SITE_CONTENT, section));
      insertRevision.run(section, 1, json, at, SEED_AUTHOR, null);
      insertSection.run(section, 1, json, at, SEED_AUTHOR);
    }
  });

  const selectDraft = db.prepare(
    'SELECT section, base_version, content, saved_at, saved_by FROM site_content_drafts WHERE section = ?',
  );
  const upsertDraft = db.prepare(
    `INSERT INTO site_content_drafts (section, base_version, content, saved_at, saved_by) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (section) DO UPDATE SET base_version = excluded.base_version, content = excluded.content,
       saved_at = excluded.saved_at, saved_by = excluded.saved_by`,
  );
  const deleteDraft = db.prepare('DELETE FROM site_content_drafts WHERE section = ?');
  const selectDraftNotes = db.prepare('SELECT section, saved_at, saved_by FROM site_content_drafts ORDER BY section');
  const scheduleColumns =
    'id, section, base_version, content, publish_at, created_at, created_by, state, resolved_at, version';
  const insertSchedule = db.prepare(
    `INSERT INTO site_content_schedules (${scheduleColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', NULL, NULL)`,
  );
  const selectSchedule = db.prepare(`SELECT ${scheduleColumns} FROM site_content_schedules WHERE id = ?`);
  const selectSchedules = db.prepare(
    `SELECT ${scheduleColumns} FROM site_content_schedules WHERE section = ?
     ORDER BY state = 'pending' DESC, CASE WHEN state = 'pending' THEN publish_at END ASC, publish_at DESC LIMIT ?`,
  );
  const selectDue = db.prepare(
    `SELECT ${scheduleColumns} FROM site_content_schedules WHERE state = 'pending' AND publish_at <= ?
     ORDER BY publish_at, created_at`,
  );
  const resolveSchedule = db.prepare(
    "UPDATE site_content_schedules SET state = ?, resolved_at = ?, version = ? WHERE id = ? AND state = 'pending'",
  );

  let site: { content: SiteContent; json: string } | undefined;

  function toDraft(row: DraftRow): ContentDraft {
    return {
      section: row.section as ContentSectionId,
      base_version: row.base_version,
      content: JSON.parse(row.content) as ContentDraft['content'],
      saved_at: row.saved_at,
      saved_by: row.saved_by,
    };
  }

  function toSchedule(row: ScheduleRow): ContentSchedule {
    return {
      id: row.id,
      section: row.section as ContentSectionId,
      base_version: row.base_version,
      content: JSON.parse(row.content) as ContentSchedule['content'],
      publish_at: row.publish_at,
      created_at: row.created_at,
      created_by: row.created_by,
      state: row.state as ScheduleState,
      resolved_at: row.resolved_at,
      version: row.version,
    };
  }

  function toSection(row: SectionRow): ContentSection {
    return {
      section: row.section as ContentSectionId,
      version: row.version,
      content: JSON.parse(row.content) as ContentSection['content'],
      updated_at: row.updated_at,
      updated_by: row.updated_by,
    };
  }

  function toRevision(row: RevisionRow): ContentRevision {
    return {
      section: row.section as ContentSectionId,
      version: row.version,
      content: JSON.parse(row.content) as ContentRevision['content'],
      created_at: row.created_at,
      created_by: row.created_by,
      restored_from: row.restored_from,
    };
  }

  function get<S extends ContentSectionId>(section: S): ContentSection<S> {
    return toSection(selectOne.get(section) as unknown as SectionRow) as ContentSection<S>;
  }

  /** Within a transaction: `content` as the version after `expectedVersion`, or refused when someone saved since. */
  function writeVersion(
    section: ContentSectionId,
    expectedVersion: number,
    content: unknown,
    author: string,
    restoredFrom: number | null,
  ): ContentSection {
    const current = selectOne.get(section) as unknown as SectionRow;
    if (current.version !== expectedVersion) throw new ContentConflictError();
    if (changesNothing(JSON.parse(current.content), content)) throw new ContentUnchangedError();
    const version = current.version + 1;
    const json = JSON.stringify(content);
    const at = now().toISOString();
    insertRevision.run(section, version, json, at, author, restoredFrom);
    const result = updateSection.run(version, json, at, author, section, expectedVersion);
    if (result.changes !== 1) throw new ContentConflictError();
    return get(section);
  }

  function changed(section: ContentSectionId): void {
    site = undefined;
    options.siteChanges?.changed({ what: 'content', section });
  }

  const log = (actor: string, entry: ReturnType<typeof contentActivity> | ReturnType<typeof contentLog.scheduled>) =>
    recordActivity(db, { actor, ...entry, at: now() });

  /** Writes `content` as the version after `expectedVersion`; a publish (no restore) also ends the section's draft. */
  function write(
    section: ContentSectionId,
    expectedVersion: number,
    content: unknown,
    author: string,
    restoredFrom: number | null,
  ): ContentSection {
    const saved = inTransaction(db, () => {
      const written = writeVersion(section, expectedVersion, content, author, restoredFrom);
      if (restoredFrom === null) deleteDraft.run(section);
      log(author, contentActivity(section, written.version, restoredFrom));
      return written;
    });
    changed(section);
    return saved;
  }

  return {
    get,

    /** The whole site's content, read once per change and kept serialised for the public API. */
    site(): { content: SiteContent; json: string } {
      if (site) return site;
      let content = SEED_SITE_CONTENT;
      for (const row of selectAll.all() as unknown as SectionRow[]) {
        if ((CONTENT_SECTION_IDS as readonly string[]).includes(row.section))
          content = withSection(content, row.section as ContentSectionId, JSON.parse(row.content));
      }
      site = { content, json: JSON.stringify({ content }) };
      return site;
    },

    /** Newest first. */
    history: (section: ContentSectionId): ContentRevision[] =>
      (selectRevisions.all(section, HISTORY_LIMIT) as unknown as RevisionRow[]).map(toRevision),

    /** `content` must already have passed the section's schema. */
    save: (section: ContentSectionId, expectedVersion: number, content: unknown, author: string) =>
      write(section, expectedVersion, content, author, null),

    /** The section's draft, or null. */
    draft(section: ContentSectionId): ContentDraft | null {
      const row = selectDraft.get(section) as unknown as DraftRow | undefined;
      return row ? toDraft(row) : null;
    },

    /** Every section's draft, as who saved it and when. */
    drafts(): Pick<ContentDraft, 'section' | 'saved_at' | 'saved_by'>[] {
      return (selectDraftNotes.all() as unknown as Pick<DraftRow, 'section' | 'saved_at' | 'saved_by'>[])
        .filter((row) => isKnownSection(row.section))
        .map((row) => ({ section: row.section as ContentSectionId, saved_at: row.saved_at, saved_by: row.saved_by }));
    },

    /** Keeps `content` (already checked) as the section's one draft, replacing any earlier one. */
    saveDraft(section: ContentSectionId, baseVersion: number, content: unknown, author: string): ContentDraft {
      return inTransaction(db, () => {
        upsertDraft.run(section, baseVersion, JSON.stringify(content), now().toISOString(), author);
        log(author, contentLog.draftSaved(section, baseVersion));
        return toDraft(selectDraft.get(section) as unknown as DraftRow);
      });
    },

    /** Removes the section's draft; `allowed` decides on the draft found (an Owner, or the one who saved it). */
    discardDraft(section: ContentSectionId, actor: string, allowed: (draft: ContentDraft) => boolean): ContentDraft {
      return inTransaction(db, () => {
        const row = selectDraft.get(section) as unknown as DraftRow | undefined;
        if (!row) throw new ContentNotFoundError(contentMessages.noDraft);
        const draft = toDraft(row);
        if (!allowed(draft)) throw new DraftOwnerError();
        deleteDraft.run(section);
        log(actor, contentLog.draftDiscarded(section, draft.saved_by));
        return draft;
      });
    },

    /** The section's pending schedules, soonest first, then the latest resolved ones. */
    schedules: (section: ContentSectionId): ContentSchedule[] =>
      (selectSchedules.all(section, SCHEDULE_LIST_LIMIT) as unknown as ScheduleRow[]).map(toSchedule),

    /**
     * Sets `content` (already checked) to go live at `publishAt`, made on live version `expectedVersion`; the
     * section's draft becomes the schedule. Refused when the section has moved on since.
     */
    schedule(
      section: ContentSectionId,
      expectedVersion: number,
      content: unknown,
      publishAt: Date,
      author: string,
    ): ContentSchedule {
      return inTransaction(db, () => {
        const current = selectOne.get(section) as unknown as SectionRow;
        if (current.version !== expectedVersion) throw new ContentConflictError();
        if (changesNothing(JSON.parse(current.content), content)) throw new ContentUnchangedError();
        const id = randomUUID();
        insertSchedule.run(
          id,
          section,
          expectedVersion,
          JSON.stringify(content),
          publishAt.toISOString(),
          now().toISOString(),
          author,
        );
        deleteDraft.run(section);
        const schedule = toSchedule(selectSchedule.get(id) as unknown as ScheduleRow);
        log(author, contentLog.scheduled(section, schedule.publish_at));
        return schedule;
      });
    },

    /** Cancels a pending schedule of the section. */
    cancelSchedule(section: ContentSectionId, id: string, actor: string): ContentSchedule {
      return inTransaction(db, () => {
        const row = selectSchedule.get(id) as unknown as ScheduleRow | undefined;
        if (!row || row.section !== section || row.state !== 'pending')
          throw new ContentNotFoundError(contentMessages.unknownSchedule);
        resolveSchedule.run('cancelled', now().toISOString(), null, id);
        log(actor, contentLog.cancelled(section, row.publish_at));
        return toSchedule(selectSchedule.get(id) as unknown as ScheduleRow);
      });
    },

    /**
     * Applies every schedule due by now, oldest first, each in its own transaction: as a new version when the
     * section is still at the version it was scheduled on, otherwise marked superseded and not applied.
     */
    applyDueSchedules(): ScheduleOutcome[] {
      const outcomes: ScheduleOutcome[] = [];
      const due = selectDue.all(now().toISOString()) as unknown as ScheduleRow[];
      for (const row of due) {
        const section = row.section as ContentSectionId;
        if (!isKnownSection(section)) continue;
        const outcome = inTransaction(db, (): ScheduleOutcome | undefined => {
          const fresh = selectSchedule.get(row.id) as unknown as ScheduleRow;
          if (fresh.state !== 'pending') return undefined;
          const at = now().toISOString();
          const current = selectOne.get(section) as unknown as SectionRow;
          if (current.version !== fresh.base_version) {
            resolveSchedule.run('superseded', at, null, fresh.id);
            log(fresh.created_by, contentLog.superseded(section, fresh.base_version, current.version));
            return { outcome: 'superseded', schedule: toSchedule(fresh), live: current.version };
          }
          // What it carries is live already (a schedule made before unchanged ones were refused): no empty version.
          if (changesNothing(JSON.parse(current.content), JSON.parse(fresh.content))) {
            resolveSchedule.run('applied', at, current.version, fresh.id);
            return { outcome: 'applied', schedule: toSchedule(fresh), version: current.version };
          }
          const written = writeVersion(section, fresh.base_version, JSON.parse(fresh.content), fresh.created_by, null);
          resolveSchedule.run('applied', at, written.version, fresh.id);
          log(fresh.created_by, contentLog.applied(section, written.version));
          return { outcome: 'applied', schedule: toSchedule(fresh), version: written.version };
        });
        if (!outcome) continue;
        if (outcome.outcome === 'applied') changed(section);
        outcomes.push(outcome);
      }
      return outcomes;
    },

    /** Brings back an earlier revision's content as a new revision. */
    restore(section: ContentSectionId, expectedVersion: number, revision: number, author: string): ContentSection {
      const row = selectRevision.get(section, revision) as unknown as RevisionRow | undefined;
      if (!row) throw new UnknownRevisionError();
      return write(section, expectedVersion, JSON.parse(row.content), author, revision);
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;

function isKnownSection(section: string): section is ContentSectionId {
  return (CONTENT_SECTION_IDS as readonly string[]).includes(section);
}
