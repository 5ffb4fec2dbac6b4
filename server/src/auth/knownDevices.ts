import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a device stays known after its last staff sign-in. */
export const KNOWN_DEVICE_DAYS = 180;
/** Accounts one device remembers (a shared front-desk computer), newest first. */
const MAX_ACCOUNTS_PER_DEVICE = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sent only to the sign-in call; `__Secure-` over HTTPS so a plain-HTTP page or a sibling site cannot plant one. */
const COOKIE_PATH = '/api/auth/login';
const COOKIE_VALUE = /^([A-Za-z0-9_-]{22})\.(\d{1,15}(?:-\d{1,15}){0,4})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export interface KnownDevice {
  id: string;
  staffIds: number[];
}

const cookieName = (request: FastifyRequest) =>
  request.protocol === 'https' ? '__Secure-studio_device' : 'studio_device';

/**
 * The "known device" cookie: a random device id and the staff accounts that signed in on it, signed with the
 * server's key (HttpOnly, long-lived, set only by a staff sign-in). A sign-in from a device known to that account is
 * not held back by the per-account limit, so guesses from elsewhere cannot lock the real person out; the per-address
 * limit applies to everyone. See docs/decisions/010-sign-in-limits.md.
 */
export function createKnownDevices(signingKey: Buffer, now: () => number = Date.now) {
  const sign = (payload: string) => createHmac('sha256', signingKey).update(payload).digest('base64url');

  return {
    /** The device this request's cookie names, when the cookie is this server's, unaltered and unexpired. */
    read(request: FastifyRequest): KnownDevice | undefined {
      const match = COOKIE_VALUE.exec(request.cookies[cookieName(request)] ?? '');
      if (!match) return undefined;
      const [, id, staffIds, expires, signature] = match as unknown as [string, string, string, string, string];
      const expected = Buffer.from(sign(`${id}.${staffIds}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (Number(expires) * 1000 <= now()) return undefined;
      return { id, staffIds: staffIds.split('-').map(Number) };
    },

    /** Sets (or renews) the cookie after a successful sign-in of `staffId`, keeping the device's id. */
    remember(request: FastifyRequest, reply: FastifyReply, staffId: number, device: KnownDevice | undefined): void {
      const id = device?.id ?? randomBytes(16).toString('base64url');
      const staffIds = [staffId, ...(device?.staffIds ?? []).filter((known) => known !== staffId)]
        .slice(0, MAX_ACCOUNTS_PER_DEVICE)
        .join('-');
      const expires = String(Math.floor((now() + KNOWN_DEVICE_DAYS * DAY_MS) / 1000));
      const payload = `${id}.${staffIds}.${expires}`;
      reply.setCookie(cookieName(request), `${payload}.${sign(payload)}`, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
      });
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
