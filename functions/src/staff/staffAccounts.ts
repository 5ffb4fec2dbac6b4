import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, Timestamp, Transaction, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { staffPasswordProblem } from '@studio/core/staff/commonPasswords';
import {
  activityExpiresAtMs,
  COLLECTIONS,
  storedActivityFields,
  type ActivityEntryFields,
} from '@studio/core/firebase/firebaseLayout';
import { messages } from '@studio/core/shared/messages';
import {
  newStaffInputSchema,
  staffChangeInputSchema,
  staffMessages,
  type StaffMember,
  type StaffRole,
} from '@studio/core/staff/staff';
import {
  addStaffAccount,
  changeStaffAccount,
  isRefused,
  makeChangeInSteps,
  type ActingOwner,
  type StaffAccountFacts,
  type StaffAccountStore,
  type StaffAddingStore,
  type StaffChange,
  type StaffChangeEntry,
  type StaffChangeSteps,
  type StaffRefusal,
} from '@studio/core/staff/staffAccountChanges';
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
  /** Written with the change it is about, in its batch or transaction; alone when neither is given. */
  batch?: WriteBatch | Transaction,
): Promise<void> {
  const data = {
    at: FieldValue.serverTimestamp(),
    expires_at: Timestamp.fromMillis(activityExpiresAtMs(Date.now())),
    ...storedActivityFields(entry),
  };
  const reference = db.collection(COLLECTIONS.activity).doc();
  if (batch instanceof Transaction) batch.set(reference, data);
  else if (batch) batch.set(reference, data);
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

const acting = (caller: { uid: string; email: string | null }): ActingOwner => ({
  id: caller.uid,
  email: caller.email,
});

/** The callables' answers to core's refusals. */
const REFUSAL_CODES: Record<StaffRefusal, FunctionsErrorCode> = {
  'not-found': 'not-found',
  'not-yourself': 'failed-precondition',
  'last-owner': 'failed-precondition',
  exists: 'already-exists',
  'weak-password': 'invalid-argument',
};

function factsOf(user: UserRecord): StaffAccountFacts {
  return {
    id: user.uid,
    email: user.email ?? user.uid,
    role: roleOf(user.customClaims as StaffClaims),
    disabled: user.disabled,
  };
}

const entryBy = (by: ActingOwner, entry: StaffChangeEntry): ActivityEntryFields => ({
  actorUid: by.id,
  actor: by.email,
  ...entry,
});

/** The steps of a change on Firestore and Auth, which core's `makeChangeInSteps` puts in order. */
export function staffChangeSteps(db: Firestore, auth: Auth): StaffChangeSteps {
  const startedFor = (account: StaffAccountFacts) => db.collection(COLLECTIONS.startedStaffChanges).doc(account.id);
  return {
    async started(account) {
      const started = await startedFor(account).get();
      return started.exists ? (started.get('change') as StaffChange) : null;
    },
    async record(plan) {
      // The marker shuts the account out of the data at once (the rules check it); removing leaves it, so a token
      // issued before the removal is refused until it expires.
      const batch = db.batch();
      const marker = db.collection(COLLECTIONS.disabledStaff).doc(plan.account.id);
      if (plan.change.type === 'removed' || (plan.change.type === 'disabled' && plan.change.disabled))
        batch.set(marker, { at: FieldValue.serverTimestamp() });
      else if (plan.change.type === 'disabled') batch.delete(marker);
      await recordActivityEntry(db, entryBy(plan.acting, plan.entry!), batch);
      batch.set(startedFor(plan.account), { change: plan.change, at: FieldValue.serverTimestamp() });
      await batch.commit();
    },
    async applyToSignIn(account, change) {
      if (change.type === 'removed') return auth.deleteUser(account.id);
      if (change.type === 'disabled') {
        await auth.updateUser(account.id, { disabled: change.disabled });
        return;
      }
      const user = await auth.getUser(account.id);
      await auth.setCustomUserClaims(account.id, { ...user.customClaims, role: change.role });
    },
    // Revoking stops new tokens.
    endSessions: (account) => auth.revokeRefreshTokens(account.id),
    async finish(account) {
      await startedFor(account).delete();
    },
  };
}

/**
 * Core's staff store on Auth and Firestore, which share no transaction: the reads (not transactional, see the
 * README), then the change in core's order (`makeChangeInSteps`).
 */
function changeStore(db: Firestore, auth: Auth): StaffAccountStore {
  const steps = staffChangeSteps(db, auth);
  return {
    async change(id, decide) {
      const all = await allStaff(auth);
      const user = all.find((member) => member.uid === id);
      const activeOwners = all.filter(
        (other) => !other.disabled && roleOf(other.customClaims as StaffClaims) === 'owner',
      ).length;
      const plan = decide({ account: user && factsOf(user), activeOwners });
      if (!isRefused(plan)) await makeChangeInSteps(plan, steps);
      return plan;
    },
  };
}

type AddedStaff = { member: StaffMember; setup_link: { oob_code: string; expires_at: string } | null };

/** Core's adding store: the Auth account with its claims, then the link, then the entry (see `StaffAddingStore`). */
function addingStore(db: Firestore, auth: Auth): StaffAddingStore<AddedStaff> {
  return {
    async add(account, entry, by) {
      let user: UserRecord;
      try {
        user = await auth.createUser({
          email: account.email,
          // Without a first password the account gets one nobody knows, until the person follows the link.
          password:
            'password' in account.first ? account.first.password : `${crypto.randomUUID()}${crypto.randomUUID()}`,
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/email-already-exists') return 'exists';
        throw error;
      }
      const claims: StaffClaims = { admin: true, role: account.role };
      if ('password' in account.first) claims.mustChangePassword = true;
      await auth.setCustomUserClaims(user.uid, claims);
      let setupLink: AddedStaff['setup_link'] = null;
      if ('link' in account.first) {
        const link = new URL(await auth.generatePasswordResetLink(account.email));
        // Firebase's reset codes live one hour; the studio's own set-password page spends it.
        setupLink = {
          oob_code: link.searchParams.get('oobCode') ?? '',
          expires_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
        };
      }
      await recordActivityEntry(db, entryBy(by, entry));
      return { member: toMember(await auth.getUser(user.uid)), setup_link: setupLink };
    },
  };
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
      const added = await addStaffAccount(addingStore(db(), auth()), input, acting(caller));
      if (isRefused(added)) throw new HttpsError(REFUSAL_CODES[added.refused], added.message);
      return added;
    },

    async change(request: CallableRequest) {
      const caller = callerOf(request, { owner: true });
      const { id, ...rest } = parse(uidSchema.passthrough(), request.data) as { id: string } & Record<string, unknown>;
      const body = parse(staffChangeInputSchema, rest);
      const change: StaffChange =
        'role' in body ? { type: 'role', role: body.role } : { type: 'disabled', disabled: body.disabled };
      const plan = await changeStaffAccount(changeStore(db(), auth()), id, change, acting(caller));
      if (isRefused(plan)) throw new HttpsError(REFUSAL_CODES[plan.refused], plan.message);
      return { member: toMember(await auth().getUser(id)) };
    },

    async remove(request: CallableRequest) {
      const caller = callerOf(request, { owner: true });
      const { id } = parse(uidSchema, request.data);
      const plan = await changeStaffAccount(changeStore(db(), auth()), id, { type: 'removed' }, acting(caller));
      if (isRefused(plan)) throw new HttpsError(REFUSAL_CODES[plan.refused], plan.message);
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
