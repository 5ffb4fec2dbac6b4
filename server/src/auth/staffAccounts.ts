import { z } from 'zod';
import { inTransaction, type Database } from '../db/database.ts';
import { hashPassword, staffPasswordProblem } from './passwords.ts';

export interface StaffAccount {
  id: number;
  email: string;
  password_hash: string;
}

const staffEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export class StaffAccountError extends Error {}

function normaliseEmail(email: string): string {
  const parsed = staffEmailSchema.safeParse(email);
  if (!parsed.success) throw new StaffAccountError(`"${email}" is not a valid e-mail address`);
  return parsed.data;
}

/** Staff accounts: created from env at start or with `npm run admin`; there is no default account. */
export function createStaffAccounts(db: Database) {
  const count = db.prepare('SELECT COUNT(*) AS n FROM staff');
  const byEmail = db.prepare('SELECT id, email, password_hash FROM staff WHERE email = ?');
  const byId = db.prepare('SELECT id, email, password_hash FROM staff WHERE id = ?');
  const insert = db.prepare('INSERT INTO staff (email, password_hash, created_at) VALUES (?, ?, ?)');
  const updatePassword = db.prepare('UPDATE staff SET password_hash = ?, updated_at = ? WHERE id = ?');
  const dropSessions = db.prepare('DELETE FROM sessions WHERE staff_id = ?');

  return {
    count: () => Number(count.get()?.n ?? 0),
    findByEmail: (email: string) => byEmail.get(email.trim().toLowerCase()) as StaffAccount | undefined,
    findById: (id: number) => byId.get(id) as StaffAccount | undefined,

    async add(email: string, password: string): Promise<void> {
      const normalised = normaliseEmail(email);
      const problem = staffPasswordProblem(password);
      if (problem) throw new StaffAccountError(problem);
      if (byEmail.get(normalised)) throw new StaffAccountError(`A staff account for ${normalised} already exists`);
      insert.run(normalised, await hashPassword(password), new Date().toISOString());
    },

    /** Sets a new password and signs the account out everywhere. */
    async resetPassword(email: string, password: string): Promise<void> {
      const normalised = normaliseEmail(email);
      const problem = staffPasswordProblem(password);
      if (problem) throw new StaffAccountError(problem);
      const account = byEmail.get(normalised) as StaffAccount | undefined;
      if (!account) throw new StaffAccountError(`There is no staff account for ${normalised}`);
      const hash = await hashPassword(password);
      inTransaction(db, () => {
        updatePassword.run(hash, new Date().toISOString(), account.id);
        dropSessions.run(account.id);
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
