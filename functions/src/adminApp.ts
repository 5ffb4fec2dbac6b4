import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/** The Admin SDK app, initialised on first use so that loading the module (in tests, at deploy analysis) costs nothing. */
function adminApp() {
  return getApps()[0] ?? initializeApp();
}

export function adminFirestore(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export function defaultBucket() {
  return getStorage(adminApp()).bucket();
}
