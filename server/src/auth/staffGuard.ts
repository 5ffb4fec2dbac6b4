import { messages } from '@studio/core/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpErrors.ts';
import { SESSION_COOKIE, type Sessions, type StaffSession } from './sessions.ts';

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
 * Referer) must be this site. A request that names neither is refused too.
 */
export function assertSameOrigin(request: FastifyRequest, siteUrl: string | undefined): void {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  const allowed =
    origin !== undefined &&
    (origin === ownOrigin(request) || (siteUrl !== undefined && origin === new URL(siteUrl).origin));
  if (!allowed) throw new HttpError(403, messages.forbiddenOrigin);
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

const staffOfRequest = new WeakMap<FastifyRequest, StaffSession>();

/** The member of staff a guarded request was made by (who wrote a note, who erased messages). */
export function signedInStaff(request: FastifyRequest): StaffSession {
  const session = staffOfRequest.get(request);
  if (!session) throw new HttpError(401, messages.notSignedIn);
  return session;
}

/** preHandler of every staff route: same origin on writes, then a live session. */
export function staffGuard(sessions: Sessions, siteUrl: string | undefined) {
  return async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, siteUrl);
    const token = sessionToken(request);
    const session: StaffSession | undefined = sessions.resume(token);
    if (!session) {
      if (token) clearSessionCookie(request, reply);
      throw new HttpError(401, messages.notSignedIn);
    }
    staffOfRequest.set(request, session);
  };
}
