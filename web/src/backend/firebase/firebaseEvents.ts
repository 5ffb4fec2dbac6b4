import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import {
  eventDateFromDay,
  eventInputSchema,
  otherUpcomingEvents,
  sortEventsNewestFirst,
  studioToday,
  upcomingEvents,
  type EventInput,
  type StudioEvent,
} from '@studio/core/events';
import { COLLECTIONS } from '@studio/core/firebaseLayout';
import { OTHER_EVENTS_LIMIT } from '@studio/core/limits';
import { messages } from '@studio/core/messages';
import { studioEventFrom } from '@studio/core/storedRecords';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import { attempt } from './firebaseErrors.ts';
import { isoFrom } from './firestoreValues.ts';

function toStudioEvent(snapshot: DocumentSnapshot): StudioEvent {
  return studioEventFrom(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) ?? {}, isoFrom);
}

/** The stored form of an event: `date` is a Timestamp at midnight UTC of the chosen day. */
function storedFields(input: EventInput) {
  const parsed = eventInputSchema.safeParse(input);
  if (!parsed.success)
    throw new BackendError('invalid', parsed.error.issues[0]?.message ?? messages.eventFormIncomplete);
  const event = parsed.data;
  return {
    title: event.title,
    description: event.description,
    date: Timestamp.fromDate(new Date(eventDateFromDay(event.date))),
    time: event.time,
    location: event.location,
    price: event.price,
    booking_url: event.booking_url,
    featured: event.featured,
    image_url: event.image_url,
  };
}

/** Events dated on or after today's studio day (stored at midnight UTC of their day). */
function fromToday() {
  return where('date', '>=', Timestamp.fromDate(new Date(eventDateFromDay(studioToday()))));
}

export function firebaseEvents(db: Firestore, requireStaff: () => Promise<void>): Backend['events'] {
  const events = collection(db, COLLECTIONS.events);

  async function readEvent(id: string): Promise<StudioEvent> {
    const snapshot = await getDoc(doc(events, id));
    if (!snapshot.exists()) throw new BackendError('not-found', messages.eventNotFound);
    return toStudioEvent(snapshot);
  }

  return {
    listUpcoming: () =>
      attempt(messages.eventsLoadFailed, async () => {
        const snapshot = await getDocs(query(events, fromToday(), orderBy('date', 'asc')));
        return upcomingEvents(snapshot.docs.map(toStudioEvent));
      }),

    getWithOthers: (id) =>
      attempt(messages.eventLoadFailed, async () => {
        const snapshot = await getDoc(doc(events, id));
        if (!snapshot.exists()) return null;
        // One more than needed, in case this event is among the soonest.
        const soonest = await getDocs(
          query(events, fromToday(), orderBy('date', 'asc'), limit(OTHER_EVENTS_LIMIT + 1)),
        );
        return { event: toStudioEvent(snapshot), others: otherUpcomingEvents(soonest.docs.map(toStudioEvent), id) };
      }),

    listAll: () =>
      attempt(messages.eventsLoadFailed, async () => {
        await requireStaff();
        const snapshot = await getDocs(query(events, orderBy('date', 'desc')));
        return sortEventsNewestFirst(snapshot.docs.map(toStudioEvent));
      }),

    create: (input) =>
      attempt(messages.eventSaveFailed, async () => {
        const created = await addDoc(events, {
          ...storedFields(input),
          created_at: serverTimestamp(),
          updated_at: null,
        });
        return readEvent(created.id);
      }),

    update: (id, input) =>
      attempt(messages.eventSaveFailed, async () => {
        const fields = storedFields(input);
        // The rules refuse edits of a missing event; say it is gone rather than "no permission".
        await readEvent(id);
        await updateDoc(doc(events, id), { ...fields, updated_at: serverTimestamp() });
        return readEvent(id);
      }),

    setFeatured: (id, featured) =>
      attempt(messages.eventUpdateFailed, async () => {
        if (typeof featured !== 'boolean') throw new BackendError('invalid', messages.eventUpdateFailed);
        await readEvent(id);
        await updateDoc(doc(events, id), { featured, updated_at: serverTimestamp() });
        return readEvent(id);
      }),

    remove: (id) =>
      attempt(messages.eventDeleteFailed, async () => {
        // Firestore deletes of a missing document succeed; staff should hear that it was already gone.
        await readEvent(id);
        await deleteDoc(doc(events, id));
      }),
  };
}
