import { describe, expect, it } from 'vitest';
import type { SubmissionNote } from './enquiries.ts';
import type { ContactSubmission } from './submissions.ts';
import {
  addEnquiryNote,
  deleteEnquiry,
  eraseEnquiriesFrom,
  markEnquiryRead,
  setEnquiryStatus,
  type EnquiryChangeEntry,
  type EnquiryChangeStore,
} from './enquiryChanges.ts';

const message = (id: string, email: string): ContactSubmission => ({
  id,
  name: 'Sam Lee',
  email,
  phone: null,
  class_interest: null,
  message: 'Hello',
  read: false,
  created_at: '2026-11-28T10:00:00.000Z',
  status: 'new',
  notes_count: 0,
  notification: null,
  trial: null,
});

/** Messages in memory: each call is one "transaction"; the entries it wrote are kept to look at. */
function memoryStore(messages: ContactSubmission[]) {
  const entries: EnquiryChangeEntry[] = [];
  const notes: SubmissionNote[] = [];
  const find = (id: string) => messages.find((one) => one.id === id);
  const store: EnquiryChangeStore = {
    update(id, fields, entry) {
      const found = find(id);
      if (!found) return undefined;
      Object.assign(found, fields);
      entries.push(entry);
      return { ...found };
    },
    addNote(id, { text, author }, fields, entry) {
      const found = find(id);
      if (!found) return undefined;
      const note = { id: `n${notes.length + 1}`, text, author, created_at: 'now' };
      notes.push(note);
      Object.assign(found, fields, { notes_count: found.notes_count + 1 });
      entries.push(entry);
      return note;
    },
    remove(id, entry) {
      const found = find(id);
      if (!found) return false;
      messages.splice(messages.indexOf(found), 1);
      entries.push(entry);
      return true;
    },
    erase(email, entryFor) {
      const gone = messages.filter((one) => one.email.toLowerCase() === email.toLowerCase());
      for (const one of gone) messages.splice(messages.indexOf(one), 1);
      entries.push(entryFor(gone.length));
      return gone.length;
    },
  };
  return { store, entries, messages };
}

describe('enquiry changes', () => {
  it('marks a message read by a status or a note, with one entry each naming the message by its id', async () => {
    const { store, entries, messages } = memoryStore([message('m1', 'sam@example.com')]);
    expect(await setEnquiryStatus(store, 'm1', 'contacted')).toMatchObject({
      status: 'done',
      value: { status: 'contacted', read: true },
    });
    await markEnquiryRead(store, 'm1', false);
    expect(await addEnquiryNote(store, 'm1', 'Rang back', 'ana@example.com')).toMatchObject({
      status: 'done',
      value: { text: 'Rang back', author: 'ana@example.com' },
    });
    expect(messages[0]).toMatchObject({ read: true, notes_count: 1 });
    expect(entries).toEqual([
      { kind: 'message.status', item: 'Message m1', detail: 'Contacted', ref: 'message:m1' },
      { kind: 'message.read', item: 'Message m1', detail: 'Marked unread', ref: 'message:m1' },
      { kind: 'message.note', item: 'Message m1', detail: null, ref: 'message:m1' },
    ]);
    expect(JSON.stringify(entries)).not.toContain('Sam');
  });

  it('says a message that is not there is not found, and writes nothing', async () => {
    const { store, entries } = memoryStore([]);
    expect(await markEnquiryRead(store, 'gone', true)).toEqual({ status: 'not-found' });
    expect(await setEnquiryStatus(store, 'gone', 'closed')).toEqual({ status: 'not-found' });
    expect(await addEnquiryNote(store, 'gone', 'x', 'ana@example.com')).toEqual({ status: 'not-found' });
    expect(await deleteEnquiry(store, 'gone')).toEqual({ status: 'not-found' });
    expect(entries).toEqual([]);
  });

  it('deletes one message, and erases one person with a single entry that counts without naming them', async () => {
    const { store, entries, messages } = memoryStore([
      message('m1', 'sam@example.com'),
      message('m2', 'SAM@example.com'),
      message('m3', 'jo@example.com'),
    ]);
    expect(await deleteEnquiry(store, 'm3')).toEqual({ status: 'done', value: true });
    expect(await eraseEnquiriesFrom(store, 'sam@example.com')).toBe(2);
    expect(messages).toEqual([]);
    expect(entries).toEqual([
      { kind: 'message.deleted', item: 'Message m3', detail: null, ref: 'message:m3' },
      { kind: 'message.erased', item: null, detail: '2 from one address', ref: null },
    ]);
  });
});
