import { messages } from '@studio/core/shared/messages';
import { staffMessages } from '@studio/core/staff/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpErrors.ts';
import { SESSION_COOKIE, type Sessions, type StaffSession } from './sessions.ts';

/**
 * Over HTTPS the session cookie is `__Host-` prefixed: the browser then accepts it only Secure, for this host and
 * path `/`, so neither a sibling subdomain nor a plain-HTTP answer can plant or overwrite it (session fixation).
 * Plain HTTP (a local server) cannot use the prefix.
 */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** The origin a browser would send for a page of this site, as the request reached us (proxy-aware). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request forgery guard for state-changing staff calls: the browser's Origin (or, failing that,
 * Referer) must be this site. A request that names neither is refused too. With SITE_URL set, only its origin is
 * this site: the Host header is the client's to choose, so it decides nothing.
 */
export function assertSameOrigin(request: FastifyRequest, siteUrl: string | undefined): void {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  const own = siteUrl !== undefined ? new URL(siteUrl).origin : ownOrigin(request);
  if (origin === undefined || origin !== own) throw new HttpError(403, messages.forbiddenOrigin);
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

const signedIn = new WeakMap<FastifyRequest, StaffSession>();

/** The session a staff guard let through; only for routes behind one. */
export function currentStaff(request: FastifyRequest): StaffSession {
  const session = signedIn.get(request);
  if (!session) throw new HttpError(401, messages.notSignedIn);
  return session;
}

/** The session's answer to the browser: who, in which role, and whether a new password is due first. */
export function sessionUser(session: Pick<StaffSession, 'email' | 'role' | 'passwordPending'>) {
  return { email: session.email, role: session.role, must_change_password: session.passwordPending };
}

/**
 * preHandler of every staff route: same origin on writes, then a live session of an enabled account. Someone
 * signed in with a first password from an Owner may only choose their own (`allowPasswordPending`).
 */
export function staffGuard(sessions: Sessions, siteUrl: string | undefined, { allowPasswordPending = false } = {}) {
  return async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, siteUrl);
    const token = sessionToken(request);
    const session: StaffSession | undefined = sessions.resume(token);
    if (!session) {
      if (token) clearSessionCookie(request, reply);
      throw new HttpError(401, messages.notSignedIn);
    }
    if (session.passwordPending && !allowPasswordPending) throw new HttpError(403, staffMessages.mustChangePassword);
    signedIn.set(request, session);
  };
}

/** onRequest hook after `staffGuard`: Owners only. */
export async function requireOwner(request: FastifyRequest): Promise<void> {
  if (currentStaff(request).role !== 'owner') throw new HttpError(403, staffMessages.ownersOnly);
}
