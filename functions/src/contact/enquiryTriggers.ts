import { defineInt } from 'firebase-functions/params';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS, FUNCTIONS_REGION } from '@studio/core/firebase/firebaseLayout';
import { STUDIO_TIME_ZONE } from '@studio/core/shared/limits';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '@studio/core/enquiries/retention';
import { adminFirestore } from '../adminApp.ts';
import { firestoreTrials } from '../trials/trialFunctions.ts';
import { deleteExpiredSubmissions, recordNotificationState } from './enquiryLifecycle.ts';

export const retentionDays = defineInt('CONTACT_RETENTION_DAYS', {
  default: DEFAULT_CONTACT_RETENTION_DAYS,
  description: 'Contact messages older than this many days are deleted automatically',
});

/** The admin shows whether each message's notification e-mail was sent, is pending or failed. */
export const onMailDelivery = onDocumentWritten(
  { document: `${COLLECTIONS.mail}/{mailId}`, region: FUNCTIONS_REGION },
  async (event) => {
    await recordNotificationState(adminFirestore(), event.params.mailId, event.data?.after.data());
  },
);

/** Daily, at night UK time: messages past the retention period are deleted. */
export const sweepOldContactMessages = onSchedule(
  { schedule: 'every day 03:00', timeZone: STUDIO_TIME_ZONE, region: FUNCTIONS_REGION },
  async () => {
    const now = new Date();
    const deleted = await deleteExpiredSubmissions(adminFirestore(), now, retentionDays.value());
    // Free trial bookings follow the messages' retention period.
    const bookings = await firestoreTrials().sweepOld(retentionDays.value());
    logger.info('Retention sweep done', { deleted, bookings, retentionDays: retentionDays.value() });
  },
);
