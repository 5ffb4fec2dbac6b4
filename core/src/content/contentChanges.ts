import type { ActivityKind } from '../activity/activity.ts';
import type { StaffRole } from '../staff/staff.ts';
import {
  contentActivity,
  contentLog,
  contentMessages,
  scheduleProblem,
  sectionSchema,
  type ContentDraft,
  type ContentRevision,
  type ContentSchedule,
  type ContentSection,
  type ContentSectionId,
  type SectionContent,
} from './siteContent.ts';
import { changesNothing } from './siteContentDiff.ts';
import { HISTORY_LIMIT, historyWithSeed } from './contentRecords.ts';

/**
 * Staff's changes to the site content, for the self-hosted server's `/api/admin/content` routes, the Firebase
 * adapter and the function that applies due schedules alike: the order of the checks (the content against its
 * section's schema, a schedule's time, the version it was made on, whether it changes anything), which records
 * change together, which activity entry goes with each change and what the caller is told. Each backend gives only
 * its storage (`ContentChangeStore`, `DueScheduleStore`): it reads, asks the decision it is given, and writes what
 * it says in one transaction (SQLite) or one Firestore transaction or batch the rules check.
 */

type Awaitable<T> = T | Promise<T>;

/** The section as live now, read in the change's transaction: the seed at version 1 where it was never stored. */
export interface LiveVersion {
  version: number;
  content: unknown;
}

/** Why a change is refused; each backend answers it as it answers such things (409, 404, `conflict`…). */
export type ContentRefusal = 'invalid' | 'conflict' | 'unchanged' | 'not-found' | 'not-your-draft';

export interface ContentRefused {
  refused: ContentRefusal;
  message: string;
}

export function isContentRefused<T extends object>(outcome: T | ContentRefused): outcome is ContentRefused {
  return 'refused' in outcome;
}

/**
 * The entry a change writes with it. `ref` names what changed (`content:{section}` for a publish, a restore and a
 * draft; `schedule:{id}` for a schedule and what became of it): the Firestore rules find the change by it.
 */
export interface ContentEntry {
  kind: Extract<ActivityKind, `content.${string}`>;
  item: string;
  detail: string | null;
  ref: string;
}

/** A new live version decided on: its revision and the section's new current version, with the entry. */
export interface NewVersion {
  version: number;
  content: unknown;
  /** The revision it brings back, for a restore. */
  restoredFrom: number | null;
  /** A publish ends the section's draft; a restore leaves it for whoever is working on it. */
  endsDraft: boolean;
  entry: ContentEntry;
}

/** A schedule decided on: stored pending with the entry made of its new id; the section's draft ends with it. */
export interface NewSchedule {
  base_version: number;
  content: unknown;
  publish_at: string;
  entryFor: (id: string) => ContentEntry;
}

export interface ContentChangeStore {
  /** The content of the section's revision `version`, or undefined when there is none. */
  revisionContent(section: ContentSectionId, version: number): Awaitable<unknown>;
  /** The section's revisions as stored, newest first, at most `limit`. */
  revisions<S extends ContentSectionId>(section: S, limit: number): Awaitable<ContentRevision<S>[]>;
  /**
   * Reads the live version, asks `decide`, and unless it refuses writes the new version: its revision, the section,
   * the end of the draft when asked and the entry, all together. Returns the section as stored.
   */
  writeVersion<S extends ContentSectionId>(
    section: S,
    decide: (live: LiveVersion) => NewVersion | ContentRefused,
  ): Awaitable<ContentSection<S> | ContentRefused>;
  /** Keeps the section's one draft (replacing any earlier one) with its entry. */
  saveDraft<S extends ContentSectionId>(
    section: S,
    draft: { base_version: number; content: SectionContent<S> },
    entry: ContentEntry,
  ): Awaitable<ContentDraft<S>>;
  /** Reads the section's draft, asks `decide`, and unless it refuses removes the draft with the entry. */
  discardDraft<S extends ContentSectionId>(
    section: S,
    decide: (draft: ContentDraft<S> | undefined) => ContentEntry | ContentRefused,
  ): Awaitable<ContentDraft<S> | ContentRefused>;
  /** Reads the live version, asks `decide`, and unless it refuses stores the schedule, ends the draft, writes the entry. */
  schedule<S extends ContentSectionId>(
    section: S,
    decide: (live: LiveVersion) => NewSchedule | ContentRefused,
  ): Awaitable<ContentSchedule<S> | ContentRefused>;
  /** Reads schedule `id`, asks `decide`, and unless it refuses marks it cancelled with the entry. */
  cancelSchedule<S extends ContentSectionId>(
    section: S,
    id: string,
    decide: (schedule: ContentSchedule | undefined) => ContentEntry | ContentRefused,
  ): Awaitable<ContentSchedule<S> | ContentRefused>;
}

/** Who is discarding a draft: an Owner discards any, Staff their own. */
export interface ContentActor {
  email: string;
  role: StaffRole;
}

const refusal = (refused: ContentRefusal, message: string): ContentRefused => ({ refused, message });

const sectionRef = (section: ContentSectionId) => `content:${section}`;
const scheduleRef = (id: string) => `schedule:${id}`;

/** The content as its section's schema gives it back, or why not (the first problem, in the form's words). */
function checked<S extends ContentSectionId>(section: S, content: unknown): SectionContent<S> | ContentRefused {
  const parsed = sectionSchema(section).safeParse(content);
  if (parsed.success) return parsed.data;
  return refusal('invalid', parsed.error.issues[0]?.message ?? contentMessages.saveFailed);
}

const isRefusal = (value: unknown): value is ContentRefused =>
  typeof value === 'object' && value !== null && 'refused' in value;

/**
 * A new version of `content` on the live one, in this order: made on the version that is live (else someone saved
 * since), and changing something (ADR 027: no version where nothing differs).
 */
function decideVersion(
  section: ContentSectionId,
  live: LiveVersion,
  expectedVersion: number,
  content: unknown,
  restoredFrom: number | null,
): NewVersion | ContentRefused {
  if (live.version !== expectedVersion) return refusal('conflict', contentMessages.conflict);
  if (changesNothing(live.content, content)) return refusal('unchanged', contentMessages.nothingToPublish);
  const version = live.version + 1;
  const entry = { ...contentActivity(section, version, restoredFrom), ref: sectionRef(section) };
  return { version, content, restoredFrom, endsDraft: restoredFrom === null, entry };
}

/** Publishes `content` as the version after `expectedVersion`, and ends the section's draft. */
export async function publishContent<S extends ContentSectionId>(
  store: ContentChangeStore,
  section: S,
  expectedVersion: number,
  content: unknown,
): Promise<ContentSection<S> | ContentRefused> {
  const valid = checked(section, content);
  if (isRefusal(valid)) return valid;
  return store.writeVersion(section, (live) => decideVersion(section, live, expectedVersion, valid, null));
}

/** Brings back revision `revision`'s content as a new version; the draft stays. */
export async function restoreRevision<S extends ContentSectionId>(
  store: ContentChangeStore,
  section: S,
  expectedVersion: number,
  revision: number,
): Promise<ContentSection<S> | ContentRefused> {
  const content = await store.revisionContent(section, revision);
  if (content === undefined) return refusal('not-found', contentMessages.unknownRevision);
  return store.writeVersion(section, (live) => decideVersion(section, live, expectedVersion, content, revision));
}

/** Keeps `content` as the section's one draft, edited from live version `baseVersion`. */
export async function saveContentDraft<S extends ContentSectionId>(
  store: ContentChangeStore,
  section: S,
  baseVersion: number,
  content: unknown,
): Promise<ContentDraft<S> | ContentRefused> {
  const valid = checked(section, content);
  if (isRefusal(valid)) return valid;
  const entry = { ...contentLog.draftSaved(section, baseVersion), ref: sectionRef(section) } as ContentEntry;
  return store.saveDraft(section, { base_version: baseVersion, content: valid }, entry);
}

/** Removes the section's draft: an Owner any, Staff only their own. */
export async function discardContentDraft<S extends ContentSectionId>(
  store: ContentChangeStore,
  section: S,
  actor: ContentActor,
): Promise<ContentDraft<S> | ContentRefused> {
  return store.discardDraft(section, (draft) => {
    if (!draft) return refusal('not-found', contentMessages.noDraft);
    if (actor.role !== 'owner' && draft.saved_by !== actor.email)
      return refusal('not-your-draft', contentMessages.notYourDraft);
    return { ...contentLog.draftDiscarded(section, draft.saved_by), ref: sectionRef(section) } as ContentEntry;
  });
}

/**
 * Sets `content` to go live at `publishAt`, made on live version `expectedVersion`, seen at `now`: checked like a
 * publish, then its time (5 minutes to a year ahead), then against the live version. The draft becomes the schedule.
 */
export async function scheduleContent<S extends ContentSectionId>(
  store: ContentChangeStore,
  section: S,
  expectedVersion: number,
  content: unknown,
  publishAt: string,
  now: Date,
): Promise<ContentSchedule<S> | ContentRefused> {
  const valid = checked(section, content);
  if (isRefusal(valid)) return valid;
  const at = new Date(publishAt);
  const problem = scheduleProblem(at, now);
  if (problem) return refusal('invalid', problem);
  const publish_at = at.toISOString();
  return store.schedule(section, (live) => {
    if (live.version !== expectedVersion) return refusal('conflict', contentMessages.conflict);
    if (changesNothing(live.content, valid)) return refusal('unchanged', contentMessages.nothingToPublish);
    const entryFor = (id: string) =>
      ({ ...contentLog.scheduled(section, publish_at), ref: scheduleRef(id) }) as ContentEntry;
    return { base_version: expectedVersion, content: valid, publish_at, entryFor };
  });
}

/** Cancels a pending schedule of the section; one of another section, or already resolved, is not found. */
export async function cancelContentSchedule<S extends ContentSectionId>(
  store: ContentChangeStore,
  section: S,
  id: string,
): Promise<ContentSchedule<S> | ContentRefused> {
  return store.cancelSchedule(section, id, (schedule) => {
    if (!schedule || schedule.section !== section || schedule.state !== 'pending')
      return refusal('not-found', contentMessages.unknownSchedule);
    return { ...contentLog.cancelled(section, schedule.publish_at), ref: scheduleRef(id) } as ContentEntry;
  });
}

/** The section's revisions, newest first, at most `HISTORY_LIMIT`, ending with the seed where it was never stored. */
export async function contentHistory<S extends ContentSectionId>(
  store: Pick<ContentChangeStore, 'revisions'>,
  section: S,
): Promise<ContentRevision<S>[]> {
  return historyWithSeed(section, await store.revisions(section, HISTORY_LIMIT));
}

// ---------------------------------------------------------------- schedules that are due

/** What becomes of a due schedule, decided on it and its section's live version. */
export type ScheduleResolution =
  /** The section moved on since it was made: not applied, and the log says why. */
  | { state: 'superseded'; live: number; entry: ContentEntry }
  /**
   * Applied: as `write` (a new version in the schedule's author's name), or, where `write` is null, at the live
   * version with no new one and no entry (what it carries is live already: made before unchanged ones were refused).
   */
  | { state: 'applied'; version: number; write: NewVersion | null };

export interface DueScheduleStore {
  /** The ids of the pending schedules due by `now`, oldest first. */
  due(now: Date): Awaitable<string[]>;
  /**
   * In one transaction: reads schedule `id` and, when it is still pending and of a known section, that section's
   * live version; asks `decide`; marks the schedule as it says (with the version it made) and writes its new version
   * and entry. Returns the schedule as read, or undefined when there was nothing to do (another run resolved it).
   */
  resolve(
    id: string,
    decide: (schedule: ContentSchedule, live: LiveVersion) => ScheduleResolution,
  ): Awaitable<ContentSchedule | undefined>;
}

export type ScheduleOutcome =
  | { outcome: 'applied'; schedule: ContentSchedule; version: number }
  | { outcome: 'superseded'; schedule: ContentSchedule; live: number };

/** A due schedule applied when the section is still at the version it was made on, else superseded. */
export function decideDueSchedule(schedule: ContentSchedule, live: LiveVersion): ScheduleResolution {
  const { section, id } = schedule;
  if (live.version !== schedule.base_version) {
    const entry = { ...contentLog.superseded(section, schedule.base_version, live.version), ref: scheduleRef(id) };
    return { state: 'superseded', live: live.version, entry: entry as ContentEntry };
  }
  if (changesNothing(live.content, schedule.content)) return { state: 'applied', version: live.version, write: null };
  const version = live.version + 1;
  const entry = { ...contentLog.applied(section, version), ref: scheduleRef(id) } as ContentEntry;
  return {
    state: 'applied',
    version,
    write: { version, content: schedule.content, restoredFrom: null, endsDraft: false, entry },
  };
}

/** Applies every schedule due by `now`, oldest first, each in its own transaction. */
export async function applyDueSchedules(store: DueScheduleStore, now: Date): Promise<ScheduleOutcome[]> {
  const outcomes: ScheduleOutcome[] = [];
  for (const id of await store.due(now)) {
    let resolution: ScheduleResolution | undefined;
    const schedule = await store.resolve(id, (found, live) => (resolution = decideDueSchedule(found, live)));
    if (!schedule || !resolution) continue;
    outcomes.push(
      resolution.state === 'applied'
        ? { outcome: 'applied', schedule, version: resolution.version }
        : { outcome: 'superseded', schedule, live: resolution.live },
    );
  }
  return outcomes;
}
