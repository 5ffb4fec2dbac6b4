import { activityFilterSchema } from '@studio/core/activity';
import {
  changePasswordInputSchema,
  newStaffInputSchema,
  setupPasswordInputSchema,
  STAFF_ROLE_LABELS,
  staffChangeInputSchema,
  staffMessages,
} from '@studio/core/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity, type ActivityLog } from '../activity/activityLog.ts';
import type { Database } from '../db/database.ts';
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

/** Owners only (the caller registers them behind `staffGuard` and `requireOwner`): staff accounts. */
export function ownerStaffRoutes(app: FastifyInstance, accounts: StaffAccounts, db: Database): void {
  app.get('/api/admin/staff', async () => ({ staff: accounts.list() }));

  app.post('/api/admin/staff', async (request, reply) => {
    const input = parseWith(newStaffInputSchema, request.body);
    const added = await refusalsAsAnswers(() => accounts.addByOwner(input));
    recordActivity(db, {
      actor: currentStaff(request).email,
      kind: 'staff.added',
      item: added.member.email,
      detail: `${STAFF_ROLE_LABELS[added.member.role]}, ${added.setupLink ? 'set-password link' : 'first password'}`,
    });
    return reply.code(201).send({ member: added.member, setup_link: added.setupLink });
  });

  app.patch('/api/admin/staff/:id', async (request) => {
    const id = staffId(request);
    const change = parseWith(staffChangeInputSchema, request.body);
    const actor = currentStaff(request);
    if ('role' in change) {
      const member = await refusalsAsAnswers(() => accounts.setRole(id, change.role));
      recordActivity(db, {
        actor: actor.email,
        kind: 'staff.changed',
        item: member.email,
        detail: `Role: ${STAFF_ROLE_LABELS[member.role]}`,
      });
      return { member };
    }
    const member = await refusalsAsAnswers(() => accounts.setDisabled(id, change.disabled, actor.staffId));
    recordActivity(db, {
      actor: actor.email,
      kind: change.disabled ? 'staff.disabled' : 'staff.enabled',
      item: member.email,
    });
    return { member };
  });

  app.delete('/api/admin/staff/:id', async (request, reply) => {
    const actor = currentStaff(request);
    const member = await refusalsAsAnswers(() => accounts.remove(staffId(request), actor.staffId));
    recordActivity(db, { actor: actor.email, kind: 'staff.removed', item: member.email });
    return reply.code(204).send();
  });
}

/** Owners only: the activity log, newest first. */
export function ownerActivityRoutes(app: FastifyInstance, log: ActivityLog): void {
  app.get('/api/admin/activity', async (request) => log.list(parseWith(activityFilterSchema, request.query ?? {})));
}

/** Every signed-in staff member, even one who must still choose a password: their own account. */
export function accountRoutes(app: FastifyInstance, accounts: StaffAccounts, db: Database): void {
  app.post('/api/account/password', async (request, reply) => {
    const session = currentStaff(request);
    const input = parseWith(changePasswordInputSchema, request.body);
    await refusalsAsAnswers(() =>
      accounts.changePassword(session.staffId, input.current_password, input.new_password, session.tokenHash),
    );
    recordActivity(db, { actor: session.email, kind: 'password.changed', item: session.email, ip: request.ip });
    return reply.code(204).send();
  });

  app.post('/api/account/sign-out-others', async (request) => {
    const session = currentStaff(request);
    const ended = accounts.endOtherSessions(session.staffId, session.tokenHash);
    recordActivity(db, { actor: session.email, kind: 'sessions.ended', item: session.email, detail: `${ended}` });
    return { ended };
  });
}

/** Public: the person an Owner added chooses their password through the one-time link. */
export function setupLinkRoutes(
  app: FastifyInstance,
  accounts: StaffAccounts,
  db: Database,
  siteUrl: string | undefined,
): void {
  app.post('/api/auth/set-password', async (request) => {
    assertSameOrigin(request, siteUrl);
    const input = parseWith(setupPasswordInputSchema, request.body);
    const account = await refusalsAsAnswers(() => accounts.setPasswordWithLink(input.token, input.password));
    recordActivity(db, {
      actor: account.email,
      kind: 'password.changed',
      item: account.email,
      detail: 'Chosen with a set-password link',
      ip: request.ip,
    });
    return { email: account.email };
  });
}
