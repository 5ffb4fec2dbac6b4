import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  applyDueSchedules as applyDue,
  type ContentEntry,
  type DueScheduleStore,
  type LiveVersion,
} from '@studio/core/content/contentChanges';
import { contentScheduleFrom, seedSection } from '@studio/core/content/contentRecords';
import { upgradeSectionContent } from '@studio/core/content/contentUpgrade';
import {
  activityExpiresAtMs,
  COLLECTIONS,
  CONTENT_REVISIONS,
  storedActivityFields,
} from '@studio/core/firebase/firebaseLayout';
import { isContentSectionId } from '@studio/core/content/siteContent';
import { iso } from '../site/firestoreSiteData.ts';

export type AppliedSchedule =
  { id: string; outcome: 'applied'; version: number } | { id: string; outcome: 'superseded'; live: number };

/**
 * Core's port for the schedules that are due, through the Admin SDK (the rules do not apply): each schedule in its
 * own transaction with its section, its new version and write-once revision, and its activity entry, in the name of
 * who scheduled it.
 */
function dueScheduleStore(db: Firestore, now: Date): DueScheduleStore {
  const schedules = db.collection(COLLECTIONS.contentSchedules);
  return {
    async due(at) {
      const due = await schedules
        .where('state', '==', 'pending')
        .where('publish_at', '<=', Timestamp.fromDate(at))
        .orderBy('publish_at')
        .get();
      return due.docs.map((entry) => entry.id);
    },
    resolve: (id, decide) =>
      db.runTransaction(async (transaction) => {
        const ref = schedules.doc(id);
        const data = (await transaction.get(ref)).data();
        if (!data || data.state !== 'pending' || !isContentSectionId(data.section)) return undefined;
        const schedule = contentScheduleFrom(id, data, iso);
        const sectionRef = db.collection(COLLECTIONS.content).doc(schedule.section);
        const current = await transaction.get(sectionRef);
        const live: LiveVersion = current.exists
          ? {
              version: Number(current.get('version')),
              content: upgradeSectionContent(schedule.section, current.get('content')),
            }
          : { version: 1, content: seedSection(schedule.section).content };
        const resolution = decide(schedule, live);
        const actor = schedule.created_by;
        const activity = (entry: ContentEntry) =>
          transaction.create(db.collection(COLLECTIONS.activity).doc(), {
            at: FieldValue.serverTimestamp(),
            expires_at: Timestamp.fromMillis(activityExpiresAtMs(now.getTime())),
            ...storedActivityFields({ actorUid: null, actor, ...entry }),
          });
        const resolvedAt = FieldValue.serverTimestamp();
        if (resolution.state === 'superseded') {
          transaction.update(ref, { state: 'superseded', resolved_at: resolvedAt });
          activity(resolution.entry);
          return schedule;
        }
        const { write } = resolution;
        if (write) {
          const { version, content } = write;
          transaction.create(sectionRef.collection(CONTENT_REVISIONS).doc(String(version)), {
            version,
            content,
            created_at: FieldValue.serverTimestamp(),
            created_by: actor,
            restored_from: null,
          });
          transaction.set(sectionRef, {
            version,
            content,
            updated_at: FieldValue.serverTimestamp(),
            updated_by: actor,
          });
          activity(write.entry);
        }
        transaction.update(ref, { state: 'applied', resolved_at: resolvedAt, version: resolution.version });
        return schedule;
      }),
  };
}

/**
 * Applies every scheduled publish due by `now` (core's `applyDueSchedules`): as the section's next version when the
 * section is still at the version it was scheduled on, otherwise marked superseded and not applied. A schedule
 * already resolved (by another run) is left alone.
 */
export async function applyDueSchedules(db: Firestore, now: Date): Promise<AppliedSchedule[]> {
  const outcomes = await applyDue(dueScheduleStore(db, now), now);
  return outcomes.map((outcome) =>
    outcome.outcome === 'applied'
      ? { id: outcome.schedule.id, outcome: 'applied', version: outcome.version }
      : { id: outcome.schedule.id, outcome: 'superseded', live: outcome.live },
  );
}
