import { staffMessages } from '@studio/core/staff/staff';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../port.ts';
import type { ContractSetup } from './backendContract.ts';
import { rejection, type ContractParts } from './contractSupport.ts';
import { eventInput } from './eventsContract.ts';

/**
 * How long the log may take to show an entry: on Firebase one read of it calls a function, which may first have to
 * start (seconds on a busy machine), so a wait of vitest's default second can end before the first read does.
 */
const LOG_WAIT = { timeout: 60_000, interval: 250 };

/** Staff on every backend: signing in, accounts added, changed, disabled and removed, own account, activity log. */
export function describeStaffContract(parts: ContractParts): void {
  let ctx: ContractSetup;
  let visitor: Backend;
  let staff: Backend;
  beforeEach(() => {
    ({ setup: ctx, visitor, staff } = parts);
  });

  describe('staff sign-in', () => {
    it('refuses a wrong password, signs in, reports the user, and signs out', async () => {
      const { email, password } = ctx.staffCredentials;
      expect(await visitor.auth.current()).toBeNull();
      const wrong = await rejection(visitor.auth.signIn(email, `${password}-wrong`));
      expect(wrong.message).toBe('Invalid email or password');

      const changes: unknown[] = [];
      const unsubscribe = visitor.auth.onChange((user) => changes.push(user));
      const user = await visitor.auth.signIn(email, password);
      expect(user.email.toLowerCase()).toBe(email.toLowerCase());
      expect((await visitor.auth.current())?.email.toLowerCase()).toBe(email.toLowerCase());
      await vi.waitFor(() => expect(changes.some((change) => change !== null)).toBe(true));

      await visitor.auth.signOut();
      expect(await visitor.auth.current()).toBeNull();
      await vi.waitFor(() => expect(changes.at(-1)).toBeNull());
      unsubscribe();
    });
  });

  // Staff accounts, own account and activity log.
  // Each step is a callable function on Firebase (a password check loads the strength estimate's dictionaries):
  // several seconds apiece on a busy machine, so these tests get more time than one request needs.
  describe('staff accounts and activity', { timeout: 120_000 }, () => {
    const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

    it('the staff account of the contract is an Owner with no password to change', async () => {
      const user = await staff.auth.current();
      expect(user).toMatchObject({ role: 'owner', mustChangePassword: false });
      const listed = await staff.staff.list();
      expect(listed.find((member) => member.email === ctx.staffCredentials.email.toLowerCase())).toMatchObject({
        role: 'owner',
        disabled: false,
      });
    });

    it('adds, changes, disables and removes a staff account, and keeps staff screens from visitors', async () => {
      const email = `contract-${tag()}@example.com`;
      const added = await staff.staff.add({ email, role: 'staff', password: 'a first password 77' });
      expect(added.member).toMatchObject({ email, role: 'staff', disabled: false, password_pending: true });
      expect(added.setupLink).toBeNull();
      expect((await staff.staff.setRole(added.member.id, 'owner')).role).toBe('owner');
      expect((await staff.staff.setDisabled(added.member.id, true)).disabled).toBe(true);
      expect((await staff.staff.setDisabled(added.member.id, false)).disabled).toBe(false);
      await staff.staff.remove(added.member.id);
      expect((await staff.staff.list()).map((member) => member.email)).not.toContain(email);

      const refused = await rejection(visitor.staff.list());
      expect(['unauthenticated', 'forbidden']).toContain(refused.code);
      await rejection(visitor.activity.list());
    });

    it('refuses a common password with the policy message', async () => {
      const error = await rejection(
        staff.staff.add({ email: `weak-${tag()}@example.com`, role: 'staff', password: 'qwerty123456' }),
      );
      expect(error.code).toBe('invalid');
      expect(error.message).toBe(staffMessages.passwordCommon);
      // Off the list but weak by the strength estimate: refused with its feedback.
      const weak = await rejection(
        staff.staff.add({ email: `weak-${tag()}@example.com`, role: 'staff', password: 'Password123!' }),
      );
      expect(weak.code).toBe('invalid');
      expect(weak.message).toMatch(/^This password would be too easy to guess\. /);
    });

    it('a one-time link lets the new person choose their password and sign in', async () => {
      const email = `link-${tag()}@example.com`;
      // As the Add staff dialog sends it: the password key present but undefined.
      const added = await staff.staff.add({ email, role: 'staff', password: undefined });
      expect(added.setupLink?.url).toMatch(/\/admin\/set-password#.+/);
      expect(Date.parse(added.setupLink!.expiresAt)).toBeGreaterThan(Date.now());
      const token = added.setupLink!.url.split('#')[1]!;
      // The link's page checks the strength with the account's e-mail; a refusal leaves the link usable.
      const weak = await rejection(visitor.account.setPasswordWithLink(token, 'Password123!'));
      expect(weak.message).toMatch(/^This password would be too easy to guess\. /);
      expect(await visitor.account.setPasswordWithLink(token, 'chosen by the newcomer')).toBe(email);
      const user = await visitor.auth.signIn(email, 'chosen by the newcomer');
      expect(user).toMatchObject({ email, role: 'staff', mustChangePassword: false });
      await visitor.auth.signOut();
      await rejection(visitor.account.setPasswordWithLink(token, 'chosen a second time'));
      await staff.staff.remove(added.member.id);
    });

    it('asks for the current password before changing it', async () => {
      const error = await rejection(staff.account.changePassword('not the password at all', 'a brand new passphrase'));
      expect(error.message).toBe(staffMessages.currentPasswordWrong);
    });

    it('records staff changes in the activity log, newest first, filtered by kind', async () => {
      const created = await staff.events.create(eventInput({ title: `Logged ${tag()}` }));
      await vi.waitFor(async () => {
        const page = await staff.activity.list({ kind: 'event.created' });
        expect(page.entries[0]).toMatchObject({
          kind: 'event.created',
          item: created.title,
          actor: ctx.staffCredentials.email.toLowerCase(),
        });
      }, LOG_WAIT);
      const page = await staff.activity.list();
      expect(page.actors).toContain(ctx.staffCredentials.email.toLowerCase());
      const times = page.entries.map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('names each item as staff know it: a message by its sender, an event by its title, and says when deleted', async () => {
      const name = `Logged sender ${tag()}`;
      await visitor.contact.submit({ name, email: 'logged.sender@example.com', message: 'Hello there' });
      const message = (await staff.submissions.list({ query: name }))[0]!;
      await staff.submissions.addNote(message.id, 'Rang back');
      const event = await staff.events.create(eventInput({ title: `Named ${tag()}` }));
      const renamed = await staff.events.update(event.id, eventInput({ title: `${event.title} renamed` }));
      await vi.waitFor(async () => {
        const entries = (await staff.activity.list()).entries;
        const note = entries.find((entry) => entry.kind === 'message.note' && entry.ref === `message:${message.id}`);
        expect(note?.item).toBe(`${name} (logged.sender@example.com)`);
        // Every entry of the event shows its current title.
        const created = entries.find((entry) => entry.kind === 'event.created' && entry.ref === `event:${event.id}`);
        expect(created?.item).toBe(renamed.title);
      }, LOG_WAIT);
      await staff.submissions.remove(message.id);
      await staff.events.remove(event.id);
      await vi.waitFor(async () => {
        const entries = (await staff.activity.list()).entries;
        const note = entries.find((entry) => entry.kind === 'message.note' && entry.ref === `message:${message.id}`);
        expect(note?.item).toBe('A message since deleted');
        expect(JSON.stringify(entries)).not.toContain(name);
        const updated = entries.find((entry) => entry.kind === 'event.updated' && entry.ref === `event:${event.id}`);
        expect(updated?.item).toBe(`${renamed.title} (since deleted)`);
      }, LOG_WAIT);
    });

    it('records site content saves and restores with the section and the version made', async () => {
      const start = await staff.content.get('class-mma-bootcamps');
      const page = structuredClone(start.content);
      page.faqs[0]!.answer = `Logged ${tag()}`;
      const saved = await staff.content.save('class-mma-bootcamps', start.version, page);
      const restored = await staff.content.restore('class-mma-bootcamps', saved.version, start.version);
      await vi.waitFor(async () => {
        const entries = (await staff.activity.list({ kind: 'content.saved' })).entries;
        expect(entries[0]).toMatchObject({
          kind: 'content.saved',
          item: 'Class: MMA Bootcamps',
          detail: `Version ${saved.version}`,
          actor: ctx.staffCredentials.email.toLowerCase(),
        });
      }, LOG_WAIT);
      await vi.waitFor(async () => {
        const entries = (await staff.activity.list({ kind: 'content.restored' })).entries;
        expect(entries[0]).toMatchObject({
          kind: 'content.restored',
          item: 'Class: MMA Bootcamps',
          detail: `Version ${start.version} restored as version ${restored.version}`,
        });
      }, LOG_WAIT);
    });
  });
}
