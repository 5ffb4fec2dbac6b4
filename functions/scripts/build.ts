import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

// One file for the Cloud Functions runtime: @studio/core is inlined (it is not published), npm packages stay
// external and are installed from functions/package.json at deploy.
const functionsDir = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: functionsDir,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  packages: 'external',
  // `packages: 'external'` would also leave the workspace package out; inline it.
  alias: { '@studio/core': '../core/src' },
  sourcemap: true,
  logLevel: 'info',
});
