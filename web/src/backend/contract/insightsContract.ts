import { studioToday } from '@studio/core/events/eventRules';
import { addDays, insightsMessages } from '@studio/core/insights/insightsReport';
import { CLASS_SLUGS } from '@studio/core/pages/publicRoutes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import type { ContractSetup } from './backendContract.ts';

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(BackendError);
  return error as BackendError;
}

/**
 * What every Backend adapter's `insights` group must do (the admin port's InsightsAdmin), against a real backend: the
 * report of a period with nothing counted, a custom period refused with core's reason, and who may read it. Run by
 * each backend's contract test beside `describeBackendContract`, with the same setup.
 */
export function describeInsightsContract(name: string, setup: () => Promise<ContractSetup>): void {
  // A Staff account is added, signed in and given its own password: several calls of seconds apiece on Firebase.
  describe(`Backend contract, insights: ${name}`, { timeout: 120_000 }, () => {
    let ctx: ContractSetup;
    let owner: Backend;

    beforeAll(async () => {
      ctx = await setup();
      owner = ctx.staff;
      await owner.auth.signIn(ctx.staffCredentials.email, ctx.staffCredentials.password);
    }, 60_000);
    afterAll(async () => {
      await ctx?.close?.();
    }, 30_000);
    beforeEach(async () => {
      await ctx.reset?.();
    }, 30_000);

    it('reports a period with nothing counted: every day, every figure 0, no change, every list empty', async () => {
      const today = studioToday();
      const week = await owner.insights!.report('7d');
      expect(week.range).toEqual({
        from: addDays(today, -6),
        to: today,
        previousFrom: addDays(today, -13),
        previousTo: addDays(today, -7),
      });
      expect(week.daily.map((entry) => entry.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));

      // Long before anything the suite sends: nothing was counted then on any backend.
      const from = addDays(today, -400);
      const empty = await owner.insights!.report({ from, to: addDays(from, 2) });
      const none = { value: 0, previous: 0, change: null };
      expect(empty).toEqual({
        range: { from, to: addDays(from, 2), previousFrom: addDays(from, -3), previousTo: addDays(from, -1) },
        visitors: none,
        pageViews: none,
        enquiries: none,
        trials: none,
        daily: [0, 1, 2].map((days) => ({ day: addDays(from, days), visitors: 0, pageViews: 0 })),
        topPages: [],
        referrers: [],
        campaigns: [],
        devices: [
          { device: 'phone', visitors: 0 },
          { device: 'tablet', visitors: 0 },
          { device: 'desktop', visitors: 0 },
        ],
        goalPages: [],
        clicks: ['join', 'portal', 'phone', 'email'].map((goal) => ({ goal, count: 0 })),
        funnel: CLASS_SLUGS.map((classSlug) =>
          expect.objectContaining({ classSlug, visitors: 0, trials: 0, enquiries: 0, rate: null }),
        ),
        speed: [],
      });
    });

    it("refuses a custom period that is not valid with code 'invalid' and core's reason", async () => {
      const today = studioToday();
      const notADay = await rejection(owner.insights!.report({ from: '2026-02-30', to: today }));
      expect([notADay.code, notADay.message]).toEqual(['invalid', insightsMessages.badDay]);
      const backwards = await rejection(owner.insights!.report({ from: today, to: addDays(today, -1) }));
      expect([backwards.code, backwards.message]).toEqual(['invalid', insightsMessages.fromAfterTo]);
      const future = await rejection(owner.insights!.report({ from: today, to: addDays(today, 1) }));
      expect([future.code, future.message]).toEqual(['invalid', insightsMessages.future]);
      const tooOld = await rejection(owner.insights!.report({ from: addDays(today, -800), to: today }));
      expect([tooOld.code, tooOld.message]).toEqual(['invalid', insightsMessages.tooOld]);
    });

    it('Staff see Insights until an Owner turns it off; only Owners change it', async () => {
      const email = `insights-${Date.now().toString(36)}@example.com`;
      const first = 'a first password 77';
      const added = await owner.staff.add({ email, role: 'staff', password: first });
      // The visitor's backend becomes the Staff member's browser for this test.
      const member = ctx.visitor;
      try {
        await member.auth.signIn(email, first);
        await member.account.changePassword(first, 'tiger crane mantis snake');
        expect(await member.insights!.settings()).toEqual({ staffCanSee: true });
        expect((await member.insights!.report('7d')).daily).toHaveLength(7);

        expect(await owner.insights!.setSettings({ staffCanSee: false })).toEqual({ staffCanSee: false });
        expect(await member.insights!.settings()).toEqual({ staffCanSee: false });
        expect((await rejection(member.insights!.report('7d'))).code).toBe('forbidden');
        expect((await rejection(member.insights!.setSettings({ staffCanSee: true }))).code).toBe('forbidden');
        expect(await owner.insights!.settings()).toEqual({ staffCanSee: false });
        expect((await owner.insights!.report('30d')).daily).toHaveLength(30);
      } finally {
        await owner.insights!.setSettings({ staffCanSee: true });
        await member.auth.signOut().catch(() => undefined);
        await owner.staff.remove(added.member.id);
      }
    });
  });
}
