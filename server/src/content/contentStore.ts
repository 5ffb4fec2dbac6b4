import { randomUUID } from 'node:crypto';
import {
  isContentRefused,
  type ContentChangeStore,
  type ContentEntry,
  type ContentRefused,
  type DueScheduleStore,
  type LiveVersion,
  type NewVersion,
} from '@studio/core/content/contentChanges';
import { SCHEDULE_LIST_LIMIT, siteContentFrom } from '@studio/core/content/contentRecords';
import {
  CONTENT_SECTION_IDS,
  isContentSectionId,
  type ContentDraft,
  type ContentSchedule,
  type ScheduleState,
  sectionOf,
  SEED_AUTHOR,
  type ContentRevision,
  type ContentSection,
  type ContentSectionId,
  type SiteContent,
} from '@studio/core/content/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { recordActivity } from '../activity/activityLog.ts';
import { inTransaction, type Database } from '../db/database.ts';
import type { SiteChanges } from '../site/siteChanges.ts';

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

export interface ContentStoreOptions {
  /** Told after every change of the live content has been committed: the pages are rendered again with it. */
  siteChanges?: SiteChanges;
  now?: () => Date;
}

/**
 * The studio's content, one row per section, and every version of it in `site_content_revisions`. A section that
 * has never been stored starts as the seed, written as its first revision. The changes are core's use cases
 * (`core/src/content/contentChanges.ts`); this store gives their ports: each change one transaction, in which it
 * reads, asks core's decision and writes what it says (the new revision, the section's new current version and the
 * activity entry together, or none of them; drafts and schedules likewise with their entries).
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

  /** The section as live now, as core's decisions read it. */
  function liveOf(section: ContentSectionId): LiveVersion {
    const current = selectOne.get(section) as unknown as SectionRow;
    return { version: current.version, content: JSON.parse(current.content) };
  }

  /** Within a transaction: the version core decided on, by `author`; refused when someone saved in between. */
  function writeVersion(section: ContentSectionId, plan: NewVersion, author: string): ContentSection {
    const json = JSON.stringify(plan.content);
    const at = now().toISOString();
    insertRevision.run(section, plan.version, json, at, author, plan.restoredFrom);
    const result = updateSection.run(plan.version, json, at, author, section, plan.version - 1);
    if (result.changes !== 1) throw new Error(`The version of ${section} changed within its transaction`);
    if (plan.endsDraft) deleteDraft.run(section);
    log(author, plan.entry);
    return get(section);
  }

  function changed(section: ContentSectionId): void {
    site = undefined;
    options.siteChanges?.changed({ what: 'content', section });
  }

  const log = (actor: string, entry: ContentEntry) => recordActivity(db, { actor, ...entry, at: now() });

  /** Core's storage port for the changes `actor` makes: each one transaction, the site told after it commits. */
  function changesBy(actor: string): ContentChangeStore {
    return {
      revisionContent(section, version) {
        const row = selectRevision.get(section, version) as unknown as RevisionRow | undefined;
        return row ? JSON.parse(row.content) : undefined;
      },
      revisions: (section, limit) =>
        (selectRevisions.all(section, limit) as unknown as RevisionRow[]).map(
          (row) => toRevision(row) as ContentRevision<typeof section>,
        ),
      writeVersion(section, decide) {
        const written = inTransaction(db, () => {
          const decision = decide(liveOf(section));
          return isContentRefused(decision) ? decision : writeVersion(section, decision, actor);
        });
        if (!isContentRefused(written)) changed(section);
        return written as ContentSection<typeof section> | ContentRefused;
      },
      saveDraft: (section, draft, entry) =>
        inTransaction(db, () => {
          upsertDraft.run(section, draft.base_version, JSON.stringify(draft.content), now().toISOString(), actor);
          log(actor, entry);
          return toDraft(selectDraft.get(section) as unknown as DraftRow) as ContentDraft<typeof section>;
        }),
      discardDraft: (section, decide) =>
        inTransaction(db, () => {
          const row = selectDraft.get(section) as unknown as DraftRow | undefined;
          const draft = row ? (toDraft(row) as ContentDraft<typeof section>) : undefined;
          const decision = decide(draft);
          if (isContentRefused(decision)) return decision;
          deleteDraft.run(section);
          log(actor, decision);
          return draft!;
        }),
      schedule: (section, decide) =>
        inTransaction(db, () => {
          const decision = decide(liveOf(section));
          if (isContentRefused(decision)) return decision;
          const id = randomUUID();
          const content = JSON.stringify(decision.content);
          const at = now().toISOString();
          insertSchedule.run(id, section, decision.base_version, content, decision.publish_at, at, actor);
          deleteDraft.run(section);
          log(actor, decision.entryFor(id));
          return toSchedule(selectSchedule.get(id) as unknown as ScheduleRow) as ContentSchedule<typeof section>;
        }),
      cancelSchedule: (section, id, decide) =>
        inTransaction(db, () => {
          const row = selectSchedule.get(id) as unknown as ScheduleRow | undefined;
          const decision = decide(row ? toSchedule(row) : undefined);
          if (isContentRefused(decision)) return decision;
          resolveSchedule.run('cancelled', now().toISOString(), null, id);
          log(actor, decision);
          return toSchedule(selectSchedule.get(id) as unknown as ScheduleRow) as ContentSchedule<typeof section>;
        }),
    };
  }

  /** Core's port for the schedules that are due: each in its own transaction, in the name of who scheduled it. */
  const dueSchedules: DueScheduleStore = {
    due: (at) =>
      (selectDue.all(at.toISOString()) as unknown as ScheduleRow[])
        .filter((row) => isContentSectionId(row.section))
        .map((row) => row.id),
    resolve(id, decide) {
      let wrote: ContentSectionId | undefined;
      const resolved = inTransaction(db, () => {
        const row = selectSchedule.get(id) as unknown as ScheduleRow | undefined;
        if (!row || row.state !== 'pending' || !isContentSectionId(row.section)) return undefined;
        const schedule = toSchedule(row);
        const resolution = decide(schedule, liveOf(schedule.section));
        const at = now().toISOString();
        if (resolution.state === 'superseded') {
          resolveSchedule.run('superseded', at, null, id);
          log(schedule.created_by, resolution.entry);
          return schedule;
        }
        if (resolution.write) {
          writeVersion(schedule.section, resolution.write, schedule.created_by);
          wrote = schedule.section;
        }
        resolveSchedule.run('applied', at, resolution.version, id);
        return schedule;
      });
      if (wrote) changed(wrote);
      return resolved;
    },
  };

  return {
    get,
    changesBy,
    dueSchedules,

    /** The whole site's content, read once per change and kept serialised for the public API. */
    site(): { content: SiteContent; json: string } {
      if (site) return site;
      const rows = selectAll.all() as unknown as SectionRow[];
      const content = siteContentFrom(rows.map((row) => ({ section: row.section, content: JSON.parse(row.content) })));
      site = { content, json: JSON.stringify({ content }) };
      return site;
    },

    /** The section's draft, or null. */
    draft(section: ContentSectionId): ContentDraft | null {
      const row = selectDraft.get(section) as unknown as DraftRow | undefined;
      return row ? toDraft(row) : null;
    },

    /** Every section's draft, as who saved it and when. */
    drafts(): Pick<ContentDraft, 'section' | 'saved_at' | 'saved_by'>[] {
      return (selectDraftNotes.all() as unknown as Pick<DraftRow, 'section' | 'saved_at' | 'saved_by'>[])
        .filter((row) => isContentSectionId(row.section))
        .map((row) => ({ section: row.section as ContentSectionId, saved_at: row.saved_at, saved_by: row.saved_by }));
    },

    /** The section's pending schedules, soonest first, then the latest resolved ones. */
    schedules: (section: ContentSectionId): ContentSchedule[] =>
      (selectSchedules.all(section, SCHEDULE_LIST_LIMIT) as unknown as ScheduleRow[]).map(toSchedule),
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
