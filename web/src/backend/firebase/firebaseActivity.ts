import type { Auth } from 'firebase/auth';
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_RETENTION_DAYS,
  ACTIVITY_TEXT_MAX,
  type ActivityEntry,
  type ActivityKind,
} from '@studio/core/activity';
import { ENQUIRY_STATUS_LABELS } from '@studio/core/enquiries';
import { COLLECTIONS, STAFF_FUNCTIONS, type CLIENT_ACTIVITY_KINDS } from '@studio/core/firebaseLayout';
import { contentActivity } from '@studio/core/siteContent';
import type { StaffMember } from '@studio/core/staff';
import type { Backend } from '../port.ts';
import { callable } from './firebaseCallable.ts';
import { attempt } from './firebaseErrors.ts';
import { isoFrom, stringOrNull } from './firestoreValues.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ClientActivityKind = (typeof CLIENT_ACTIVITY_KINDS)[number];
export type RecordActivity = (kind: ClientActivityKind, item?: string | null, detail?: string | null) => Promise<void>;

/**
 * Appends an entry as the signed-in member of staff. The rules accept only their own uid and e-mail, the server's
 * time and its 12-month expiry (a Firestore TTL policy on `expires_at` deletes it then). The change it reports has
 * already been made, so a failure to record is logged rather than reported as the change failing.
 */
/** `auth` starts Firebase Auth on first use (see firebaseServices.ts). */
export function activityRecorder(db: Firestore, auth: () => Auth): RecordActivity {
  return async (kind, item = null, detail = null) => {
    const user = auth().currentUser;
    if (!user) return;
    try {
      await addDoc(collection(db, COLLECTIONS.activity), {
        at: serverTimestamp(),
        // The rules demand exactly the request's time plus 365 days; the server computes both.
        expires_at: Timestamp.fromMillis(Date.now() + ACTIVITY_RETENTION_DAYS * DAY_MS),
        actor_uid: user.uid,
        actor: user.email,
        kind,
        item: item?.slice(0, ACTIVITY_TEXT_MAX) ?? null,
        detail: detail?.slice(0, ACTIVITY_TEXT_MAX) ?? null,
        ip: null,
      });
    } catch (error) {
      console.error(`Could not record ${kind} in the activity log`, error);
    }
  };
}

function toEntry(snapshot: DocumentSnapshot): ActivityEntry {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) ?? {};
  return {
    id: snapshot.id,
    at: isoFrom(data.at),
    actor: stringOrNull(data.actor),
    kind: String(data.kind) as ActivityKind,
    item: stringOrNull(data.item),
    detail: stringOrNull(data.detail),
    ip: stringOrNull(data.ip),
  };
}

/** Owners read the log (the rules allow nobody else); the person filter lists the current staff. */
export function firebaseActivityLog(db: Firestore, functions: Functions): Backend['activity'] {
  const entries = collection(db, COLLECTIONS.activity);
  const listStaff = callable<unknown, { staff: StaffMember[] }>(functions, STAFF_FUNCTIONS.list);
  return {
    list: (filter = {}) =>
      attempt('Failed to load the activity log. Please try again.', async () => {
        const constraints: QueryConstraint[] = [];
        if (filter.actor) constraints.push(where('actor', '==', filter.actor));
        if (filter.kind) constraints.push(where('kind', '==', filter.kind));
        constraints.push(orderBy('at', 'desc'));
        if (filter.before) {
          const cursor = await getDoc(doc(entries, filter.before));
          if (cursor.exists()) constraints.push(startAfter(cursor));
        }
        constraints.push(limit(ACTIVITY_PAGE_SIZE + 1));
        const [snapshot, staff] = await Promise.all([getDocs(query(entries, ...constraints)), listStaff({})]);
        const page = snapshot.docs.slice(0, ACTIVITY_PAGE_SIZE).map(toEntry);
        return {
          entries: page,
          next: snapshot.docs.length > ACTIVITY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
          actors: staff.data.staff.map((member) => member.email).sort(),
        };
      }),
  };
}

/** Records each staff change of events, images and messages after it succeeded. */
export function recordingChanges(
  backend: Pick<Backend, 'events' | 'images' | 'submissions'>,
  record: RecordActivity,
): Pick<Backend, 'events' | 'images' | 'submissions'> {
  const { events, images, submissions } = backend;
  return {
    events: {
      ...events,
      async create(input) {
        const event = await events.create(input);
        await record('event.created', event.title);
        return event;
      },
      async update(id, input) {
        const event = await events.update(id, input);
        await record('event.updated', event.title);
        return event;
      },
      async setFeatured(id, featured) {
        const event = await events.setFeatured(id, featured);
        await record('event.featured', event.title, featured ? 'Featured' : 'No longer featured');
        return event;
      },
      async remove(id) {
        const title = (await events.getWithOthers(id).catch(() => null))?.event.title;
        await events.remove(id);
        await record('event.deleted', title ?? id);
      },
    },
    images: {
      ...images,
      async upload(target, file, onProgress) {
        const image = await images.upload(target, file, onProgress);
        await record('image.uploaded', image.name);
        return image;
      },
      async remove(name) {
        await images.remove(name);
        await record('image.deleted', name);
      },
    },
    // Entries name a message by its id, never by the person: an erasure must not leave their name in the log.
    submissions: {
      ...submissions,
      async setRead(id, read) {
        const submission = await submissions.setRead(id, read);
        await record('message.read', `Message ${id}`, read ? 'Marked read' : 'Marked unread');
        return submission;
      },
      async setStatus(id, status) {
        const submission = await submissions.setStatus(id, status);
        await record('message.status', `Message ${id}`, ENQUIRY_STATUS_LABELS[status]);
        return submission;
      },
      async addNote(id, text) {
        const note = await submissions.addNote(id, text);
        await record('message.note', `Message ${id}`);
        return note;
      },
      async remove(id) {
        await submissions.remove(id);
        await record('message.deleted', `Message ${id}`);
      },
      async exportCsv(filter) {
        const csv = await submissions.exportCsv(filter);
        await record('message.exported', null, 'Inbox list in CSV');
        return csv;
      },
      async exportByEmail(email) {
        const csv = await submissions.exportByEmail(email);
        await record('message.exported', null, 'Messages from one address, in CSV');
        return csv;
      },
      async eraseByEmail(email) {
        const erased = await submissions.eraseByEmail(email);
        await record('message.erased', null, `${erased} from one address`);
        return erased;
      },
    },
  };
}

/** Records each save and restore of site content after it succeeded, with the section and the version it made. */
export function recordingContent(content: Backend['content'], record: RecordActivity): Backend['content'] {
  return {
    ...content,
    async save(section, version, value) {
      const saved = await content.save(section, version, value);
      const { kind, item, detail } = contentActivity(section, saved.version, null);
      await record(kind, item, detail);
      return saved;
    },
    async restore(section, version, revision) {
      const restored = await content.restore(section, version, revision);
      const { kind, item, detail } = contentActivity(section, restored.version, revision);
      await record(kind, item, detail);
      return restored;
    },
  };
}
