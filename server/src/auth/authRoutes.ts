import { messages } from '@studio/core/messages';
import { staffMessages } from '@studio/core/staff';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordActivity } from '../activity/activityLog.ts';
import type { Database } from '../db/database.ts';
import { HttpError, parseWith } from '../http/httpErrors.ts';
import { SlidingWindowLimiter } from '../http/rateLimiter.ts';
import { decoyPasswordHash, STAFF_PASSWORD_MAX_LENGTH, verifyPassword } from './passwords.ts';
import { SESSION_COOKIE, type Sessions } from './sessions.ts';
import type { StaffAccounts } from './staffAccounts.ts';
import { assertSameOrigin, clearSessionCookie, sessionToken, sessionUser } from './staffGuard.ts';

const loginInputSchema = z.strictObject({
  email: z
    .string({ error: 'Please enter your email and password' })
    .trim()
    .min(1, 'Please enter your email and password')
    .max(254, messages.invalidLogin),
  password: z
    .string({ error: 'Please enter your email and password' })
    .min(1, 'Please enter your email and password')
    .max(STAFF_PASSWORD_MAX_LENGTH, messages.invalidLogin),
});

export interface AuthRouteOptions {
  accounts: StaffAccounts;
  sessions: Sessions;
  siteUrl: string | undefined;
  loginAttempts: { max: number; windowMs: number };
  /** Where sign-ins are recorded in the activity log. */
  db: Database;
}

export function authRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const { accounts, sessions, siteUrl } = options;
  // Failures are counted per address and per account, so neither spraying one account from many
  // addresses nor many accounts from one address gets more than a handful of guesses.
  const failuresByIp = new SlidingWindowLimiter(options.loginAttempts.max, options.loginAttempts.windowMs);
  const failuresByAccount = new SlidingWindowLimiter(options.loginAttempts.max, options.loginAttempts.windowMs);

  app.post('/api/auth/login', async (request, reply) => {
    // A foreign page must not sign a visitor in to an account of its choosing (login CSRF).
    if (request.headers.origin !== undefined) assertSameOrigin(request, siteUrl);
    const { email, password } = parseWith(loginInputSchema, request.body);
    const accountKey = email.toLowerCase();
    if (failuresByIp.isLimited(request.ip) || failuresByAccount.isLimited(accountKey)) {
      throw new HttpError(429, messages.loginRateLimited);
    }
    const account = accounts.findByEmail(email);
    const valid = await verifyPassword(password, account?.password_hash ?? (await decoyPasswordHash()));
    if (!account || !valid || account.disabled) {
      failuresByIp.hit(request.ip);
      failuresByAccount.hit(accountKey);
      request.log.warn({ ip: request.ip }, 'staff sign-in failed');
      const disabled = account !== undefined && valid;
      recordActivity(options.db, {
        actor: null,
        kind: 'sign-in.failed',
        detail: disabled ? `${accountKey} (account disabled)` : accountKey,
        ip: request.ip,
      });
      // Only someone who knows the password learns that the account is disabled.
      throw disabled ? new HttpError(403, staffMessages.accountDisabled) : new HttpError(401, messages.invalidLogin);
    }
    failuresByAccount.reset(accountKey);
    // A fresh token on every sign-in: a token planted before sign-in is worthless after it.
    sessions.end(sessionToken(request));
    const token = sessions.start(account.id);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: sessions.cookieMaxAgeSeconds,
    });
    request.log.info({ staff: account.id }, 'staff signed in');
    accounts.recordSignIn(account.id);
    recordActivity(options.db, { actor: account.email, kind: 'sign-in.succeeded', ip: request.ip });
    return {
      user: sessionUser({ email: account.email, role: account.role, passwordPending: account.password_pending === 1 }),
    };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    assertSameOrigin(request, siteUrl);
    sessions.end(sessionToken(request));
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.get('/api/auth/session', async (request, reply) => {
    const token = sessionToken(request);
    const session = sessions.resume(token);
    if (!session && token) clearSessionCookie(request, reply);
    void reply.header('cache-control', 'no-store');
    return { user: session ? sessionUser(session) : null };
  });
}
