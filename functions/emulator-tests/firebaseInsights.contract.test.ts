import { getAuth } from 'firebase-admin/auth';
import { describeInsightsContract } from '../../web/src/backend/contract/insightsContract.ts';
import { createFirebaseBackend } from '../../web/src/backend/firebase/firebaseBackend.ts';
import { adminApp, clearFirestore, emulatorSettings, functionsPort } from './emulators.ts';

// The insights part of the shared Backend contract, held against the firebase adapter on the Auth, Functions and
// Firestore emulators that scripts/test-rules.ts started, as firebaseBackend.contract.test.ts holds the rest (the
// http adapter runs the same suite against the server). A file of its own, so that it runs alone in seconds.
const ownerCredentials = { email: 'contract-insights-owner@example.com', password: 'contract password 42' };

if (!functionsPort)
  console.warn(
    'Insights contract (firebase) SKIPPED: the Auth and Functions emulators are not running (--rules-only).',
  );
else {
  describeInsightsContract('firebase adapter on the emulators', async () => {
    const auth = getAuth(adminApp());
    const existing = await auth.getUserByEmail(ownerCredentials.email).catch(() => undefined);
    const user = existing ?? (await auth.createUser(ownerCredentials));
    // An Owner: the suite adds a Staff member with it and switches Staff's access.
    await auth.setCustomUserClaims(user.uid, { admin: true });
    return {
      visitor: createFirebaseBackend(emulatorSettings()),
      staff: createFirebaseBackend(emulatorSettings()),
      staffCredentials: ownerCredentials,
      reset: clearFirestore,
    };
  });
}
