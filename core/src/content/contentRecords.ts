import { upgradeSectionContent } from './contentUpgrade.ts';
import {
  isContentSectionId,
  sectionOf,
  SEED_AUTHOR,
  withSection,
  type ContentRevision,
  type ContentSchedule,
  type ContentSection,
  type ContentSectionId,
  type ScheduleState,
  type SiteContent,
} from './siteContent.ts';
import { SEED_SITE_CONTENT } from './siteContentSeed.ts';

/**
 * The site content as every backend reads it: the whole site from its stored sections, a section never stored as
 * the seed at version 1, and how much of a section's history and schedules the editor lists.
 */

/** How many revisions the history lists, newest first. Older ones are kept. */
export const HISTORY_LIMIT = 100;

/** How many schedules of a section the editor lists: every pending one and the latest resolved ones. */
export const SCHEDULE_LIST_LIMIT = 20;

/** When a section never stored "was saved": the start of time. */
export const SEED_TIME = new Date(0).toISOString();

/** One stored section, as a backend reads it: its id (any string; unknown ones are passed over) and its content. */
export interface StoredSection {
  section: string;
  content: unknown;
}

/**
 * The whole site's content: each section as last published, in today's form (`upgradeSectionContent`, which leaves
 * content already in today's form as it is), and the seed for a section never stored.
 */
export function siteContentFrom(stored: Iterable<StoredSection>): SiteContent {
  let site = SEED_SITE_CONTENT;
  for (const { section, content } of stored) {
    if (isContentSectionId(section)) site = withSection(site, section, upgradeSectionContent(section, content));
  }
  return site;
}

/** A section never stored: the seed at version 1. */
export function seedSection<S extends ContentSectionId>(section: S): ContentSection<S> {
  return {
    section,
    version: 1,
    content: sectionOf(SEED_SITE_CONTENT, section),
    updated_at: SEED_TIME,
    updated_by: SEED_AUTHOR,
  };
}

/** The first revision of a section never stored: the seed. */
export function seedRevision<S extends ContentSectionId>(section: S): ContentRevision<S> {
  return {
    section,
    version: 1,
    content: sectionOf(SEED_SITE_CONTENT, section),
    created_at: SEED_TIME,
    created_by: SEED_AUTHOR,
    restored_from: null,
  };
}

/**
 * A section's history as listed, newest first: the revisions stored (at most `HISTORY_LIMIT`), then the seed as
 * version 1 where it was never stored (a Firestore section is seeded by its first publish, not written as one).
 */
export function historyWithSeed<S extends ContentSectionId>(
  section: S,
  stored: ContentRevision<S>[],
): ContentRevision<S>[] {
  const listed = stored.slice(0, HISTORY_LIMIT);
  return listed.some((revision) => revision.version === 1) || listed.length >= HISTORY_LIMIT
    ? listed
    : [...listed, seedRevision(section)];
}

/**
 * The editor's list of a section's schedules, from the latest `SCHEDULE_LIST_LIMIT` by their time (latest first):
 * the pending ones soonest first, then the resolved ones latest first.
 */
export function editorScheduleList<S extends ContentSectionId>(
  latestFirst: ContentSchedule<S>[],
): ContentSchedule<S>[] {
  const listed = latestFirst.slice(0, SCHEDULE_LIST_LIMIT);
  const pending = listed.filter((entry) => entry.state === 'pending').reverse();
  return [...pending, ...listed.filter((entry) => entry.state !== 'pending')];
}

/**
 * A schedule as Firestore keeps it (the browser's SDK and the Admin SDK alike; `isoOf` reads either's Timestamp),
 * its content in today's form: one saved before an upgrade publishes as the section is now.
 */
export function contentScheduleFrom<S extends ContentSectionId>(
  id: string,
  data: Record<string, unknown>,
  isoOf: (value: unknown) => string,
): ContentSchedule<S> {
  const section = data.section as S;
  return {
    id,
    section,
    base_version: Number(data.base_version),
    content: upgradeSectionContent(section, data.content) as ContentSchedule<S>['content'],
    publish_at: isoOf(data.publish_at),
    created_at: isoOf(data.created_at),
    created_by: String(data.created_by ?? ''),
    state: String(data.state) as ScheduleState,
    resolved_at: data.resolved_at ? isoOf(data.resolved_at) : null,
    version: typeof data.version === 'number' ? data.version : null,
  };
}
