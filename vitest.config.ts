import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'web/vitest.config.ts',
      { test: { name: 'core', include: ['core/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts', 'functions/tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
