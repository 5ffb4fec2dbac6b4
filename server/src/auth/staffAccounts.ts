import { createHash, randomBytes } from 'node:crypto';
import {
  SETUP_LINK_HOURS,
  staffMessages,
  type SetupLink,
  type StaffMember,
  type StaffRole,
} from '@studio/core/staff/staff';
import {
  addStaffAccount,
  changeStaffAccount,
  isRefused,
  type ActingOwner,
  type StaffAccountFacts,
  type StaffAccountStore,
  type StaffChange,
  type StaffRefusal,
  type StaffRefused,
} from '@studio/core/staff/staffAccountChanges';
import { z } from 'zod';
import { recordActivity } from '../activity/activityLog.ts';
import { inTransaction, type Database } from '../db/database.ts';
import { hashPassword, NO_PASSWORD_YET, staffPasswordProblem, verifyPassword } from './passwords.ts';

export interface StaffAccount {
  id: number;
  email: string;
  password_hash: string;
  role: StaffRole;
  disabled: number;
  password_pending: number;
}

interface StaffRow extends StaffAccount {
  last_sign_in_at: string | null;
  created_at: string;
}

const COLUMNS = 'id, email, password_hash, role, disabled, password_pending, last_sign_in_at, created_at';

const staffEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** A refusal with a message fit to show; `status` is the HTTP answer the routes give it. */
export class StaffAccountError extends Error {
  readonly status: number;

  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

function normaliseEmail(email: string): string {
  const parsed = staffEmailSchema.safeParse(email);
  if (!parsed.success) throw new StaffAccountError(`"${email}" is not a valid e-mail address`);
  return parsed.data;
}

/** The hash of a new password, once it passes the policy (`email`: whose it is, which a guesser tries first). */
async function checkedHash(password: string, email: string | undefined): Promise<string> {
  const problem = await staffPasswordProblem(password, email);
  if (problem) throw new StaffAccountError(problem);
  return hashPassword(password);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toMember(row: StaffRow): StaffMember {
  return {
    id: String(row.id),
    email: row.email,
    role: row.role,
    disabled: row.disabled === 1,
    password_pending: row.password_pending === 1,
    last_sign_in_at: row.last_sign_in_at,
    created_at: row.created_at,
  };
}

function factsOf(row: StaffRow): StaffAccountFacts {
  return { id: String(row.id), email: row.email, role: row.role, disabled: row.disabled === 1 };
}

/** HTTP answers of core's refusals. */
const REFUSAL_STATUS: Record<StaffRefusal, number> = {
  'not-found': 404,
  'not-yourself': 409,
  'last-owner': 409,
  exists: 409,
  'weak-password': 400,
};

/** The outcome, or its refusal thrown as the routes answer it. */
function answered<T extends object>(outcome: T | StaffRefused): T {
  if (isRefused(outcome)) throw new StaffAccountError(outcome.message, REFUSAL_STATUS[outcome.refused]);
  return outcome;
}

/**
 * Staff accounts: the first from env at start or with `npm run admin`, the others added by an Owner in the admin.
 * There is no default account. Every rule about who may change what is checked here, inside transactions.
 */
export function createStaffAccounts(db: Database) {
  const count = db.prepare('SELECT COUNT(*) AS n FROM staff');
  const byEmail = db.prepare(`SELECT ${COLUMNS} FROM staff WHERE email = ?`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM staff WHERE id = ?`);
  const all = db.prepare(`SELECT ${COLUMNS} FROM staff ORDER BY role = 'staff', email`);
  const activeOwners = db.prepare("SELECT COUNT(*) AS n FROM staff WHERE role = 'owner' AND disabled = 0");
  const insert = db.prepare(
    'INSERT INTO staff (email, password_hash, role, password_pending, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const updatePassword = db.prepare(
    'UPDATE staff SET password_hash = ?, password_pending = ?, updated_at = ? WHERE id = ?',
  );
  const updateRole = db.prepare('UPDATE staff SET role = ?, updated_at = ? WHERE id = ?');
  const updateDisabled = db.prepare('UPDATE staff SET disabled = ?, updated_at = ? WHERE id = ?');
  const updateSignIn = db.prepare('UPDATE staff SET last_sign_in_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM staff WHERE id = ?');
  const dropSessions = db.prepare('DELETE FROM sessions WHERE staff_id = ?');
  const dropOtherSessions = db.prepare('DELETE FROM sessions WHERE staff_id = ? AND token_hash <> ?');
  const insertLink = db.prepare('INSERT INTO staff_setup_links (token_hash, staff_id, expires_at) VALUES (?, ?, ?)');
  const findLink = db.prepare('SELECT staff_id, expires_at FROM staff_setup_links WHERE token_hash = ?');
  const dropLinks = db.prepare('DELETE FROM staff_setup_links WHERE staff_id = ?');
  const dropExpiredLinks = db.prepare('DELETE FROM staff_setup_links WHERE expires_at <= ?');

  const find = (id: number) => byId.get(id) as StaffRow | undefined;
  function existing(id: number): StaffRow {
    const row = Number.isSafeInteger(id) ? find(id) : undefined;
    if (!row) throw new StaffAccountError(staffMessages.staffNotFound, 404);
    return row;
  }

  function newSetupLink(staffId: number, now: number): SetupLink {
    dropExpiredLinks.run(now);
    dropLinks.run(staffId);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + SETUP_LINK_HOURS * 60 * 60 * 1000;
    insertLink.run(hashToken(token), staffId, expiresAt);
    return { token, expires_at: new Date(expiresAt).toISOString() };
  }

  /** Core's staff store: reads, decision, change and entry in one transaction. */
  const changes: StaffAccountStore = {
    change: (id, decide) =>
      inTransaction(db, () => {
        const row = /^\d{1,15}$/.test(id) ? find(Number(id)) : undefined;
        const plan = decide({ account: row && factsOf(row), activeOwners: Number(activeOwners.get()?.n ?? 0) });
        if (isRefused(plan) || plan.entry === null) return plan;
        const at = new Date().toISOString();
        const { change } = plan;
        if (change.type === 'role') updateRole.run(change.role, at, row!.id);
        else if (change.type === 'removed') remove.run(row!.id);
        else {
          updateDisabled.run(change.disabled ? 1 : 0, at, row!.id);
          if (change.disabled) dropSessions.run(row!.id);
        }
        recordActivity(db, { actor: plan.acting.email, ...plan.entry });
        return plan;
      }),
  };

  return {
    count: () => Number(count.get()?.n ?? 0),
    findByEmail: (email: string) => byEmail.get(email.trim().toLowerCase()) as StaffAccount | undefined,
    findById: (id: number) => find(id) as StaffAccount | undefined,
    list: () => (all.all() as unknown as StaffRow[]).map(toMember),

    /** From the command line or env: the person chose this password. Owners unless `role` says otherwise. */
    async add(email: string, password: string, role: StaffRole = 'owner'): Promise<void> {
      const normalised = normaliseEmail(email);
      const hash = await checkedHash(password, normalised);
      if (byEmail.get(normalised)) throw new StaffAccountError(staffMessages.staffExists(normalised));
      insert.run(normalised, hash, role, 0, new Date().toISOString());
    },

    /**
     * An Owner adds someone (core's `addStaffAccount`): with a first password they must change at first sign-in, or
     * with none and a one-time set-password link for the Owner to pass on.
     */
    async addByOwner(
      input: { email: string; role: StaffRole; password?: string | undefined },
      acting: ActingOwner,
      now = Date.now(),
    ): Promise<{ member: StaffMember; setupLink: SetupLink | null }> {
      const email = normaliseEmail(input.email);
      const added = await addStaffAccount<{ member: StaffMember; setupLink: SetupLink | null }>(
        {
          add: async (account, entry, by) => {
            const hash = 'password' in account.first ? await hashPassword(account.first.password) : NO_PASSWORD_YET;
            return inTransaction(db, () => {
              if (byEmail.get(account.email)) return 'exists';
              const created = new Date(now).toISOString();
              const id = Number(insert.run(account.email, hash, account.role, 1, created).lastInsertRowid);
              const setupLink = 'link' in account.first ? newSetupLink(id, now) : null;
              recordActivity(db, { actor: by.email, ...entry });
              return { member: toMember(existing(id)), setupLink };
            });
          },
        },
        { ...input, email },
        acting,
      );
      return answered(added);
    },

    /**
     * Changes a role, disables (ending its sessions) or re-enables, or removes an account, as core's
     * `changeStaffAccount` decides; returns the account as it is now, null once removed.
     */
    async change(id: number, change: StaffChange, acting: ActingOwner): Promise<StaffMember | null> {
      answered(await changeStaffAccount(changes, String(id), change, acting));
      const row = find(id);
      return row ? toMember(row) : null;
    },

    /** The person's own change: the current password is required; their other sessions end. */
    async changePassword(
      id: number,
      current: string,
      next: string,
      keep: { tokenHash: string; ip: string },
    ): Promise<void> {
      const row = existing(id);
      if (!(await verifyPassword(current, row.password_hash)))
        throw new StaffAccountError(staffMessages.currentPasswordWrong, 403);
      if (current === next) throw new StaffAccountError(staffMessages.passwordUnchanged);
      const hash = await checkedHash(next, row.email);
      inTransaction(db, () => {
        updatePassword.run(hash, 0, new Date().toISOString(), id);
        dropOtherSessions.run(id, keep.tokenHash);
        recordActivity(db, { actor: row.email, kind: 'password.changed', item: row.email, ip: keep.ip });
      });
    },

    /**
     * Sets the password of the account a one-time link belongs to, and spends the link. Returns the account. `ip`:
     * where the link was used from, for the activity entry.
     */
    async setPasswordWithLink(token: string, password: string, ip: string, now = Date.now()): Promise<StaffAccount> {
      const linked = findLink.get(hashToken(token)) as { staff_id: number } | undefined;
      const hash = await checkedHash(password, linked && find(linked.staff_id)?.email);
      return inTransaction(db, () => {
        const link = findLink.get(hashToken(token)) as { staff_id: number; expires_at: number } | undefined;
        const row = link && find(link.staff_id);
        if (!link || !row || link.expires_at <= now || row.disabled === 1)
          throw new StaffAccountError(staffMessages.setupLinkInvalid, 410);
        updatePassword.run(hash, 0, new Date(now).toISOString(), row.id);
        dropLinks.run(row.id);
        dropSessions.run(row.id);
        const detail = 'Chosen with a set-password link';
        recordActivity(db, { actor: row.email, kind: 'password.changed', item: row.email, detail, ip });
        return row;
      });
    },

    endOtherSessions(id: number, keepTokenHash: string): number {
      return inTransaction(db, () => {
        const ended = Number(dropOtherSessions.run(id, keepTokenHash).changes);
        const email = existing(id).email;
        recordActivity(db, { actor: email, kind: 'sessions.ended', item: email, detail: `${ended}` });
        return ended;
      });
    },

    /** A sign-in: the account's last sign-in and its activity entry, together. */
    recordSignIn(account: { id: number; email: string }, ip: string, at = new Date()): void {
      inTransaction(db, () => {
        updateSignIn.run(at.toISOString(), account.id);
        recordActivity(db, { actor: account.email, kind: 'sign-in.succeeded', ip });
      });
    },

    /** A refused sign-in, in the log only: nobody is signed in, so `detail` names the account tried. */
    recordFailedSignIn(detail: string, ip: string): void {
      recordActivity(db, { actor: null, kind: 'sign-in.failed', detail, ip });
    },

    /** From the command line: sets a new password and signs the account out everywhere. */
    async resetPassword(email: string, password: string): Promise<void> {
      const normalised = normaliseEmail(email);
      const hash = await checkedHash(password, normalised);
      const account = byEmail.get(normalised) as StaffAccount | undefined;
      if (!account) throw new StaffAccountError(`There is no staff account for ${normalised}`);
      inTransaction(db, () => {
        updatePassword.run(hash, 0, new Date().toISOString(), account.id);
        dropSessions.run(account.id);
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
