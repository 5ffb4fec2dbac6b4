import { getApps, initializeApp } from 'firebase-admin/app';
import type { FirebaseSettings } from '../../web/src/backend/firebase/firebaseServices.ts';

// Where the emulators that scripts/test-rules.ts started listen, for the tests that drive the firebase adapter.
export const projectId = 'demo-studio';
/** Unset when only the Firestore emulator runs (--rules-only): the adapter tests skip. */
export const functionsPort = process.env.STUDIO_FUNCTIONS_EMULATOR_PORT;
/** Unset when no Storage emulator runs: image operations are skipped. */
export const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

/** The web app's Firebase settings, pointed at the emulators. */
export function emulatorSettings(): FirebaseSettings {
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

/** The Admin SDK app the tests seed and inspect with. */
export const adminApp = () => getApps()[0] ?? initializeApp({ projectId });

async function emptyEmulator(url: string, what: string) {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing the ${what} emulator failed: ${response.status}`);
}

/** Empties the emulator's database (events, images, messages and the contact rate-limit counters). */
export const clearFirestore = () =>
  emptyEmulator(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    'Firestore',
  );

/** Removes every account from the Auth emulator. */
export const clearAuth = () =>
  emptyEmulator(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${projectId}/accounts`, 'Auth');
