import {
  CONTENT_SECTION_IDS,
  contentActivity,
  contentMessages,
  sectionOf,
  SEED_AUTHOR,
  withSection,
  type ContentRevision,
  type ContentSection,
  type ContentSectionId,
  type SiteContent,
} from '@studio/core/siteContent';
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
  /** Told after every save or restore has been committed: the pages are rendered again with it. */
  siteChanges?: SiteChanges;
  now?: () => Date;
}

/**
 * The studio's content, one row per section, and every version of it in `site_content_revisions`. A section that
 * has never been stored starts as the seed, written as its first revision. Writes are one transaction each: the
 * new revision, the section's new current version and the activity entry (by `author`) together, or none of them.
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

  let site: { content: SiteContent; json: string } | undefined;

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

  /** Writes `content` as the version after `expectedVersion`, or refuses when someone saved in between. */
  function write(
    section: ContentSectionId,
    expectedVersion: number,
    content: unknown,
    author: string,
    restoredFrom: number | null,
  ): ContentSection {
    const saved = inTransaction(db, () => {
      const current = selectOne.get(section) as unknown as SectionRow;
      if (current.version !== expectedVersion) throw new ContentConflictError();
      const version = current.version + 1;
      const json = JSON.stringify(content);
      const at = now().toISOString();
      insertRevision.run(section, version, json, at, author, restoredFrom);
      const result = updateSection.run(version, json, at, author, section, expectedVersion);
      if (result.changes !== 1) throw new ContentConflictError();
      recordActivity(db, { actor: author, ...contentActivity(section, version, restoredFrom) });
      return get(section);
    });
    site = undefined;
    options.siteChanges?.changed({ what: 'content', section });
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

    /** Brings back an earlier revision's content as a new revision. */
    restore(section: ContentSectionId, expectedVersion: number, revision: number, author: string): ContentSection {
      const row = selectRevision.get(section, revision) as unknown as RevisionRow | undefined;
      if (!row) throw new UnknownRevisionError();
      return write(section, expectedVersion, JSON.parse(row.content), author, revision);
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
