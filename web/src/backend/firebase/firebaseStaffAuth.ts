import { onIdTokenChanged, signInWithEmailAndPassword, signOut, type Auth, type User } from 'firebase/auth';
import { messages } from '@studio/core/shared/messages';
import { BackendError } from '../errors.ts';
import type { Backend, StaffUser } from '../port.ts';
import type { RecordActivity } from './firebaseActivity.ts';
import { attempt, notStaffMessage } from './firebaseErrors.ts';
import { endPreviewSession } from './firebasePreviewSession.ts';

/** Staff are the accounts whose ID token carries the `admin` claim (granted with `npm run admin:grant`). */
async function staffOf(user: User | null, refresh = false): Promise<StaffUser | null> {
  if (!user?.email) return null;
  const token = await user.getIdTokenResult(refresh);
  if (token.claims.admin !== true) return null;
  // An admin granted before roles existed is an Owner.
  const role = token.claims.role === 'staff' ? 'staff' : 'owner';
  return { email: user.email, role, mustChangePassword: token.claims.mustChangePassword === true };
}

/** The member of staff signed in, with their role; refused when nobody is. */
export async function signedInStaff(auth: Auth): Promise<StaffUser> {
  await auth.authStateReady();
  const staff = await staffOf(auth.currentUser);
  if (!staff) throw new BackendError('unauthenticated', messages.notSignedIn);
  return staff;
}

/**
 * Staff-only reads whose data the rules leave public (the full events list) still ask for a staff session,
 * so the app behaves as on the self-hosted server.
 */
export async function requireStaff(auth: Auth): Promise<void> {
  await signedInStaff(auth);
}

/** `auth` starts Firebase Auth on first use (see firebaseServices.ts). */
export function firebaseStaffAuth(auth: () => Auth, record: RecordActivity): Backend['auth'] {
  return {
    signIn: (email, password) =>
      attempt(messages.invalidLogin, async () => {
        if (!email || !password) throw new BackendError('invalid', messages.invalidLogin);
        const { user } = await signInWithEmailAndPassword(auth(), email, password);
        // Fresh token: the claim may have been granted after this browser last signed in.
        const staff = await staffOf(user, true);
        if (!staff) {
          await signOut(auth());
          throw new BackendError('forbidden', notStaffMessage);
        }
        // The rules let staff write only once they have chosen their own password.
        if (!staff.mustChangePassword) await record('sign-in.succeeded');
        return staff;
      }),

    signOut: () =>
      attempt('Signing out failed. Please try again.', async () => {
        endPreviewSession();
        await signOut(auth());
      }),

    current: () =>
      attempt(messages.notSignedIn, async () => {
        await auth().authStateReady();
        return staffOf(auth().currentUser);
      }),

    onChange(listener) {
      // Token changes include sign-in, sign-out and claim refreshes; report only the latest answer.
      let latest = 0;
      return onIdTokenChanged(auth(), (user) => {
        // Signed out here or in another tab: a preview tab's session ends with it.
        if (!user) endPreviewSession();
        const call = ++latest;
        staffOf(user).then(
          (staff) => call === latest && listener(staff),
          () => call === latest && listener(null),
        );
      });
    },
  };
}
