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
} from '@studio/core/events/events';
import {
  createEvent,
  deleteEvent,
  featureEvent,
  updateEvent,
  type EventChangeStore,
  type EventOutcome,
} from '@studio/core/events/eventChanges';
import { COLLECTIONS, deletionEntryId } from '@studio/core/firebase/firebaseLayout';
import { OTHER_EVENTS_LIMIT } from '@studio/core/shared/limits';
import { messages } from '@studio/core/shared/messages';
import { studioEventFrom } from '@studio/core/shared/storedRecords';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import type { ActivityLog } from './firebaseActivity.ts';
import { attempt } from './firebaseErrors.ts';
import { isoFrom } from './firestoreValues.ts';

function toStudioEvent(snapshot: DocumentSnapshot): StudioEvent {
  return studioEventFrom(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) ?? {}, isoFrom);
}

/** The form's input checked with core's schema in the browser too: the rules refuse the same, with no message. */
function parsedEvent(input: EventInput): EventInput {
  const parsed = eventInputSchema.safeParse(input);
  if (!parsed.success)
    throw new BackendError('invalid', parsed.error.issues[0]?.message ?? messages.eventFormIncomplete);
  return parsed.data;
}

function savedEvent(outcome: EventOutcome): StudioEvent {
  if (outcome.status === 'not-found') throw new BackendError('not-found', messages.eventNotFound);
  return outcome.event;
}

/** The stored form of an event: `date` is a Timestamp at midnight UTC of the chosen day. */
function storedFields(event: EventInput) {
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

/** The public lists, staff's list, and core's event changes (`eventChanges.ts`) on Firestore. */
export function firebaseEvents(db: Firestore, requireStaff: () => Promise<void>, log: ActivityLog): Backend['events'] {
  const events = collection(db, COLLECTIONS.events);

  async function findEvent(id: string): Promise<StudioEvent | undefined> {
    const snapshot = await getDoc(doc(events, id));
    return snapshot.exists() ? toStudioEvent(snapshot) : undefined;
  }

  async function readEvent(id: string): Promise<StudioEvent> {
    const event = await findEvent(id);
    if (!event) throw new BackendError('not-found', messages.eventNotFound);
    return event;
  }

  /** Core's event store: each change in one batch with its entry, which the event names (`activity_id`). */
  const changes: EventChangeStore = {
    async create(input, entryFor) {
      const event = doc(events);
      await log.commitWith(entryFor(event.id), (batch, activityId) =>
        batch.set(event, {
          ...storedFields(input),
          created_at: serverTimestamp(),
          updated_at: null,
          activity_id: activityId,
        }),
      );
      return readEvent(event.id);
    },
    async update(id, fields, entryFor) {
      // The rules refuse edits of a missing event; say it is gone rather than "no permission".
      const current = await findEvent(id);
      if (!current) return undefined;
      const values = fields.type === 'all' ? storedFields(fields.input) : { featured: fields.featured };
      await log.commitWith(entryFor(current), (batch, activityId) =>
        batch.update(doc(events, id), { ...values, updated_at: serverTimestamp(), activity_id: activityId }),
      );
      return readEvent(id);
    },
    async remove(id, entryFor) {
      const current = await findEvent(id);
      if (!current) return false;
      await log.commitWith(entryFor(current), (batch) => batch.delete(doc(events, id)), deletionEntryId('event', id));
      return true;
    },
  };

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
      attempt(messages.eventSaveFailed, async () => savedEvent(await createEvent(changes, parsedEvent(input)))),

    update: (id, input) =>
      attempt(messages.eventSaveFailed, async () => savedEvent(await updateEvent(changes, id, parsedEvent(input)))),

    setFeatured: (id, featured) =>
      attempt(messages.eventUpdateFailed, async () => {
        if (typeof featured !== 'boolean') throw new BackendError('invalid', messages.eventUpdateFailed);
        return savedEvent(await featureEvent(changes, id, featured));
      }),

    remove: (id) =>
      attempt(messages.eventDeleteFailed, async () => {
        // Firestore deletes of a missing document succeed; staff should hear that it was already gone.
        if ((await deleteEvent(changes, id)).status === 'not-found')
          throw new BackendError('not-found', messages.eventNotFound);
      }),
  };
}
