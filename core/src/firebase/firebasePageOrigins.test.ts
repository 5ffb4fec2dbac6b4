import { describe, expect, it } from 'vitest';
import { FIREBASE_CONNECT_ORIGINS, FIREBASE_IMAGE_ORIGINS, firebasePageOrigins } from './firebaseLayout.ts';
import { pagePolicy } from '../node/pageSecurity.ts';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

// What the Functions emulator gives the site function (scripts/emulators.ts and scripts/test-rules.ts add the
// Functions emulator's own address).
const emulatorEnv = {
  FUNCTIONS_EMULATOR: 'true',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
  STUDIO_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001',
};
const emulatorOrigins = [
  'http://127.0.0.1:8080',
  'http://127.0.0.1:9099',
  'http://127.0.0.1:9199',
  'http://127.0.0.1:5001',
];

describe("the site function's page origins", () => {
  it('on the emulators: the pages may call the emulators and show images from the Storage emulator', () => {
    for (const path of ['/', '/admin/login']) {
      const csp = pagePolicy(path, '<p>page</p>', firebasePageOrigins(emulatorEnv));
      for (const origin of emulatorOrigins) expect(directive(csp, 'connect-src')).toContain(origin);
      expect(directive(csp, 'img-src')).toContain('http://127.0.0.1:9199');
      for (const origin of FIREBASE_CONNECT_ORIGINS) expect(directive(csp, 'connect-src')).toContain(origin);
    }
  });

  it('deployed: only Google origins, even with emulator addresses in the environment', () => {
    // Google's runtime never sets FUNCTIONS_EMULATOR; stray emulator variables must not open the policy.
    const { FUNCTIONS_EMULATOR: _, ...deployed } = emulatorEnv;
    for (const env of [{}, deployed, { ...deployed, FUNCTIONS_EMULATOR: 'false' }]) {
      const origins = firebasePageOrigins(env);
      expect(origins).toEqual({
        extraImageOrigins: FIREBASE_IMAGE_ORIGINS,
        extraConnectOrigins: FIREBASE_CONNECT_ORIGINS,
      });
      const csp = pagePolicy('/', '<p>page</p>', origins);
      expect(csp).not.toMatch(/http:\/\//);
      expect(csp).not.toContain('127.0.0.1');
    }
  });
});
