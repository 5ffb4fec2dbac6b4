import { activityFilterSchema } from '@studio/core/activity';
import {
  changePasswordInputSchema,
  newStaffInputSchema,
  setupPasswordInputSchema,
  staffChangeInputSchema,
  staffMessages,
} from '@studio/core/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityLog } from '../activity/activityLog.ts';
import { HttpError, parseWith } from '../http/httpErrors.ts';
import { StaffAccountError, type StaffAccounts } from './staffAccounts.ts';
import { assertSameOrigin, currentStaff } from './staffGuard.ts';

function staffId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(404, staffMessages.staffNotFound);
  return Number(raw);
}

/** Runs an account change, turning its refusals into answers. */
async function refusalsAsAnswers<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffAccountError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

/** Owners only (the caller registers them behind `staffGuard` and `requireOwner`): staff accounts, in HTTP. */
export function ownerStaffRoutes(app: FastifyInstance, accounts: StaffAccounts): void {
  app.get('/api/admin/staff', async () => ({ staff: accounts.list() }));

  app.post('/api/admin/staff', async (request, reply) => {
    const input = parseWith(newStaffInputSchema, request.body);
    const added = await refusalsAsAnswers(() => accounts.addByOwner(input, currentStaff(request).email));
    return reply.code(201).send({ member: added.member, setup_link: added.setupLink });
  });

  app.patch('/api/admin/staff/:id', async (request) => {
    const id = staffId(request);
    const change = parseWith(staffChangeInputSchema, request.body);
    const session = currentStaff(request);
    const acting = { id: session.staffId, email: session.email };
    const member = await refusalsAsAnswers(() =>
      'role' in change
        ? accounts.setRole(id, change.role, acting.email)
        : accounts.setDisabled(id, change.disabled, acting),
    );
    return { member };
  });

  app.delete('/api/admin/staff/:id', async (request, reply) => {
    const session = currentStaff(request);
    await refusalsAsAnswers(() => accounts.remove(staffId(request), { id: session.staffId, email: session.email }));
    return reply.code(204).send();
  });
}

/** Owners only: the activity log, newest first. */
export function ownerActivityRoutes(app: FastifyInstance, log: ActivityLog): void {
  app.get('/api/admin/activity', async (request) => log.list(parseWith(activityFilterSchema, request.query ?? {})));
}

/** Every signed-in staff member, even one who must still choose a password: their own account. */
export function accountRoutes(app: FastifyInstance, accounts: StaffAccounts): void {
  app.post('/api/account/password', async (request, reply) => {
    const session = currentStaff(request);
    const input = parseWith(changePasswordInputSchema, request.body);
    await refusalsAsAnswers(() =>
      accounts.changePassword(session.staffId, input.current_password, input.new_password, {
        tokenHash: session.tokenHash,
        ip: request.ip,
      }),
    );
    return reply.code(204).send();
  });

  app.post('/api/account/sign-out-others', async (request) => {
    const session = currentStaff(request);
    return { ended: accounts.endOtherSessions(session.staffId, session.tokenHash) };
  });
}

/** Public: the person an Owner added chooses their password through the one-time link. */
export function setupLinkRoutes(app: FastifyInstance, accounts: StaffAccounts, siteUrl: string | undefined): void {
  app.post('/api/auth/set-password', async (request) => {
    assertSameOrigin(request, siteUrl);
    const input = parseWith(setupPasswordInputSchema, request.body);
    const account = await refusalsAsAnswers(() =>
      accounts.setPasswordWithLink(input.token, input.password, request.ip),
    );
    return { email: account.email };
  });
}
