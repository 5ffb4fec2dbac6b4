import { describe, expect, it } from 'vitest';
import { imageSlotLabel, nameActivityItem, type ActivityEntry } from './activity.ts';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: '1',
  at: '2026-11-25T10:00:00.000Z',
  actor: 'owner@example.com',
  kind: 'message.note',
  item: null,
  ref: null,
  detail: null,
  ip: null,
  ...overrides,
});

describe('nameActivityItem', () => {
  it('names a message by its sender, and an erased one by nothing personal', () => {
    const note = entry({ item: 'Message m1', ref: 'message:m1' });
    expect(nameActivityItem(note, { type: 'message', name: 'Sam Taylor', email: 'sam@example.com' }).item).toBe(
      'Sam Taylor (sam@example.com)',
    );
    expect(nameActivityItem(note, null).item).toBe('A message since deleted');
    expect(nameActivityItem(entry({ kind: 'message.deleted', item: 'Message m1', ref: 'message:m1' }), null).item).toBe(
      null,
    );
  });

  it('reads entries written before references from their item', () => {
    const legacy = entry({ kind: 'message.status', item: 'Message 1396cf5b-0000-4000-8000-000000000000' });
    expect(nameActivityItem(legacy, { type: 'message', name: 'Sam', email: 's@example.com' }).item).toBe(
      'Sam (s@example.com)',
    );
    const upload = entry({ kind: 'image.uploaded', item: 'home_hero_1732300000000.webp' });
    expect(nameActivityItem(upload, { type: 'image' }).item).toBe('Hero Background (home_hero_1732300000000.webp)');
    expect(nameActivityItem(upload, null).item).toBe('Hero Background (home_hero_1732300000000.webp, since deleted)');
  });

  it('shows an event by its current title, or its last known title once deleted', () => {
    const updated = entry({ kind: 'event.updated', item: 'Old title', ref: 'event:e1' });
    expect(nameActivityItem(updated, { type: 'event', title: 'New title' }).item).toBe('New title');
    expect(nameActivityItem(updated, null).item).toBe('Old title (since deleted)');
    expect(nameActivityItem(entry({ kind: 'event.deleted', item: 'Gone', ref: 'event:e1' }), null).item).toBe('Gone');
  });

  it('leaves entries without an item reference alone', () => {
    const staff = entry({ kind: 'staff.added', item: 'coach@example.com' });
    expect(nameActivityItem(staff, null)).toBe(staff);
  });
});

describe('imageSlotLabel', () => {
  it('names the slot of a stored file', () => {
    expect(imageSlotLabel('facility_boxing_1732300000000-2.jpg')).toBe('Boxing Ring');
    expect(imageSlotLabel('event_1732300000000.webp')).toBe('Event image');
    expect(imageSlotLabel('instructor_1732300000000.webp')).toBe('Instructor photo');
  });
});
