import { onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION, COLLECTIONS } from '@studio/core/firebase/firebaseLayout';
import { adminAuth, adminFirestore } from '../adminApp.ts';
import { staffHandlers } from './staffAccounts.ts';

const handlers = staffHandlers(adminFirestore, adminAuth);
const options = { region: FUNCTIONS_REGION };

export const listStaff = onCall(options, (request) => handlers.list(request));
export const addStaff = onCall(options, (request) => handlers.add(request));
export const setStaffRole = onCall(options, (request) => handlers.change(request));
export const setStaffDisabled = onCall(options, (request) => handlers.change(request));
export const removeStaff = onCall(options, (request) => handlers.remove(request));
export const checkStaffPassword = onCall(options, (request) => handlers.checkPassword(request));
export const staffPasswordChanged = onCall(options, (request) => handlers.passwordChanged(request));
export const signOutStaffEverywhere = onCall(options, (request) => handlers.signOutEverywhere(request));

/** Keeps the activity log to 12 months where no TTL policy is set on `expires_at` (see the README). */
export const sweepActivity = onSchedule({ region: FUNCTIONS_REGION, schedule: 'every 24 hours' }, async () => {
  const db = adminFirestore();
  for (;;) {
    const old = await db.collection(COLLECTIONS.activity).where('expires_at', '<=', new Date()).limit(400).get();
    if (old.empty) return;
    const batch = db.batch();
    for (const entry of old.docs) batch.delete(entry.ref);
    await batch.commit();
  }
});
