import type { Backend } from '../port.ts';
import { activityLog, firebaseActivityLog } from './firebaseActivity.ts';
import { firebaseContact } from './firebaseContact.ts';
import { firebaseContent } from './firebaseContent.ts';
import { firebaseEvents } from './firebaseEvents.ts';
import { firebaseImages } from './firebaseImages.ts';
import { firebaseInsights } from './firebaseInsights.ts';
import { connectFirebase, settingsFromEnv, type FirebaseSettings } from './firebaseServices.ts';
import { firebaseStaffAuth, requireStaff } from './firebaseStaffAuth.ts';
import { firebaseOwnAccount, firebaseStaffAdmin } from './firebaseStaff.ts';
import { firebaseSubmissions } from './firebaseSubmissions.ts';
import {
  firebaseMailStatus,
  firebaseTimetablePublished,
  firebaseTrialAdmin,
  firebaseTrialBooking,
  firebaseTrialEraser,
} from './firebaseTrials.ts';

/**
 * The Backend on Firebase: Firestore for events, submissions and image records, Cloud Storage for image files,
 * the `submitContact` function for contact messages, the trial functions for free trial bookings and Firebase Auth (admin claim) for staff.
 * Access control lives in firestore.rules and storage.rules; this adapter only asks. Each staff change in Firestore
 * is written in one batch or transaction with its activity entry (docs/decisions/022).
 */
export function createFirebaseBackend(settings: FirebaseSettings = settingsFromEnv()): Backend {
  const { auth, db, functions, storage } = connectFirebase(settings);
  const log = activityLog(db, auth);
  const staffSession = () => requireStaff(auth());
  return {
    events: firebaseEvents(db, staffSession, log),
    submissions: firebaseSubmissions(
      db,
      auth,
      log,
      settings.contactRetentionDays,
      firebaseTrialEraser(functions, settings.trialCallTimeoutMs),
    ),
    images: firebaseImages(db, storage, log.record),
    contact: firebaseContact(functions),
    auth: firebaseStaffAuth(auth, log.record),
    content: firebaseContent(db, auth, staffSession, log, firebaseTimetablePublished(functions)),
    staff: firebaseStaffAdmin(functions),
    account: firebaseOwnAccount(auth, functions),
    activity: firebaseActivityLog(db, functions),
    // ---- free trial bookings, through the functions only
    trials: firebaseTrialAdmin(functions, settings.trialCallTimeoutMs),
    mail: firebaseMailStatus(functions, settings.trialCallTimeoutMs),
    trialBooking: firebaseTrialBooking(functions, settings.trialCallTimeoutMs),
    // ---- studio insights: the totals the insights function keeps, read as the rules allow
    insights: firebaseInsights(db, auth, staffSession, log),
  };
}
