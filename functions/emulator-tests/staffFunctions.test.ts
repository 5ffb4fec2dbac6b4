import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '@studio/core/staff/staff';
import { createFirebaseBackend } from '../../web/src/backend/firebase/firebaseBackend.ts';
import { adminApp as admin, clearAuth, clearFirestore, emulatorSettings, functionsPort } from './emulators.ts';

// The callable staff functions through the firebase adapter, on the Auth, Functions and Firestore emulators that
// scripts/test-rules.ts started: who may call them, the last-Owner rule, disabling, first passwords and the log.
if (!functionsPort) console.warn('staff functions tests SKIPPED: the Auth and Functions emulators are not running.');

const owner = { email: 'owner@example.com', password: 'owner keeps the keys' };
const coach = { email: 'coach@example.com', password: 'coach runs the mats' };

// Each emulated function instance loads the password strength estimate's dictionaries at its first password check
// (a second or two alone, far more on a loaded machine), and one test here may start several instances.
describe.skipIf(!functionsPort)('staff functions on the emulators', { timeout: 90_000 }, () => {
  let ownerUid = '';
  let coachUid = '';

  beforeAll(async () => {
    await clearFirestore();
    await clearAuth();
    const auth = getAuth(admin());
    ownerUid = (await auth.createUser(owner)).uid;
    await auth.setCustomUserClaims(ownerUid, { admin: true, role: 'owner' });
    coachUid = (await auth.createUser(coach)).uid;
    await auth.setCustomUserClaims(coachUid, { admin: true, role: 'staff' });
  });

  it('lets only Owners manage staff', async () => {
    const staffMember = createFirebaseBackend(emulatorSettings());
    await staffMember.auth.signIn(coach.email, coach.password);
    await expect(staffMember.staff.list()).rejects.toMatchObject({
      code: 'forbidden',
      message: staffMessages.ownersOnly,
    });
    await expect(staffMember.staff.setRole(coachUid, 'owner')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(createFirebaseBackend(emulatorSettings()).staff.list()).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await staffMember.auth.signOut();
  });

  it('keeps the last Owner and refuses to disable oneself', async () => {
    const ownerBackend = createFirebaseBackend(emulatorSettings());
    await ownerBackend.auth.signIn(owner.email, owner.password);
    await expect(ownerBackend.staff.setRole(ownerUid, 'staff')).rejects.toMatchObject({
      message: staffMessages.lastOwner,
    });
    await expect(ownerBackend.staff.setDisabled(ownerUid, true)).rejects.toMatchObject({
      message: staffMessages.notYourself,
    });
    await expect(ownerBackend.staff.remove(ownerUid)).rejects.toMatchObject({ message: staffMessages.notYourself });
    expect((await getAuth(admin()).getUser(ownerUid)).customClaims).toMatchObject({ role: 'owner' });
    await ownerBackend.auth.signOut();
  });

  it('disabling shuts the account out of Firestore at once', async () => {
    const staffMember = createFirebaseBackend(emulatorSettings());
    await staffMember.auth.signIn(coach.email, coach.password);
    await expect(staffMember.submissions.list()).resolves.toEqual([]);
    const ownerBackend = createFirebaseBackend(emulatorSettings());
    await ownerBackend.auth.signIn(owner.email, owner.password);
    expect((await ownerBackend.staff.setDisabled(coachUid, true)).disabled).toBe(true);
    await expect(staffMember.submissions.list()).rejects.toMatchObject({ code: 'forbidden' });
    expect((await ownerBackend.staff.setDisabled(coachUid, false)).disabled).toBe(false);
    await ownerBackend.auth.signOut();
  });

  it('a first password must be changed; the activity log records staff changes', async () => {
    const ownerBackend = createFirebaseBackend(emulatorSettings());
    await ownerBackend.auth.signIn(owner.email, owner.password);
    const added = await ownerBackend.staff.add({
      email: 'newbie@example.com',
      role: 'staff',
      password: 'a first password 99',
    });
    expect(added.member).toMatchObject({ email: 'newbie@example.com', role: 'staff', password_pending: true });

    const newbie = createFirebaseBackend(emulatorSettings());
    expect(await newbie.auth.signIn('newbie@example.com', 'a first password 99')).toMatchObject({
      mustChangePassword: true,
    });
    // The rules refuse staff data until the person has chosen their own password.
    await expect(newbie.submissions.list()).rejects.toMatchObject({ code: 'forbidden' });
    await expect(newbie.account.changePassword('a first password 99', 'qwerty123456')).rejects.toMatchObject({
      message: staffMessages.passwordCommon,
    });
    await newbie.account.changePassword('a first password 99', 'newbie chose this one');
    await expect.poll(() => newbie.auth.current()).toMatchObject({ mustChangePassword: false });
    await expect(newbie.submissions.list()).resolves.toEqual([]);

    const entries = (await ownerBackend.activity.list()).entries.map((entry) => [entry.kind, entry.actor, entry.item]);
    expect(entries).toContainEqual(['staff.added', owner.email, 'newbie@example.com']);
    expect(entries).toContainEqual(['password.changed', 'newbie@example.com', 'newbie@example.com']);
    expect(entries).toContainEqual(['staff.disabled', owner.email, coach.email]);
    const stored = await getFirestore(admin()).collection('activity').get();
    expect(stored.docs.every((doc) => doc.get('expires_at').toMillis() > Date.now() + 364 * 86_400_000)).toBe(true);
    await ownerBackend.auth.signOut();
    await newbie.auth.signOut();
  });
});
