import { Timestamp } from 'firebase-admin/firestore';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminFirestore } from '../src/adminApp.ts';
import { applyDueSchedules } from '../src/content/contentSchedules.ts';

// The scheduled publish against the real Firestore emulator, in a project of its own.
const projectId = 'demo-studio-content-schedules';
process.env.GCLOUD_PROJECT = projectId;

beforeEach(async () => {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  expect(response.ok).toBe(true);
});

const NOW = new Date('2026-12-20T09:00:00.000Z');
const lines = [{ days: 'Mon-Sun', hours: '10am-2pm' }];
// Scheduled before opening hours were per site: it goes live in today's form, each site with the lines.
const scheduled = { openingHours: lines };
const hours = { aintree: lines, stHelens: lines };

async function schedule(id: string, baseVersion: number, minutesFromNow: number) {
  await adminFirestore()
    .collection('content_schedules')
    .doc(id)
    .set({
      section: 'hours',
      base_version: baseVersion,
      content: scheduled,
      publish_at: Timestamp.fromMillis(NOW.getTime() + minutesFromNow * 60_000),
      created_at: Timestamp.fromMillis(NOW.getTime() - 86_400_000),
      created_by: 'owner@example.com',
      state: 'pending',
      resolved_at: null,
      version: null,
    });
}

describe('applyDueSchedules', () => {
  it('applies a due schedule once, as the next version with its revision and activity entry', async () => {
    const db = adminFirestore();
    await schedule('due', 1, -1);
    await schedule('later', 1, 30);
    expect(await applyDueSchedules(db, NOW)).toEqual([{ id: 'due', outcome: 'applied', version: 2 }]);
    expect(await applyDueSchedules(db, NOW)).toEqual([]);

    const section = (await db.doc('content/hours').get()).data();
    expect(section).toMatchObject({ version: 2, content: hours, updated_by: 'owner@example.com' });
    expect((await db.doc('content/hours/revisions/2').get()).data()).toMatchObject({ version: 2, content: hours });
    expect((await db.doc('content_schedules/due').get()).data()).toMatchObject({ state: 'applied', version: 2 });
    expect((await db.doc('content_schedules/later').get()).data()).toMatchObject({ state: 'pending' });
    const log = (await db.collection('activity').get()).docs.map((entry) => entry.data());
    expect(log).toEqual([expect.objectContaining({ kind: 'content.schedule-applied', actor: 'owner@example.com' })]);
  });

  it('does not apply a schedule that meets a newer live version, and logs why', async () => {
    const db = adminFirestore();
    await db.doc('content/hours').set({
      version: 3,
      content: SEED_SITE_CONTENT.hours,
      updated_at: Timestamp.fromDate(NOW),
      updated_by: 'owner@example.com',
    });
    await schedule('stale', 2, -5);
    expect(await applyDueSchedules(db, NOW)).toEqual([{ id: 'stale', outcome: 'superseded', live: 3 }]);
    expect((await db.doc('content/hours').get()).data()).toMatchObject({
      version: 3,
      content: SEED_SITE_CONTENT.hours,
    });
    expect((await db.doc('content_schedules/stale').get()).data()).toMatchObject({ state: 'superseded' });
    const log = (await db.collection('activity').get()).docs.map((entry) => entry.data());
    expect(log).toEqual([expect.objectContaining({ kind: 'content.schedule-superseded' })]);
  });
});
