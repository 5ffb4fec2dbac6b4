import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../port.ts';
import type { ContractSetup } from './backendContract.ts';
import { rejection, type ContractParts } from './contractSupport.ts';

/** The staff's inbox on every backend: read, status, notes, search, delete, and one person's messages. */
export function describeEnquiriesContract(parts: ContractParts): void {
  let ctx: ContractSetup;
  let visitor: Backend;
  let staff: Backend;
  beforeEach(() => {
    ({ setup: ctx, visitor, staff } = parts);
  });

  // The inbox as a pipeline, retention and erasure.
  describe('enquiries', () => {
    /** Sends messages tagged for this test alone and returns them as staff see them, newest first. */
    async function sendTagged(
      ...fields: { name: string; email?: string; message?: string; class_interest?: string }[]
    ) {
      const tag = `Enquiry ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      for (const field of fields)
        await visitor.contact.submit({
          email: 'enquirer@example.com',
          message: 'Hello there',
          ...field,
          name: `${tag} ${field.name}`,
        });
      const mine = (await staff.submissions.list()).filter((submission) => submission.name.startsWith(tag));
      return { tag, mine };
    }

    it('starts messages as New, changes their status and refuses an unknown one', async () => {
      const { mine } = await sendTagged({ name: 'Status' });
      const [message] = mine;
      expect(message).toMatchObject({ status: 'new', notes_count: 0 });
      const changed = await staff.submissions.setStatus(message!.id, 'contacted');
      // A status change marks the message read.
      expect(changed).toMatchObject({ id: message!.id, status: 'contacted', read: true });
      const again = (await staff.submissions.list({ status: 'contacted' })).find((s) => s.id === message!.id);
      expect(again?.status).toBe('contacted');
      const error = await rejection(staff.submissions.setStatus(message!.id, 'maybe' as never));
      expect(error.code).toBe('invalid');
      await rejection(visitor.submissions.setStatus(message!.id, 'closed'));
    });

    it('keeps notes by the signed-in member of staff, and refuses empty or over-long ones', async () => {
      const { mine } = await sendTagged({ name: 'Notes' });
      const id = mine[0]!.id;
      const note = await staff.submissions.addNote(id, '  Called back; trial on Tuesday  ');
      expect(note.text).toBe('Called back; trial on Tuesday');
      expect(note.author.toLowerCase()).toBe(ctx.staffCredentials.email.toLowerCase());
      expect(Date.parse(note.created_at)).toBeGreaterThan(Date.now() - 5 * 60_000);
      await staff.submissions.addNote(id, 'Booked');
      expect((await staff.submissions.listNotes(id)).map((n) => n.text)).toEqual([
        'Called back; trial on Tuesday',
        'Booked',
      ]);
      const stored = (await staff.submissions.list()).find((s) => s.id === id);
      // A note marks the message read.
      expect(stored).toMatchObject({ notes_count: 2, read: true });
      const csv = await staff.submissions.exportCsv({ query: stored!.name });
      expect(csv).toContain(`: Booked\n\n`);
      expect(csv).toContain(`: Called back; trial on Tuesday"`);
      expect((await rejection(staff.submissions.addNote(id, '   '))).code).toBe('invalid');
      expect((await rejection(staff.submissions.addNote(id, 'x'.repeat(2001)))).code).toBe('invalid');
      await rejection(visitor.submissions.addNote(id, 'from outside'));
      await rejection(visitor.submissions.listNotes(id));
    });

    it('searches by name, e-mail or message text and filters by class interest', async () => {
      const { tag } = await sendTagged(
        { name: 'Alpha', email: 'alpha.search@example.com', class_interest: 'Boxing' },
        { name: 'Beta', message: 'Is there parking at Aintree?' },
      );
      const names = async (filter: Parameters<Backend['submissions']['list']>[0]) =>
        (await staff.submissions.list(filter)).filter((s) => s.name.startsWith(tag)).map((s) => s.name);
      expect(await names({ query: 'AINTREE' })).toEqual([`${tag} Beta`]);
      expect(await names({ query: 'alpha.search@' })).toEqual([`${tag} Alpha`]);
      expect(await names({ query: `${tag} beta` })).toEqual([`${tag} Beta`]);
      expect(await names({ class_interest: 'Boxing' })).toEqual([`${tag} Alpha`]);
      const csv = await staff.submissions.exportCsv({ query: tag });
      expect(csv.startsWith('\uFEFFReceived (UK time),Name,Email')).toBe(true);
      expect(csv.trimEnd().split('\r\n')).toHaveLength(3);
      await rejection(visitor.submissions.exportCsv());
    });

    it('deletes a message with its notes', async () => {
      const { tag, mine } = await sendTagged({ name: 'Delete me' });
      const id = mine[0]!.id;
      await staff.submissions.addNote(id, 'about to go');
      await rejection(visitor.submissions.remove(id));
      await staff.submissions.remove(id);
      expect((await staff.submissions.list()).some((s) => s.id === id)).toBe(false);
      expect(await staff.submissions.exportCsv({ query: tag })).not.toContain(tag);
    });

    it('finds, exports and erases every message from one address, whatever its case', async () => {
      const email = `erase-${Date.now()}@example.com`;
      const { tag } = await sendTagged(
        { name: 'One', email },
        { name: 'Two', email: email.toUpperCase() },
        { name: 'Other', email: `other-${email}` },
      );
      const found = await staff.submissions.findByEmail(email.toUpperCase());
      expect(found.map((s) => s.name)).toEqual([`${tag} Two`, `${tag} One`]);
      await staff.submissions.addNote(found[0]!.id, 'asked for erasure');
      const csv = await staff.submissions.exportByEmail(email);
      expect(csv.trimEnd().split('\r\n')).toHaveLength(3);
      await rejection(visitor.submissions.eraseByEmail(email));
      expect(await staff.submissions.eraseByEmail(email)).toBe(2);
      expect(await staff.submissions.findByEmail(email)).toEqual([]);
      const left = (await staff.submissions.list()).filter((s) => s.name.startsWith(tag)).map((s) => s.name);
      expect(left).toEqual([`${tag} Other`]);
      expect((await rejection(staff.submissions.findByEmail('not an address'))).code).toBe('invalid');
    });

    it('states the retention period', async () => {
      expect(await staff.submissions.retentionDays()).toBe(365);
    });
  });
}
