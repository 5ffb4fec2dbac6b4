import { messages } from '@studio/core/shared/messages';
import { staffMessages } from '@studio/core/staff/staff';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientNetwork } from '@studio/core/node/clientNetwork';
import { HttpError, parseWith } from '../http/httpErrors.ts';
import type { KnownDevices } from './knownDevices.ts';
import { decoyPasswordHash, STAFF_PASSWORD_MAX_LENGTH, verifyPassword } from './passwords.ts';
import type { Sessions } from './sessions.ts';
import type { SignInLimits } from './signInLimits.ts';
import type { StaffAccounts } from './staffAccounts.ts';
import { assertSameOrigin, clearSessionCookie, sessionCookieName, sessionToken, sessionUser } from './staffGuard.ts';

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
  signInLimits: SignInLimits;
  knownDevices: KnownDevices;
}

export function authRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const { accounts, sessions, siteUrl, signInLimits, knownDevices } = options;

  app.post('/api/auth/login', async (request, reply) => {
    // A foreign page must not sign a visitor in to an account of its choosing (login CSRF).
    if (request.headers.origin !== undefined) assertSameOrigin(request, siteUrl);
    const { email, password } = parseWith(loginInputSchema, request.body);
    const accountKey = email.toLowerCase();
    const account = accounts.findByEmail(email);
    const device = knownDevices.read(request);
    // Failures are counted per address and per account (and per known device) before the password is checked.
    const attempt = signInLimits.begin({
      address: clientNetwork(request.ip),
      account: accountKey,
      device: account && device?.staffIds.includes(account.id) ? device : undefined,
    });
    let valid = false;
    try {
      valid = await verifyPassword(password, account?.password_hash ?? (await decoyPasswordHash()));
    } finally {
      attempt.finish(valid && account !== undefined && !account.disabled);
    }
    if (!account || !valid || account.disabled) {
      request.log.warn({ ip: request.ip }, 'staff sign-in failed');
      const disabled = account !== undefined && valid;
      accounts.recordFailedSignIn(disabled ? `${accountKey} (account disabled)` : accountKey, request.ip);
      // Only someone who knows the password learns that the account is disabled.
      throw disabled ? new HttpError(403, staffMessages.accountDisabled) : new HttpError(401, messages.invalidLogin);
    }
    // A fresh token on every sign-in: a token planted before sign-in is worthless after it.
    sessions.end(sessionToken(request));
    const token = sessions.start(account.id);
    reply.setCookie(sessionCookieName(request), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: sessions.cookieMaxAgeSeconds,
    });
    knownDevices.remember(request, reply, account.id, device);
    request.log.info({ staff: account.id }, 'staff signed in');
    accounts.recordSignIn(account, request.ip);
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
