import { getAuth } from 'firebase-admin/auth';
import { describeBackendContract } from '../../web/src/backend/contract/backendContract.ts';
import { createFirebaseBackend } from '../../web/src/backend/firebase/firebaseBackend.ts';
import { adminApp, clearFirestore, emulatorSettings, functionsPort, storageHost } from './emulators.ts';

// The shared Backend contract, held against the firebase adapter on the Auth, Functions and Firestore
// emulators that scripts/test-rules.ts started (the http adapter runs the same suite against the server).
const staffCredentials = { email: 'contract-staff@example.com', password: 'contract password 42' };

if (!functionsPort)
  console.warn('Backend contract (firebase) SKIPPED: the Auth and Functions emulators are not running (--rules-only).');
else if (!storageHost) {
  console.warn(
    `Backend contract (firebase): image operations SKIPPED: ${process.env.STORAGE_RULES_SKIP_REASON ?? 'no Storage emulator is running'}.`,
  );
}

if (functionsPort) {
  describeBackendContract(
    'firebase adapter on the emulators',
    async () => {
      const auth = getAuth(adminApp());
      const existing = await auth.getUserByEmail(staffCredentials.email).catch(() => undefined);
      const user = existing ?? (await auth.createUser(staffCredentials));
      await auth.setCustomUserClaims(user.uid, { admin: true });
      return {
        visitor: createFirebaseBackend(emulatorSettings()),
        staff: createFirebaseBackend(emulatorSettings()),
        staffCredentials,
        reset: clearFirestore,
      };
    },
    { images: storageHost !== undefined },
  );
}
