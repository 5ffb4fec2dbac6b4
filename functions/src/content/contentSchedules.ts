import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { upgradeSectionContent } from '@studio/core/contentUpgrade';
import { activityExpiresAtMs, COLLECTIONS, CONTENT_REVISIONS, storedActivityFields } from '@studio/core/firebaseLayout';
import { contentLog, isContentSectionId, sectionOf } from '@studio/core/siteContent';
import { changesNothing } from '@studio/core/siteContentDiff';
import { SEED_SITE_CONTENT } from '@studio/core/siteContentSeed';

export type AppliedSchedule =
  { id: string; outcome: 'applied'; version: number } | { id: string; outcome: 'superseded'; live: number };

/**
 * Applies every scheduled publish due by `now`, each in its own transaction with its activity entry: as the
 * section's next version (and its write-once revision) when the section is still at the version it was scheduled
 * on, otherwise marked superseded and not applied. A schedule already resolved (by another run) is left alone.
 */
export async function applyDueSchedules(db: Firestore, now: Date): Promise<AppliedSchedule[]> {
  const due = await db
    .collection(COLLECTIONS.contentSchedules)
    .where('state', '==', 'pending')
    .where('publish_at', '<=', Timestamp.fromDate(now))
    .orderBy('publish_at')
    .get();
  const outcomes: AppliedSchedule[] = [];
  for (const entry of due.docs) {
    const outcome = await db.runTransaction(async (transaction): Promise<AppliedSchedule | undefined> => {
      const schedule = await transaction.get(entry.ref);
      const data = schedule.data();
      if (!data || data.state !== 'pending' || !isContentSectionId(data.section)) return undefined;
      const sectionRef = db.collection(COLLECTIONS.content).doc(data.section);
      const current = await transaction.get(sectionRef);
      const live = current.exists ? Number(current.get('version')) : 1;
      const actor = String(data.created_by);
      const activity = (log: ReturnType<(typeof contentLog)['applied']>) =>
        transaction.create(db.collection(COLLECTIONS.activity).doc(), {
          at: FieldValue.serverTimestamp(),
          expires_at: Timestamp.fromMillis(activityExpiresAtMs(now.getTime())),
          ...storedActivityFields({ actorUid: null, actor, ...log }),
        });
      if (live !== data.base_version) {
        transaction.update(entry.ref, { state: 'superseded', resolved_at: FieldValue.serverTimestamp() });
        activity(contentLog.superseded(data.section, Number(data.base_version), live));
        return { id: entry.id, outcome: 'superseded', live };
      }
      // A schedule saved before an upgrade publishes its content in today's form (core/src/contentUpgrade.ts).
      const content = upgradeSectionContent(data.section, data.content);
      const liveContent = current.exists
        ? upgradeSectionContent(data.section, current.get('content'))
        : sectionOf(SEED_SITE_CONTENT, data.section);
      // What it carries is live already (a schedule made before unchanged ones were refused): no empty version.
      if (changesNothing(liveContent, content)) {
        transaction.update(entry.ref, { state: 'applied', resolved_at: FieldValue.serverTimestamp(), version: live });
        return { id: entry.id, outcome: 'applied', version: live };
      }
      const version = live + 1;
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
      transaction.update(entry.ref, { state: 'applied', resolved_at: FieldValue.serverTimestamp(), version });
      activity(contentLog.applied(data.section, version));
      return { id: entry.id, outcome: 'applied', version };
    });
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}
