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
import {
  cancelContentSchedule,
  contentHistory,
  discardContentDraft,
  isContentRefused,
  publishContent,
  restoreRevision,
  saveContentDraft,
  scheduleContent,
  type ContentChangeStore,
  type ContentEntry,
  type ContentRefusal,
  type ContentRefused,
  type LiveVersion,
} from '@studio/core/content/contentChanges';
import {
  contentScheduleFrom,
  editorScheduleList,
  SCHEDULE_LIST_LIMIT,
  seedRevision,
  seedSection,
  siteContentFrom,
} from '@studio/core/content/contentRecords';
import { COLLECTIONS, CONTENT_REVISIONS } from '@studio/core/firebase/firebaseLayout';
import {
  contentMessages,
  isContentSectionId,
  type ContentDraft,
  type ContentSchedule,
  type ContentRevision,
  type ContentSection,
  type ContentSectionId,
} from '@studio/core/content/siteContent';
import { upgradeSectionContent } from '@studio/core/content/contentUpgrade';
import { previewPath } from '@studio/core/content/contentPreview';
import { BackendError, type BackendErrorCode } from '../errors.ts';
import type { Backend } from '../port.ts';
import type { ActivityLog, ChangeEntry } from './firebaseActivity.ts';
import { attempt } from './firebaseErrors.ts';
import { keepPreviewSession } from './firebasePreviewSession.ts';
import { signedInStaff } from './firebaseStaffAuth.ts';
import { isoFrom } from './firestoreValues.ts';

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

const toSchedule = <S extends ContentSectionId>(id: string, data: DocumentData) =>
  contentScheduleFrom<S>(id, data, isoFrom);

/** A content change's entry as the activity log writes it: the rules find the change by its `ref`. */
const changeEntry = (entry: ContentEntry): ChangeEntry => ({ ...entry, kind: entry.kind as ChangeEntry['kind'] });

/** The live version in a transaction's read of `content/{section}` (the seed while the section was never saved). */
function liveOf(
  section: ContentSectionId,
  current: { exists(): boolean; data(): DocumentData | undefined },
): LiveVersion {
  return current.exists()
    ? { version: Number(current.data()?.version), content: upgradeSectionContent(section, current.data()?.content) }
    : { version: 1, content: seedSection(section).content };
}

const REFUSAL_CODES: Record<ContentRefusal, BackendErrorCode> = {
  invalid: 'invalid',
  unchanged: 'invalid',
  conflict: 'conflict',
  'not-found': 'not-found',
  'not-your-draft': 'forbidden',
};

/** Core's refusal as the port's error. */
function answer<T extends object>(outcome: T | ContentRefused): T {
  if (isContentRefused(outcome)) throw new BackendError(REFUSAL_CODES[outcome.refused], outcome.message);
  return outcome;
}

/**
 * Site content on Firestore: `content/{section}` holds the current version, `content/{section}/revisions/{version}`
 * every version, write-once. A section never saved reads as the seed at version 1 (its first revision). The changes
 * are core's use cases (`core/src/content/contentChanges.ts`); this adapter gives their port: each change one
 * transaction or batch that reads, asks core's decision and writes what it says with its activity entry.
 * firestore.rules check the version step, the author, the time, every field of the content and that each change
 * comes with its entry (and each entry with its change).
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
  const author = () => auth().currentUser?.email ?? '';

  async function readSection<S extends ContentSectionId>(section: S): Promise<ContentSection<S>> {
    const snapshot = await getDoc(doc(sections, section));
    return snapshot.exists() ? toSection(section, snapshot.data()) : seedSection(section);
  }

  /** Core's storage port, for the staff member signed in to this browser. */
  const store: ContentChangeStore = {
    async revisionContent(section, version) {
      const snapshot = await getDoc(doc(revisions(section), String(version)));
      if (snapshot.exists()) return toRevision(section, snapshot.data()).content;
      return version === 1 ? seedRevision(section).content : undefined;
    },

    async revisions(section, count) {
      const snapshot = await getDocs(query(revisions(section), orderBy('version', 'desc'), limit(count)));
      return snapshot.docs.map((revision) => toRevision(section, revision.data()));
    },

    async writeVersion(section, decide) {
      const by = author();
      const sectionRef = doc(sections, section);
      const written = await runTransaction(db, async (transaction) => {
        const decision = decide(liveOf(section, await transaction.get(sectionRef)));
        if (isContentRefused(decision)) return decision;
        const { version, content, restoredFrom } = decision;
        transaction.set(doc(revisions(section), String(version)), {
          version,
          content,
          created_at: serverTimestamp(),
          created_by: by,
          restored_from: restoredFrom,
        });
        const activityId = log.withChange(transaction, changeEntry(decision.entry));
        transaction.set(sectionRef, {
          version,
          content,
          updated_at: serverTimestamp(),
          updated_by: by,
          activity_id: activityId,
        });
        if (decision.endsDraft) transaction.delete(doc(drafts, section));
        return { section, version, content, updated_at: new Date().toISOString(), updated_by: by };
      });
      if (isContentRefused(written)) return written;
      // A new timetable (closures, a class page's sessions) cancels the bookings it calls off at once, in the
      // publisher's name. The content trigger and the schedule do it too where they run, so a failure here loses nothing.
      if (section === 'closures' || section.startsWith('class-')) await timetablePublished().catch(() => {});
      return written as ContentSection<typeof section>;
    },

    async saveDraft(section, draft, entry) {
      const by = author();
      await log.commitWith(changeEntry(entry), (batch, activityId) =>
        batch.set(doc(drafts, section), {
          ...draft,
          saved_at: serverTimestamp(),
          saved_by: by,
          activity_id: activityId,
        }),
      );
      return { section, ...draft, saved_at: new Date().toISOString(), saved_by: by };
    },

    async discardDraft(section, decide) {
      const ref = doc(drafts, section);
      const snapshot = await getDoc(ref);
      const draft = snapshot.exists() ? toDraft(section, snapshot.data()) : undefined;
      const decision = decide(draft);
      if (isContentRefused(decision)) return decision;
      await log.commitWith(changeEntry(decision), (batch) => batch.delete(ref));
      return draft!;
    },

    async schedule(section, decide) {
      const by = author();
      const ref = doc(schedules);
      const made = await runTransaction(db, async (transaction) => {
        const decision = decide(liveOf(section, await transaction.get(doc(sections, section))));
        if (isContentRefused(decision)) return decision;
        const { base_version, content, publish_at } = decision;
        transaction.set(ref, {
          section,
          base_version,
          content,
          publish_at: Timestamp.fromDate(new Date(publish_at)),
          created_at: serverTimestamp(),
          created_by: by,
          state: 'pending',
          resolved_at: null,
          version: null,
          activity_id: log.withChange(transaction, changeEntry(decision.entryFor(ref.id))),
        });
        transaction.delete(doc(drafts, section));
        return { base_version, content, publish_at };
      });
      if (isContentRefused(made)) return made;
      return {
        id: ref.id,
        section,
        ...made,
        content: made.content as ContentSchedule<typeof section>['content'],
        created_at: new Date().toISOString(),
        created_by: by,
        state: 'pending' as const,
        resolved_at: null,
        version: null,
      };
    },

    async cancelSchedule(section, id, decide) {
      const ref = doc(schedules, id);
      const snapshot = await getDoc(ref);
      const found = snapshot.exists() ? toSchedule<typeof section>(id, snapshot.data()) : undefined;
      const decision = decide(found);
      if (isContentRefused(decision)) return decision;
      await log.commitWith(changeEntry(decision), (batch, activityId) =>
        batch.update(ref, { state: 'cancelled', resolved_at: serverTimestamp(), activity_id: activityId }),
      );
      return { ...found!, state: 'cancelled' as const, resolved_at: new Date().toISOString() };
    },
  };

  /** A change by the member of staff signed in: core's use case on this store, a refusal as the port's error. */
  const change = <T extends object>(work: () => Promise<T | ContentRefused>): Promise<T> =>
    attempt(contentMessages.saveFailed, async () => {
      await requireStaff();
      return answer(await work());
    });

  return {
    site: () =>
      attempt(contentMessages.loadFailed, async () => {
        const snapshot = await getDocs(sections);
        return siteContentFrom(snapshot.docs.map((stored) => ({ section: stored.id, content: stored.data().content })));
      }),

    get: (section) =>
      attempt(contentMessages.loadFailed, async () => {
        await requireStaff();
        return readSection(section);
      }),

    editor: (section) =>
      attempt(contentMessages.loadFailed, async () => {
        await requireStaff();
        const latest = query(
          schedules,
          where('section', '==', section),
          orderBy('publish_at', 'desc'),
          limit(SCHEDULE_LIST_LIMIT),
        );
        const [live, draft, listed] = await Promise.all([
          readSection(section),
          getDoc(doc(drafts, section)),
          getDocs(latest),
        ]);
        return {
          section: live,
          draft: draft.exists() ? toDraft(section, draft.data()) : null,
          schedules: editorScheduleList(listed.docs.map((entry) => toSchedule<typeof section>(entry.id, entry.data()))),
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

    saveDraft: (section, version, content) => change(() => saveContentDraft(store, section, version, content)),

    discardDraft: (section) =>
      change(async () => {
        const { email, role } = await signedInStaff(auth());
        return discardContentDraft(store, section, { email, role });
      }),

    schedule: (section, version, content, publishAt) =>
      change(() => scheduleContent(store, section, version, content, publishAt, new Date())),

    // The site function renders the preview for a tab that carries the staff member's ID token in its cookie.
    previewUrl: async (section, page) => {
      await requireStaff();
      await keepPreviewSession(auth().currentUser);
      return previewPath(section, page);
    },

    cancelSchedule: (section, id) => change(() => cancelContentSchedule(store, section, id)),

    save: (section, version, content) => change(() => publishContent(store, section, version, content)),

    history: (section) =>
      attempt(contentMessages.historyFailed, async () => {
        await requireStaff();
        return contentHistory(store, section);
      }),

    restore: (section, version, revision) => change(() => restoreRevision(store, section, version, revision)),
  };
}
