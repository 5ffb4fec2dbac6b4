import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { eventDateFromDay, otherUpcomingEvents, studioToday, upcomingEvents } from '@studio/core/events/eventRules';
import type { StudioEvent } from '@studio/core/events/events';
import { COLLECTIONS } from '@studio/core/firebase/firebaseLayout';
import { slotImageMap, sortImagesNewestFirst } from '@studio/core/content/images';
import { OTHER_EVENTS_LIMIT } from '@studio/core/shared/limits';
import { siteContentFrom } from '@studio/core/content/contentRecords';
import type { SiteContent } from '@studio/core/content/siteContent';
import type { SiteData } from '@studio/core/content/siteData';
import { imageRecordFrom, studioEventFrom } from '@studio/core/shared/storedRecords';

/** A stored time as the ISO string the records use (the Admin SDK's Timestamp). */
export const iso = (value: unknown): string =>
  value instanceof Timestamp ? value.toDate().toISOString() : String(value ?? '');

/** The studio's content: each section as last published, the seed for a section never saved. */
export async function readSiteContent(db: Firestore): Promise<SiteContent> {
  const snapshot = await db.collection(COLLECTIONS.content).get();
  // Content an older version stored reads in today's form until `npm run upgrade:firestore` rewrites it.
  return siteContentFrom(snapshot.docs.map((stored) => ({ section: stored.id, content: stored.data().content })));
}

/** The events dated today or later, soonest first: the events page and the sitemap list them. */
export async function readUpcomingEvents(db: Firestore): Promise<StudioEvent[]> {
  const today = Timestamp.fromDate(new Date(eventDateFromDay(studioToday())));
  const snapshot = await db.collection(COLLECTIONS.events).where('date', '>=', today).orderBy('date', 'asc').get();
  return upcomingEvents(snapshot.docs.map((stored) => studioEventFrom(stored.id, stored.data(), iso)));
}

/**
 * What the pages' loaders read on Firebase: Firestore through the Admin SDK (the rules do not apply to it). Made
 * afresh for each request (siteFunction.ts), so what it keeps lasts one render.
 */
export function firestoreSiteData(db: Firestore, contactRetentionDays: number, trials?: SiteData['trials']): SiteData {
  const events = db.collection(COLLECTIONS.events);
  let content: Promise<SiteContent> | undefined;
  return {
    async eventWithOthers(id) {
      const snapshot = await events.doc(id).get();
      if (!snapshot.exists) return null;
      const today = Timestamp.fromDate(new Date(eventDateFromDay(studioToday())));
      // One more than needed, in case this event is among the soonest.
      const soonest = await events
        .where('date', '>=', today)
        .orderBy('date', 'asc')
        .limit(OTHER_EVENTS_LIMIT + 1)
        .get();
      const toEvent = (stored: DocumentSnapshot) => studioEventFrom(stored.id, stored.data() ?? {}, iso);
      return { event: toEvent(snapshot), others: otherUpcomingEvents(soonest.docs.map(toEvent), id) };
    },
    upcomingEvents: () => readUpcomingEvents(db),
    // Read once per request: the root's loader and a class page's both ask for it.
    content: () => (content ??= readSiteContent(db)),
    async slotImages() {
      const snapshot = await db.collection(COLLECTIONS.images).orderBy('created_at', 'desc').get();
      return slotImageMap(
        sortImagesNewestFirst(snapshot.docs.map((stored) => imageRecordFrom(stored.id, stored.data(), iso))),
      );
    },
    contactRetentionDays,
    trials,
  };
}
