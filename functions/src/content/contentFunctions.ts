import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '@studio/core/firebase/firebaseLayout';
import { adminFirestore } from '../adminApp.ts';
import { applyDueSchedules } from './contentSchedules.ts';

/** Scheduled site content goes live within a minute of its time, each in a transaction with its activity entry. */
export const applyContentSchedules = onSchedule({ region: FUNCTIONS_REGION, schedule: 'every 1 minutes' }, async () => {
  await applyDueSchedules(adminFirestore(), new Date());
});
