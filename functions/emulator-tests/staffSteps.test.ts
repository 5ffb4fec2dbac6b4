import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@studio/core/firebase/firebaseLayout';
import { makeChangeInSteps, type StaffChangePlan, type StaffChangeSteps } from '@studio/core/staff/staffAccountChanges';
import { staffChangeSteps } from '../src/staff/staffAccounts.ts';
import { adminApp, clearAuth, clearFirestore } from './emulators.ts';

// A staff change made in steps on the Auth and Firestore emulators (core's `makeChangeInSteps` with the functions'
// own steps), with the sign-in step failing once as a dropped connection would: what is left, and making it again.
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!authHost) console.warn('staff steps tests SKIPPED: the Auth emulator is not running.');

describe.skipIf(!authHost)('a staff change that fails between its steps', { timeout: 90_000 }, () => {
  const auth = () => getAuth(adminApp());
  const db = () => getFirestore(adminApp());
  let coachId = '';

  beforeEach(async () => {
    await clearFirestore();
    await clearAuth();
    coachId = (await auth().createUser({ email: 'coach@example.com', password: 'coach runs the mats' })).uid;
    await auth().setCustomUserClaims(coachId, { admin: true, role: 'staff' });
  });

  /** The functions' steps, with `failing` throwing the first time it is reached; the data step untouched. */
  function stepsFailingOnce(failing: 'applyToSignIn' | 'endSessions'): StaffChangeSteps {
    const real = staffChangeSteps(db(), auth());
    let failed = false;
    const fail =
      <A extends unknown[]>(step: (...args: A) => Promise<void>) =>
      async (...args: A) => {
        if (!failed) {
          failed = true;
          throw new Error('the connection dropped');
        }
        return step(...args);
      };
    return { ...real, [failing]: fail(real[failing] as (...args: unknown[]) => Promise<void>) };
  }
  const plan = (change: StaffChangePlan['change'], kind: 'staff.disabled' | 'staff.enabled'): StaffChangePlan => ({
    account: {
      id: coachId,
      email: 'coach@example.com',
      role: 'staff',
      disabled: change.type === 'disabled' && !change.disabled,
    },
    change,
    entry: { kind, item: 'coach@example.com', detail: null },
    acting: { id: 'owner-1', email: 'owner@example.com' },
  });
  const marker = async () => (await db().collection(COLLECTIONS.disabledStaff).doc(coachId).get()).exists;
  const entries = async () =>
    (await db().collection(COLLECTIONS.activity).get()).docs.map((entry) => entry.get('kind') as string);
  const started = async () => (await db().collection(COLLECTIONS.startedStaffChanges).doc(coachId).get()).exists;

  it('disabling that fails at the sign-in leaves the marker that shuts the person out; made again, it completes', async () => {
    const disabling = plan({ type: 'disabled', disabled: true }, 'staff.disabled');
    await expect(makeChangeInSteps(disabling, stepsFailingOnce('applyToSignIn'))).rejects.toThrow('dropped');
    // The data already refuses them (the rules check the marker); the sign-in is not yet disabled.
    expect(await marker()).toBe(true);
    expect((await auth().getUser(coachId)).disabled).toBe(false);
    expect(await entries()).toEqual(['staff.disabled']);

    expect(await started()).toBe(true);

    await makeChangeInSteps(disabling, staffChangeSteps(db(), auth()));
    expect((await auth().getUser(coachId)).disabled).toBe(true);
    expect(await marker()).toBe(true);
    // Made again, it is logged once: the entry of its first step stands for it, and nothing is left started.
    expect(await entries()).toEqual(['staff.disabled']);
    expect(await started()).toBe(false);
  });

  it('re-enabling that fails at the sign-in leaves the sign-in disabled, so still shut out; made again, let in', async () => {
    await makeChangeInSteps(
      plan({ type: 'disabled', disabled: true }, 'staff.disabled'),
      staffChangeSteps(db(), auth()),
    );
    const enabling = plan({ type: 'disabled', disabled: false }, 'staff.enabled');
    await expect(makeChangeInSteps(enabling, stepsFailingOnce('applyToSignIn'))).rejects.toThrow('dropped');
    expect(await marker()).toBe(false);
    expect((await auth().getUser(coachId)).disabled).toBe(true);

    await makeChangeInSteps(enabling, staffChangeSteps(db(), auth()));
    expect((await auth().getUser(coachId)).disabled).toBe(false);
    expect(await marker()).toBe(false);
    expect((await entries()).sort()).toEqual(['staff.disabled', 'staff.enabled']);
  });

  it('disabling that fails at ending the sessions is shut out by the marker and the sign-in already', async () => {
    const disabling = plan({ type: 'disabled', disabled: true }, 'staff.disabled');
    await expect(makeChangeInSteps(disabling, stepsFailingOnce('endSessions'))).rejects.toThrow('dropped');
    expect(await marker()).toBe(true);
    expect((await auth().getUser(coachId)).disabled).toBe(true);
    // Made again, the steps after the first run once more (each can be made twice), the change is whole, and it is
    // logged once.
    await expect(makeChangeInSteps(disabling, staffChangeSteps(db(), auth()))).resolves.toBeUndefined();
    expect(await entries()).toEqual(['staff.disabled']);
    expect(await started()).toBe(false);
  });

  it('a change made again once whole is a change of its own, logged again', async () => {
    const disabling = plan({ type: 'disabled', disabled: true }, 'staff.disabled');
    await makeChangeInSteps(disabling, staffChangeSteps(db(), auth()));
    await makeChangeInSteps(disabling, staffChangeSteps(db(), auth()));
    expect(await entries()).toEqual(['staff.disabled', 'staff.disabled']);
  });
});
