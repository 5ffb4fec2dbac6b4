import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { activityRef, nameActivityItem, type ActivityEntry } from '@studio/core/activity/activity';
import { isNewEnquiry } from '@studio/core/enquiries/enquiries';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { enquiryTrial } from '@studio/core/trials/trialRegister';
import { adminFirestore } from '../src/adminApp.ts';
import { createFirestoreTrials } from '../src/trials/firestoreTrials.ts';

// The staff's side of free trial bookings on Firestore (what the trial callables run), against the emulator on an
// injected clock, in a project of its own. Wednesday 25 November 2026, 08:30 UK time; Kickboxing's seed session-1
// is Mondays 18:00-19:00 at Aintree.
const projectId = 'demo-studio-trials-staff';
process.env.GCLOUD_PROJECT = projectId;
const MONDAY = 'kickboxing.session-1.2026-11-30';
const NEXT_MONDAY = 'kickboxing.session-1.2026-12-07';
let now = new Date('2026-11-25T08:30:00Z');
const trials = () =>
  createFirestoreTrials(adminFirestore(), {
    siteUrl: 'https://www.studio.example',
    notify: ['front-desk@studio.example'],
    now: () => now,
  });
const db = () => adminFirestore();
const owner = { uid: 'owner-1', email: 'owner@studio.example' };
let ip = 0;

async function book(overrides: Record<string, unknown> = {}) {
  ip += 1;
  const result = await trials().book(
    { session: MONDAY, name: 'Sam Taylor', email: 'sam@example.com', phone: '0151 496 0000', ...overrides },
    `203.0.113.${ip}`,
  );
  if (!result.ok) throw new Error(`not booked: ${JSON.stringify(result.errors)}`);
  return result.booking;
}

const closures = (day: string) => ({
  closures: [{ id: 'c1', firstDay: day, lastDay: day, sites: ['Aintree'], reason: 'Boiler repair' }],
});

afterAll(async () => {
  await db().terminate();
});

beforeEach(async () => {
  now = new Date('2026-11-25T08:30:00Z');
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  expect(response.ok).toBe(true);
});

describe('free trial bookings for staff on Firestore', { timeout: 120_000 }, () => {
  it('a booking makes the enquiry it joins New again, even one staff had read and moved on', async () => {
    await db()
      .collection('contact_submissions')
      .doc('earlier')
      .set({
        name: 'Sam Taylor',
        email: 'sam@example.com',
        message: 'Hello',
        read: true,
        status: 'contacted',
        notes_count: 0,
        created_at: Timestamp.fromDate(new Date('2026-11-24T10:00:00Z')),
      });
    await book();
    const enquiry = (await db().collection('contact_submissions').doc('earlier').get()).data()!;
    expect(isNewEnquiry({ status: enquiry.status, read: enquiry.read })).toBe(true);
  });

  it('the register opens on the next day holding bookings, at its site, with both sites for 7 days', async () => {
    expect(await trials().register()).toMatchObject({ day: '2026-11-25', site: 'Aintree' });
    await book();
    const opened = await trials().register();
    expect([opened.day, opened.site]).toEqual(['2026-11-30', 'Aintree']);
    const week = (await trials().register('2026-11-25', 'St Helens')).week;
    expect(week.map((entry) => entry.day)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(week[5]).toEqual({ day: '2026-11-30', booked: 1, sites: { Aintree: 1, 'St Helens': 0 } });
  });

  it("the enquiry shows the booking to come, not a later one's cancellation", async () => {
    await book();
    const later = await book({ session: NEXT_MONDAY });
    expect((await trials().staffCancel(later.id, 'Coach away', owner)).ok).toBe(true);
    const [enquiry] = (await db().collection('contact_submissions').get()).docs;
    expect(enquiryTrial(Object.values(enquiry!.get('trial_bookings')), now)).toEqual({
      session: 'Kickboxing, Monday 30 November 2026, 6:00pm - 7:00pm, Aintree',
      state: 'booked',
    });
    expect((await trials().findByEmail('SAM@example.com')).map((booking) => booking.status)).toEqual([
      'cancelled',
      'booked',
    ]);
  });

  it('names trials by visitor, class and date, and credits a closure to whoever published it', async () => {
    const booking = await book({ session: NEXT_MONDAY, name: 'Kim' });
    await db()
      .collection('content')
      .doc('closures')
      .set({ version: 2, content: { ...SEED_SITE_CONTENT.closures, ...closures('2026-12-07') } });
    expect(await trials().cancelCalledOff({ uid: null, email: owner.email })).toBe(1);
    const [entry] = (await db().collection('activity').where('kind', '==', 'trial.cancelled').get()).docs.map((doc) =>
      doc.data(),
    );
    expect(entry).toMatchObject({
      actor: owner.email,
      item: null,
      ref: activityRef('trial', booking.id),
      detail: 'The studio is closed that day (Boiler repair)',
    });
    const names = await trials().names([booking.id, 'gone']);
    expect(names).toEqual({ [booking.id]: { name: 'Kim', className: 'Kickboxing', day: '2026-12-07' } });
    const named = nameActivityItem(entry as unknown as ActivityEntry, { type: 'trial', ...names[booking.id]! });
    expect(named.item).toBe('Kim, Kickboxing, Monday 7 December 2026');
  });

  it("writes a change's activity entry in the change's own transaction: one commit, one time", async () => {
    const sam = await book();
    const kim = await book({ email: 'kim@example.com', name: 'Kim' });
    /**
     * Whether the entry of `kind` about `id` was written with the booking's last change: its time is not after that
     * change's commit (an entry written once the change is committed is stamped later).
     */
    const committedWith = async (kind: string, id: string) => {
      const [entry] = (await db().collection('activity').where('ref', '==', activityRef('trial', id)).get()).docs
        .map((doc) => doc.data())
        .filter((data) => data.kind === kind);
      const stored = await db().collection('trial_bookings').doc(id).get();
      return (entry!.at as Timestamp).valueOf() <= stored.updateTime!.valueOf();
    };
    expect(await trials().staffCancel(sam.id, 'Coach ill', owner)).toMatchObject({ ok: true });
    expect(await committedWith('trial.cancelled', sam.id)).toBe(true);
    now = new Date('2026-11-30T18:30:00Z');
    expect(await trials().setOutcome(kim.id, 'attended', owner)).toMatchObject({ ok: true });
    expect(await committedWith('trial.outcome', kim.id)).toBe(true);
  });

  it('says which booked trials a draft would cancel, with the rule the cancelling uses, and changes nothing', async () => {
    const booking = await book();
    const answer = await trials().wouldCancel('closures', closures('2026-11-30'));
    expect(answer).toEqual({
      cancels: [
        {
          booking: expect.objectContaining({ id: booking.id, name: 'Sam Taylor' }),
          reason: 'The studio is closed that day (Boiler repair)',
        },
      ],
    });
    expect(await trials().wouldCancel('banner', SEED_SITE_CONTENT.banner)).toEqual({ cancels: [] });
    expect(await trials().wouldCancel('closures', { closures: 'x' })).toHaveProperty('error');
    expect((await trials().get(booking.id))!.status).toBe('booked');
  });
});
