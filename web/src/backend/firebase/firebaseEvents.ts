import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
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
import { activityRef } from '@studio/core/activity';
import { COLLECTIONS, deletionEntryId } from '@studio/core/firebaseLayout';
import { OTHER_EVENTS_LIMIT } from '@studio/core/limits';
import { messages } from '@studio/core/messages';
import { studioEventFrom } from '@studio/core/storedRecords';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import type { ActivityLog } from './firebaseActivity.ts';
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

/** Each change is one batch with its activity entry, which the event names (`activity_id`). */
export function firebaseEvents(db: Firestore, requireStaff: () => Promise<void>, log: ActivityLog): Backend['events'] {
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
        const fields = storedFields(input);
        const event = doc(events);
        const entry = {
          kind: 'event.created',
          item: fields.title,
          detail: null,
          ref: activityRef('event', event.id),
        } as const;
        await log.commitWith(entry, (batch, activityId) =>
          batch.set(event, { ...fields, created_at: serverTimestamp(), updated_at: null, activity_id: activityId }),
        );
        return readEvent(event.id);
      }),

    update: (id, input) =>
      attempt(messages.eventSaveFailed, async () => {
        const fields = storedFields(input);
        // The rules refuse edits of a missing event; say it is gone rather than "no permission".
        await readEvent(id);
        const entry = {
          kind: 'event.updated',
          item: fields.title,
          detail: null,
          ref: activityRef('event', id),
        } as const;
        await log.commitWith(entry, (batch, activityId) =>
          batch.update(doc(events, id), { ...fields, updated_at: serverTimestamp(), activity_id: activityId }),
        );
        return readEvent(id);
      }),

    setFeatured: (id, featured) =>
      attempt(messages.eventUpdateFailed, async () => {
        if (typeof featured !== 'boolean') throw new BackendError('invalid', messages.eventUpdateFailed);
        const { title } = await readEvent(id);
        const detail = featured ? 'Featured' : 'No longer featured';
        const entry = { kind: 'event.featured', item: title, detail, ref: activityRef('event', id) } as const;
        await log.commitWith(entry, (batch, activityId) =>
          batch.update(doc(events, id), { featured, updated_at: serverTimestamp(), activity_id: activityId }),
        );
        return readEvent(id);
      }),

    remove: (id) =>
      attempt(messages.eventDeleteFailed, async () => {
        // Firestore deletes of a missing document succeed; staff should hear that it was already gone.
        const { title } = await readEvent(id);
        const entry = { kind: 'event.deleted', item: title, detail: null, ref: activityRef('event', id) } as const;
        await log.commitWith(entry, (batch) => batch.delete(doc(events, id)), deletionEntryId('event', id));
      }),
  };
}
