import type { Backend } from '../port.ts';
import { firebaseContact } from './firebaseContact.ts';
import { firebaseEvents } from './firebaseEvents.ts';
import { firebaseImages } from './firebaseImages.ts';
import { connectFirebase, settingsFromEnv, type FirebaseSettings } from './firebaseServices.ts';
import { firebaseStaffAuth, requireStaff } from './firebaseStaffAuth.ts';
import { firebaseSubmissions } from './firebaseSubmissions.ts';

/**
 * The Backend on Firebase: Firestore for events, submissions and image records, Cloud Storage for image files,
 * the `submitContact` function for contact messages and Firebase Auth (admin claim) for staff.
 * Access control lives in firestore.rules and storage.rules; this adapter only asks.
 */
export function createFirebaseBackend(settings: FirebaseSettings = settingsFromEnv()): Backend {
  const { auth, db, functions, storage } = connectFirebase(settings);
  return {
    events: firebaseEvents(db, () => requireStaff(auth())),
    submissions: firebaseSubmissions(db),
    contact: firebaseContact(functions),
    images: firebaseImages(db, storage),
    auth: firebaseStaffAuth(auth),
  };
}
