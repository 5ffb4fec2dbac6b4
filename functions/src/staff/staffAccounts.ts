import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { staffPasswordProblem } from '@studio/core/commonPasswords';
import {
  activityExpiresAtMs,
  COLLECTIONS,
  storedActivityFields,
  type ActivityEntryFields,
} from '@studio/core/firebaseLayout';
import { messages } from '@studio/core/messages';
import {
  newStaffInputSchema,
  STAFF_ROLE_LABELS,
  staffChangeInputSchema,
  staffMessages,
  type StaffMember,
  type StaffRole,
} from '@studio/core/staff';
import { z } from 'zod';

/**
 * Staff on Firebase are Auth users with the `admin` custom claim; `role` says Owner or Staff (an admin without a
 * role, granted before roles existed, is an Owner), and `mustChangePassword` marks a first password from an Owner.
 */
export interface StaffClaims {
  admin?: boolean;
  role?: StaffRole;
  mustChangePassword?: boolean;
}

export function roleOf(claims: StaffClaims | undefined): StaffRole {
  return claims?.role === 'staff' ? 'staff' : 'owner';
}

function isStaff(user: UserRecord): boolean {
  return (user.customClaims as StaffClaims | undefined)?.admin === true;
}

function toMember(user: UserRecord): StaffMember {
  const claims = user.customClaims as StaffClaims | undefined;
  const lastSignIn = user.metadata.lastSignInTime;
  return {
    id: user.uid,
    email: user.email ?? '',
    role: roleOf(claims),
    disabled: user.disabled,
    password_pending: claims?.mustChangePassword === true || !user.metadata.lastSignInTime,
    last_sign_in_at: lastSignIn ? new Date(lastSignIn).toISOString() : null,
    created_at: new Date(user.metadata.creationTime).toISOString(),
  };
}

/**
 * An activity entry with the Admin SDK: the same fields the rules demand of a client. Given a batch, the entry is
 * set in it, to be committed with the change it reports; otherwise it is written at once.
 */
export async function recordActivityEntry(
  db: Firestore,
  entry: ActivityEntryFields,
  batch?: WriteBatch,
): Promise<void> {
  const data = {
    at: FieldValue.serverTimestamp(),
    expires_at: Timestamp.fromMillis(activityExpiresAtMs(Date.now())),
    ...storedActivityFields(entry),
  };
  const reference = db.collection(COLLECTIONS.activity).doc();
  if (batch) batch.set(reference, data);
  else await reference.set(data);
}

/** The caller, who must be enabled staff (and an Owner when `owner`). */
export function callerOf(request: CallableRequest, { owner }: { owner: boolean }) {
  const token = request.auth?.token as (StaffClaims & { email?: string }) | undefined;
  if (!request.auth || token?.admin !== true) throw new HttpsError('unauthenticated', messages.notSignedIn);
  if (owner && roleOf(token) !== 'owner') throw new HttpsError('permission-denied', staffMessages.ownersOnly);
  return { uid: request.auth.uid, email: token.email ?? null };
}

function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'Not valid');
  return result.data;
}

const uidSchema = z.strictObject({ id: z.string().min(1).max(128) });

async function allStaff(auth: Auth): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    users.push(...page.users.filter(isStaff));
    pageToken = page.pageToken;
  } while (pageToken);
  return users;
}

async function staffUser(auth: Auth, uid: string): Promise<UserRecord> {
  try {
    const user = await auth.getUser(uid);
    if (isStaff(user)) return user;
  } catch {
    // Unknown uid: the same answer as a user without the claim.
  }
  throw new HttpsError('not-found', staffMessages.staffNotFound);
}

/** Whether `user` is the only enabled Owner. Not transactional (Auth has no transactions); see the README. */
async function isLastOwner(auth: Auth, user: UserRecord): Promise<boolean> {
  if (user.disabled || roleOf(user.customClaims as StaffClaims) !== 'owner') return false;
  const owners = (await allStaff(auth)).filter(
    (other) => !other.disabled && roleOf(other.customClaims as StaffClaims) === 'owner',
  );
  return owners.length <= 1;
}

async function passwordAllowed(password: string, email: string): Promise<void> {
  const problem = await staffPasswordProblem(password, email);
  if (problem) throw new HttpsError('invalid-argument', problem);
}

/** The callable handlers; `index.ts` exposes them with `onCall`. */
export function staffHandlers(db: () => Firestore, auth: () => Auth) {
  return {
    async list(request: CallableRequest) {
      callerOf(request, { owner: true });
      const members = (await allStaff(auth())).map(toMember);
      members.sort((a, b) => Number(a.role === 'staff') - Number(b.role === 'staff') || a.email.localeCompare(b.email));
      return { staff: members };
    },

    async add(request: CallableRequest) {
      const caller = callerOf(request, { owner: true });
      const input = parse(newStaffInputSchema, request.data);
      if (input.password !== undefined) await passwordAllowed(input.password, input.email);
      let user: UserRecord;
      try {
        user = await auth().createUser({
          email: input.email,
          // Without a first password the account gets one nobody knows, until the person follows the link.
          password: input.password ?? `${crypto.randomUUID()}${crypto.randomUUID()}`,
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/email-already-exists')
          throw new HttpsError('already-exists', staffMessages.staffExists(input.email));
        throw error;
      }
      const claims: StaffClaims = { admin: true, role: input.role };
      if (input.password !== undefined) claims.mustChangePassword = true;
      await auth().setCustomUserClaims(user.uid, claims);
      let setupLink: { oob_code: string; expires_at: string } | null = null;
      if (input.password === undefined) {
        const link = new URL(await auth().generatePasswordResetLink(input.email));
        // Firebase's reset codes live one hour; the studio's own set-password page spends it.
        setupLink = {
          oob_code: link.searchParams.get('oobCode') ?? '',
          expires_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
        };
      }
      await recordActivityEntry(db(), {
        actorUid: caller.uid,
        actor: caller.email,
        kind: 'staff.added',
        item: input.email,
        detail: `${STAFF_ROLE_LABELS[input.role]}, ${setupLink ? 'set-password link' : 'first password'}`,
      });
      return { member: toMember(await auth().getUser(user.uid)), setup_link: setupLink };
    },

    async change(request: CallableRequest) {
      const caller = callerOf(request, { owner: true });
      const { id, ...rest } = parse(uidSchema.passthrough(), request.data) as { id: string } & Record<string, unknown>;
      const change = parse(staffChangeInputSchema, rest);
      const user = await staffUser(auth(), id);
      if ('role' in change) {
        if (change.role !== roleOf(user.customClaims as StaffClaims)) {
          if (change.role === 'staff' && (await isLastOwner(auth(), user)))
            throw new HttpsError('failed-precondition', staffMessages.lastOwner);
          await auth().setCustomUserClaims(user.uid, { ...user.customClaims, role: change.role });
          await recordActivityEntry(db(), {
            actorUid: caller.uid,
            actor: caller.email,
            kind: 'staff.changed',
            item: user.email ?? user.uid,
            detail: `Role: ${STAFF_ROLE_LABELS[change.role]}`,
          });
        }
      } else {
        if (change.disabled && user.uid === caller.uid)
          throw new HttpsError('failed-precondition', staffMessages.notYourself);
        if (change.disabled && (await isLastOwner(auth(), user)))
          throw new HttpsError('failed-precondition', staffMessages.lastOwner);
        // The marker ends the account's access at once (the rules check it). It and its entry are one batch,
        // committed before Auth changes (Auth has no transactions): what the rules trust is never unlogged.
        const batch = db().batch();
        const marker = db().collection(COLLECTIONS.disabledStaff).doc(user.uid);
        if (change.disabled) batch.set(marker, { at: FieldValue.serverTimestamp() });
        else batch.delete(marker);
        const entry = {
          actorUid: caller.uid,
          actor: caller.email,
          kind: change.disabled ? ('staff.disabled' as const) : ('staff.enabled' as const),
          item: user.email ?? user.uid,
        };
        await recordActivityEntry(db(), entry, batch);
        await batch.commit();
        await auth().updateUser(user.uid, { disabled: change.disabled });
        // Revoking stops new tokens.
        if (change.disabled) await auth().revokeRefreshTokens(user.uid);
      }
      return { member: toMember(await auth().getUser(user.uid)) };
    },

    async remove(request: CallableRequest) {
      const caller = callerOf(request, { owner: true });
      const { id } = parse(uidSchema, request.data);
      const user = await staffUser(auth(), id);
      if (user.uid === caller.uid) throw new HttpsError('failed-precondition', staffMessages.notYourself);
      if (await isLastOwner(auth(), user)) throw new HttpsError('failed-precondition', staffMessages.lastOwner);
      // The marker, with the entry in the same batch, shuts the account out before Auth deletes it; it stays, so a
      // token issued before the removal is refused by the rules until it expires.
      const batch = db().batch();
      batch.set(db().collection(COLLECTIONS.disabledStaff).doc(user.uid), { at: FieldValue.serverTimestamp() });
      const entry = {
        actorUid: caller.uid,
        actor: caller.email,
        kind: 'staff.removed' as const,
        item: user.email ?? user.uid,
      };
      await recordActivityEntry(db(), entry, batch);
      await batch.commit();
      await auth().deleteUser(user.uid);
      return { ok: true };
    },

    /**
     * The password policy, asked before the browser sets a password (Firebase Auth itself only wants 6 characters).
     * The e-mail it is for is the signed-in caller's; a one-time link's page, signed out, names the link's.
     */
    async checkPassword(request: CallableRequest) {
      const { password, email } = parse(
        z.strictObject({ password: z.string().max(1024), email: z.string().max(254).optional() }),
        request.data,
      );
      const callerEmail = request.auth?.token.email;
      return { problem: (await staffPasswordProblem(password, callerEmail ?? email)) ?? null };
    },

    /** After the browser changed the caller's password: the first-password mark goes and the log says so. */
    async passwordChanged(request: CallableRequest) {
      const caller = callerOf(request, { owner: false });
      const user = await auth().getUser(caller.uid);
      const { mustChangePassword: _cleared, ...claims } = (user.customClaims ?? {}) as StaffClaims;
      await auth().setCustomUserClaims(caller.uid, claims);
      await recordActivityEntry(db(), {
        actorUid: caller.uid,
        actor: caller.email,
        kind: 'password.changed',
        item: caller.email,
      });
      return { ok: true };
    },

    /** Firebase can only revoke every session of an account, this one included. */
    async signOutEverywhere(request: CallableRequest) {
      const caller = callerOf(request, { owner: false });
      await auth().revokeRefreshTokens(caller.uid);
      await recordActivityEntry(db(), {
        actorUid: caller.uid,
        actor: caller.email,
        kind: 'sessions.ended',
        item: caller.email,
        detail: 'All sessions',
      });
      return { ok: true };
    },
  };
}
