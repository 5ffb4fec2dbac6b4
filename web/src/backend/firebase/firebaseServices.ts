/// <reference types="vite/client" />
import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { FUNCTIONS_REGION } from '@studio/core/firebase/firebaseLayout';

export interface EmulatorPorts {
  host: string;
  auth: number;
  firestore: number;
  functions: number;
  storage: number;
}

export interface FirebaseSettings {
  options: FirebaseOptions;
  functionsRegion: string;
  /** The CONTACT_RETENTION_DAYS the functions were deployed with (VITE_CONTACT_RETENTION_DAYS), for the inbox. */
  contactRetentionDays?: number;
  /** Set to talk to the local emulator suite instead of the project. */
  emulators?: EmulatorPorts;
  /**
   * How long the free-trial calls wait for their function (default 70 s, 120 s for a booking). The Functions emulator
   * starts a process per call that finds none idle, which a busy test machine can take minutes over.
   */
  trialCallTimeoutMs?: number;
}

export interface FirebaseServices {
  app: FirebaseApp;
  /**
   * Firebase Auth, started on first use: only staff need it. Started eagerly, it opens its storage on every
   * visitor's device, and `getAuth`'s popup support loads a frame from the auth domain (and Google's API script)
   * on phones and Safari. Staff sign in with e-mail and password, so it starts without popup support.
   */
  auth: () => Auth;
  db: Firestore;
  functions: Functions;
  storage: FirebaseStorage;
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** The web config from the build's `VITE_FIREBASE_*` variables (see README, "Deploy to Firebase"). */
export function settingsFromEnv(env: Record<string, string | undefined> = import.meta.env): FirebaseSettings {
  const useEmulators = env.VITE_FIREBASE_EMULATORS === 'true';
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? (useEmulators ? 'demo-studio' : undefined);
  return {
    options: {
      apiKey: env.VITE_FIREBASE_API_KEY ?? (useEmulators ? 'demo-api-key' : undefined),
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? (projectId ? `${projectId}.firebasestorage.app` : undefined),
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    },
    functionsRegion: env.VITE_FIREBASE_FUNCTIONS_REGION ?? FUNCTIONS_REGION,
    contactRetentionDays: env.VITE_CONTACT_RETENTION_DAYS ? port(env.VITE_CONTACT_RETENTION_DAYS, 365) : undefined,
    emulators: useEmulators
      ? {
          host: env.VITE_FIREBASE_EMULATOR_HOST ?? '127.0.0.1',
          auth: port(env.VITE_FIREBASE_AUTH_EMULATOR_PORT, 9099),
          firestore: port(env.VITE_FIREBASE_FIRESTORE_EMULATOR_PORT, 8080),
          functions: port(env.VITE_FIREBASE_FUNCTIONS_EMULATOR_PORT, 5001),
          storage: port(env.VITE_FIREBASE_STORAGE_EMULATOR_PORT, 9199),
        }
      : undefined,
  };
}

let appCount = 0;

/** One app per backend: tests make several side by side, each with a name of its own. */
export function connectFirebase(settings: FirebaseSettings): FirebaseServices {
  if (!settings.options.apiKey || !settings.options.projectId) {
    throw new Error(
      'Firebase is not configured: set VITE_FIREBASE_API_KEY and VITE_FIREBASE_PROJECT_ID for the build.',
    );
  }
  appCount += 1;
  const app = initializeApp(settings.options, appCount === 1 ? undefined : `studio-${appCount}`);
  const emulators = settings.emulators;
  let auth: Auth | undefined;
  const services: FirebaseServices = {
    app,
    auth: () => {
      if (!auth) {
        auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
        if (emulators) {
          connectAuthEmulator(auth, `http://${emulators.host}:${emulators.auth}`, { disableWarnings: true });
        }
      }
      return auth;
    },
    db: getFirestore(app),
    functions: getFunctions(app, settings.functionsRegion),
    storage: getStorage(app),
  };
  if (emulators) {
    connectFirestoreEmulator(services.db, emulators.host, emulators.firestore);
    connectFunctionsEmulator(services.functions, emulators.host, emulators.functions);
    connectStorageEmulator(services.storage, emulators.host, emulators.storage);
  }
  return services;
}
