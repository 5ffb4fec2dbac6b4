import { describe, expect, it } from 'vitest';
import { staffMessages, type StaffRole } from './staff.ts';
import {
  addStaffAccount,
  changeStaffAccount,
  isRefused,
  makeChangeInSteps,
  type StaffAccountFacts,
  type StaffAccountStore,
  type StaffAddingStore,
  type StaffChange,
  type StaffChangeEntry,
  type StaffChangePlan,
} from './staffAccountChanges.ts';

const ana = { id: '1', email: 'ana@example.com', role: 'owner' as StaffRole, disabled: false };
const ben = { id: '2', email: 'ben@example.com', role: 'staff' as StaffRole, disabled: false };

/** Accounts in memory: one "transaction" is the synchronous call; what it wrote is kept to look at. */
function memoryStore(accounts: StaffAccountFacts[]) {
  const entries: StaffChangeEntry[] = [];
  const store: StaffAccountStore = {
    change(id, decide) {
      const account = accounts.find((one) => one.id === id);
      const activeOwners = accounts.filter((one) => one.role === 'owner' && !one.disabled).length;
      const plan = decide({ account: account && { ...account }, activeOwners });
      if (isRefused(plan) || !plan.entry) return plan;
      const { change } = plan;
      if (change.type === 'removed') accounts.splice(accounts.indexOf(account!), 1);
      else if (change.type === 'role') account!.role = change.role;
      else account!.disabled = change.disabled;
      entries.push(plan.entry);
      return plan;
    },
  };
  return { store, entries, accounts };
}

describe('changing a staff account', () => {
  const owner = { id: ana.id, email: ana.email };

  it('keeps the last enabled Owner: not demoted, disabled or removed, and nothing is logged', async () => {
    const { store, entries } = memoryStore([{ ...ana }, { ...ben }]);
    for (const change of [
      { type: 'role', role: 'staff' },
      { type: 'disabled', disabled: true },
      { type: 'removed' },
    ] as const) {
      const outcome = await changeStaffAccount(store, ana.id, change, { id: '9', email: 'other@example.com' });
      expect(outcome).toEqual({ refused: 'last-owner', message: staffMessages.lastOwner });
    }
    expect(entries).toEqual([]);
  });

  it('lets an Owner go once another enabled Owner stays; a disabled Owner does not count', async () => {
    const { store, entries, accounts } = memoryStore([{ ...ana }, { ...ben, role: 'owner', disabled: true }]);
    expect(await changeStaffAccount(store, ana.id, { type: 'role', role: 'staff' }, { id: '2', email: null })).toEqual({
      refused: 'last-owner',
      message: staffMessages.lastOwner,
    });
    accounts[1]!.disabled = false;
    const plan = await changeStaffAccount(store, ana.id, { type: 'role', role: 'staff' }, { id: '2', email: null });
    expect(isRefused(plan)).toBe(false);
    expect(entries).toEqual([{ kind: 'staff.changed', item: ana.email, detail: 'Role: Staff' }]);
  });

  it('refuses disabling or removing oneself before the last-Owner rule, and an unknown account first', async () => {
    const { store } = memoryStore([{ ...ana }]);
    expect(await changeStaffAccount(store, ana.id, { type: 'removed' }, owner)).toMatchObject({
      refused: 'not-yourself',
    });
    expect(await changeStaffAccount(store, ana.id, { type: 'disabled', disabled: true }, owner)).toMatchObject({
      refused: 'not-yourself',
    });
    expect(await changeStaffAccount(store, '404', { type: 'removed' }, owner)).toEqual({
      refused: 'not-found',
      message: staffMessages.staffNotFound,
    });
  });

  it('writes one entry with each change, and none for a role set to the one it has', async () => {
    const { store, entries, accounts } = memoryStore([{ ...ana }, { ...ben }]);
    await changeStaffAccount(store, ben.id, { type: 'role', role: 'staff' }, owner);
    await changeStaffAccount(store, ben.id, { type: 'disabled', disabled: true }, owner);
    await changeStaffAccount(store, ben.id, { type: 'disabled', disabled: false }, owner);
    await changeStaffAccount(store, ben.id, { type: 'removed' }, owner);
    expect(entries.map((entry) => entry.kind)).toEqual(['staff.disabled', 'staff.enabled', 'staff.removed']);
    expect(accounts.map((account) => account.id)).toEqual([ana.id]);
  });
});

describe('a change made in steps (sign-in kept apart from the data)', () => {
  const plan = (change: StaffChangePlan['change']): StaffChangePlan => ({
    account: ben,
    change,
    entry: { kind: 'staff.disabled', item: ben.email, detail: null },
    acting: { id: ana.id, email: ana.email },
  });

  function recordingSteps(failAt?: string) {
    const done: string[] = [];
    const step = (name: string) => async () => {
      if (name === failAt) throw new Error(`${name} failed`);
      done.push(name);
    };
    return {
      done,
      steps: {
        started: async () => null,
        record: step('record'),
        applyToSignIn: step('sign-in'),
        endSessions: step('sessions'),
        finish: step('finish'),
      },
    };
  }

  it('records the entry with the marker first, then the sign-in, then (disabling) the sessions', async () => {
    const { done, steps } = recordingSteps();
    await makeChangeInSteps(plan({ type: 'disabled', disabled: true }), steps);
    expect(done).toEqual(['record', 'sign-in', 'sessions', 'finish']);
    const enabling = recordingSteps();
    await makeChangeInSteps(plan({ type: 'disabled', disabled: false }), enabling.steps);
    expect(enabling.done).toEqual(['record', 'sign-in', 'finish']);
  });

  it('fails with the step that failed, the earlier ones made: the marker shuts the person out already', async () => {
    const { done, steps } = recordingSteps('sign-in');
    await expect(makeChangeInSteps(plan({ type: 'removed' }), steps)).rejects.toThrow('sign-in failed');
    expect(done).toEqual(['record']);
  });

  /**
   * The data store (the markers the rules check, the entries) and the sign-in service (enabled, role, sessions) in
   * memory; `failOnce` makes that step throw the first time it is reached, as a dropped connection would.
   */
  function twoServices(failOnce?: 'record' | 'sign-in' | 'sessions') {
    const data = { markers: new Set<string>(), entries: [] as string[], started: null as StaffChange | null };
    const signIn = { enabled: true, role: 'staff' as StaffRole, sessions: 1, exists: true };
    let failing = failOnce;
    const maybeFail = (name: string) => {
      if (failing !== name) return;
      failing = undefined;
      throw new Error(`${name} failed`);
    };
    const steps = {
      started: async () => data.started,
      async record(made: StaffChangePlan) {
        maybeFail('record');
        const shutsOut = made.change.type === 'removed' || (made.change.type === 'disabled' && made.change.disabled);
        if (shutsOut) data.markers.add(made.account.id);
        else if (made.change.type === 'disabled') data.markers.delete(made.account.id);
        data.entries.push(made.entry!.kind);
        data.started = made.change;
      },
      async applyToSignIn(account: StaffAccountFacts, change: StaffChangePlan['change']) {
        maybeFail('sign-in');
        if (change.type === 'removed') signIn.exists = false;
        else if (change.type === 'disabled') signIn.enabled = !change.disabled;
        else signIn.role = change.role;
      },
      async endSessions() {
        maybeFail('sessions');
        signIn.sessions = 0;
      },
      async finish() {
        data.started = null;
      },
    };
    /** Whether the person reaches the studio's data: signed in, and no marker refusing them. */
    const letIn = () => signIn.exists && signIn.enabled && !data.markers.has(ben.id);
    return { data, signIn, steps, letIn };
  }
  const disabling = (kind: StaffChangeEntry['kind'], change: StaffChangePlan['change']): StaffChangePlan => ({
    ...plan(change),
    entry: { kind, item: ben.email, detail: null },
  });

  it('disabling that fails at any step leaves the person shut out, and making it again completes it', async () => {
    for (const failAt of ['record', 'sign-in', 'sessions'] as const) {
      const services = twoServices(failAt);
      const change = disabling('staff.disabled', { type: 'disabled', disabled: true });
      await expect(makeChangeInSteps(change, services.steps)).rejects.toThrow(`${failAt} failed`);
      // Failing at the first step changes nothing; after it, the marker already refuses the person.
      expect(services.letIn()).toBe(failAt === 'record');
      expect(services.data.entries).toEqual(failAt === 'record' ? [] : ['staff.disabled']);
      await makeChangeInSteps(change, services.steps);
      expect(services.letIn()).toBe(false);
      expect(services.signIn).toMatchObject({ enabled: false, sessions: 0 });
      // Made again, the change is logged once: its first step's entry stands for it.
      expect(services.data.entries).toEqual(['staff.disabled']);
      expect(services.data.started).toBeNull();
    }
  });

  it('removal that fails at the sign-in leaves the person shut out; made again, the account is gone', async () => {
    const services = twoServices('sign-in');
    const change = disabling('staff.removed', { type: 'removed' });
    await expect(makeChangeInSteps(change, services.steps)).rejects.toThrow('sign-in failed');
    expect([services.letIn(), services.signIn.exists]).toEqual([false, true]);
    await makeChangeInSteps(change, services.steps);
    expect([services.letIn(), services.signIn.exists]).toEqual([false, false]);
  });

  it('re-enabling that fails at the sign-in leaves the person still shut out; made again, they are let in', async () => {
    const services = twoServices('sign-in');
    services.data.markers.add(ben.id);
    services.signIn.enabled = false;
    const change = disabling('staff.enabled', { type: 'disabled', disabled: false });
    await expect(makeChangeInSteps(change, services.steps)).rejects.toThrow('sign-in failed');
    // The marker is gone but the sign-in is still disabled: not let in before the change is whole.
    expect(services.letIn()).toBe(false);
    await makeChangeInSteps(change, services.steps);
    expect(services.letIn()).toBe(true);
  });

  it('a role change that fails at the sign-in keeps the old role, logged as changed, until made again', async () => {
    const services = twoServices('sign-in');
    const change = disabling('staff.changed', { type: 'role', role: 'owner' });
    await expect(makeChangeInSteps(change, services.steps)).rejects.toThrow('sign-in failed');
    expect([services.signIn.role, services.data.entries]).toEqual(['staff', ['staff.changed']]);
    await makeChangeInSteps(change, services.steps);
    expect(services.signIn.role).toBe('owner');
    expect(services.data.entries).toEqual(['staff.changed']);
  });

  it('a different change after a failed one is logged afresh; a whole change made again is logged again', async () => {
    const services = twoServices('sign-in');
    await expect(
      makeChangeInSteps(disabling('staff.changed', { type: 'role', role: 'owner' }), services.steps),
    ).rejects.toThrow('sign-in failed');
    // The Owner changes their mind: another role is another change, with its own entry.
    const other = disabling('staff.changed', { type: 'role', role: 'staff' });
    await makeChangeInSteps(other, services.steps);
    expect(services.data.entries).toEqual(['staff.changed', 'staff.changed']);
    // Once whole, nothing is kept as started: making the change again is a change of its own.
    await makeChangeInSteps(disabling('staff.disabled', { type: 'disabled', disabled: true }), services.steps);
    await makeChangeInSteps(disabling('staff.disabled', { type: 'disabled', disabled: true }), services.steps);
    expect(services.data.entries).toEqual(['staff.changed', 'staff.changed', 'staff.disabled', 'staff.disabled']);
  });

  it('makes no step when nothing changes', async () => {
    const { done, steps } = recordingSteps();
    await makeChangeInSteps({ ...plan({ type: 'role', role: 'staff' }), entry: null }, steps);
    expect(done).toEqual([]);
  });
});

describe('adding a staff account', () => {
  const owner = { id: ana.id, email: ana.email };
  function addingStore(taken: string[]) {
    const added: { email: string; first: unknown; entry: StaffChangeEntry }[] = [];
    const store: StaffAddingStore<string> = {
      add(account, entry) {
        if (taken.includes(account.email)) return 'exists';
        added.push({ email: account.email, first: account.first, entry });
        return account.email;
      },
    };
    return { store, added };
  }

  it('checks a first password against the policy before anything is stored', async () => {
    const { store, added } = addingStore([]);
    const outcome = await addStaffAccount(
      store,
      { email: 'new@example.com', role: 'staff', password: 'qwerty123456' },
      owner,
    );
    expect(outcome).toEqual({ refused: 'weak-password', message: staffMessages.passwordCommon });
    expect(added).toEqual([]);
  });

  it('adds with a link or a first password, the entry saying which; a taken address is refused', async () => {
    const { store, added } = addingStore(['ana@example.com']);
    expect(await addStaffAccount(store, { email: 'link@example.com', role: 'owner' }, owner)).toBe('link@example.com');
    await addStaffAccount(store, { email: 'pw@example.com', role: 'staff', password: 'a first password 77' }, owner);
    expect(added.map(({ first, entry }) => [first, entry.detail])).toEqual([
      [{ link: true }, 'Owner, set-password link'],
      [{ password: 'a first password 77' }, 'Staff, first password'],
    ]);
    expect(await addStaffAccount(store, { email: 'ana@example.com', role: 'staff' }, owner)).toEqual({
      refused: 'exists',
      message: staffMessages.staffExists('ana@example.com'),
    });
  });
});
