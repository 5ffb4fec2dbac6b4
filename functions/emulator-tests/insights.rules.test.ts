import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS } from '@studio/core/firebase/firebaseLayout';
import { commitWithEntry, type Writer } from './activityEntries.ts';

// Studio insights' rules, evaluated for real on the Firestore emulator: who reads the totals, that the day's salt and
// visitor hashes are no client's, and that only an Owner switches Staff's access, with its activity entry.
let env: RulesTestEnvironment;

type Role = 'visitor' | 'member' | 'staff' | 'owner';
const writers: Record<Exclude<Role, 'visitor'>, Writer> = {
  member: { uid: 'member', email: 'member@example.com' },
  staff: { uid: 'front-desk', email: 'front-desk@example.com' },
  owner: { uid: 'owner', email: 'owner@example.com' },
};

function db(role: Role): Firestore {
  const context =
    role === 'visitor'
      ? env.unauthenticatedContext()
      : role === 'member'
        ? env.authenticatedContext(writers.member.uid, { email: writers.member.email })
        : role === 'staff'
          ? env.authenticatedContext(writers.staff.uid, { email: writers.staff.email, admin: true, role: 'staff' })
          : env.authenticatedContext(writers.owner.uid, { email: writers.owner.email, admin: true });
  return context.firestore() as unknown as Firestore;
}

const SHARD = `${COLLECTIONS.insightTotals}/2026-03-02_3`;
const FOLDED = `${COLLECTIONS.insightDays}/2026-03-01_a1`;
const SALT = `${COLLECTIONS.insightSalts}/2026-03-02`;
const SEEN = `${COLLECTIONS.insightSeen}/2026-03-02_abc`;
const SETTINGS = `${COLLECTIONS.insightSettings}/main`;

/** Switches Staff's access as the adapter does: the settings with their `insights.settings` entry, in one batch. */
function switchAccess(role: Exclude<Role, 'visitor'>, fields: Record<string, unknown>, path = SETTINGS) {
  const firestore = db(role);
  const id = path.split('/')[1]!;
  return commitWithEntry(
    firestore,
    writers[role],
    { kind: 'insights.settings', ref: `insights:${id}` },
    (batch, activityId) =>
      batch.set(doc(firestore, path), {
        updated_at: serverTimestamp(),
        updated_by: writers[role].email,
        activity_id: activityId,
        ...fields,
      }),
  );
}

/** The totals' day-range query the Insights page makes. */
const daysQuery = (role: Role, name: string) =>
  getDocs(query(collection(db(role), name), where('day', '>=', '2026-02-01'), where('day', '<=', '2026-03-02')));

async function readsTotals(role: Role) {
  await assertSucceeds(getDoc(doc(db(role), SHARD)));
  await assertSucceeds(getDoc(doc(db(role), FOLDED)));
  await assertSucceeds(daysQuery(role, COLLECTIONS.insightTotals));
  await assertSucceeds(daysQuery(role, COLLECTIONS.insightDays));
}

async function cannotReadTotals(role: Role) {
  await assertFails(getDoc(doc(db(role), SHARD)));
  await assertFails(getDoc(doc(db(role), FOLDED)));
  await assertFails(daysQuery(role, COLLECTIONS.insightTotals));
  await assertFails(daysQuery(role, COLLECTIONS.insightDays));
}

beforeAll(async () => {
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-studio-insights-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const firestore = context.firestore();
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, SHARD), { day: '2026-03-02', counts: { 'views ': 3 } });
    batch.set(doc(firestore, FOLDED), { day: '2026-03-01', counts: { 'views ': 9 } });
    batch.set(doc(firestore, SALT), { salt: 'secret' });
    batch.set(doc(firestore, SEEN), {});
    await batch.commit();
  });
});

describe('insights rules', () => {
  it('an anonymous visitor and a signed-in non-staff user read no totals, salts, hashes or settings', async () => {
    for (const role of ['visitor', 'member'] as const) {
      await cannotReadTotals(role);
      await assertFails(getDoc(doc(db(role), SALT)));
      await assertFails(getDoc(doc(db(role), SEEN)));
      await assertFails(getDocs(collection(db(role), COLLECTIONS.insightSalts)));
      await assertFails(getDocs(collection(db(role), COLLECTIONS.insightSeen)));
      await assertFails(getDoc(doc(db(role), SETTINGS)));
    }
  });

  it('nobody reads or writes a salt or a visitor hash, Owners included, and no client writes totals', async () => {
    for (const role of ['visitor', 'member', 'staff', 'owner'] as const) {
      await assertFails(getDoc(doc(db(role), SALT)));
      await assertFails(getDoc(doc(db(role), SEEN)));
      await assertFails(setDoc(doc(db(role), SALT), { salt: 'mine' }));
      await assertFails(setDoc(doc(db(role), `${COLLECTIONS.insightSeen}/2026-03-02_new`), {}));
      await assertFails(deleteDoc(doc(db(role), SEEN)));
      await assertFails(setDoc(doc(db(role), SHARD), { day: '2026-03-02', counts: { 'views ': 1000 } }));
      await assertFails(
        setDoc(doc(db(role), `${COLLECTIONS.insightDays}/2026-03-01_b`), { day: '2026-03-01', counts: {} }),
      );
      await assertFails(deleteDoc(doc(db(role), SHARD)));
    }
  });

  it('Staff read the totals while no Owner has turned it off, and not after; Owners always', async () => {
    await readsTotals('staff');
    await readsTotals('owner');
    await assertSucceeds(getDoc(doc(db('staff'), SETTINGS)));
    await assertSucceeds(switchAccess('owner', { staffCanSee: true }));
    await readsTotals('staff');
    await assertSucceeds(switchAccess('owner', { staffCanSee: false }));
    await cannotReadTotals('staff');
    await readsTotals('owner');
    // Staff still read the switch itself, to know why.
    await assertSucceeds(getDoc(doc(db('staff'), SETTINGS)));
    await assertSucceeds(switchAccess('owner', { staffCanSee: true }));
    await readsTotals('staff');
  });

  it('only an Owner switches the settings, with the exact fields, as themselves, with its activity entry', async () => {
    await assertFails(switchAccess('staff', { staffCanSee: false }));
    await assertFails(switchAccess('member', { staffCanSee: false }));
    await assertFails(setDoc(doc(db('visitor'), SETTINGS), { staffCanSee: false }));
    // Without its entry, or with a shape the rules do not know.
    await assertFails(
      setDoc(doc(db('owner'), SETTINGS), {
        staffCanSee: false,
        updated_at: serverTimestamp(),
        updated_by: writers.owner.email,
        activity_id: 'nobody-wrote-it',
      }),
    );
    await assertFails(switchAccess('owner', { staffCanSee: 'no' }));
    await assertFails(switchAccess('owner', { staffCanSee: false, ownersOnly: true }));
    await assertFails(switchAccess('owner', { staffCanSee: false, updated_by: 'someone@example.com' }));
    await assertFails(switchAccess('owner', { staffCanSee: false }, `${COLLECTIONS.insightSettings}/other`));
    await assertSucceeds(switchAccess('owner', { staffCanSee: false }));
    await assertFails(deleteDoc(doc(db('owner'), SETTINGS)));
  });
});
