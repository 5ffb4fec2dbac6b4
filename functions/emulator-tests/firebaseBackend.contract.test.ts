import { getAuth } from 'firebase-admin/auth';
import { TRIAL_FUNCTIONS } from '@studio/core/firebase/firebaseLayout';
import { describeBackendContract } from '../../web/src/backend/contract/backendContract.ts';
import { createFirebaseBackend } from '../../web/src/backend/firebase/firebaseBackend.ts';
import { adminApp, clearFirestore, emulatorSettings, functionsPort, projectId, storageHost } from './emulators.ts';

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

// Each call of a trial function may wait for the emulator to start a process for it (30 at once in the race).
const slowSettings = { ...emulatorSettings(), trialCallTimeoutMs: 540_000 };

if (functionsPort) {
  describeBackendContract(
    'firebase adapter on the emulators',
    async () => {
      const auth = getAuth(adminApp());
      const existing = await auth.getUserByEmail(staffCredentials.email).catch(() => undefined);
      const user = existing ?? (await auth.createUser(staffCredentials));
      await auth.setCustomUserClaims(user.uid, { admin: true });
      return {
        visitor: createFirebaseBackend(slowSettings),
        staff: createFirebaseBackend(slowSettings),
        staffCredentials,
        reset: clearFirestore,
        // The Functions emulator starts a process for each call that finds none idle, and starting 30 at once on a
        // busy machine outlasts its start-up limit: they are started a few at a time with refused bookings first
        // (plain requests, which wait as long as a start takes).
        async readyForParallel(count) {
          const bookTrial = `http://127.0.0.1:${functionsPort}/${projectId}/europe-west2/${TRIAL_FUNCTIONS.book}`;
          const refused = () =>
            fetch(bookTrial, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":{}}' });
          for (let size = 5; size <= count; size += 5) await Promise.allSettled(Array.from({ length: size }, refused));
        },
      };
    },
    { images: storageHost !== undefined },
  );
}
