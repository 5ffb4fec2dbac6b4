import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests that need the Firebase emulators; `npm run test:rules` (scripts/test-rules.ts) starts them and runs this.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('../web/src', import.meta.url)) } },
  test: {
    name: 'firebase-emulators',
    include: ['functions/emulator-tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One emulator suite is shared; files clear and seed it, so they take turns.
    fileParallelism: false,
  },
});
