import type { Firestore } from 'firebase-admin/firestore';
import { upgradeSectionContent } from '@studio/core/content/contentUpgrade';
import { CONTENT_REVISIONS, COLLECTIONS } from '@studio/core/firebase/firebaseLayout';
import { isContentSectionId } from '@studio/core/content/siteContent';

/**
 * Rewrites every stored section, revision, draft and scheduled publish whose content an older version wrote (see contentUpgrade.ts), through
 * the Admin SDK (revisions are write-once to the rules), in batches of at most 400 writes (Firestore takes 500).
 * Each document is upgraded on its own, so an interrupted run leaves every document whole; running it again
 * finishes the rest. Returns how many documents changed.
 */
const BATCH_LIMIT = 400;

export async function upgradeFirestoreContent(db: Firestore): Promise<number> {
  let changed = 0;
  const sections = await db.collection(COLLECTIONS.content).get();
  for (const section of sections.docs) {
    if (!isContentSectionId(section.id)) continue;
    const docs = [section, ...(await section.ref.collection(CONTENT_REVISIONS).get()).docs];
    let batch = db.batch();
    let pending = 0;
    for (const stored of docs) {
      const content: unknown = stored.data()?.content;
      const upgraded = upgradeSectionContent(section.id, content);
      if (upgraded === content) continue;
      batch.update(stored.ref, { content: upgraded });
      pending += 1;
      changed += 1;
      if (pending === BATCH_LIMIT) {
        await batch.commit();
        batch = db.batch();
        pending = 0;
      }
    }
    if (pending > 0) await batch.commit();
  }
  // Drafts and scheduled publishes (each a document of its own, named by or naming its section).
  for (const name of [COLLECTIONS.contentDrafts, COLLECTIONS.contentSchedules]) {
    for (const stored of (await db.collection(name).get()).docs) {
      const section: unknown = name === COLLECTIONS.contentDrafts ? stored.id : stored.get('section');
      if (!isContentSectionId(section)) continue;
      const content: unknown = stored.get('content');
      const upgraded = upgradeSectionContent(section, content);
      if (upgraded === content) continue;
      await stored.ref.update({ content: upgraded });
      changed += 1;
    }
  }
  return changed;
}
