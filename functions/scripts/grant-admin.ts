/**
 * Grants or removes staff access: sets the `admin` custom claim that firestore.rules and storage.rules check.
 *
 *   npm run admin:grant -- someone@example.com                 grant, as an Owner
 *   npm run admin:grant -- someone@example.com --role staff    grant, as Staff
 *   npm run admin:grant -- someone@example.com --remove        remove
 *
 * Uses Application Default Credentials (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS
 * pointing at a service-account key) and the project from GCLOUD_PROJECT or .firebaserc. Against the emulators,
 * set FIREBASE_AUTH_EMULATOR_HOST (npm run emulators prints it). The person signs in again to pick the change up.
 */
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

function projectId(): string | undefined {
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  try {
    const firebaserc = JSON.parse(readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8'));
    return firebaserc.projects?.default;
  } catch {
    return undefined;
  }
}

const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith('--') && arg.includes('@'));
const remove = args.includes('--remove');
const roleAt = args.indexOf('--role');
const role = roleAt === -1 ? 'owner' : args[roleAt + 1];
if (!email || !email.includes('@') || (role !== 'owner' && role !== 'staff')) {
  console.error('Usage: npm run admin:grant -- someone@example.com [--role owner|staff] [--remove]');
  process.exit(2);
}

const auth = getAuth(initializeApp({ projectId: projectId() }));
try {
  const user = await auth.getUserByEmail(email);
  const claims = { ...user.customClaims };
  if (remove) {
    delete claims.admin;
    delete claims.role;
  } else {
    claims.admin = true;
    claims.role = role;
  }
  await auth.setCustomUserClaims(user.uid, claims);
  // Ends existing sessions, so a removed member of staff cannot keep using an old token.
  if (remove) await auth.revokeRefreshTokens(user.uid);
  console.log(
    remove
      ? `${email} is no longer staff.`
      : `${email} is now ${role === 'owner' ? 'an Owner' : 'Staff'}. They should sign in again.`,
  );
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'auth/user-not-found'
      ? `No account for ${email}. Create it first (Firebase console > Authentication > Add user).`
      : `Could not change ${email}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
