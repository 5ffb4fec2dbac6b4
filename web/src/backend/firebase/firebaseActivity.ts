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
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
  type WriteBatch,
} from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import {
  ACTIVITY_PAGE_SIZE,
  activityRef,
  nameActivityItem,
  refOfEntry,
  type ActivityEntry,
  type ActivityItemNow,
  type ActivityKind,
  type ActivityRefType,
} from '@studio/core/activity/activity';
import {
  activityExpiresAtMs,
  COLLECTIONS,
  STAFF_FUNCTIONS,
  TRIAL_FUNCTIONS,
  storedActivityFields,
  type CLIENT_ACTIVITY_KINDS,
  type STANDALONE_ACTIVITY_KINDS,
} from '@studio/core/firebase/firebaseLayout';
import type { StaffMember } from '@studio/core/staff/staff';
import type { Backend } from '../port.ts';
import { callable } from './firebaseCallable.ts';
import { attempt } from './firebaseErrors.ts';
import { isoFrom, stringOrNull } from './firestoreValues.ts';

export type ClientActivityKind = (typeof CLIENT_ACTIVITY_KINDS)[number];
export type StandaloneActivityKind = (typeof STANDALONE_ACTIVITY_KINDS)[number];
/** Kinds written in the same batch or transaction as their change, which the rules check. */
export type PairedActivityKind = Exclude<ClientActivityKind, StandaloneActivityKind>;

export type RecordActivity = (
  kind: StandaloneActivityKind,
  item?: string | null,
  detail?: string | null,
  /** The item's reference (`activityRef`), by which the log names it when read. */
  ref?: string | null,
) => Promise<void>;

/** What a change's entry says: `ref` names the changed document, which the rules look up. */
export interface ChangeEntry {
  kind: PairedActivityKind;
  item: string | null;
  detail: string | null;
  ref: string;
}

/** A batch or a transaction: the change and its entry are set in the same one. */
interface Writes {
  set(reference: DocumentReference, data: DocumentData): unknown;
}

export interface ActivityLog {
  /**
   * Sets the change's entry in the batch or transaction that makes the change and returns its id, which the changed
   * document keeps as `activity_id` (the rules accept neither without the other). A deletion leaves no document to
   * name its entry, so it gives the entry's id itself (`deletionEntryId`).
   */
  withChange(writes: Writes, entry: ChangeEntry, id?: string): string;
  /** Commits `change` in one batch with its entry; `change` is given the entry's id for `activity_id`. */
  commitWith(entry: ChangeEntry, change: (batch: WriteBatch, activityId: string) => void, id?: string): Promise<void>;
  /**
   * Appends an entry that has no Firestore change to share a write with (a sign-in, an export, an erasure that
   * takes several batches, an image in Cloud Storage). The change it reports is already made, so a failure to record
   * is logged rather than reported as the change failing.
   */
  record: RecordActivity;
}

/**
 * The log as the signed-in member of staff writes it. The rules accept only their own uid and e-mail, the server's
 * time and its 12-month expiry (a Firestore TTL policy on `expires_at` deletes it then).
 * `auth` starts Firebase Auth on first use (see firebaseServices.ts).
 */
export function activityLog(db: Firestore, auth: () => Auth): ActivityLog {
  const entries = collection(db, COLLECTIONS.activity);
  const entryData = (kind: ClientActivityKind, item: string | null, detail: string | null, ref: string | null) => {
    // Signed out, the entry names nobody and the rules refuse it with the change, as they refuse the change alone.
    const user = auth().currentUser;
    return {
      at: serverTimestamp(),
      // The rules want the server's time, and an expiry a year on by the device's clock (within a day).
      expires_at: Timestamp.fromMillis(activityExpiresAtMs(Date.now())),
      ...storedActivityFields({ actorUid: user?.uid ?? null, actor: user?.email ?? null, kind, item, detail, ref }),
    };
  };
  const withChange: ActivityLog['withChange'] = (writes, { kind, item, detail, ref }, id) => {
    const entry = id ? doc(entries, id) : doc(entries);
    writes.set(entry, entryData(kind, item, detail, ref));
    return entry.id;
  };
  return {
    withChange,
    commitWith(entry, change, id) {
      const batch = writeBatch(db);
      change(batch, withChange(batch, entry, id));
      return batch.commit();
    },
    async record(kind, item = null, detail = null, ref = null) {
      if (!auth().currentUser) return;
      try {
        await addDoc(entries, entryData(kind, item, detail, ref));
      } catch (error) {
        console.error(`Could not record ${kind} in the activity log`, error);
      }
    },
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
    ref: stringOrNull(data.ref),
    detail: stringOrNull(data.detail),
    ip: stringOrNull(data.ip),
  };
}

/** What a referenced item is now, read from its document; null when it has since been deleted. */
async function lookUp(
  db: Firestore,
  ref: { type: Exclude<ActivityRefType, 'trial'>; id: string },
): Promise<ActivityItemNow | null> {
  const collectionOf = { message: COLLECTIONS.submissions, event: COLLECTIONS.events, image: COLLECTIONS.images };
  const snapshot = await getDoc(doc(db, collectionOf[ref.type], ref.id)).catch(() => null);
  const data = snapshot?.exists() ? snapshot.data() : undefined;
  if (!data) return null;
  if (ref.type === 'message')
    return { type: 'message', name: String(data.name ?? ''), email: String(data.email ?? '') };
  if (ref.type === 'event') return { type: 'event', title: String(data.title ?? '') };
  return { type: 'image' };
}

/**
 * The entries with their items named as staff know them; each item is read once, however many entries name it.
 * Trials are closed to every client: the page's trials are named by one call to the trial functions.
 */
async function nameItems(
  db: Firestore,
  functions: Functions,
  entries: readonly ActivityEntry[],
): Promise<ActivityEntry[]> {
  const lookups = new Map<string, Promise<ActivityItemNow | null>>();
  const trialIds = entries.flatMap((entry) => {
    const ref = refOfEntry(entry);
    return ref?.type === 'trial' ? [ref.id] : [];
  });
  const trialNames = trialIds.length
    ? callable<{ ids: string[] }, { names: Record<string, { name: string; className: string; day: string }> }>(
        functions,
        TRIAL_FUNCTIONS.names,
      )({ ids: [...new Set(trialIds)] }).then((answer) => answer.data.names)
    : Promise.resolve<Record<string, { name: string; className: string; day: string }>>({});
  const itemNow = async (entry: ActivityEntry): Promise<ActivityItemNow | null> => {
    const ref = refOfEntry(entry);
    if (!ref) return null;
    if (ref.type === 'trial') {
      const found = (await trialNames)[ref.id];
      return found ? { type: 'trial', ...found } : null;
    }
    const key = activityRef(ref.type, ref.id);
    if (!lookups.has(key)) lookups.set(key, lookUp(db, { type: ref.type, id: ref.id }));
    return lookups.get(key)!;
  };
  return Promise.all(entries.map(async (entry) => nameActivityItem(entry, await itemNow(entry))));
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
        const named = await nameItems(db, functions, page);
        return {
          entries: named,
          next: snapshot.docs.length > ACTIVITY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
          actors: staff.data.staff.map((member) => member.email).sort(),
        };
      }),
  };
}
