import { activityFilterSchema } from '@studio/core/activity/activity';
import {
  changePasswordInputSchema,
  newStaffInputSchema,
  setupPasswordInputSchema,
  staffChangeInputSchema,
  staffMessages,
} from '@studio/core/staff/staff';
import type { ActingOwner, StaffChange } from '@studio/core/staff/staffAccountChanges';
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

function actingOwner(request: FastifyRequest): ActingOwner {
  const session = currentStaff(request);
  return { id: String(session.staffId), email: session.email };
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
    const added = await refusalsAsAnswers(() => accounts.addByOwner(input, actingOwner(request)));
    return reply.code(201).send({ member: added.member, setup_link: added.setupLink });
  });

  app.patch('/api/admin/staff/:id', async (request) => {
    const id = staffId(request);
    const body = parseWith(staffChangeInputSchema, request.body);
    const change: StaffChange =
      'role' in body ? { type: 'role', role: body.role } : { type: 'disabled', disabled: body.disabled };
    const member = await refusalsAsAnswers(() => accounts.change(id, change, actingOwner(request)));
    return { member };
  });

  app.delete('/api/admin/staff/:id', async (request, reply) => {
    await refusalsAsAnswers(() => accounts.change(staffId(request), { type: 'removed' }, actingOwner(request)));
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
