import { defineString } from 'firebase-functions/params';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { firebaseClientAddress } from '@studio/core/node/firebaseClientAddress';
import { FUNCTIONS_REGION } from '@studio/core/firebase/firebaseLayout';
import { messages } from '@studio/core/shared/messages';
import { notifyAddresses } from '@studio/core/mail/notificationMail';
import { adminFirestore } from '../adminApp.ts';
import { saveContactSubmission } from './saveContactSubmission.ts';

/** Set at deploy time to get an e-mail per message (needs the Trigger Email extension); empty sends none. */
export const notifyEmail = defineString('NOTIFY_EMAIL', {
  default: '',
  description: 'Addresses (comma-separated) that get an e-mail for each contact message (leave empty for none)',
});

/** Origin of the link to the message in the admin, in the notification e-mail. */
export const siteUrl = defineString('SITE_URL', {
  default: 'https://example.com',
  description: "The site's public address, e.g. https://www.example.co.uk (links in the notification e-mail)",
});

/** The address a callable's caller is counted by: what Google's front end saw, never what the caller wrote. */
export function senderIp(request: CallableRequest): string {
  return firebaseClientAddress('callable', request.rawRequest, process.env);
}

export async function handleSubmitContact(request: CallableRequest): Promise<{ ok: true }> {
  let outcome;
  try {
    outcome = await saveContactSubmission(adminFirestore(), {
      payload: request.data,
      ip: senderIp(request),
      notifyEmail: notifyAddresses(notifyEmail.value()),
      siteUrl: siteUrl.value(),
    });
  } catch (error) {
    logger.error('Saving a contact message failed', error);
    throw new HttpsError('unavailable', messages.contactFailed);
  }
  switch (outcome.status) {
    case 'invalid':
      throw new HttpsError('invalid-argument', outcome.message);
    case 'rate-limited':
      // The wait travels as the error's details: the adapter reads it as the server's Retry-After.
      throw new HttpsError('resource-exhausted', outcome.message, { retryAfterSeconds: outcome.retryAfterSeconds });
    case 'ignored-spam':
      logger.info('Dropped a contact message that filled the honeypot');
      return { ok: true };
    case 'saved':
      return { ok: true };
  }
}

export const submitContact = onCall(
  { region: FUNCTIONS_REGION, maxInstances: 5, timeoutSeconds: 30 },
  handleSubmitContact,
);
