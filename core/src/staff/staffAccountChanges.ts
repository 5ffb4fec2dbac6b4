import { staffPasswordProblem } from './commonPasswords.ts';
import { STAFF_ROLE_LABELS, staffMessages, type StaffRole } from './staff.ts';

/**
 * An Owner's changes to staff accounts, for the self-hosted server's `/api/admin/staff` routes and the Firebase staff
 * functions alike: what is refused and in which order (the last active Owner stays, nobody disables or removes
 * themselves), which activity entry goes with each change, and what the Owner is told. Each backend gives only its
 * storage (`StaffAccountStore`); where it cannot make a change in one transaction (Firebase Auth beside Firestore),
 * `makeChangeInSteps` says the order of the steps.
 */

/** What a decision needs to know of an account. */
export interface StaffAccountFacts {
  id: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
}

/** The Owner making the change. */
export interface ActingOwner {
  id: string;
  email: string | null;
}

export type StaffChange =
  { type: 'role'; role: StaffRole } | { type: 'disabled'; disabled: boolean } | { type: 'removed' };

/** The activity entry a change writes with it; accounts are named by their e-mail. */
export interface StaffChangeEntry {
  kind: 'staff.added' | 'staff.changed' | 'staff.disabled' | 'staff.enabled' | 'staff.removed';
  item: string;
  detail: string | null;
}

/** Why an Owner's change is refused; each backend answers it as it answers such things (404, 409, `not-found`…). */
export type StaffRefusal = 'not-found' | 'last-owner' | 'not-yourself' | 'exists' | 'weak-password';

export interface StaffRefused {
  refused: StaffRefusal;
  message: string;
}

/** What a change comes to: refused, or the change to make on `account` with its entry (both or neither). */
export type StaffPlan = StaffRefused | StaffChangePlan;

/** A change decided on; `entry` is null where nothing changes (a role set to the one it has). */
export interface StaffChangePlan {
  account: StaffAccountFacts;
  change: StaffChange;
  entry: StaffChangeEntry | null;
  acting: ActingOwner;
}

/** The facts a change is decided on, read in the transaction that then makes it, where the store has one. */
export interface StaffFacts {
  account: StaffAccountFacts | undefined;
  /** How many enabled Owners there are, this account included if it is one. */
  activeOwners: number;
}

export interface StaffAccountStore {
  /**
   * Reads the facts of account `id`, asks `decide`, and unless it refuses makes the plan's change with its entry.
   * SQLite: all of it in one transaction. Firebase: the reads, then `makeChangeInSteps`.
   */
  change(id: string, decide: (facts: StaffFacts) => StaffPlan): Promise<StaffPlan> | StaffPlan;
}

const refusal = (refused: StaffRefusal, message: string): StaffRefused => ({ refused, message });

export function isRefused<T extends object>(outcome: T | StaffRefused): outcome is StaffRefused {
  return 'refused' in outcome;
}

/** Whether taking this account out of the enabled Owners would leave the studio with none. */
function isLastOwner({ account, activeOwners }: StaffFacts): boolean {
  return account !== undefined && account.role === 'owner' && !account.disabled && activeOwners <= 1;
}

/**
 * The one decision of every change, in this order: the account exists; nobody disables or removes themselves; the
 * last enabled Owner is neither demoted, disabled nor removed. A role set to the one it has changes and logs nothing.
 */
export function decideStaffChange(facts: StaffFacts, change: StaffChange, acting: ActingOwner): StaffPlan {
  const { account } = facts;
  if (!account) return refusal('not-found', staffMessages.staffNotFound);
  const leaves = change.type === 'removed' || (change.type === 'disabled' && change.disabled);
  if (leaves && account.id === acting.id) return refusal('not-yourself', staffMessages.notYourself);
  const demotes = change.type === 'role' && change.role !== 'owner' && account.role === 'owner';
  if ((leaves || demotes) && isLastOwner(facts)) return refusal('last-owner', staffMessages.lastOwner);
  return { account, change, entry: changeEntry(account, change), acting };
}

function changeEntry(account: StaffAccountFacts, change: StaffChange): StaffChangeEntry | null {
  const item = account.email;
  switch (change.type) {
    case 'role':
      if (change.role === account.role) return null;
      return { kind: 'staff.changed', item, detail: `Role: ${STAFF_ROLE_LABELS[change.role]}` };
    case 'disabled':
      return { kind: change.disabled ? 'staff.disabled' : 'staff.enabled', item, detail: null };
    case 'removed':
      return { kind: 'staff.removed', item, detail: null };
  }
}

/** Changes a role, disables or re-enables, or removes an account: decided here, made by the store. */
export async function changeStaffAccount(
  store: StaffAccountStore,
  id: string,
  change: StaffChange,
  acting: ActingOwner,
): Promise<StaffPlan> {
  return store.change(id, (facts) => decideStaffChange(facts, change, acting));
}

/**
 * The steps of a change where the accounts' sign-in is kept apart from the data (Firebase Auth beside Firestore,
 * with no transaction over both).
 */
export interface StaffChangeSteps {
  /** The change recorded on the account whose later steps have not all been made (one failed), or null. */
  started(account: StaffAccountFacts): Promise<StaffChange | null>;
  /**
   * The data store's part in one batch: the activity entry, with (disabling or removing) the marker that shuts the
   * account out of the data at once, or (re-enabling) that marker's deletion, and the change kept as started.
   */
  record(plan: StaffChangePlan): Promise<void>;
  /** The sign-in service's part: the role claim set, the sign-in disabled or enabled, or the account deleted. */
  applyToSignIn(account: StaffAccountFacts, change: StaffChange): Promise<void>;
  /** Ends the account's sessions (no new tokens). */
  endSessions(account: StaffAccountFacts): Promise<void>;
  /** The change is whole: no longer kept as started. */
  finish(account: StaffAccountFacts): Promise<void>;
}

/** Whether two changes are the same change (made again). */
function isSameChange(a: StaffChange | null, b: StaffChange): boolean {
  if (a === null || a.type !== b.type) return false;
  if (a.type === 'role' && b.type === 'role') return a.role === b.role;
  if (a.type === 'disabled' && b.type === 'disabled') return a.disabled === b.disabled;
  return true;
}

/**
 * The order of a change made in steps: (1) the entry and the marker, together, with the change kept as started;
 * (2) the sign-in service; (3) when disabling, the sessions; (4) the change whole. What the data trusts is never
 * changed unlogged, and a failure between steps leaves the account shut out rather than let in: failing after (1) of
 * a disabling or removal, the marker already refuses the person and the log says so; failing after (1) of a
 * re-enabling, the sign-in is still disabled. The Owner is told the change failed, and making it again completes it:
 * the steps after (1) are made again (each can be made twice), and (1) is not, since the change found started has
 * its entry and marker already, so the log holds one entry for it. A different change starts afresh.
 */
export async function makeChangeInSteps(plan: StaffChangePlan, steps: StaffChangeSteps): Promise<void> {
  if (plan.entry === null) return;
  if (!isSameChange(await steps.started(plan.account), plan.change)) await steps.record(plan);
  await steps.applyToSignIn(plan.account, plan.change);
  if (plan.change.type === 'disabled' && plan.change.disabled) await steps.endSessions(plan.account);
  await steps.finish(plan.account);
}

/** How a new account gets its first password: given by the Owner (to change at first sign-in) or a one-time link. */
export type FirstPassword = { password: string } | { link: true };

export interface NewStaffAccount {
  email: string;
  role: StaffRole;
  first: FirstPassword;
}

export interface StaffAddingStore<Added> {
  /**
   * Adds the account with its entry (and, for `{ link: true }`, its one-time link); `'exists'` when the address has
   * an account already. SQLite: one transaction. Firebase: the sign-in account with its claims, then the link, then
   * the entry; an account whose claims failed is not staff (the rules and functions want the claim), and the Owner
   * removes it in the Firebase console or adds it under another address.
   */
  add(
    account: NewStaffAccount,
    entry: StaffChangeEntry,
    acting: ActingOwner,
  ): Promise<Added | 'exists'> | Added | 'exists';
}

/**
 * An Owner adds someone, in this order: a first password must meet the policy (checked before anything is stored);
 * the address must be free; the account and its entry are stored together.
 */
export async function addStaffAccount<Added>(
  store: StaffAddingStore<Added>,
  input: { email: string; role: StaffRole; password?: string | undefined },
  acting: ActingOwner,
): Promise<Added | StaffRefused> {
  if (input.password !== undefined) {
    const problem = await staffPasswordProblem(input.password, input.email);
    if (problem) return refusal('weak-password', problem);
  }
  const first: FirstPassword = input.password === undefined ? { link: true } : { password: input.password };
  const how = 'link' in first ? 'set-password link' : 'first password';
  const entry: StaffChangeEntry = {
    kind: 'staff.added',
    item: input.email,
    detail: `${STAFF_ROLE_LABELS[input.role]}, ${how}`,
  };
  const added = await store.add({ email: input.email, role: input.role, first }, entry, acting);
  return added === 'exists' ? refusal('exists', staffMessages.staffExists(input.email)) : added;
}
