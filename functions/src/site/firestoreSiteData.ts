import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { eventDateFromDay, otherUpcomingEvents, studioToday, type StudioEvent } from '@studio/core/eventRules';
import { COLLECTIONS } from '@studio/core/firebaseLayout';
import { priceValue } from '@studio/core/format';
import { slotImageMap, sortImagesNewestFirst, type ImageRecord, type ImageVariant } from '@studio/core/images';
import { OTHER_EVENTS_LIMIT } from '@studio/core/limits';
import { isContentSectionId, withSection, type SiteContent } from '@studio/core/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/siteContentSeed';
import type { SiteData } from '@studio/core/siteData';

const iso = (value: unknown): string =>
  value instanceof Timestamp ? value.toDate().toISOString() : String(value ?? '');
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** An event as the web adapter reads it (web/src/backend/firebase/firebaseEvents.ts), from the Admin SDK. */
function toStudioEvent(snapshot: DocumentSnapshot): StudioEvent {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    title: String(data.title ?? ''),
    description: String(data.description ?? ''),
    date: iso(data.date),
    time: String(data.time ?? ''),
    location: String(data.location ?? ''),
    price: priceValue(data.price),
    booking_url: textOrNull(data.booking_url),
    featured: data.featured === true,
    image_url: textOrNull(data.image_url),
    created_at: iso(data.created_at),
    updated_at: isoOrNull(data.updated_at),
  };
}

/** An image record as the web adapter reads it (web/src/backend/firebase/firebaseImages.ts), from the Admin SDK. */
function toImageRecord(snapshot: DocumentSnapshot): ImageRecord {
  const data = snapshot.data() ?? {};
  return {
    name: String(data.name ?? snapshot.id),
    slot: String(data.slot ?? ''),
    url: String(data.url ?? ''),
    content_type: String(data.content_type ?? ''),
    size: Number(data.size ?? 0),
    width: typeof data.width === 'number' ? data.width : null,
    height: typeof data.height === 'number' ? data.height : null,
    variants: Array.isArray(data.variants) ? (data.variants as ImageVariant[]) : [],
    created_at: iso(data.created_at),
  };
}

/** The studio's content: each section as last published, the seed for a section never saved. */
export async function readSiteContent(db: Firestore): Promise<SiteContent> {
  const snapshot = await db.collection(COLLECTIONS.content).get();
  let site = SEED_SITE_CONTENT;
  for (const stored of snapshot.docs) {
    if (isContentSectionId(stored.id)) site = withSection(site, stored.id, stored.data().content);
  }
  return site;
}

/** What the pages' loaders read on Firebase: Firestore through the Admin SDK (the rules do not apply to it). */
export function firestoreSiteData(db: Firestore, contactRetentionDays: number): SiteData {
  const events = db.collection(COLLECTIONS.events);
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
      return { event: toStudioEvent(snapshot), others: otherUpcomingEvents(soonest.docs.map(toStudioEvent), id) };
    },
    content: () => readSiteContent(db),
    async slotImages() {
      const snapshot = await db.collection(COLLECTIONS.images).orderBy('created_at', 'desc').get();
      return slotImageMap(sortImagesNewestFirst(snapshot.docs.map(toImageRecord)));
    },
    contactRetentionDays,
  };
}
