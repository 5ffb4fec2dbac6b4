/**
 * Brings the site content stored in Firestore to today's form: class sessions' free-text times become a start and
 * end (a time that cannot be read is kept as text for staff to set, never guessed), with ages, trial places and no
 * cancelled dates (core/src/content/contentUpgrade.ts). Each section's current version and every revision of it, so a
 * restore brings back content in today's form. Safe to run again: content already upgraded is left alone.
 *
 *   npm run upgrade:firestore
 *
 * Uses Application Default Credentials and the project from GCLOUD_PROJECT or .firebaserc, like admin:grant; against
 * the emulators, set FIRESTORE_EMULATOR_HOST. Until it has run, the site and the admin read older content upgraded.
 */
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { upgradeFirestoreContent } from '../src/site/upgradeFirestoreContent.ts';

function projectId(): string | undefined {
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  try {
    const firebaserc = JSON.parse(readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8'));
    return firebaserc.projects?.default;
  } catch {
    return undefined;
  }
}

const db = getFirestore(initializeApp({ projectId: projectId() }));
const changed = await upgradeFirestoreContent(db);
console.log(changed === 0 ? 'The content is already in its current form.' : `Upgraded ${changed} documents.`);
