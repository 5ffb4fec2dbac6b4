import {
  confirmPasswordReset,
  EmailAuthProvider,
  reauthenticateWithCredential,
  signOut,
  updatePassword,
  verifyPasswordResetCode,
  type Auth,
} from 'firebase/auth';
import type { Functions } from 'firebase/functions';
import { FirebaseError } from 'firebase/app';
import { STAFF_FUNCTIONS } from '@studio/core/firebase/firebaseLayout';
import { messages } from '@studio/core/shared/messages';
import { staffMessages, type NewStaffInput, type StaffMember } from '@studio/core/staff/staff';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import { callable } from './firebaseCallable.ts';
import { attempt } from './firebaseErrors.ts';

/** This site's origin in the browser (the functions' tests run the adapter where there is none). */
const pageOrigin = () => (globalThis as { location?: { origin: string } }).location?.origin ?? '';

const SAVE_FAILED = 'The change could not be saved. Please try again.';

/** Staff accounts through the callable functions; only Owners get past them. */
export function firebaseStaffAdmin(functions: Functions): Backend['staff'] {
  const call = <In, Out>(name: string) => callable<In, Out>(functions, name);
  const list = call<unknown, { staff: StaffMember[] }>(STAFF_FUNCTIONS.list);
  const add = call<NewStaffInput, { member: StaffMember; setup_link: { oob_code: string; expires_at: string } | null }>(
    STAFF_FUNCTIONS.add,
  );
  const setRole = call<unknown, { member: StaffMember }>(STAFF_FUNCTIONS.setRole);
  const setDisabled = call<unknown, { member: StaffMember }>(STAFF_FUNCTIONS.setDisabled);
  const remove = call<unknown, { ok: true }>(STAFF_FUNCTIONS.remove);
  return {
    list: () => attempt('Failed to load staff accounts. Please try again.', async () => (await list({})).data.staff),
    add: (input) =>
      attempt(SAVE_FAILED, async () => {
        const { member, setup_link: link } = (await add(input)).data;
        return {
          member,
          setupLink: link && {
            url: `${pageOrigin()}/admin/set-password#${link.oob_code}`,
            expiresAt: link.expires_at,
          },
        };
      }),
    setRole: (id, role) => attempt(SAVE_FAILED, async () => (await setRole({ id, role })).data.member),
    setDisabled: (id, disabled) => attempt(SAVE_FAILED, async () => (await setDisabled({ id, disabled })).data.member),
    remove: (id) =>
      attempt(SAVE_FAILED, async () => {
        await remove({ id });
      }),
  };
}

/** The signed-in person's own account: Firebase Auth changes the password, the functions check the policy. */
export function firebaseOwnAccount(auth: () => Auth, functions: Functions): Backend['account'] {
  const checkPassword = callable<{ password: string; email?: string }, { problem: string | null }>(
    functions,
    STAFF_FUNCTIONS.checkPassword,
  );
  const passwordChanged = callable<unknown, { ok: true }>(functions, STAFF_FUNCTIONS.passwordChanged);
  const signOutEverywhere = callable<unknown, { ok: true }>(functions, STAFF_FUNCTIONS.signOutEverywhere);
  /** `email`: whose password it is, for a one-time link's page (signed out); signed in, the function knows. */
  const requirePolicy = async (password: string, email?: string) => {
    const { problem } = (await checkPassword({ password, email })).data;
    if (problem) throw new BackendError('invalid', problem);
  };
  return {
    changePassword: (current, next) =>
      attempt('The password could not be changed. Please try again.', async () => {
        const user = auth().currentUser;
        if (!user?.email) throw new BackendError('unauthenticated', messages.notSignedIn);
        try {
          await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
        } catch (error) {
          if (error instanceof FirebaseError && /wrong-password|invalid-credential/.test(error.code))
            throw new BackendError('forbidden', staffMessages.currentPasswordWrong);
          throw error;
        }
        if (current === next) throw new BackendError('invalid', staffMessages.passwordUnchanged);
        await requirePolicy(next);
        await updatePassword(user, next);
        await passwordChanged({});
        // A fresh token carries the cleared first-password mark; onIdTokenChanged tells the app.
        await user.getIdToken(true);
      }),
    signOutOtherSessions: () =>
      attempt('The other sessions could not be signed out.', async () => {
        await signOutEverywhere({});
        // Firebase revokes every session of the account at once, this one too.
        await signOut(auth());
      }),
    setPasswordWithLink: (code, password) =>
      attempt(staffMessages.setupLinkInvalid, async () => {
        let email: string;
        try {
          email = await verifyPasswordResetCode(auth(), code);
        } catch {
          throw new BackendError('invalid', staffMessages.setupLinkInvalid);
        }
        await requirePolicy(password, email);
        await confirmPasswordReset(auth(), code, password);
        return email;
      }),
  };
}
