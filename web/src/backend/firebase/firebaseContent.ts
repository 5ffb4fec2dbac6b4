import type { Auth } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS, CONTENT_REVISIONS } from '@studio/core/firebaseLayout';
import {
  contentActivity,
  contentLog,
  contentMessages,
  isContentSectionId,
  sectionOf,
  sectionSchema,
  scheduleProblem,
  SEED_AUTHOR,
  withSection,
  type ContentDraft,
  type ContentSchedule,
  type ScheduleState,
  type ContentRevision,
  type ContentSection,
  type ContentSectionId,
} from '@studio/core/siteContent';
import { changesNothing } from '@studio/core/siteContentDiff';
import { SEED_SITE_CONTENT } from '@studio/core/siteContentSeed';
import { upgradeSectionContent } from '@studio/core/contentUpgrade';
import { previewPath } from '@studio/core/contentPreview';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import type { ActivityLog, ChangeEntry } from './firebaseActivity.ts';
import { attempt } from './firebaseErrors.ts';
import { keepPreviewSession } from './firebasePreviewSession.ts';
import { isoFrom } from './firestoreValues.ts';

/** When a section has never been saved it is the seed, at version 1, "saved" at the start of time. */
const SEED_TIME = new Date(0).toISOString();

const HISTORY_LIMIT = 100;

function seedSection<S extends ContentSectionId>(section: S): ContentSection<S> {
  return {
    section,
    version: 1,
    content: sectionOf(SEED_SITE_CONTENT, section),
    updated_at: SEED_TIME,
    updated_by: SEED_AUTHOR,
  };
}

function seedRevision<S extends ContentSectionId>(section: S): ContentRevision<S> {
  return {
    section,
    version: 1,
    content: sectionOf(SEED_SITE_CONTENT, section),
    created_at: SEED_TIME,
    created_by: SEED_AUTHOR,
    restored_from: null,
  };
}

function toSection<S extends ContentSectionId>(section: S, data: DocumentData): ContentSection<S> {
  return {
    section,
    version: Number(data.version),
    content: upgradeSectionContent(section, data.content) as ContentSection<S>['content'],
    updated_at: isoFrom(data.updated_at),
    updated_by: String(data.updated_by ?? ''),
  };
}

function toRevision<S extends ContentSectionId>(section: S, data: DocumentData): ContentRevision<S> {
  return {
    section,
    version: Number(data.version),
    content: upgradeSectionContent(section, data.content) as ContentRevision<S>['content'],
    created_at: isoFrom(data.created_at),
    created_by: String(data.created_by ?? ''),
    restored_from: typeof data.restored_from === 'number' ? data.restored_from : null,
  };
}

function toDraft<S extends ContentSectionId>(section: S, data: DocumentData): ContentDraft<S> {
  return {
    section,
    base_version: Number(data.base_version),
    content: upgradeSectionContent(section, data.content) as ContentDraft<S>['content'],
    saved_at: isoFrom(data.saved_at),
    saved_by: String(data.saved_by ?? ''),
  };
}

function toSchedule<S extends ContentSectionId>(id: string, data: DocumentData): ContentSchedule<S> {
  return {
    id,
    section: data.section as S,
    base_version: Number(data.base_version),
    content: upgradeSectionContent(data.section as S, data.content) as ContentSchedule<S>['content'],
    publish_at: isoFrom(data.publish_at),
    created_at: isoFrom(data.created_at),
    created_by: String(data.created_by ?? ''),
    state: String(data.state) as ScheduleState,
    resolved_at: data.resolved_at ? isoFrom(data.resolved_at) : null,
    version: typeof data.version === 'number' ? data.version : null,
  };
}

const SCHEDULE_LIST_LIMIT = 20;

/**
 * A content change's entry, naming the document the rules find the change in: `content:{section}` for a publish,
 * a restore and a draft, `schedule:{id}` for a scheduled publish.
 */
function changeEntry(
  activity: { kind: string; item: string; detail: string | null },
  ref: `content:${ContentSectionId}` | `schedule:${string}`,
): ChangeEntry {
  return { ...activity, kind: activity.kind as ChangeEntry['kind'], ref };
}

/** The live content in a transaction's read of `content/{section}` (the seed while the section was never saved). */
function liveContentOf(section: ContentSectionId, current: { exists(): boolean; data(): DocumentData | undefined }) {
  return current.exists()
    ? upgradeSectionContent(section, current.data()?.content)
    : sectionOf(SEED_SITE_CONTENT, section);
}

/** A version that would change nothing of the live one is never written (nor scheduled). */
function refuseUnchanged(section: ContentSectionId, current: Parameters<typeof liveContentOf>[1], next: unknown): void {
  if (changesNothing(liveContentOf(section, current), next))
    throw new BackendError('invalid', contentMessages.nothingToPublish);
}

function validContent<S extends ContentSectionId>(section: S, content: unknown): ContentSection<S>['content'] {
  const parsed = sectionSchema(section).safeParse(content);
  if (!parsed.success) throw new BackendError('invalid', parsed.error.issues[0]?.message ?? contentMessages.saveFailed);
  return parsed.data;
}

/**
 * Site content on Firestore: `content/{section}` holds the current version, `content/{section}/revisions/{version}`
 * every version, write-once. A section never saved reads as the seed at version 1 (its first revision). A save is
 * one transaction: the new revision, the section's new version and its activity entry together, refused when the
 * section has moved on. firestore.rules check the version step, the author, the time, every field of the content and
 * that each change comes with its entry (and each entry with its change).
 */
export function firebaseContent(
  db: Firestore,
  auth: () => Auth,
  requireStaff: () => Promise<void>,
  log: ActivityLog,
  timetablePublished: () => Promise<void> = async () => {},
): Backend['content'] {
  const sections = collection(db, COLLECTIONS.content);
  const revisions = (section: ContentSectionId) => collection(db, COLLECTIONS.content, section, CONTENT_REVISIONS);
  const drafts = collection(db, COLLECTIONS.contentDrafts);
  const schedules = collection(db, COLLECTIONS.contentSchedules);

  async function readSection<S extends ContentSectionId>(section: S): Promise<ContentSection<S>> {
    const snapshot = await getDoc(doc(sections, section));
    return snapshot.exists() ? toSection(section, snapshot.data()) : seedSection(section);
  }

  async function write<S extends ContentSectionId>(
    section: S,
    expectedVersion: number,
    content: ContentSection<S>['content'],
    restoredFrom: number | null,
  ): Promise<ContentSection<S>> {
    await requireStaff();
    const author = auth().currentUser?.email ?? '';
    const sectionRef = doc(sections, section);
    const version = await runTransaction(db, async (transaction) => {
      const current = await transaction.get(sectionRef);
      const currentVersion = current.exists() ? Number(current.data().version) : 1;
      if (currentVersion !== expectedVersion) throw new BackendError('conflict', contentMessages.conflict);
      refuseUnchanged(section, current, content);
      const next = currentVersion + 1;
      transaction.set(doc(revisions(section), String(next)), {
        version: next,
        content,
        created_at: serverTimestamp(),
        created_by: author,
        restored_from: restoredFrom,
      });
      const entry = changeEntry(contentActivity(section, next, restoredFrom), `content:${section}`);
      const activityId = log.withChange(transaction, entry);
      transaction.set(sectionRef, {
        version: next,
        content,
        updated_at: serverTimestamp(),
        updated_by: author,
        activity_id: activityId,
      });
      // A publish ends the section's draft (a restore leaves it for whoever is working on it).
      if (restoredFrom === null) transaction.delete(doc(drafts, section));
      return next;
    });
    // A new timetable (closures, a class page's sessions) cancels the bookings it calls off at once, in the
    // publisher's name. The content trigger and the schedule do it too where they run, so a failure here loses nothing.
    if (section === 'closures' || section.startsWith('class-')) await timetablePublished().catch(() => {});
    return { section, version, content, updated_at: new Date().toISOString(), updated_by: author };
  }

  return {
    site: () =>
      attempt(contentMessages.loadFailed, async () => {
        const snapshot = await getDocs(sections);
        let site = SEED_SITE_CONTENT;
        for (const stored of snapshot.docs) {
          if (isContentSectionId(stored.id))
            site = withSection(site, stored.id, upgradeSectionContent(stored.id, stored.data().content));
        }
        return site;
      }),

    get: (section) =>
      attempt(contentMessages.loadFailed, async () => {
        await requireStaff();
        return readSection(section);
      }),

    editor: (section) =>
      attempt(contentMessages.loadFailed, async () => {
        await requireStaff();
        const [live, draft, listed] = await Promise.all([
          readSection(section),
          getDoc(doc(drafts, section)),
          getDocs(
            query(
              schedules,
              where('section', '==', section),
              orderBy('publish_at', 'desc'),
              limit(SCHEDULE_LIST_LIMIT),
            ),
          ),
        ]);
        const all = listed.docs.map((entry) => toSchedule<typeof section>(entry.id, entry.data()));
        // Pending first, soonest first; then the latest resolved ones (as the self-hosted server lists them).
        const pending = all.filter((entry) => entry.state === 'pending').reverse();
        return {
          section: live,
          draft: draft.exists() ? toDraft(section, draft.data()) : null,
          schedules: [...pending, ...all.filter((entry) => entry.state !== 'pending')],
        };
      }),

    drafts: () =>
      attempt(contentMessages.loadFailed, async () => {
        await requireStaff();
        const snapshot = await getDocs(drafts);
        return snapshot.docs
          .filter((entry) => isContentSectionId(entry.id))
          .map((entry) => {
            const { section, saved_by, saved_at } = toDraft(entry.id as ContentSectionId, entry.data());
            return { section, saved_by, saved_at };
          });
      }),

    saveDraft: (section, version, content) =>
      attempt(contentMessages.saveFailed, async () => {
        await requireStaff();
        const valid = validContent(section, content);
        const author = auth().currentUser?.email ?? '';
        const entry = changeEntry(contentLog.draftSaved(section, version), `content:${section}`);
        await log.commitWith(entry, (batch, activityId) =>
          batch.set(doc(drafts, section), {
            base_version: version,
            content: valid,
            saved_at: serverTimestamp(),
            saved_by: author,
            activity_id: activityId,
          }),
        );
        return { section, base_version: version, content: valid, saved_at: new Date().toISOString(), saved_by: author };
      }),

    discardDraft: (section) =>
      attempt(contentMessages.saveFailed, async () => {
        await requireStaff();
        const ref = doc(drafts, section);
        const snapshot = await getDoc(ref);
        if (!snapshot.exists()) throw new BackendError('not-found', contentMessages.noDraft);
        const draft = toDraft(section, snapshot.data());
        const entry = changeEntry(contentLog.draftDiscarded(section, draft.saved_by), `content:${section}`);
        await log.commitWith(entry, (batch) => batch.delete(ref));
        return draft;
      }),

    schedule: (section, version, content, publishAt) =>
      attempt(contentMessages.saveFailed, async () => {
        await requireStaff();
        const valid = validContent(section, content);
        const at = new Date(publishAt);
        const problem = scheduleProblem(at, new Date());
        if (problem) throw new BackendError('invalid', problem);
        const author = auth().currentUser?.email ?? '';
        const ref = doc(schedules);
        await runTransaction(db, async (transaction) => {
          const current = await transaction.get(doc(sections, section));
          const currentVersion = current.exists() ? Number(current.data().version) : 1;
          if (currentVersion !== version) throw new BackendError('conflict', contentMessages.conflict);
          refuseUnchanged(section, current, valid);
          const entry = changeEntry(contentLog.scheduled(section, at.toISOString()), `schedule:${ref.id}`);
          transaction.set(ref, {
            section,
            base_version: version,
            content: valid,
            publish_at: Timestamp.fromDate(at),
            created_at: serverTimestamp(),
            created_by: author,
            state: 'pending',
            resolved_at: null,
            version: null,
            activity_id: log.withChange(transaction, entry),
          });
          transaction.delete(doc(drafts, section));
        });
        return {
          id: ref.id,
          section,
          base_version: version,
          content: valid,
          publish_at: at.toISOString(),
          created_at: new Date().toISOString(),
          created_by: author,
          state: 'pending' as const,
          resolved_at: null,
          version: null,
        };
      }),

    // The site function renders the preview for a tab that carries the staff member's ID token in its cookie.
    previewUrl: async (section, page) => {
      await requireStaff();
      await keepPreviewSession(auth().currentUser);
      return previewPath(section, page);
    },

    cancelSchedule: (section, id) =>
      attempt(contentMessages.saveFailed, async () => {
        await requireStaff();
        const ref = doc(schedules, id);
        const snapshot = await getDoc(ref);
        const found = snapshot.exists() ? toSchedule<typeof section>(id, snapshot.data()) : null;
        if (!found || found.section !== section || found.state !== 'pending')
          throw new BackendError('not-found', contentMessages.unknownSchedule);
        const entry = changeEntry(contentLog.cancelled(section, found.publish_at), `schedule:${id}`);
        await log.commitWith(entry, (batch, activityId) =>
          batch.update(ref, { state: 'cancelled', resolved_at: serverTimestamp(), activity_id: activityId }),
        );
        return { ...found, state: 'cancelled' as const, resolved_at: new Date().toISOString() };
      }),

    save: (section, version, content) =>
      attempt(contentMessages.saveFailed, () => write(section, version, validContent(section, content), null)),

    history: (section) =>
      attempt(contentMessages.historyFailed, async () => {
        await requireStaff();
        const snapshot = await getDocs(query(revisions(section), orderBy('version', 'desc'), limit(HISTORY_LIMIT)));
        const stored = snapshot.docs.map((revision) => toRevision(section, revision.data()));
        return stored.some((revision) => revision.version === 1) || stored.length >= HISTORY_LIMIT
          ? stored
          : [...stored, seedRevision(section)];
      }),

    restore: (section, version, revision) =>
      attempt(contentMessages.saveFailed, async () => {
        await requireStaff();
        const snapshot = await getDoc(doc(revisions(section), String(revision)));
        let content: ContentSection<typeof section>['content'];
        if (snapshot.exists()) content = toRevision(section, snapshot.data()).content;
        else if (revision === 1) content = seedRevision(section).content;
        else throw new BackendError('not-found', contentMessages.unknownRevision);
        return write(section, version, content, revision);
      }),
  };
}
