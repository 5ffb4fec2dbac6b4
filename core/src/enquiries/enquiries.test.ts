import { describe, expect, it } from 'vitest';
import { neutraliseCell, UTF8_BOM } from './csv.ts';
import { matchesFilter, submissionsCsv } from './enquiries.ts';
import type { ContactSubmission } from './submissions.ts';

const sam: ContactSubmission = {
  id: 's1',
  name: 'Sam Taylor',
  email: 'Sam@Example.com',
  phone: '+44 151 496 0000',
  class_interest: 'Boxing',
  message: 'Hello,\n"Monday" beginners?',
  read: true,
  created_at: '2026-07-01T17:05:00.000Z',
  status: 'trial_booked',
  notes_count: 2,
  notification: 'sent',
};

describe('matchesFilter', () => {
  it('matches name, e-mail or message text without case, and status and class exactly', () => {
    expect(matchesFilter(sam, {})).toBe(true);
    expect(matchesFilter(sam, { query: 'taylor' })).toBe(true);
    expect(matchesFilter(sam, { query: 'sam@example' })).toBe(true);
    expect(matchesFilter(sam, { query: 'MONDAY' })).toBe(true);
    expect(matchesFilter(sam, { query: 'parking' })).toBe(false);
    expect(matchesFilter(sam, { status: 'trial_booked', class_interest: 'Boxing' })).toBe(true);
    expect(matchesFilter(sam, { status: 'new' })).toBe(false);
    expect(matchesFilter(sam, { class_interest: 'Kickboxing' })).toBe(false);
  });
});

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const risky of ['=1+1', '+44 7700', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutraliseCell(risky)).toBe(`'${risky}`);
    expect(neutraliseCell('Sam')).toBe('Sam');
  });

  it('writes a BOM, a header and one quoted row per message in UK time', () => {
    const csv = submissionsCsv([sam], () => []);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Received (UK time),Name,Email,Phone,Class interest,Message,Status,Read,Notes,ID',
      `"1 Jul 2026, 18:05",Sam Taylor,Sam@Example.com,'+44 151 496 0000,Boxing,"Hello,\n""Monday"" beginners?",Trial booked,Yes,,s1`,
      '',
    ]);
  });

  it('puts every note in the Notes cell, newest first, with its author and date', () => {
    const notes = [
      { id: 'n1', text: 'Called back', author: 'coach@example.com', created_at: '2026-07-02T09:00:00.000Z' },
      { id: 'n2', text: '=Trial "Tuesday"', author: 'owner@example.com', created_at: '2026-07-03T10:30:00.000Z' },
    ];
    const csv = submissionsCsv([sam], (id) => (id === 's1' ? notes : []));
    const row = csv.slice(1).split('\r\n')[1]!;
    expect(row).toContain(
      `,"3 Jul 2026, 11:30, owner@example.com: =Trial ""Tuesday""\n\n2 Jul 2026, 10:00, coach@example.com: Called back",s1`,
    );
  });
});
