import { getAuth } from 'firebase-admin/auth';
import { getApps, initializeApp } from 'firebase-admin/app';
import { describeBackendContract } from '../../web/src/backend/contract/backendContract.ts';
import { createFirebaseBackend } from '../../web/src/backend/firebase/firebaseBackend.ts';
import type { FirebaseSettings } from '../../web/src/backend/firebase/firebaseServices.ts';

// The shared Backend contract, held against the firebase adapter on the Auth, Functions and Firestore
// emulators that scripts/test-rules.ts started (the http adapter runs the same suite against the server).
const projectId = 'demo-studio';
const functionsPort = process.env.STUDIO_FUNCTIONS_EMULATOR_PORT;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const staffCredentials = { email: 'contract-staff@example.com', password: 'contract password 42' };

if (!functionsPort)
  console.warn('Backend contract (firebase) SKIPPED: the Auth and Functions emulators are not running (--rules-only).');
else if (!storageHost) {
  console.warn(
    `Backend contract (firebase): image operations SKIPPED: ${process.env.STORAGE_RULES_SKIP_REASON ?? 'no Storage emulator is running'}.`,
  );
}

function settings(): FirebaseSettings {
  const [host = '127.0.0.1', firestorePort] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  return {
    options: { apiKey: 'demo-api-key', projectId, storageBucket: `${projectId}.firebasestorage.app` },
    functionsRegion: 'europe-west2',
    emulators: {
      host,
      firestore: Number(firestorePort),
      auth: Number((process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '').split(':')[1]),
      functions: Number(functionsPort),
      storage: Number(storageHost?.split(':')[1] ?? 9199),
    },
  };
}

/** Empties the emulator's database (events, images, messages and the contact rate-limit counters). */
async function clearFirestore() {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing the Firestore emulator failed: ${response.status}`);
}

if (functionsPort) {
  describeBackendContract(
    'firebase adapter on the emulators',
    async () => {
      const admin = getApps()[0] ?? initializeApp({ projectId });
      const auth = getAuth(admin);
      const existing = await auth.getUserByEmail(staffCredentials.email).catch(() => undefined);
      const user = existing ?? (await auth.createUser(staffCredentials));
      await auth.setCustomUserClaims(user.uid, { admin: true });
      return {
        visitor: createFirebaseBackend(settings()),
        staff: createFirebaseBackend(settings()),
        staffCredentials,
        reset: clearFirestore,
      };
    },
    { images: storageHost !== undefined },
  );
}
