import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@studio/core/staff/staff';
import type { Database } from '../db/database.ts';

export const SESSION_COOKIE = 'studio_session';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface StaffSession {
  tokenHash: string;
  staffId: number;
  email: string;
  role: StaffRole;
  /** Signed in with a first password from an Owner: only changing it is allowed until then. */
  passwordPending: boolean;
}

interface SessionRow {
  token_hash: string;
  staff_id: number;
  email: string;
  role: StaffRole;
  password_pending: number;
  created_at: number;
  last_seen: number;
  expires_at: number;
}

/** Only the hash of a token is stored, so a copy of the database cannot be used to sign in. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Server-side staff sessions: a random 32-byte token in the cookie, its hash in the database.
 * A session ends after `idleMs` without use or `absoluteMs` after sign-in, whichever comes first.
 */
export function createSessions(db: Database, timeouts: { idleMs: number; absoluteMs: number }) {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, staff_id, created_at, last_seen, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const find = db.prepare(
    `SELECT s.token_hash, s.staff_id, s.created_at, s.last_seen, s.expires_at, staff.email,
       staff.role, staff.password_pending
     FROM sessions s JOIN staff ON staff.id = s.staff_id WHERE s.token_hash = ? AND staff.disabled = 0`,
  );
  const touch = db.prepare('UPDATE sessions SET last_seen = ? WHERE token_hash = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR last_seen <= ?');
  // Writing last_seen on every request would turn each staff read into a write; a fraction of the idle time is enough.
  const touchEveryMs = Math.min(60_000, timeouts.idleMs / 10);

  return {
    /** Starts a session and returns the token for the cookie. */
    start(staffId: number, now = Date.now()): string {
      removeExpired.run(now, now - timeouts.idleMs);
      const token = randomBytes(32).toString('base64url');
      insert.run(hashToken(token), staffId, now, now, now + timeouts.absoluteMs);
      return token;
    },

    /** The live session of a cookie token, refreshing its idle clock; undefined when absent or expired. */
    resume(token: string | undefined, now = Date.now()): StaffSession | undefined {
      if (!token || !TOKEN_PATTERN.test(token)) return undefined;
      const tokenHash = hashToken(token);
      const row = find.get(tokenHash) as SessionRow | undefined;
      if (!row) return undefined;
      if (now >= row.expires_at || now - row.last_seen >= timeouts.idleMs) {
        remove.run(tokenHash);
        return undefined;
      }
      if (now - row.last_seen >= touchEveryMs) touch.run(now, tokenHash);
      return {
        tokenHash,
        staffId: row.staff_id,
        email: row.email,
        role: row.role,
        passwordPending: row.password_pending === 1,
      };
    },

    /**
     * Whether a cookie token names a live session, without refreshing its idle clock or writing anything: a visit to
     * the public site (studio insights asks, to leave staff uncounted) is not use of the staff area.
     */
    isLive(token: string | undefined, now = Date.now()): boolean {
      if (!token || !TOKEN_PATTERN.test(token)) return false;
      const row = find.get(hashToken(token)) as SessionRow | undefined;
      return row !== undefined && now < row.expires_at && now - row.last_seen < timeouts.idleMs;
    },

    end(token: string | undefined): void {
      if (token && TOKEN_PATTERN.test(token)) remove.run(hashToken(token));
    },

    /** Seconds the cookie may live: the absolute timeout; the server enforces the idle one. */
    cookieMaxAgeSeconds: Math.ceil(timeouts.absoluteMs / 1000),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
