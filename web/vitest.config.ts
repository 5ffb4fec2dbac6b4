import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// A config of its own: the React Router plugin does not run under vitest.
export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The server's render reads the public pages' CSS files as strings (app/pageCss.server.ts); tests read them too.
    css: { include: [/.+/] },
  },
});
